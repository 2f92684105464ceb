import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, rehomeEndpoints, type Rehome, type RehomeListItem } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { formatDateTime } from '@/lib/format-date';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let record: Rehome;
const sent: { url: string; body: unknown }[] = [];

function rehome(overrides: Partial<Rehome> = {}): Rehome {
  return {
    rehomeId: 8,
    classId: 3,
    className: '햇님반',
    childCode: 41,
    childName: '김하늘',
    rehomeDate: '2026-11-21',
    rehomeTime: '16:30',
    pickupName: '김삼촌',
    relation: '삼촌',
    phone: '010-1111-2222',
    method: 'walk',
    status: 'CHECKED',
    pickupAuthorised: false,
    stoppedByParent: false,
    isToday: true,
    createdAt: '2026-11-20T23:10:00.000Z',
    parentNote: '',
    emergencyPhone: '010-9999-8888',
    requestedByName: '김엄마',
    requestedByRelation: '모',
    pickupRegistered: true,
    pickupNote: '보호자 사전 연락 없이는 인계 불가',
    checkedByName: '이선생',
    checkedAt: '2026-11-21T00:30:00.000Z',
    endedByName: null,
    endedAt: null,
    handedOverAt: null,
    stoppedByName: null,
    stoppedAt: null,
    overrideReason: '',
    teacherNote: '',
    updatedAt: '2026-11-21T00:30:00.000Z',
    ...overrides,
  };
}

function serve(options: { list?: RehomeListItem[]; endReply?: FakeReply } = {}) {
  sent.length = 0;
  const change = (apply: (body: any) => Partial<Rehome>) => (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data));
    sent.push({ url: config.url!, body });
    record = { ...record, ...apply(body) };
    return ok(record);
  };
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(rehomeEndpoints.get, { classId: 3, id: 8 })]: () => ok(record),
    [route(rehomeEndpoints.search, { classId: 3 })]: () =>
      ok({ items: options.list ?? [], page: 1, size: 10, total: options.list?.length ?? 0, totalPages: 1 }),
    [route(rehomeEndpoints.check)]: change(() => ({ status: 'CHECKED' })),
    [route(rehomeEndpoints.stop)]: change(() => ({ status: 'STOPPED', stoppedByName: '이선생', stoppedAt: '2026-11-21T05:00:00.000Z' })),
    [route(rehomeEndpoints.end)]: (config) => {
      if (options.endReply) {
        sent.push({ url: config.url!, body: JSON.parse(String(config.data)) });
        return options.endReply;
      }
      return change((body) => ({
        status: 'ENDED',
        endedByName: '이선생',
        handedOverAt: '2026-11-21T07:31:00.000Z',
        endedAt: '2026-11-21T07:31:00.000Z',
        overrideReason: body.override?.reason ?? '',
      }))(config);
    },
  });
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  record = rehome();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('rehome detail', () => {
  it('shows an unauthorised pickup person in red and needs an override reason before the hand-over', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/rehome/8');
    await screen.findByRole('heading', { level: 2, name: '김하늘' });
    expect(screen.getByText(/원아 정보에 인계 불가로 등록된 인수자입니다/)).toHaveTextContent('보호자 사전 연락 없이는 인계 불가');
    expect(screen.getAllByText('김삼촌 (삼촌)')[0]).toHaveClass('pickup-alert-name');
    expect(screen.getByRole('link', { name: '전화 걸기 010-1111-2222' })).toHaveAttribute('href', 'tel:010-1111-2222');

    await user.click(button('귀가 완료'));
    await screen.findByText('인계 사유를 입력해 주세요.');
    expect(screen.getByLabelText(/인계 사유/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByLabelText(/인계 사유/));
    await user.paste('  어머니와 통화하여 인계 확인 (16:20) ');
    await user.click(button('귀가 완료'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('인계 권한이 확인되지 않은 김삼촌님께 인계합니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: rehomeEndpoints.end.path,
      body: { classId: 3, rehomeId: 8, override: { reason: '어머니와 통화하여 인계 확인 (16:20)' } },
    });
    await screen.findByText('귀가 완료되었거나 취소된 귀가동의서입니다.');
    expect(screen.getByText('어머니와 통화하여 인계 확인 (16:20)')).toBeInTheDocument();
    for (const name of ['확인', '귀가 완료', '귀가 취소']) expect(button(name)).toBeDisabled();
  });

  it("puts the server's field message under the reason when it still refuses", async () => {
    const message = '인계 권한이 확인되지 않은 인수자입니다. 인계 사유를 입력해 주세요.';
    const refusal = fail(400, 'VALIDATION', message);
    serve({ endReply: { ...refusal, body: { ...(refusal.body as object), details: { 'override.reason': message } } } });
    const user = setupUser();
    renderApp('/admin/story/rehome/8');
    await user.click(await screen.findByLabelText(/인계 사유/));
    await user.paste('통화 확인');
    await user.click(button('귀가 완료'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(document.querySelector('.global-alert')).toHaveTextContent(message));
    expect(document.getElementById('rehome-override-error')).toHaveTextContent(message);
    expect(screen.getByLabelText(/인계 사유/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('hands an authorised person over without a reason, and cancels through the confirm dialog', async () => {
    record = rehome({ pickupName: '김엄마', relation: '모', pickupAuthorised: true, pickupNote: '', status: 'REQUESTED', checkedAt: null, checkedByName: null });
    serve();
    const user = setupUser();
    renderApp('/admin/story/rehome/8');
    await screen.findByRole('heading', { level: 2, name: '김하늘' });
    expect(screen.queryByLabelText(/인계 사유/)).not.toBeInTheDocument();
    expect(screen.queryByText('인계 권한 확인 필요')).not.toBeInTheDocument();
    expect(button('귀가 완료')).toBeDisabled();

    await user.click(button('확인'));
    await waitFor(() => expect(button('귀가 완료')).toBeEnabled());
    await user.click(button('귀가 완료'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { url: rehomeEndpoints.check.path, body: { classId: 3, rehomeId: 8 } },
      { url: rehomeEndpoints.end.path, body: { classId: 3, rehomeId: 8 } },
    ]);
  });

  it('cancels an open record after confirming, with the optional reason kept as the teacher’s note', async () => {
    record = rehome({ pickupAuthorised: true, status: 'REQUESTED' });
    serve();
    const user = setupUser();
    renderApp('/admin/story/rehome/8');
    await user.click(await screen.findByRole('button', { name: '귀가 취소' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('김하늘 원아의 귀가동의서를 취소할까요?');
    // the buttons name the action: a bare '취소' would read as cancelling the 귀가동의서
    expect(within(dialog).queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('취소 사유 (선택)'), '잘못 씀');
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    // opened again, it starts empty
    await user.click(await screen.findByRole('button', { name: '귀가 취소' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('취소 사유 (선택)')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('취소 사유 (선택)'), '보호자 요청으로 평소대로 하원');
    await user.click(within(dialog).getByRole('button', { name: '귀가 취소' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: rehomeEndpoints.stop.path, body: { classId: 3, rehomeId: 8, reason: '보호자 요청으로 평소대로 하원' } }]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('귀가동의서를 취소했습니다.');
  });

  it('cancels without a reason when none is given', async () => {
    record = rehome({ pickupAuthorised: true, status: 'CHECKED' });
    serve();
    const user = setupUser();
    renderApp('/admin/story/rehome/8');
    await user.click(await screen.findByRole('button', { name: '귀가 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '귀가 취소' }));
    await waitFor(() => expect(sent).toEqual([{ url: rehomeEndpoints.stop.path, body: { classId: 3, rehomeId: 8 } }]));
  });

  it('shows the emergency phone, who wrote it, and a parent’s cancellation as 보호자 취소', async () => {
    record = rehome({ status: 'STOPPED', stoppedByParent: true, stoppedByName: null, stoppedAt: '2026-11-21T05:00:00.000Z' });
    serve();
    renderApp('/admin/story/rehome/8');
    await screen.findByText('귀가 완료되었거나 취소된 귀가동의서입니다.');
    expect(screen.getByRole('link', { name: '전화 걸기 010-9999-8888' })).toHaveAttribute('href', 'tel:010-9999-8888');
    expect(screen.getByText('김엄마 (모)')).toBeInTheDocument();
    expect(screen.getByText(`보호자 취소 · ${formatDateTime('2026-11-21T05:00:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByText('보호자 취소', { selector: '.status-tag' })).toBeInTheDocument();
    for (const name of ['확인', '귀가 완료', '귀가 취소']) expect(button(name)).toBeDisabled();
  });

  it('lists records with an unauthorised pickup person in red', async () => {
    const item: RehomeListItem = { ...rehome(), status: 'REQUESTED' };
    serve({ list: [item, { ...item, rehomeId: 9, childName: '박바다', pickupName: '박엄마', relation: '모', pickupAuthorised: true, isToday: false }] });
    renderApp('/admin/story/rehome');
    await screen.findByText('김하늘');
    const cards = document.querySelectorAll('.list-cards > li');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveClass('is-highlighted');
    expect(within(cards[0] as HTMLElement).getByText('인계 권한 확인 필요')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('인계 권한 확인 필요')).not.toBeInTheDocument();
    expect(cards[0].querySelector('a')).toHaveAttribute('href', '/admin/story/rehome/8');
  });
});
