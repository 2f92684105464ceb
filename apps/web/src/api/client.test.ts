import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_KEY, authEndpoints, classEndpoints, photoEndpoints } from '@kg/contract';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { loginData } from '@/test/fixtures';
import { ApiError, call } from './client';

/** A navigator that behaves like the router: navigating changes the current path. */
function spyNavigator(start: string) {
  let path = start;
  const navigate = vi.fn((to: string | number) => {
    if (typeof to === 'string') path = to;
  });
  setNavigator({ navigate, currentPath: () => path });
  return navigate;
}

/** Ten calls: the photo-consent list of classes 1 to 10. */
const classIds = Array.from({ length: 10 }, (_, i) => i + 1);
const listOf = (classId: number) => call(photoEndpoints.children, { params: { classId } });
const itemRoute = (classId: number) => route(photoEndpoints.children, { classId });
const REFRESH = route(authEndpoints.refresh);
const checkName = (className: string) => call(classEndpoints.checkName, { query: { className } });
const CHECK_NAME = route(classEndpoints.checkName);

/** Ten endpoints that say AT_EXPIRED until the refresh has happened, then answer with their class id. */
function expiringItems(state: { refreshed: boolean }) {
  return Object.fromEntries(
    classIds.map((classId) => [
      itemRoute(classId),
      (): FakeReply =>
        state.refreshed ? ok([{ childCode: classId, name: '김하늘', photoConsent: true }]) : fail(401, 'AT_EXPIRED', '로그인 시간이 만료되었습니다.'),
    ]),
  );
}

let server: ReturnType<typeof installFakeServer> | undefined;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('api client', () => {
  it('unwraps the envelope and maps errors to ApiError', async () => {
    server = installFakeServer({
      [CHECK_NAME]: (config) =>
        config.params.className === '햇님반' ? fail(409, 'CONFLICT', '이미 있는 반 이름입니다.') : ok({ valid: true, message: '' }),
    });
    spyNavigator('/admin/class');
    await expect(checkName('별님반')).resolves.toEqual({ valid: true, message: '' });
    const error = await checkName('햇님반').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: '이미 있는 반 이름입니다.', requestId: 'req-test' });
  });

  it('with remember-me, ten concurrent AT_EXPIRED failures share exactly one refresh and are all retried', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const state = { refreshed: false };
    server = installFakeServer({
      ...expiringItems(state),
      [REFRESH]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        state.refreshed = true;
        return ok(loginData());
      },
    });
    const navigate = spyNavigator('/admin/notice');

    const results = await Promise.all(classIds.map(listOf));

    expect(results.map((r) => r[0].childCode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.count(REFRESH)).toBe(1);
    for (const classId of classIds) expect(server.count(itemRoute(classId))).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a request sent before a refresh but failing after it just retries, without a second refresh', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const state = { refreshed: false };
    server = installFakeServer({
      [itemRoute(1)]: () => (state.refreshed ? ok([]) : fail(401, 'AT_EXPIRED', '')),
      [itemRoute(2)]: async () => {
        // Sent with the old token; its 401 arrives only after the refresh has finished.
        const expired = !state.refreshed;
        await new Promise((resolve) => setTimeout(resolve, 40));
        return expired ? fail(401, 'AT_EXPIRED', '') : ok([{ childCode: 2, name: '김하늘', photoConsent: true }]);
      },
      [REFRESH]: () => {
        state.refreshed = true;
        return ok(loginData());
      },
    });
    spyNavigator('/admin/story/a1');

    const [fast, slow] = await Promise.all([listOf(1), listOf(2)]);
    expect([fast.length, slow[0].childCode]).toEqual([0, 2]);

    expect(server.count(REFRESH)).toBe(1);
    expect(server.count(itemRoute(2))).toBe(2);
  });

  it('a request that failed after another tab refreshed just retries with the cookies that tab got', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const state = { refreshed: false };
    server = installFakeServer({
      [itemRoute(1)]: async () => {
        if (state.refreshed) return ok([{ childCode: 1, name: '김하늘', photoConsent: true }]);
        // another tab refreshes while this request, sent with the old token, is on its way
        state.refreshed = true;
        localStorage.setItem('kg.session.refreshedAt', String(Date.now()));
        return fail(401, 'AT_EXPIRED', '');
      },
      [REFRESH]: () => ok(loginData()),
    });
    spyNavigator('/admin/story/a1');
    expect((await listOf(1))[0].childCode).toBe(1);
    expect(server.count(REFRESH)).toBe(0);
    expect(server.count(itemRoute(1))).toBe(2);
  });

  it('tabs take turns refreshing through a Web Lock', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const held: string[] = [];
    const request = vi.fn(async (name: string, task: () => Promise<void>) => {
      held.push(name);
      return task();
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { locks: { request } }));
    try {
      const state = { refreshed: false };
      server = installFakeServer({
        ...expiringItems(state),
        [REFRESH]: () => {
          state.refreshed = true;
          return ok(loginData());
        },
      });
      spyNavigator('/admin/story/a1');
      await Promise.all(classIds.map(listOf));
      expect(held).toEqual(['kg-session-refresh']);
      expect(server.count(REFRESH)).toBe(1);
      expect(Number(localStorage.getItem('kg.session.refreshedAt'))).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a 403 from any call opens the access-denied dialog with the server message; a one-time password goes to 내 정보', async () => {
    server = installFakeServer({
      [itemRoute(1)]: () => fail(403, 'FORBIDDEN', '다른 반의 정보는 볼 수 없습니다.'),
      [itemRoute(2)]: () => fail(403, 'FORBIDDEN', ''),
      [itemRoute(3)]: () => fail(403, 'PASSWORD_CHANGE_REQUIRED', '임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꾼 뒤에 이용할 수 있습니다.'),
      [itemRoute(4)]: () => fail(403, 'CSRF', '보안 토큰이 올바르지 않습니다. 페이지를 새로고침해 주세요.'),
    });
    const navigate = spyNavigator('/admin/story/dashboard/1');
    await expect(listOf(1)).rejects.toMatchObject({ status: 403 });
    expect(useUiStore.getState().accessDenied).toEqual({ visible: true, message: '다른 반의 정보는 볼 수 없습니다.' });
    useUiStore.setState({ accessDenied: { visible: false, message: '' } });

    await expect(listOf(2)).rejects.toMatchObject({ status: 403 });
    expect(useUiStore.getState().accessDenied).toEqual({ visible: true, message: '접근 권한이 없습니다.' });
    useUiStore.setState({ accessDenied: { visible: false, message: '' } });

    await expect(listOf(3)).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(navigate).toHaveBeenCalledWith('/admin/teacher/modify');
    await expect(listOf(4)).rejects.toMatchObject({ code: 'CSRF' });
    expect(useUiStore.getState().accessDenied.visible).toBe(false);
    document.body.classList.remove('access-denied-open');
  });

  it('when the refresh fails, resets the session and sends the user to login with a redirect', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    useSessionStore.getState().setFromLogin(loginData());
    server = installFakeServer({
      ...expiringItems({ refreshed: false }),
      [REFRESH]: () => fail(401, 'NO_REFRESH', '로그인 유지 정보가 없습니다.'),
    });
    const navigate = spyNavigator('/admin/notice?page=2');

    const outcomes = await Promise.allSettled(classIds.map(listOf));

    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiError).status === 401)).toBe(true);
    expect(server.count(REFRESH)).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fnotice%3Fpage%3D2');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-role')).toBe(false);
  });

  it('without remember-me, a token error does not refresh: it resets and goes to login', async () => {
    useSessionStore.getState().setFromLogin(loginData());
    server = installFakeServer({ ...expiringItems({ refreshed: false }), [REFRESH]: () => ok(loginData()) });
    const navigate = spyNavigator('/admin/child');

    await expect(listOf(1)).rejects.toMatchObject({ status: 401, code: 'AT_EXPIRED' });

    expect(server.count(REFRESH)).toBe(0);
    expect(server.count(itemRoute(1))).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fchild');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('a request that fails again after a successful refresh is not retried a second time', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    server = installFakeServer({
      [itemRoute(1)]: () => fail(401, 'AT_EXPIRED', ''),
      [REFRESH]: () => ok(loginData()),
    });
    const navigate = spyNavigator('/admin/edu');

    await expect(listOf(1)).rejects.toBeInstanceOf(ApiError);

    expect(server.count(itemRoute(1))).toBe(2);
    expect(server.count(REFRESH)).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fedu');
  });

  it('never refreshes or redirects for the login call itself', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    server = installFakeServer({
      [route(authEndpoints.login)]: () => fail(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않습니다.'),
      [REFRESH]: () => ok(loginData()),
    });
    const navigate = spyNavigator('/admin/login');

    await expect(call(authEndpoints.login, { body: { teacherId: 'a', passwd: 'b' } })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });

    expect(server.count(REFRESH)).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect when the user is already on the login page', async () => {
    server = installFakeServer({ [itemRoute(1)]: () => fail(401, 'NO_AT', '') });
    const navigate = spyNavigator('/admin/login?redirect=%2Fadmin%2Fnotice');

    await expect(listOf(1)).rejects.toMatchObject({ status: 401 });

    expect(navigate).not.toHaveBeenCalled();
  });
});
