import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, childEndpoints, endpointUrl, parentEndpoints, type Child, type ParentDetail } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { childRecord, classOptions, parentDetail } from '../child-test-data';
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
        const parent = parentDetail({ loginId: body.loginId, name: body.name, phone: body.phone, children: [{ childCode: 41, name: record.name, birthDate: record.birthDate, status: record.status, classId: record.classId, className: record.className, relation: body.relation, isPrimary: false }] });
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
    const handoff = password.closest('.ant-modal') as HTMLElement;
    expect(handoff).toHaveTextContent('김아빠 보호자를 추가했습니다. 아래 아이디와 임시 비밀번호, 학부모 앱 주소를 전해 주세요.');
    // what the parent needs to sign in: the login id, the parent app's address and its QR code, printable
    const sheet = within(handoff).getByRole('region', { name: '학부모 앱 안내' });
    expect(sheet).toHaveTextContent(`학부모 앱 주소 ${window.location.origin}/parent`);
    expect(sheet).toHaveTextContent('아이디 kimdad01');
    expect(within(sheet).getByRole('img', { name: `학부모 앱 주소 QR 코드: ${window.location.origin}/parent` })).toBeInTheDocument();
    expect(sheet.querySelector('svg path')).not.toBeNull();
    // no toast on top of the password
    expect(useUiStore.getState().alert.visible).toBe(false);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(sheet).getByRole('button', { name: '안내문 인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    const paper = screen.getByRole('region', { name: '학부모 앱 로그인 안내' });
    expect(paper.parentElement).toBe(document.body);
    expect(paper).toHaveTextContent('아이디kimdad01');
    expect(paper).toHaveTextContent('임시 비밀번호Tq8wZp3LmN2x');
    fireEvent(window, new Event('afterprint'));
    expect(screen.queryByRole('region', { name: '학부모 앱 로그인 안내' })).not.toBeInTheDocument();
    await user.click(within(password.closest('.ant-modal')!.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Tq8wZp3LmN2x')).not.toBeInTheDocument());
    // the record reloads with the new parent
    expect(await screen.findByRole('link', { name: '김아빠' })).toHaveAttribute('href', '/admin/parents/12');
  });

  it('links an existing account (기존 계정 연결): search, pick, relation; a stopped account is flagged, a linked one greyed out', async () => {
    const linked: { pno: number; relation: string; isPrimary: boolean }[] = [];
    const queries: unknown[] = [];
    serve({
      [route(parentEndpoints.linkCandidates, { id: 41 })]: (config: InternalAxiosRequestConfig) => {
        queries.push(config.params);
        return ok({
          items: [
            { pno: 9, loginId: 'kim.mom', name: '김엄마', maskedPhone: '010-****-3333', status: 'active', linked: true, children: [{ name: '김하늘', className: '햇님반', relation: '모' }] },
            { pno: 15, loginId: 'choi.gm', name: '최할머니', maskedPhone: '010-****-7777', status: 'stopped', linked: false, children: [{ name: '최별', className: null, relation: '조모' }] },
            { pno: 16, loginId: 'kim.sis.mom', name: '김엄마', maskedPhone: '010-****-1234', status: 'active', linked: false, children: [{ name: '김바다', className: '달님반', relation: '모' }] },
          ],
          more: false,
        });
      },
      [route(parentEndpoints.linkToChild, { id: 41 })]: (config: InternalAxiosRequestConfig) => {
        const body = JSON.parse(String(config.data));
        sent.push({ method: 'POST', url: config.url!, body });
        if (body.pno === 15) return fail(409, 'CONFLICT', '이미 이 원아에 연결된 보호자입니다.');
        linked.push(body);
        record = { ...record, parents: [...record.parents, { pno: 16, name: '김엄마', relation: body.relation, phone: '010-1234-1234', isPrimary: body.isPrimary }] };
        const parent = parentDetail({ pno: 16, loginId: 'kim.sis.mom', name: '김엄마', phone: '010-1234-1234', mustChangePassword: false });
        return ok(parent);
      },
    });
    const user = setupUser();
    renderApp('/admin/child/41');
    await user.click(await screen.findByRole('button', { name: '보호자 추가' }));
    const form = await screen.findByRole('dialog', { name: '김하늘 원아의 보호자 추가' });
    await user.click(within(form).getByText('기존 계정 연결'));
    // no new-account fields in this mode, and no password afterwards
    expect(within(form).queryByLabelText('학부모 앱 아이디')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '계정 연결' }));
    await within(form).findByText('연결할 계정을 선택해 주세요.');
    expect(sent).toHaveLength(0);

    const keyword = within(form).getByLabelText('계정 검색');
    await user.type(keyword, '김');
    await user.click(within(form).getByRole('button', { name: /계정 검색/ }));
    expect(within(form).getByRole('alert')).toHaveTextContent('검색어를 2자 이상 입력해 주세요.');
    expect(queries).toHaveLength(0);
    await user.type(keyword, '엄마{Enter}');
    expect(await within(form).findByRole('radio', { name: /kim\.sis\.mom/ })).toBeEnabled();
    expect(queries).toEqual([{ searchType: 'name', keyword: '김엄마' }]);
    // already this child's parent: shown, not choosable; the phone only masked
    expect(within(form).getByRole('radio', { name: /kim\.mom/ })).toBeDisabled();
    expect(within(form).getByText('이미 연결됨')).toBeInTheDocument();
    expect(within(form).getByText('자녀: 김바다(달님반·모)')).toBeInTheDocument();
    expect(within(form).getByText('자녀: 최별(미배정·조모)')).toBeInTheDocument();
    expect(form).toHaveTextContent('010-****-1234');

    await user.click(within(form).getByRole('radio', { name: /choi\.gm/ }));
    expect(within(form).getByText("이 계정은 '이용 중지' 상태입니다. 연결은 되지만, 상태를 되돌리기 전까지 학부모 앱에 로그인할 수 없습니다.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText('관계'), '조모');
    await user.click(within(form).getByRole('button', { name: '계정 연결' }));
    // the server's conflict lands on the chosen account
    await within(form).findByText('이미 이 원아에 연결된 보호자입니다.');

    await user.click(within(form).getByRole('radio', { name: /kim\.sis\.mom/ }));
    await user.clear(within(form).getByLabelText('관계'));
    await user.type(within(form).getByLabelText('관계'), '모');
    await user.click(within(form).getByRole('checkbox', { name: '주 보호자' }));
    await user.click(within(form).getByRole('button', { name: '계정 연결' }));
    await waitFor(() => expect(linked).toEqual([{ pno: 16, relation: '모', isPrimary: true }]));
    expect(sent.at(-1)).toMatchObject({ url: endpointUrl(parentEndpoints.linkToChild, { id: 41 }) });
    await waitFor(() => expect(lastAlert()).toEqual({ type: 'success', message: '김엄마 보호자를 연결했습니다.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/임시 비밀번호/)).not.toBeInTheDocument();
    // the record reloads with the linked account
    await waitFor(() => expect(screen.getAllByRole('link', { name: '김엄마' }).map((a) => a.getAttribute('href'))).toEqual(['/admin/parents/9', '/admin/parents/16']));
  });

  it('unlinks a parent only after the confirm dialog (the account stays)', async () => {
    const removed: string[] = [];
    serve({
      [route(parentEndpoints.unlinkFromChild, { id: 41, pno: 9 })]: (config: InternalAxiosRequestConfig) => {
        removed.push(config.url!);
        record = { ...record, parents: [] };
        return ok({ ...linkedParentDetail(9), children: [] });
      },
    });
    const user = setupUser();
    renderApp('/admin/child/41');
    await user.click(await screen.findByRole('button', { name: '김엄마 보호자 연결 해제' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('김엄마 보호자와 김하늘 원아의 연결을 해제할까요? 계정은 남고, 학부모 앱에서 이 원아가 보이지 않게 됩니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '김엄마 보호자 연결 해제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(removed).toEqual([endpointUrl(parentEndpoints.unlinkFromChild, { id: 41, pno: 9 })]));
    await waitFor(() => expect(lastAlert()).toEqual({ type: 'success', message: '김엄마 보호자의 연결을 해제했습니다.' }));
    expect(await screen.findByText('연결된 보호자가 없습니다.')).toBeInTheDocument();
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

function linkedParentDetail(pno: number): ParentDetail {
  return parentDetail({ pno, loginId: 'kim.mom', name: '김엄마', mustChangePassword: false, leaveDate: '2026-11-21' });
}
