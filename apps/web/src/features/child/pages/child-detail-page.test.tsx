import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, childEndpoints, endpointUrl, parentEndpoints, type Child, type ParentDetail } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { childRecord, classOptions } from '../child-test-data';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let record: Child;
/** What the global alert said last (it hides itself after 2 s; the store keeps the message). */
const lastAlert = () => ({ type: useUiStore.getState().alert.type, message: useUiStore.getState().alert.message });
const sent: { method: string; url: string; params?: unknown; body?: unknown }[] = [];

function serve(extra: Record<string, FakeHandler> = {}) {
  sent.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(childEndpoints.classOptions)]: () => ok(classOptions),
    [route(childEndpoints.get, { id: 41 })]: () => ok(record),
    [route(childEndpoints.changeStatus, { childCode: 41 })]: (config: InternalAxiosRequestConfig) => {
      const status = (config.params as { status: Child['status'] }).status;
      sent.push({ method: 'PUT', url: config.url!, params: config.params });
      record = { ...record, status, leaveDate: status === 'stop' ? '2026-11-22' : null, classId: null, className: null, classColor: null };
      return ok(record);
    },
    [route(childEndpoints.update, { id: 41 })]: (config: InternalAxiosRequestConfig) => {
      const body = JSON.parse(String(config.data));
      sent.push({ method: 'PUT', url: config.url!, body });
      record = { ...record, ...body };
      return ok(record);
    },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  record = childRecord();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('child detail', () => {
  it('changes the status only after the confirm dialog, and shows the parents with links', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/child/41');
    await screen.findByRole('heading', { level: 2, name: '김하늘' });
    expect(screen.getByText('알레르기: 땅콩')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '김엄마' })).toHaveAttribute('href', '/admin/parents/9');

    const change = screen.getByRole('button', { name: '상태 변경' });
    expect(change).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: '상태' }));
    await user.click(await screen.findByTitle('퇴소'));
    await user.click(change);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("김하늘 원아의 상태를 '재원'에서 '퇴소'(으)로 변경할까요?");
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    await user.click(change);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: endpointUrl(childEndpoints.changeStatus, { childCode: 41 }), params: { status: 'stop' } }]));
    await waitFor(() => expect(lastAlert()).toEqual({ type: 'success', message: "상태를 '퇴소'(으)로 변경했습니다." }));
    expect(within(screen.getByRole('heading', { level: 2, name: '김하늘' }).parentElement!).getByText('퇴소')).toBeInTheDocument();
    expect(screen.getByText(/퇴소일 2026-11-22/)).toBeInTheDocument();
  });

  it('validates the edit form with the contract and puts server field errors on the fields', async () => {
    serve({
      [route(childEndpoints.update, { id: 41 })]: (config) => {
        sent.push({ method: 'PUT', url: config.url!, body: JSON.parse(String(config.data)) });
        return {
          status: 400,
          body: { success: false, code: 'VALIDATION', message: '생년월일은 오늘 이후일 수 없습니다.', details: { birthDate: '생년월일은 오늘 이후일 수 없습니다.' } },
        };
      },
    });
    const user = setupUser();
    renderApp('/admin/child/41');
    // the child's name comes first; the contacts and pick-up persons have their own 이름 fields
    const name = (await screen.findAllByRole('textbox', { name: '이름' }))[0];
    await user.clear(name);
    const phone = screen.getAllByRole('textbox', { name: '전화번호' })[0];
    await user.clear(phone);
    await user.paste('12-34');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('원아 이름을 입력해 주세요. (50자 이하)');
    await screen.findByText('전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)');
    expect(sent).toHaveLength(0);

    await user.click(name);
    await user.paste('김하늘');
    await user.clear(phone);
    await user.paste('01099998888');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      name: '김하늘',
      classId: 2,
      emergencyContacts: [{ name: '김할머니', relation: '조모', phone: '010-9999-8888' }],
      pickupPersons: [{ name: '김아빠', relation: '부', phone: '010-3333-4444', authorised: true, note: '' }],
    });
    await screen.findByText('생년월일은 오늘 이후일 수 없습니다.');
    // far above the save button on a long form: the page takes the user there, cursor in the field
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '생년월일' })));
  });

  it('adds a parent account and shows its one-time password once', async () => {
    serve({
      [route(parentEndpoints.createForChild, { id: 41 })]: (config: InternalAxiosRequestConfig) => {
        const body = JSON.parse(String(config.data));
        sent.push({ method: 'POST', url: config.url!, body });
        if (body.loginId === 'taken01') return fail(409, 'CONFLICT', '이미 사용 중인 아이디입니다.');
        record = { ...record, parents: [...record.parents, { pno: 12, name: body.name, relation: body.relation, phone: body.phone, isPrimary: false }] };
        const parent: ParentDetail = {
          pno: 12,
          loginId: body.loginId,
          name: body.name,
          phone: body.phone,
          email: null,
          status: 'active',
          failedCount: 0,
          isLocked: false,
          lockedUntil: null,
          mustChangePassword: true,
          lastLoginAt: null,
          leaveDate: null,
          children: [{ childCode: 41, name: record.name, birthDate: record.birthDate, status: record.status, classId: record.classId, className: record.className, relation: body.relation, isPrimary: false }],
          createdAt: '2026-11-21T00:00:00.000Z',
          memo: '',
          statusChangedAt: null,
          passwordChangedAt: '2026-11-21T00:00:00.000Z',
          sessionsRevokedAt: null,
          phones: [],
          emails: [],
          mobiles: [],
          updatedAt: '2026-11-21T00:00:00.000Z',
        };
        return ok({ parent, initialPassword: 'Tq8wZp3LmN2x' });
      },
    });
    const user = setupUser();
    renderApp('/admin/child/41');
    await user.click(await screen.findByRole('button', { name: '보호자 추가' }));
    const form = await screen.findByRole('dialog', { name: '김하늘 원아의 보호자 추가' });
    await user.click(within(form).getByRole('button', { name: '보호자 추가' }));
    await within(form).findByText('자녀와의 관계를 입력해 주세요.');
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('보호자 이름'), '김아빠');
    await user.type(within(form).getByLabelText('관계'), '부');
    await user.type(within(form).getByLabelText('휴대전화'), '010-2222-3333');
    await user.type(within(form).getByLabelText('학부모 앱 아이디'), 'taken01');
    await user.click(within(form).getByRole('button', { name: '보호자 추가' }));
    // the server's duplicate message lands on the field
    await within(form).findByText('이미 사용 중인 아이디입니다.');

    await user.clear(within(form).getByLabelText('학부모 앱 아이디'));
    await user.type(within(form).getByLabelText('학부모 앱 아이디'), 'kimdad01');
    await user.click(within(form).getByRole('button', { name: '보호자 추가' }));
    const password = await screen.findByDisplayValue('Tq8wZp3LmN2x');
    expect(password).toHaveAttribute('readonly');
    expect(sent[1]).toMatchObject({ url: endpointUrl(parentEndpoints.createForChild, { id: 41 }), body: { name: '김아빠', relation: '부', phone: '010-2222-3333', loginId: 'kimdad01' } });
    expect(password.closest('.ant-modal')).toHaveTextContent('김아빠님께 아래 임시 비밀번호를 전해 주세요.');
    await user.click(within(password.closest('.ant-modal')!.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Tq8wZp3LmN2x')).not.toBeInTheDocument());
    // the record reloads with the new parent
    expect(await screen.findByRole('link', { name: '김아빠' })).toHaveAttribute('href', '/admin/parents/12');
  });

  it('shows the numbered allergies as tags and sends allergyCodes, other foods and the note when saved', async () => {
    record = childRecord({ allergyCodes: [1, 5], allergies: '키위', allergyNote: '아나필락시스 — 에피펜 보관' });
    serve({
      [route(childEndpoints.update, { id: 41 })]: (config) => {
        const body = JSON.parse(String(config.data));
        sent.push({ method: 'PUT', url: config.url!, body });
        record = { ...record, allergyCodes: body.allergyCodes, allergies: body.allergies, allergyNote: body.allergyNote };
        return ok(record);
      },
    });
    const user = setupUser();
    renderApp('/admin/child/41');
    await screen.findByRole('heading', { level: 2, name: '김하늘' });
    const block = document.querySelector<HTMLElement>('dl.child-allergy')!;
    expect(within(block).getByText('1.난류')).toBeInTheDocument();
    expect(within(block).getByText('5.대두')).toBeInTheDocument();
    expect(block).toHaveTextContent('그 밖의 알레르기키위');
    expect(block).toHaveTextContent('알레르기 주의 사항아나필락시스 — 에피펜 보관');
    expect(screen.getByText('알레르기: 1.난류, 5.대두, 키위 — 아나필락시스 — 에피펜 보관')).toBeInTheDocument();

    // the select searches by name; the chosen number joins the others
    const select = await screen.findByRole('combobox', { name: '알레르기 식품' });
    await user.click(select);
    await user.type(select, '우유');
    await user.click(await screen.findByTitle('2.우유'));
    const other = screen.getByRole('textbox', { name: '그 밖의 알레르기' });
    await user.clear(other);
    await user.type(other, '키위, 견과류 전체');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ allergyCodes: [1, 2, 5], allergies: '키위, 견과류 전체', allergyNote: '아나필락시스 — 에피펜 보관' });
  });

  it('shows the server message for a missing child', async () => {
    serve({ [route(childEndpoints.get, { id: 41 })]: () => fail(404, 'NOT_FOUND', '원아를 찾을 수 없습니다.') });
    renderApp('/admin/child/41');
    expect(await screen.findByRole('alert')).toHaveTextContent('원아를 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '원아 목록' })).toHaveAttribute('href', '/admin/child');
  });
});
