import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, medicineEndpoints, type MedicineListItem, type MedicinePage } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { fail, installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const SEARCH = route(medicineEndpoints.search, { classId: 3 });
let server: ReturnType<typeof installFakeServer> | undefined;
let requests: Record<string, unknown>[] = [];
const originalMatchMedia = window.matchMedia;

function item(id: number, overrides: Partial<MedicineListItem> = {}): MedicineListItem {
  return {
    medicineId: id,
    classId: 3,
    childCode: 100 + id,
    childName: `원아${id}`,
    requestDate: '2026-11-20',
    symptom: '기침',
    medicines: [{ medicineName: '감기 시럽', dosage: '5ml', times: '점심 식후', storage: 'room' }],
    status: 'REQUESTED',
    doseCount: 0,
    lastDoseAt: null,
    isToday: false,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

/** 25 requests; the page the client asks for. */
function pageFor(params: Record<string, unknown>): MedicinePage {
  const all = Array.from({ length: 25 }, (_, i) => item(i + 1, i === 0 ? { childName: '정민지', isToday: true, requestDate: '2026-11-21' } : {}));
  all[1] = item(2, {
    status: 'CANCELLED',
    medicines: [
      { medicineName: '항생제 시럽', dosage: '6ml', times: '점심 식후', storage: 'fridge' },
      { medicineName: '정장제', dosage: '1포', times: '점심 식후', storage: 'room' },
    ],
  });
  const page = Number(params.page ?? 1);
  const size = Number(params.size ?? 10);
  return { items: all.slice((page - 1) * size, page * size), page, size, total: 25, totalPages: 3 };
}

function serve(reply: (params: Record<string, unknown>) => FakeReply = (params) => ok(pageFor(params)), me = meData(teacherWithClass)) {
  requests = [];
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [SEARCH]: (config: InternalAxiosRequestConfig) => {
      const params = { ...(config.params as Record<string, unknown>) };
      requests.push(params);
      return reply(params);
    },
  });
}

const lastRequest = () => requests[requests.length - 1];

/** Pretends to be a desktop screen: every min-width breakpoint matches. */
function desktopScreen() {
  window.matchMedia = vi.fn((query: string) => ({ ...originalMatchMedia(query), matches: !query.includes('max-width') }));
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
  window.matchMedia = originalMatchMedia;
});

describe('medicine list (the shared list machinery)', () => {
  it('keeps the search and the page in the URL, follows back/forward and restores them on reload', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/story/medicate');
    await screen.findByRole('heading', { level: 1, name: '투약의뢰서' });
    await screen.findByText('정민지');
    expect(lastRequest()).toEqual({ page: 1, size: 10 });
    expect(screen.getByText('총 25건')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '검색어' }), '민지');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(app.location()).toBe(`/admin/story/medicate?searchType=childName&keyword=${encodeURIComponent('민지')}`));
    await waitFor(() => expect(lastRequest()).toEqual({ page: 1, size: 10, searchType: 'childName', keyword: '민지' }));

    await user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByTitle('2'));
    await waitFor(() => expect(app.location()).toContain('page=2'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 2, keyword: '민지' }));
    await screen.findByText('원아11');

    // back: page 1 of the same search, served from the cache
    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe(`/admin/story/medicate?searchType=childName&keyword=${encodeURIComponent('민지')}`));
    await screen.findByText('정민지');
    await app.router.navigate(1);
    await waitFor(() => expect(app.location()).toContain('page=2'));

    // reload: a fresh app on the same URL asks for the same page and shows the search
    const url = app.location();
    app.unmount();
    queryClient.clear();
    requests = [];
    renderApp(url);
    await screen.findByText('원아11');
    expect(lastRequest()).toEqual({ page: 2, size: 10, searchType: 'childName', keyword: '민지' });
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveValue('민지');
  });

  it('swaps reversed dates (contract normalizeSearch), keeps the status filter and fixes the URL', async () => {
    serve();
    const app = renderApp('/admin/story/medicate?searchType=date&startDate=2026-11-30&endDate=2026-11-01&status=CHECKED&keyword=x');
    await screen.findByText('정민지');
    expect(requests[0]).toEqual({ page: 1, size: 10, searchType: 'date', startDate: '2026-11-01', endDate: '2026-11-30', status: 'CHECKED' });
    await waitFor(() =>
      expect(app.location()).toBe('/admin/story/medicate?searchType=date&startDate=2026-11-01&endDate=2026-11-30&status=CHECKED'),
    );
    expect(screen.getByPlaceholderText('시작일')).toHaveValue('2026-11-01');
    expect(screen.getByPlaceholderText('종료일')).toHaveValue('2026-11-30');
    expect(requests.every((r) => r.startDate === '2026-11-01')).toBe(true);
  });

  it('shows a table on desktops with today highlighted; a row opens the request', async () => {
    desktopScreen();
    serve();
    const app = renderApp('/admin/story/medicate?page=1');
    const link = (await screen.findByText('정민지')).closest('a')!;
    expect(link).toHaveAttribute('href', '/admin/story/medicate/1');
    const row = link.closest('tr')!;
    expect(row).toHaveClass('is-highlighted');
    expect(within(row).getByText('오늘')).toBeInTheDocument();
    expect([...document.querySelectorAll('thead th')].map((c) => c.textContent)).toEqual([
      '투약일', '원아', '상태', '증상', '약', '투약 시간', '보관', '투약 기록',
    ]);
    // several medicines are summarised; a parent's cancellation reads 보호자 취소
    const second = screen.getByText('원아2').closest('tr')!;
    expect([...second.querySelectorAll('td')].slice(1).map((c) => c.textContent)).toEqual([
      '원아2', '보호자 취소', '기침', '항생제 시럽 외 1', '점심 식후', '냉장 보관 포함', '투약 0회',
    ]);
    await userEvent.click(within(screen.getByText('원아2').closest('tr')!).getByText('기침'));
    await waitFor(() => expect(app.location()).toBe('/admin/story/medicate/2'));
  });

  it('shows the empty and the error states in Korean', async () => {
    serve(() => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }));
    const app = renderApp('/admin/story/medicate');
    await screen.findByText('조회된 내용이 없습니다.');
    app.unmount();
    server?.restore();

    serve(() => fail(500, 'INTERNAL', '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'));
    queryClient.clear();
    renderApp('/admin/story/medicate');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('목록을 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('asks an admin without a selected class to choose one in story/a1', async () => {
    serve(undefined, meData());
    renderApp('/admin/story/medicate');
    await screen.findByText('반을 먼저 선택해 주세요.');
    expect(screen.getByRole('link', { name: '반 선택하기' })).toHaveAttribute('href', '/admin/story/a1');
    expect(requests).toHaveLength(0);
  });
});
