import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, endpointUrl, reserveEndpoints, type Reservation } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let rows: Reservation[] = [];
const sent: { method: string; url: string; body: unknown }[] = [];
const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');

function reservation(id: number, overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservationId: id,
    familyName: '김민지',
    phone: '010-1111-2222',
    childName: '이서준',
    childBirthDate: '2022-03-14',
    kind: 'consult',
    wishedDate: tomorrow,
    wishedTime: '10:30',
    memo: '연장 보육이 궁금해요.',
    status: 'REQUESTED',
    staffNote: '',
    handledByName: null,
    handledAt: null,
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

/** A tiny reservation server: the list, new, and status moves that update the rows like the real one. */
function serve() {
  sent.length = 0;
  const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data));
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(reserveEndpoints.search)]: () => ok({ items: rows, page: 1, size: 10, total: rows.length, totalPages: 1 }),
    [route(reserveEndpoints.create)]: (config) => {
      const b = body(config);
      sent.push({ method: 'POST', url: config.url!, body: b });
      const created = reservation(rows.length + 10, { ...b, status: 'REQUESTED', updatedAt: new Date().toISOString() });
      rows = [created, ...rows];
      return ok(created);
    },
    [route(reserveEndpoints.calendar)]: (config) => {
      const month = (config.params as { month: string }).month;
      sent.push({ method: 'GET', url: config.url!, body: config.params });
      const items = rows.filter((r) => r.wishedDate.startsWith(month));
      return ok({ month, days: items.length ? [{ date: items[0].wishedDate, items }] : [] });
    },
    [route(reserveEndpoints.changeStatus, { id: 5 })]: (config) => {
      const b = body(config);
      sent.push({ method: 'PUT', url: config.url!, body: b });
      rows = rows.map((r) =>
        r.reservationId === 5
          ? { ...r, status: b.status, staffNote: b.staffNote, handledByName: '김원장', handledAt: '2026-11-21T01:00:00.000Z', updatedAt: new Date().toISOString() }
          : r,
      );
      return ok(rows.find((r) => r.reservationId === 5));
    },
  });
}

/** Every message the global alert showed (it hides itself after 2 s, sooner than a loaded test machine looks). */
const alerts: string[] = [];
let stopWatchingAlerts = () => {};

beforeEach(() => {
  alerts.length = 0;
  stopWatchingAlerts = useUiStore.subscribe((state, previous) => {
    if (state.alert.visible && state.alert !== previous.alert) alerts.push(state.alert.message);
  });
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  rows = [reservation(5)];
});

afterEach(() => {
  stopWatchingAlerts();
  server?.restore();
  setNavigator(null);
});

describe('reserve page', () => {
  it('registers a reservation from the drawer, checking the fields with the contract first', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/reserve');
    await screen.findByText('김민지');
    await user.click(screen.getByText('예약 등록').closest('button')!);
    const drawer = within((await screen.findByText('상담·견학 예약 등록')).closest('[role="dialog"]') as HTMLElement);

    await user.click(drawer.getByLabelText('연락처'));
    await user.paste('02-123-4567');
    await user.click(drawer.getByText('저장').closest('button')!);
    await drawer.findByText('보호자 이름을 입력해 주세요.');
    expect(drawer.getByText('연락처는 010-1234-5678 형식으로 입력해 주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(drawer.getByLabelText('보호자 이름'));
    await user.paste('최유나');
    await user.clear(drawer.getByLabelText('연락처'));
    await user.paste('010-4444-5555');
    await user.click(drawer.getByText('견학'));
    await user.click(drawer.getByText('저장').closest('button')!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: reserveEndpoints.create.path,
      body: { familyName: '최유나', phone: '010-4444-5555', childName: '', childBirthDate: null, kind: 'visit', wishedDate: tomorrow, wishedTime: '10:00', memo: '' },
    });
    await waitFor(() => expect(alerts).toContain('예약을 등록했습니다.'));
    // the list refetches and the drawer now shows the saved reservation with its status moves
    await screen.findByText('최유나', { selector: 'button span, button' });
    await drawer.findByText('예약 수정');
    expect(drawer.getByText('확정').closest('button')).toBeEnabled();
  });

  it('confirms a reservation through the confirm dialog with the staff note, then offers 완료 and 취소', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/reserve');
    const openButton = (await screen.findByText('김민지')).closest('button')!;
    expect(openButton).toHaveAccessibleName('김민지 님 예약 열기');
    await user.click(openButton);
    const drawer = within((await screen.findByText('예약 수정')).closest('[role="dialog"]') as HTMLElement);
    expect(drawer.queryByText('완료')).not.toBeInTheDocument();

    await user.click(drawer.getByLabelText('처리 메모'));
    await user.paste('전화로 10시 30분 확정');
    await user.click(drawer.getByText('확정').closest('button')!);
    const message = `김민지 님의 ${dayjs(tomorrow).format('YYYY-MM-DD (dd)')} 10:30 입소 상담 예약을 확정합니다.`;
    const dialog = within((await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement);
    expect(dialog.getByText('예약을 확정할까요?')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(dialog.getByRole('button', { name: '예약 확정' }));

    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: endpointUrl(reserveEndpoints.changeStatus, { id: 5 }), body: { status: 'CONFIRMED', staffNote: '전화로 10시 30분 확정' } }]));
    await waitFor(() => expect(alerts).toContain('예약을 확정 처리했습니다.'));
    await drawer.findByText('전화로 10시 30분 확정');
    expect(drawer.getByText('완료').closest('button')).toBeEnabled();
    expect(drawer.getByText('취소', { selector: 'button span' }).closest('button')).toBeEnabled();
    expect(drawer.queryByText('확정', { selector: 'button span' })).not.toBeInTheDocument();
  });

  it('asks before cancelling with buttons that name the action: 돌아가기 keeps the reservation, 예약 취소 cancels it', async () => {
    rows = [reservation(5, { status: 'CONFIRMED' })];
    serve();
    const user = setupUser();
    renderApp('/admin/reserve');
    await user.click((await screen.findByText('김민지')).closest('button')!);
    const drawer = within((await screen.findByText('예약 수정')).closest('[role="dialog"]') as HTMLElement);

    const cancelButton = () => drawer.getByText('취소', { selector: 'button span' }).closest('button')!;
    await user.click(cancelButton());
    const title = await screen.findByText('예약을 취소할까요?');
    let dialog = within(title.closest('[role="dialog"]') as HTMLElement);
    expect(dialog.getByText(/김민지 님의 .* 10:30 입소 상담 예약을 취소합니다\./)).toBeInTheDocument();
    // no bare 확인/취소 in this dialog: '취소' would read as the action
    expect(dialog.queryByRole('button', { name: '확인' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(useUiStore.getState().confirm.visible).toBe(false));
    expect(sent).toEqual([]);

    await user.click(cancelButton());
    dialog = within((await screen.findByText('예약을 취소할까요?')).closest('[role="dialog"]') as HTMLElement);
    await user.click(dialog.getByRole('button', { name: '예약 취소' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: endpointUrl(reserveEndpoints.changeStatus, { id: 5 }), body: { status: 'CANCELLED', staffNote: '' } }]));
    await waitFor(() => expect(alerts).toContain('예약을 취소 처리했습니다.'));
  });

  it.each(['DONE', 'CANCELLED'] as const)('shows who booked and for when on a closed (%s) reservation, which has no form', async (status) => {
    rows = [reservation(5, { status, handledByName: '김원장', handledAt: '2026-11-21T01:00:00.000Z' })];
    serve();
    const user = setupUser();
    renderApp('/admin/reserve');
    await user.click((await screen.findByText('김민지')).closest('button')!);
    const drawer = within((await screen.findByText('예약 상세')).closest('[role="dialog"]') as HTMLElement);
    expect(drawer.getByText('완료되거나 취소된 예약은 수정할 수 없습니다.')).toBeInTheDocument();
    expect(drawer.queryByLabelText('보호자 이름')).not.toBeInTheDocument();
    expect(drawer.getByText('예약자')).toBeInTheDocument();
    expect(drawer.getByText('김민지 · 010-1111-2222')).toBeInTheDocument();
    expect(drawer.getByText('이서준 (2022-03-14)')).toBeInTheDocument();
    expect(drawer.getByText('예약 일시')).toBeInTheDocument();
    expect(drawer.getByText(`${dayjs(tomorrow).format('YYYY-MM-DD (dd)')} 10:30`)).toBeInTheDocument();
    expect(drawer.getByText('연장 보육이 궁금해요.')).toBeInTheDocument();
    expect(drawer.getByText('접수일')).toBeInTheDocument();
    expect(drawer.getByText(dayjs('2026-11-20T04:00:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
  });

  it('shows the month calendar from the URL with the chosen day’s reservations, each opening the drawer', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    rows = [reservation(5, { wishedDate: today, wishedTime: '15:00', familyName: '박서연', kind: 'visit' })];
    serve();
    const user = setupUser();
    const month = today.slice(0, 7);
    const app = renderApp(`/admin/reserve?view=calendar&month=${month}`);
    const open = (await screen.findByText('박서연')).closest('button')!;
    expect(sent).toEqual([{ method: 'GET', url: reserveEndpoints.calendar.path, body: { month } }]);
    expect(screen.getByText('15:00')).toBeInTheDocument();
    expect(screen.getByLabelText('1건')).toBeInTheDocument();
    await user.click(open);
    await screen.findByText('예약 수정');

    await user.click(screen.getByText('목록').closest('label')!);
    await waitFor(() => expect(app.location()).toBe('/admin/reserve'));
  });
});
