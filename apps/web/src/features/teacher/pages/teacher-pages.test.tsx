import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, classEndpoints, endpointUrl, teacherEndpoints, type MeData, type TeacherDetail } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
const sent: { method: string; url: string; params?: unknown; body: unknown }[] = [];

function teacher(overrides: Partial<TeacherDetail> = {}): TeacherDetail {
  return {
    tno: 7,
    teacherId: 'teacher1',
    teacherName: '이선생',
    role: 'ROLE_TEACHER',
    classId: 3,
    className: '햇님반',
    classColor: '#fde68a',
    phone: '010-1111-2222',
    email: null,
    active: true,
    mustChangePassword: false,
    pfImgUrl: null,
    lastLoginAt: '2026-11-20T00:00:00.000Z',
    passwordChangedAt: '2026-03-02T00:00:00.000Z',
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}

const capture = (method: string) => (config: InternalAxiosRequestConfig) => {
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  sent.push({ method, url: config.url!, params: config.params, body });
  return body;
};

const classPage = { items: [{ classId: 3, className: '햇님반', color: '#fde68a', ageBand: 0, capacity: 6, teacherNames: [], childCount: 0, pausedCount: 0 }], page: 1, size: 100, total: 1, totalPages: 1 };

function serve(me: MeData, routes: Record<string, FakeHandler> = {}) {
  sent.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(classEndpoints.search)]: () => ok(classPage),
    [route(teacherEndpoints.get, { id: 7 })]: () => ok(teacher()),
    ...routes,
  });
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
});

describe('teacher pages', () => {
  const asManager = () => meData({ tno: 2, teacherId: 'manager', teacherName: '정주임', role: 'ROLE_MANAGER' });
  const idCheck: FakeHandler = (config) =>
    ok(config.params.teacherId === 'teacher1' ? { available: false, message: '이미 사용 중인 아이디입니다.' } : { available: true, message: '사용할 수 있는 아이디입니다.' });

  it('checks the id as typed, applies the password rules and offers no admin role to a manager', async () => {
    serve(asManager(), { [route(teacherEndpoints.checkId)]: idCheck });
    const user = setupUser({ delay: null });
    renderApp('/admin/teacher/new');
    const id = await screen.findByLabelText('아이디');
    await user.type(id, 'teacher1');
    await screen.findByText('이미 사용 중인 아이디입니다.');
    await user.clear(id);
    await user.type(id, 'spring01');
    await waitFor(() => expect(screen.queryByText('이미 사용 중인 아이디입니다.')).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('비밀번호'));
    await user.paste('my-spring01-pw');
    await screen.findByText('비밀번호에 아이디를 포함할 수 없습니다.');
    await user.click(screen.getByLabelText('비밀번호 확인'));
    await user.paste('something-else-1');
    await screen.findByText('비밀번호가 일치하지 않습니다.');

    await user.click(screen.getByLabelText('권한'));
    await screen.findByTitle('매니저');
    expect(screen.queryByTitle('원장(관리자)')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('creates the teacher with the class and contacts, then opens the record', async () => {
    serve(asManager(), {
      [route(teacherEndpoints.checkId)]: idCheck,
      [route(teacherEndpoints.create)]: (config) => ok(teacher({ ...capture('POST')(config), tno: 21, mustChangePassword: true })),
      [route(teacherEndpoints.get, { id: 21 })]: () => ok(teacher({ tno: 21, teacherId: 'spring01', teacherName: '한새봄' })),
    });
    const user = setupUser({ delay: null });
    const { location } = renderApp('/admin/teacher/new');
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await user.click(await screen.findByLabelText('아이디'));
    await user.paste('spring01');
    await fill('비밀번호', 'sunflower-garden-7');
    await fill('비밀번호 확인', 'sunflower-garden-7');
    await fill('이름', '한새봄');
    await user.click(screen.getByLabelText('담당 반'));
    await user.click(await screen.findByTitle('햇님반'));
    await fill('연락처', '010-3333-4444');
    await user.click(screen.getByRole('button', { name: /등록/ }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      teacherId: 'spring01',
      password: 'sunflower-garden-7',
      teacherName: '한새봄',
      role: 'ROLE_TEACHER',
      classId: 3,
      phone: '010-3333-4444',
      email: '',
    });
    await waitFor(() => expect(location()).toBe('/admin/teacher/21'));
    expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '교사를 등록했습니다.' });
  });

  it('issues a one-time password through the confirm dialog and shows it once with a copy button', async () => {
    serve(meData(), {
      [route(teacherEndpoints.resetPassword)]: (config) => {
        capture('PUT')(config);
        return ok({ tno: 7, temporaryPassword: 'Kp7mQx2RtW9a' });
      },
      [route(teacherEndpoints.deactivate, { id: 7 })]: (config) => {
        capture('DELETE')(config);
        return fail(403, 'FORBIDDEN', '원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.');
      },
    });
    const user = setupUser({ delay: null });
    renderApp('/admin/teacher/7');
    await screen.findByRole('heading', { level: 2, name: '이선생' });

    await user.click(screen.getByRole('button', { name: /임시 비밀번호 발급/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('이선생 선생님의 임시 비밀번호를 발급할까요?');
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    const field = await screen.findByDisplayValue('Kp7mQx2RtW9a');
    expect(field).toHaveAttribute('readonly');
    expect(document.querySelector('label[for="temporary-password"]')).toHaveTextContent('임시 비밀번호');
    expect(sent[0]).toMatchObject({ method: 'PUT', url: teacherEndpoints.resetPassword.path, params: { tno: 7 } });
    const modal = field.closest('.ant-modal') as HTMLElement;
    expect(modal).toHaveTextContent('이 창을 닫으면 다시 볼 수 없습니다.');
    await user.click(within(modal).getByRole('button', { name: /복사/ }));
    // user-event gives the page a clipboard: the password is on it
    expect(await navigator.clipboard.readText()).toBe('Kp7mQx2RtW9a');
    // said inside the dialog: the global alert, centred on screen, would cover the password
    await waitFor(() => expect(within(modal).getByRole('status')).toHaveTextContent('임시 비밀번호를 복사했습니다.'));
    expect(useUiStore.getState().alert.visible).toBe(false);

    await user.click(within(modal.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Kp7mQx2RtW9a')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /사용 중지/ }));
    const second = await screen.findByRole('dialog');
    expect(second).toHaveTextContent('이선생 선생님의 계정 사용을 중지할까요?');
    await user.click(within(second).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: endpointUrl(teacherEndpoints.deactivate, { id: 7 }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.');
  });

  it('keeps a teacher with a one-time password on the password change, then lets them into their class', async () => {
    let me = meData({ ...teacherWithClass, mustChangePassword: true });
    serve(me, {
      [route(authEndpoints.me)]: () => ok(me),
      [route(teacherEndpoints.changePassword)]: (config) => {
        const body = capture('PUT')(config);
        if (body.currentPassword !== 'temporary-pass1') return { status: 400, body: { success: false, code: 'VALIDATION', message: '현재 비밀번호가 올바르지 않습니다.', details: { currentPassword: '현재 비밀번호가 올바르지 않습니다.' } } };
        me = { ...me, mustChangePassword: false };
        return ok(null);
      },
    });
    const user = setupUser({ delay: null });
    // any page sends them to 내 정보, which holds only the banner and the password change (no record is asked for)
    const app = renderApp('/admin/story/alimNote');
    await screen.findByText('임시 비밀번호로 로그인했습니다. 아래에서 새 비밀번호로 바꿔 주세요.');
    expect(app.location()).toBe('/admin/teacher/modify');
    expect(screen.queryByLabelText('이름')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('현재 비밀번호'), 'wrong-pass-1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'bright-morning-42');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'bright-morning-42');
    await user.click(screen.getByRole('button', { name: /비밀번호 변경/ }));
    await screen.findByText('현재 비밀번호가 올바르지 않습니다.');
    expect(app.location()).toBe('/admin/teacher/modify');

    await user.clear(screen.getByLabelText('현재 비밀번호'));
    await user.type(screen.getByLabelText('현재 비밀번호'), 'temporary-pass1');
    await user.click(screen.getByRole('button', { name: /비밀번호 변경/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ params: { tno: 7 }, body: { currentPassword: 'temporary-pass1', newPassword: 'bright-morning-42' } }));
    await waitFor(() => expect(app.location()).toBe(`/admin/story/dashboard/${teacherWithClass.classId}`));
    expect(useSessionStore.getState().profile?.mustChangePassword).toBe(false);
  });

  it('edits the own profile on 내 정보', async () => {
    const me = meData(teacherWithClass);
    let record = teacher();
    serve(me, {
      [route(authEndpoints.me)]: () => ok(me),
      [route(teacherEndpoints.get, { id: 7 })]: () => ok(record),
      [route(teacherEndpoints.updateProfile, { id: 7 })]: (config) => {
        const body = capture('PUT')(config);
        record = { ...record, ...body, email: body.email || null, updatedAt: '2026-11-21T00:00:00.000Z' };
        return ok(record);
      },
    });
    const user = setupUser({ delay: null });
    renderApp('/admin/teacher/modify');
    const name = await screen.findByLabelText('이름');
    await user.clear(name);
    await user.type(name, '이하늘');
    await user.click(screen.getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(sent[0]).toMatchObject({ url: endpointUrl(teacherEndpoints.updateProfile, { id: 7 }), body: { teacherName: '이하늘', phone: '010-1111-2222', email: '' } }));
  });
});
