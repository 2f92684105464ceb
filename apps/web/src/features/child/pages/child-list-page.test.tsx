import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, childEndpoints, type ChildClassMoveResult } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { childItem, classOptions, pageOf } from '../child-test-data';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let searches: Record<string, unknown>[] = [];
const originalMatchMedia = window.matchMedia;

const children = [
  childItem(1, { name: '정민지', allergies: '땅콩', parents: [{ pno: 5, name: '정아빠', relation: '부', phone: '010-5555-0001', isPrimary: true }] }),
  childItem(2, { name: '정하나', status: 'pause', gender: 'M' }),
];

function serve(extra: Record<string, FakeHandler> = {}) {
  searches = [];
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(childEndpoints.classOptions)]: () => ok(classOptions),
    [route(childEndpoints.search)]: (config: InternalAxiosRequestConfig) => {
      searches.push({ ...(config.params as Record<string, unknown>) });
      return ok(pageOf(children));
    },
    ...extra,
  });
}

function desktopScreen() {
  window.matchMedia = vi.fn((query: string) => ({ ...originalMatchMedia(query), matches: !query.includes('max-width') }));
}

/** Opens an antd Select by its label and picks the option with this title. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].pop();
    const found = [...(open?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('child list', () => {
  it('searches with the URL state (search type, status and class filters) and shows class, age, status and parents', async () => {
    desktopScreen();
    serve();
    const app = renderApp(`/admin/child?searchType=parentName&keyword=${encodeURIComponent('정')}&status=active&classId=2`);
    await screen.findByRole('heading', { level: 1, name: '원아 관리' });
    const row = (await screen.findByText('정민지')).closest('tr')!;
    expect(searches[0]).toEqual({ page: 1, size: 10, searchType: 'parentName', keyword: '정', status: 'active', classId: '2' });
    expect([...document.querySelectorAll('thead th')].map((c) => c.textContent)).toEqual([
      '이름', '반', '생년월일 / 나이', '성별', '상태', '건강', '보호자',
    ]);
    expect(within(row).getByText('햇님반')).toBeInTheDocument();
    expect(within(row).getByText('2021-05-05 · 만 5세')).toBeInTheDocument();
    expect(within(row).getByText('재원')).toBeInTheDocument();
    expect(within(row).getByText('알레르기')).toBeInTheDocument();
    expect(within(row).getByText('정아빠(부)')).toBeInTheDocument();
    expect(within(screen.getByText('정하나').closest('tr')!).getByText('휴원')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveValue('정');

    // the unassigned filter travels as classId=unassigned; an unknown class id is dropped from the URL
    await choose('반', '미배정');
    await waitFor(() => expect(app.location()).toContain('classId=unassigned'));
    await waitFor(() => expect(searches[searches.length - 1]).toMatchObject({ classId: 'unassigned', status: 'active' }));
    app.unmount();
    queryClient.clear();
    searches = [];
    const again = renderApp('/admin/child?classId=999');
    await screen.findByText('정민지');
    expect(searches[0]).toEqual({ page: 1, size: 10 });
    await waitFor(() => expect(again.location()).toBe('/admin/child'));
  });

  it('downloads the current search (every page) as Excel', async () => {
    let exported: Record<string, unknown> | undefined;
    serve({
      [route(childEndpoints.exportExcel)]: (config) => {
        exported = { ...(config.params as Record<string, unknown>), responseType: config.responseType };
        return { status: 200, body: new Blob(['xlsx']) };
      },
    });
    const createUrl = vi.fn(() => 'blob:child');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = setupUser();
    renderApp('/admin/child?status=pause&page=2');
    await screen.findByText('정민지');
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(exported).toEqual({ status: 'pause', responseType: 'blob' }));
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '원아목록.xlsx 파일을 내려받았습니다.' }));
  });

  it('asks for the list beside the class options, not after them; without them the list shows and what needs them waits', async () => {
    let answerOptions!: () => void;
    const optionsAsked = new Promise<void>((resolve) => (answerOptions = resolve));
    let optionsFail = true;
    serve({
      [route(childEndpoints.classOptions)]: async () => {
        await optionsAsked;
        return optionsFail ? fail(500, 'INTERNAL', '서버 오류가 발생했습니다.') : ok(classOptions);
      },
    });
    const user = setupUser();
    const app = renderApp('/admin/child?classId=2');
    // the list has answered while the class options are still under way: the URL's class is sent unchecked
    await screen.findByText('정민지');
    expect(searches[0]).toEqual({ page: 1, size: 10, classId: '2' });
    for (const name of ['원아 등록', '반 이동', '반 배정 초기화']) expect(screen.getByRole('button', { name })).toBeDisabled();

    answerOptions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('반 목록을 불러오지 못했습니다.');
    expect(screen.getByText('정민지')).toBeInTheDocument();
    expect(app.location()).toContain('classId=2');
    expect(screen.getByRole('button', { name: '원아 등록' })).toBeDisabled();

    optionsFail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '원아 등록' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '반 이동' })).toBeEnabled();
    expect(app.location()).toContain('classId=2');
  });

  it('shows the load error in Korean with a retry', async () => {
    serve({ [route(childEndpoints.search)]: () => fail(500, 'INTERNAL', '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.') });
    renderApp('/admin/child');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('목록을 불러오지 못했습니다.');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('moves the chosen children: preview (dryRun) with the capacity warning, then applies', async () => {
    const bodies: any[] = [];
    const preview: ChildClassMoveResult = {
      applied: false,
      changes: [
        { childCode: 11, childName: '가온', status: 'active', fromClassId: 3, fromClassName: '달님반', toClassId: 2, toClassName: '햇님반' },
        { childCode: 12, childName: '나래', status: 'active', fromClassId: 3, fromClassName: '달님반', toClassId: 2, toClassName: '햇님반' },
      ],
      unchangedCount: 0,
      warnings: [{ classId: 2, className: '햇님반', capacity: 3, enrolledAfter: 4, message: '햇님반: 정원 3명을 1명 넘습니다 (배정 후 4명).' }],
      ageWarnings: [
        {
          childCode: 12,
          childName: '나래',
          childAgeBand: 3,
          classId: 2,
          className: '햇님반',
          classAgeBand: 0,
          message: '나래 원아는 이번 학년도 만 3세반 나이인데, 햇님반은(는) 만 0세반입니다.',
        },
      ],
    };
    serve({
      [route(childEndpoints.listOfClass, { classId: 3 })]: () => ok(pageOf([childItem(11, { name: '가온', classId: 3 }), childItem(12, { name: '나래', classId: 3 })], 0, 100)),
      [route(childEndpoints.assignClass)]: (config) => {
        const body = JSON.parse(String(config.data));
        bodies.push(body);
        return ok({ ...preview, applied: !body.dryRun });
      },
    });
    const user = setupUser();
    renderApp('/admin/child');
    await screen.findByText('정민지');
    await user.click(screen.getByRole('button', { name: '반 이동' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('반을 먼저 선택해 주세요.');
    expect(bodies).toHaveLength(0);

    await choose('옮길 원아가 있는 반', '달님반 (2/2명)');
    await user.click(await within(dialog).findByRole('checkbox', { name: '모두 선택' }));
    await choose('옮길 반', '햇님반 (2/3명)');
    expect(within(dialog).getByRole('button', { name: '적용' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ assignments: [{ childCode: 11, classId: 2 }, { childCode: 12, classId: 2 }], dryRun: true });
    const report = await within(dialog).findByRole('region', { name: '변경 내용' });
    expect(report).toHaveTextContent('햇님반: 정원 3명을 1명 넘습니다 (배정 후 4명).');
    // a child of another age band: warned, not blocked
    expect(report).toHaveTextContent('반 연령과 맞지 않는 원아가 있습니다. 그래도 옮길 수 있습니다.');
    expect(report).toHaveTextContent('나래 원아는 이번 학년도 만 3세반 나이인데, 햇님반은(는) 만 0세반입니다.');
    expect(report).toHaveTextContent('원아 2명의 반이 바뀝니다.');
    expect(within(report).getByText('가온').closest('tr')).toHaveTextContent('달님반 → 햇님반');

    // applying asks first (docs/product/child.md#class-moves)
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    const confirm = await screen.findByText('원아 2명의 반을 변경할까요?');
    expect(bodies).toHaveLength(1);
    await user.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ ...bodies[0], dryRun: false });
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '원아 2명의 반을 옮겼습니다.' }));
  });
});
