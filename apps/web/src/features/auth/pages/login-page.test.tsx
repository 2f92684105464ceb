import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMEMBER_ME_KEY, authEndpoints, loginThrottledMessage } from '@kg/contract';
import { useSessionStore } from '@/stores/session';
import { contractViolations, fail, installFakeServer, ok, route, type FakeHandler, type FakeReply } from '@/test/fake-server';
import { loginData, meData, teacherWithClass } from '@/test/fixtures';
import LoginPage from './login-page';
import { setupUser } from '@/test/user';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

let server: ReturnType<typeof installFakeServer> | undefined;
let sentBodies: unknown[] = [];

function serve(login: () => FakeReply, me: FakeHandler = () => ok(null)) {
  sentBodies = [];
  server = installFakeServer({
    [route(authEndpoints.session)]: me,
    [route(authEndpoints.login)]: (config) => {
      sentBodies.push(JSON.parse(String(config.data)));
      return login();
    },
    [route(authEndpoints.logout)]: () => ok(null),
  });
}

function renderLogin(path = '/admin/login') {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', Component: LoginPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { location: () => router.state.location.pathname + router.state.location.search };
}

async function submit(teacherId: string, passwd: string, options: { remember?: boolean } = {}) {
  const user = setupUser();
  if (teacherId) await user.type(screen.getByLabelText('아이디'), teacherId);
  if (passwd) await user.type(screen.getByLabelText('비밀번호'), passwd);
  if (options.remember) await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

afterEach(() => server?.restore());

describe('LoginPage', () => {
  it('asks who is signed in once on opening (null, not a 401, when nobody is) and stays on the form', async () => {
    serve(() => ok(loginData()));
    const app = renderLogin('/admin/login?redirect=%2Fadmin%2Fnotice');
    await waitFor(() => expect(server?.count(route(authEndpoints.session))).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.location()).toBe('/admin/login?redirect=%2Fadmin%2Fnotice');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires both fields, in Korean, before calling the server', async () => {
    serve(() => ok(loginData()));
    renderLogin();
    await submit('', '');
    await screen.findByText('아이디를 입력해 주세요.');
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    expect(server?.count(route(authEndpoints.login))).toBe(0);
  });

  it("shows the typed password on '입력한 글자 보기' and hides it again", async () => {
    serve(() => ok(loginData()));
    renderLogin();
    const user = setupUser();
    const passwd = screen.getByLabelText('비밀번호');
    const toggle = screen.getByRole('button', { name: '입력한 글자 보기' });
    expect(passwd).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(passwd).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(passwd).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server message for a wrong password', async () => {
    serve(() => fail(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않습니다.'));
    const app = renderLogin();
    await submit('teacher1', 'wrong-password', { remember: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(app.location()).toBe('/admin/login');
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it("shows '로그인 실패' when the server gives no message", async () => {
    serve(() => ({ status: 401, body: { success: false, code: 'LOGIN_FAILED', message: '' } }));
    renderLogin();
    await submit('teacher1', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 실패');
  });

  it('shows how long to wait when sign-ins are throttled', async () => {
    serve(() => fail(429, 'RATE_LIMITED', loginThrottledMessage(12)));
    renderLogin();
    await submit('teacher1', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 시도가 너무 많습니다. 12분 후 다시 시도해 주세요.');
  });

  it('sends the form and takes an admin to the class list, remembering the choice', async () => {
    serve(() => ok(loginData()));
    const app = renderLogin();
    await submit(' admin ', 'admin1234!', { remember: true });
    await waitFor(() => expect(app.location()).toBe('/admin/story/a1'));
    expect(sentBodies).toEqual([{ teacherId: 'admin', passwd: 'admin1234!', rememberMe: true }]);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('1');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'ROLE_ADMIN', teacherName: '김원장' });
  });

  it('takes a manager to the class list too', async () => {
    serve(() => ok(loginData({ teacherId: 'manager', role: 'ROLE_MANAGER' })));
    const app = renderLogin();
    await submit('manager', 'manager1234!');
    await waitFor(() => expect(app.location()).toBe('/admin/story/a1'));
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('takes a teacher to their class dashboard', async () => {
    serve(() => ok(loginData(teacherWithClass)));
    const app = renderLogin();
    await submit('teacher1', 'teacher1234!');
    await waitFor(() => expect(app.location()).toBe('/admin/story/dashboard/3'));
  });

  it('takes a teacher without a class to their profile', async () => {
    serve(() => ok(loginData({ ...teacherWithClass, classId: null, className: null })));
    const app = renderLogin();
    await submit('teacher9', 'teacher1234!');
    await waitFor(() => expect(app.location()).toBe('/admin/teacher/modify'));
  });

  it('keeps a user whose role may not use the admin app on the login page', async () => {
    // No such role in the contract: the page still refuses a role it does not know (a newer server), so this one
    // reply is off-contract on purpose and its violation is expected below.
    serve(() => ok({ ...loginData(), role: 'ROLE_PARENT' }));
    const app = renderLogin();
    await submit('parent1', 'parent1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent('이 계정으로는 관리 화면을 이용할 수 없습니다.');
    expect(app.location()).toBe('/admin/login');
    await waitFor(() => expect(server?.count(route(authEndpoints.logout))).toBe(1));
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(contractViolations.splice(0)).toEqual([expect.stringContaining('data.role')]);
  });

  it('returns to a safe redirect after login', async () => {
    serve(() => ok(loginData(teacherWithClass)));
    const app = renderLogin('/admin/login?redirect=%2Fadmin%2Fstory%2Fmedicate%3Fpage%3D2');
    await submit('teacher1', 'teacher1234!');
    await waitFor(() => expect(app.location()).toBe('/admin/story/medicate?page=2'));
  });

  it('ignores a redirect that leaves the admin app', async () => {
    serve(() => ok(loginData()));
    const app = renderLogin('/admin/login?redirect=%2F%2Fevil.example%2Fadmin%2F');
    await submit('admin', 'admin1234!');
    await waitFor(() => expect(app.location()).toBe('/admin/story/a1'));
  });

  it('skips the form when a session is already alive', async () => {
    serve(() => ok(loginData()), () => ok(meData(teacherWithClass)));
    const app = renderLogin();
    await waitFor(() => expect(app.location()).toBe('/admin/story/dashboard/3'));
    expect(server?.count(route(authEndpoints.login))).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, classId: 3 });
  });
});
