import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, endpointUrl, parentEndpoints, type ParentDetail } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let record: ParentDetail;
const sent: { method: string; url: string; body?: unknown; params?: unknown }[] = [];

function parent(overrides: Partial<ParentDetail> = {}): ParentDetail {
  return {
    pno: 12,
    loginId: 'kim.mom',
    name: '김엄마',
    phone: '010-1111-2222',
    email: 'mom@example.com',
    status: 'active',
    failedCount: 0,
    isLocked: false,
    lockedUntil: null,
    mustChangePassword: false,
    lastLoginAt: '2026-11-20T11:00:00.000Z',
    leaveDate: null,
    children: [
      { childCode: 41, name: '김하늘', birthDate: '2021-05-05', status: 'active', classId: 3, className: '햇님반', relation: '모', isPrimary: true },
    ],
    createdAt: '2026-03-02T00:00:00.000Z',
    memo: '',
    statusChangedAt: null,
    passwordChangedAt: '2026-03-02T00:00:00.000Z',
    sessionsRevokedAt: null,
    phones: [],
    emails: [],
    mobiles: [],
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A tiny server for one account: every change updates it like the real one and answers with it. */
function serve(overrides: Record<string, FakeHandler> = {}) {
  sent.length = 0;
  const record_ = (method: string) => (config: InternalAxiosRequestConfig) => {
    const body = config.data ? JSON.parse(String(config.data)) : undefined;
    sent.push({ method, url: config.url!, body, params: config.params });
    return body;
  };
  const change = (method: string, apply: (body: any) => Partial<ParentDetail>): FakeHandler => (config) => {
    const body = record_(method)(config);
    record = { ...record, ...apply(body), updatedAt: new Date().toISOString() };
    return ok(record);
  };
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(parentEndpoints.get, { id: 12 })]: () => ok(record),
    [route(parentEndpoints.setStop)]: change('PUT', (b) => ({ status: b.stopped ? 'stopped' : 'active', sessionsRevokedAt: b.stopped ? '2026-11-21T01:00:00.000Z' : record.sessionsRevokedAt })),
    [route(parentEndpoints.setBlock)]: change('PUT', (b) => ({ status: b.blocked ? 'blocked' : 'active' })),
    [route(parentEndpoints.forcePassword, { id: 12 })]: change('PUT', () => ({ mustChangePassword: true, sessionsRevokedAt: '2026-11-21T01:00:00.000Z' })),
    [route(parentEndpoints.addPhone, { id: 12 })]: change('POST', (b) => ({ phones: [...record.phones, { id: 7, label: b.label, value: b.value }] })),
    ...overrides,
  });
}

/** The account-actions section (role queries stay inside it: the whole page is large for jsdom). */
const accountActions = async () => within((await screen.findByText('계정 관리')).closest('section') as HTMLElement);
/** The confirm dialog, found by its message (cheaper than polling for the dialog role). */
const confirmDialog = async (message: string) => within((await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement);

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
  record = parent();
});

afterEach(() => {
  stopWatchingAlerts();
  server?.restore();
  setNavigator(null);
});

describe('parent detail', () => {
  it('stops the account only after the confirm dialog, then offers to resume it', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents/12');
    await screen.findByText('김엄마', { selector: 'h2' });
    expect(screen.getByText('정상')).toBeInTheDocument();
    expect(screen.getByText('김하늘').closest('a')).toHaveAttribute('href', '/admin/child/41');
    const actions = await accountActions();
    const stopMessage = '김엄마 님의 계정을 이용 중지할까요? 학부모 앱에서 바로 로그아웃됩니다.';

    // cancelled: nothing is sent
    await user.click(actions.getByRole('button', { name: '이용 중지' }));
    await user.click((await confirmDialog(stopMessage)).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByText(stopMessage)).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(actions.getByRole('button', { name: '이용 중지' }));
    await user.click((await confirmDialog(stopMessage)).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: parentEndpoints.setStop.path, body: { pno: 12, stopped: true }, params: undefined }]));
    await waitFor(() => expect(alerts).toContain('이용을 중지했습니다.'));
    await screen.findByText('이용 중지', { selector: '.ant-tag' });
    expect(actions.getByRole('button', { name: '이용 재개' })).toBeEnabled();
  });

  it('blocks through the confirm dialog, disables stopping while blocked, and shows a server refusal', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents/12');
    const actions = await accountActions();
    await user.click(actions.getByRole('button', { name: '차단' }));
    const blockMessage = '김엄마 님의 계정을 차단할까요? 학부모 앱에서 바로 로그아웃되고 차단을 해제할 때까지 로그인할 수 없습니다.';
    await user.click((await confirmDialog(blockMessage)).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ pno: 12, blocked: true }]));
    expect(await actions.findByRole('button', { name: '차단 해제' })).toBeEnabled();
    expect(actions.getByRole('button', { name: '이용 중지' })).toBeDisabled();

    server!.restore();
    serve({ [route(parentEndpoints.setBlock)]: () => fail(409, 'CONFLICT', '차단된 계정이 아닙니다.') });
    await user.click(actions.getByRole('button', { name: '차단 해제' }));
    await user.click((await confirmDialog('김엄마 님의 계정 차단을 해제할까요?')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(alerts).toContain('차단된 계정이 아닙니다.'));
  });

  it('forces a new password sent in the JSON body, never in the URL', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents/12');
    const actions = await accountActions();
    await user.click(actions.getByRole('button', { name: '비밀번호 변경' }));
    const field = await screen.findByLabelText('새 비밀번호');
    const modal = within(field.closest('[role="dialog"]') as HTMLElement);
    await user.click(field);
    await user.paste('Garden-Walk-77');
    await user.click(modal.getByLabelText('새 비밀번호 확인'));
    await user.paste('Garden-Walk-77');
    await user.click(modal.getByRole('button', { name: '비밀번호 변경' }));
    const confirmMessage = '김엄마 님의 비밀번호를 변경할까요? 학부모 앱에서 바로 로그아웃되고, 다음 로그인 때 새 비밀번호로 바꿔야 합니다.';
    await user.click((await confirmDialog(confirmMessage)).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(alerts).toContain('비밀번호를 변경했습니다. 학부모님께 새 비밀번호를 알려 주세요.'));
    expect(sent).toEqual([
      { method: 'PUT', url: endpointUrl(parentEndpoints.forcePassword, { id: 12 }), body: { newPassword: 'Garden-Walk-77' }, params: undefined },
    ]);
  });

  it('checks an extra phone number with the contract rule before sending, then adds it', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/parents/12');
    const section = within((await screen.findByText('추가 전화번호')).closest('section') as HTMLElement);
    expect(section.getByText('등록된 항목이 없습니다.')).toBeInTheDocument();

    await user.click(section.getByLabelText('전화번호'));
    await user.paste('1234');
    await user.click(section.getByRole('button', { name: '추가' }));
    await section.findByText('전화번호는 02-123-4567 형식으로 입력해 주세요.');
    expect(sent).toEqual([]);

    await user.clear(section.getByLabelText('전화번호'));
    await user.paste('02-123-4567');
    await user.click(section.getByLabelText('구분'));
    await user.paste('집');
    await user.click(section.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', url: endpointUrl(parentEndpoints.addPhone, { id: 12 }), body: { label: '집', value: '02-123-4567' }, params: undefined }]));
    expect(await section.findByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:02-123-4567');
    expect(section.getByLabelText('전화번호')).toHaveValue('');
  });

  it("puts the server's 409 for a duplicate number on the field", async () => {
    serve({
      [route(parentEndpoints.addPhone, { id: 12 })]: () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: '전화번호는 02-123-4567 형식으로 입력해 주세요.', details: { value: '전화번호는 02-123-4567 형식으로 입력해 주세요.' } },
      }),
    });
    const user = setupUser();
    renderApp('/admin/parents/12');
    const section = within((await screen.findByText('추가 전화번호')).closest('section') as HTMLElement);
    await user.click(section.getByLabelText('전화번호'));
    await user.paste('02-123-4567');
    await user.click(section.getByRole('button', { name: '추가' }));
    await section.findByText('전화번호는 02-123-4567 형식으로 입력해 주세요.');
  });
});
