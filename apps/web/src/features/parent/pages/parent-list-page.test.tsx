import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, parentEndpoints, type ParentListItem, type ParentToBeDeleted } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
const calls: { url: string; params?: unknown; body?: unknown }[] = [];
let due: ParentToBeDeleted[] = [];

const item: ParentListItem = {
  pno: 12,
  loginId: 'kim.mom',
  name: '김엄마',
  phone: '010-1111-2222',
  email: null,
  status: 'blocked',
  failedCount: 5,
  isLocked: true,
  lockedUntil: '2026-11-21T01:00:00.000Z',
  mustChangePassword: false,
  lastLoginAt: null,
  leaveDate: null,
  children: [{ childCode: 41, name: '김하늘', birthDate: '2021-05-05', status: 'active', classId: 3, className: '햇님반', relation: '모', isPrimary: true }],
  createdAt: '2026-03-02T00:00:00.000Z',
};

function serve() {
  calls.length = 0;
  const track = (config: InternalAxiosRequestConfig) =>
    calls.push({ url: config.url!, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(parentEndpoints.search)]: () => ok({ items: [item], page: 1, size: 10, total: 1, totalPages: 1 }),
    [route(parentEndpoints.exportExcel)]: (config) => {
      track(config);
      return { status: 200, body: new Blob(['xlsx']) };
    },
    [route(parentEndpoints.toBeDeleted)]: () => ok({ items: due, page: 1, size: 10, total: due.length, totalPages: 1 }),
    [route(parentEndpoints.destroy)]: (config) => {
      track(config);
      const pnos = JSON.parse(String(config.data)).pnos as number[];
      due = due.filter((d) => !pnos.includes(d.pno));
      return ok({ destroyed: pnos.length });
    },
  });
}

const downloads: string[] = [];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  downloads.length = 0;
  due = [{ pno: 30, loginId: 'lee.mom', name: '이엄마', status: 'stopped', leaveDate: '2019-02-28', dueDate: '2024-02-28', childNames: ['이졸업'] }];
  URL.createObjectURL = vi.fn(() => 'blob:parents');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  server?.restore();
  setNavigator(null);
});

describe('parent list', () => {
  it("exports the URL's search and filter (every page) as the server's .xlsx", async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents?searchType=childName&keyword=%ED%95%98%EB%8A%98&status=blocked&page=2');
    await screen.findByText('김엄마');
    expect(screen.getByText('차단', { selector: '.ant-tag' })).toBeInTheDocument();
    await user.click(screen.getByText('엑셀 내려받기').closest('button')!);
    await waitFor(() => expect(downloads).toEqual(['학부모_목록.xlsx']));
    expect(calls).toEqual([{ url: parentEndpoints.exportExcel.path, params: { searchType: 'childName', keyword: '하늘', status: 'blocked' }, body: undefined }]);
  });

  it('destroys the chosen parents past the retention period after the confirm dialog', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents');
    await user.click((await screen.findByText('파기 대상')).closest('button')!);
    const modal = within((await screen.findByText('이엄마 (lee.mom)')).closest('[role="dialog"]') as HTMLElement);
    expect(modal.getByText('이졸업')).toBeInTheDocument();
    expect(modal.getByText('파기').closest('button')).toBeDisabled();

    await user.click(modal.getAllByRole('checkbox')[1]);
    await user.click(modal.getByText('선택한 1명 파기').closest('button')!);
    const confirm = within((await screen.findByText('선택한 학부모 1명의 개인정보를 영구히 파기할까요? 되돌릴 수 없습니다.')).closest('[role="dialog"]') as HTMLElement);
    expect(calls).toEqual([]);
    await user.click(confirm.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(calls).toEqual([{ url: parentEndpoints.destroy.path, params: undefined, body: { pnos: [30] } }]));
    await modal.findByText('파기할 학부모가 없습니다.');
  });
});
