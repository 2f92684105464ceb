import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, childEndpoints } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { childItem, childRecord, classOptions, pageOf } from '../child-test-data';

let server: ReturnType<typeof installFakeServer> | undefined;
let requests: Record<string, unknown>[] = [];
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
  requests = [];
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
  window.matchMedia = originalMatchMedia;
});

describe('child-class (우리 반 원아)', () => {
  it("shows a teacher their own class's children read-only, from page 0, with allergies and health notes spelled out on phones", async () => {
    server = installFakeServer({
      [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
      [route(childEndpoints.get, { id: 7 })]: () =>
        ok(
          childRecord({
            childCode: 7,
            name: '박하늘',
            emergencyContacts: [{ contactId: 1, name: '박할머니', relation: '조모', phone: '010-1111-2222' }],
            pickupPersons: [{ pickupId: 2, name: '이삼촌', relation: '삼촌', phone: '010-3333-4444', authorised: false, note: '부모 연락 없이는 인계 불가' }],
          }),
        ),
      [route(childEndpoints.listOfClass, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
        requests.push({ ...(config.params as Record<string, unknown>) });
        return ok(pageOf([childItem(7, { name: '박하늘', classId: 3, className: '햇님반', allergies: '복숭아', healthNotes: '천식 흡입기' })], 0));
      },
    });
    const app = renderApp('/admin/child-class');
    await screen.findByText('박하늘');
    expect(requests[0]).toEqual({ page: 0, size: 10 });
    expect(screen.getByText('알레르기: 복숭아')).toBeInTheDocument();
    expect(screen.getByText('건강 주의: 천식 흡입기')).toBeInTheDocument();
    // read-only: no link to the admin record, no class-options call (teachers may not list classes)
    expect(screen.queryByRole('link', { name: /박하늘/ })).toBeNull();
    expect(server.calls.some((c) => c.url === childEndpoints.classOptions.path)).toBe(false);
    expect(app.location()).toBe('/admin/child-class');

    // contacts and pick-up persons in a read-only drawer, the barred person called out
    await userEvent.click(screen.getByRole('button', { name: '박하늘 연락처 보기' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('인계 불가: 이삼촌');
    expect(within(drawer).getByRole('link', { name: '010-1111-2222' })).toHaveAttribute('href', 'tel:010-1111-2222');
    expect(within(drawer).queryByRole('textbox')).toBeNull();

    // 보호자 추가 is the one thing a teacher may do here (the server checks the child's class)
    await userEvent.click(within(drawer).getByRole('button', { name: '보호자 추가' }));
    // over the drawer (both dialogs: the modal is the last one)
    const modal = await waitFor(() => {
      const last = screen.getAllByRole('dialog').at(-1)!;
      expect(last).toHaveTextContent('박하늘 원아의 보호자 추가');
      return last;
    });
    expect(within(modal).getByText('새 계정 만들기')).toBeInTheDocument();
    expect(within(modal).getByText('기존 계정 연결')).toBeInTheDocument();
  });

  it('lets an admin choose the class, starting from the selected story class', async () => {
    window.matchMedia = vi.fn((query: string) => ({ ...originalMatchMedia(query), matches: !query.includes('max-width') }));
    useSessionStore.setState({ classId: 3, className: '달님반' });
    server = installFakeServer({
      [route(authEndpoints.me)]: () => ok(meData()),
      [route(childEndpoints.classOptions)]: () => ok(classOptions),
      [route(childEndpoints.listOfClass, { classId: 3 })]: () => ok(pageOf([childItem(8, { name: '최바다', classId: 3, className: '달님반' })], 0)),
    });
    renderApp('/admin/child-class');
    const link = await screen.findByRole('link', { name: '최바다' });
    expect(link).toHaveAttribute('href', '/admin/child/8');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '반 선택' })).toBeInTheDocument());
  });
});
