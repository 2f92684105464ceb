import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_KEY } from '@kg/contract';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { fail, installFakeServer, ok, type FakeReply } from '@/test/fake-server';
import { loginData } from '@/test/fixtures';
import { ApiError, apiGet, apiPost } from './client';

/** A navigator that behaves like the router: navigating changes the current path. */
function spyNavigator(start: string) {
  let path = start;
  const navigate = vi.fn((to: string | number) => {
    if (typeof to === 'string') path = to;
  });
  setNavigator({ navigate, currentPath: () => path });
  return navigate;
}

const itemUrls = Array.from({ length: 10 }, (_, i) => `/api/v2/items/${i}`);

/** Ten endpoints that say AT_EXPIRED until the refresh has happened, then answer with their number. */
function expiringItems(state: { refreshed: boolean }) {
  return Object.fromEntries(
    itemUrls.map((url, i) => [
      `GET ${url}`,
      (): FakeReply => (state.refreshed ? ok({ n: i }) : fail(401, 'AT_EXPIRED', '로그인 시간이 만료되었습니다.')),
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
      'GET /api/v2/thing': () => ok({ name: '햇님반' }),
      'GET /api/v2/broken': () => fail(409, 'CONFLICT', '이미 있는 반 이름입니다.'),
    });
    spyNavigator('/admin/class');
    await expect(apiGet('/api/v2/thing')).resolves.toEqual({ name: '햇님반' });
    const error = await apiGet('/api/v2/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: '이미 있는 반 이름입니다.', requestId: 'req-test' });
  });

  it('with remember-me, ten concurrent AT_EXPIRED failures share exactly one refresh and are all retried', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const state = { refreshed: false };
    server = installFakeServer({
      ...expiringItems(state),
      'POST /api/v2/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        state.refreshed = true;
        return ok(null);
      },
    });
    const navigate = spyNavigator('/admin/notice');

    const results = await Promise.all(itemUrls.map((url) => apiGet<{ n: number }>(url)));

    expect(results.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(server.count('POST', '/api/v2/refresh')).toBe(1);
    for (const url of itemUrls) expect(server.count('GET', url)).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a request sent before a refresh but failing after it just retries, without a second refresh', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    const state = { refreshed: false };
    server = installFakeServer({
      'GET /api/v2/fast': () => (state.refreshed ? ok('fast') : fail(401, 'AT_EXPIRED')),
      'GET /api/v2/slow': async () => {
        // Sent with the old token; its 401 arrives only after the refresh has finished.
        const expired = !state.refreshed;
        await new Promise((resolve) => setTimeout(resolve, 40));
        return expired ? fail(401, 'AT_EXPIRED') : ok('slow');
      },
      'POST /api/v2/refresh': () => {
        state.refreshed = true;
        return ok(null);
      },
    });
    spyNavigator('/admin/story/a1');

    await expect(Promise.all([apiGet('/api/v2/fast'), apiGet('/api/v2/slow')])).resolves.toEqual(['fast', 'slow']);

    expect(server.count('POST', '/api/v2/refresh')).toBe(1);
    expect(server.count('GET', '/api/v2/slow')).toBe(2);
  });

  it('when the refresh fails, resets the session and sends the user to login with a redirect', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    useSessionStore.getState().setFromLogin(loginData());
    server = installFakeServer({
      ...expiringItems({ refreshed: false }),
      'POST /api/v2/refresh': () => fail(401, 'NO_REFRESH', '로그인 유지 정보가 없습니다.'),
    });
    const navigate = spyNavigator('/admin/notice?page=2');

    const outcomes = await Promise.allSettled(itemUrls.map((url) => apiGet(url)));

    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiError).status === 401)).toBe(true);
    expect(server.count('POST', '/api/v2/refresh')).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fnotice%3Fpage%3D2');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-role')).toBe(false);
  });

  it('without remember-me, a token error does not refresh: it resets and goes to login', async () => {
    useSessionStore.getState().setFromLogin(loginData());
    server = installFakeServer({ ...expiringItems({ refreshed: false }), 'POST /api/v2/refresh': () => ok(null) });
    const navigate = spyNavigator('/admin/child');

    await expect(apiGet(itemUrls[0])).rejects.toMatchObject({ status: 401, code: 'AT_EXPIRED' });

    expect(server.count('POST', '/api/v2/refresh')).toBe(0);
    expect(server.count('GET', itemUrls[0])).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fchild');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('a request that fails again after a successful refresh is not retried a second time', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    server = installFakeServer({
      'GET /api/v2/always-expired': () => fail(401, 'AT_EXPIRED'),
      'POST /api/v2/refresh': () => ok(null),
    });
    const navigate = spyNavigator('/admin/edu');

    await expect(apiGet('/api/v2/always-expired')).rejects.toBeInstanceOf(ApiError);

    expect(server.count('GET', '/api/v2/always-expired')).toBe(2);
    expect(server.count('POST', '/api/v2/refresh')).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fedu');
  });

  it('never refreshes or redirects for the login call itself', async () => {
    localStorage.setItem(REMEMBER_ME_KEY, '1');
    server = installFakeServer({
      'POST /api/v2/login': () => fail(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않습니다.'),
      'POST /api/v2/refresh': () => ok(null),
    });
    const navigate = spyNavigator('/admin/login');

    await expect(apiPost('/api/v2/login', { teacherId: 'a', passwd: 'b' })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });

    expect(server.count('POST', '/api/v2/refresh')).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect when the user is already on the login page', async () => {
    server = installFakeServer({ 'GET /api/v2/notice/search': () => fail(401, 'NO_AT') });
    const navigate = spyNavigator('/admin/login?redirect=%2Fadmin%2Fnotice');

    await expect(apiGet('/api/v2/notice/search')).rejects.toMatchObject({ status: 401 });

    expect(navigate).not.toHaveBeenCalled();
  });
});
