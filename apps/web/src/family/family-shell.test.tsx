import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { centreEndpoints, familyEndpoints } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';
import { familyApi } from './api/family-client';
import { useFamilyStore } from './family-store';
import { familyChild, familyMe, resetFamily } from './test/family-fixtures';

let server: ReturnType<typeof installFakeServer> | undefined;
const serve = (routes: Record<string, FakeHandler>) => {
  server = installFakeServer(routes, familyApi);
  return server;
};

beforeEach(resetFamily);
afterEach(() => server?.restore());

const bodyOf = (data: unknown) => JSON.parse(String(data)) as Record<string, unknown>;

describe('parent app sign-in', () => {
  it('an unsigned parent opening a page goes to /parent/login, signs in and comes back there', async () => {
    const sent: unknown[] = [];
    let signedIn = false;
    serve({
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.me)]: () => (signedIn ? ok(familyMe()) : fail(401, 'NO_AT', '로그인이 필요합니다.')),
      [route(familyEndpoints.login)]: (config) => {
        sent.push(bodyOf(config.data));
        signedIn = true;
        return ok(familyMe());
      },
    });
    const app = renderApp('/parent/more');
    await screen.findByRole('heading', { name: '우리 아이 알림장' });
    expect(app.location()).toBe('/parent/login?redirect=%2Fparent%2Fmore');

    const user = setupUser();
    await user.type(screen.getByLabelText('아이디'), ' parent1 ');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await screen.findByRole('heading', { name: '더보기' });
    expect(app.location()).toBe('/parent/more');
    expect(sent).toEqual([{ loginId: 'parent1', passwd: 'secret-pass', rememberMe: true }]);
    expect(localStorage.getItem('kg.family.rememberMe')).toBe('1');
    expect(screen.getByText('박엄마 (parent1)')).toBeInTheDocument();
  });

  it('a sign-in sent before the page’s session check answered waits for it (it brings the family CSRF cookie)', async () => {
    const order: string[] = [];
    let answerSession: () => void = () => undefined;
    const s = serve({
      [route(familyEndpoints.session)]: () =>
        new Promise((resolve) => {
          answerSession = () => {
            order.push('session');
            resolve(ok(null));
          };
        }),
      [route(familyEndpoints.login)]: () => {
        order.push('login');
        return ok(familyMe());
      },
    });
    const app = renderApp('/parent/login');
    const user = setupUser();
    await user.type(await screen.findByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.count(route(familyEndpoints.login))).toBe(0);

    act(() => answerSession());
    await waitFor(() => expect(app.location()).toBe('/parent'));
    expect(order).toEqual(['session', 'login']);
  });

  it('names the centre of a single-centre deployment above the sign-in form, and none otherwise', async () => {
    serve({
      [route(familyEndpoints.session)]: () => ok(null),
      [route(centreEndpoints.public)]: () => ok({ name: '해님어린이집' }),
    });
    const first = renderApp('/parent/login');
    expect(await screen.findByText('해님어린이집')).toHaveClass('family-login-centre');
    first.unmount();
    server?.restore();

    const s = serve({
      [route(familyEndpoints.session)]: () => ok(null),
      [route(centreEndpoints.public)]: () => ok({ name: null }),
    });
    const second = renderApp('/parent/login');
    await screen.findByLabelText('아이디');
    await waitFor(() => expect(s.count(route(centreEndpoints.public))).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.container.querySelector('.family-login-centre')).toBeNull();
  });

  it('refuses empty fields in Korean without calling the server, and shows the server message for a wrong password', async () => {
    const s = serve({
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.login)]: () => fail(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않습니다.'),
    });
    renderApp('/parent/login');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(s.count(route(familyEndpoints.login))).toBe(0);

    await user.type(screen.getByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('a one-time password leads to the password change, every other page leads back there, and the change leads home', async () => {
    let mustChange = true;
    const changes: unknown[] = [];
    serve({
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.login)]: () => ok(familyMe({ mustChangePassword: mustChange })),
      [route(familyEndpoints.changePassword)]: (config) => {
        changes.push(bodyOf(config.data));
        mustChange = false;
        return ok(null);
      },
    });
    const app = renderApp('/parent/login');
    const user = setupUser();
    await user.type(await screen.findByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'Temp-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await screen.findByText('임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꿔 주세요.');
    expect(app.location()).toBe('/parent/password');
    await act(() => app.router.navigate('/parent/more'));
    await waitFor(() => expect(app.location()).toBe('/parent/password'));

    await user.type(screen.getByLabelText('현재 비밀번호'), 'Temp-1234');
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호는 8자 이상이어야 합니다.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'Blue-Whale-2026');
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Blue-Whale-2026');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    await screen.findByRole('heading', { name: '김하늘의 오늘' });
    expect(app.location()).toBe('/parent');
    expect(changes).toEqual([{ currentPassword: 'Temp-1234', newPassword: 'Blue-Whale-2026' }]);
    expect(useFamilyStore.getState().me?.mustChangePassword).toBe(false);
  });
});

describe('parent app shell', () => {
  const twoChildren = familyMe({
    // children in two centres (docs/product/centre.md#guardians)
    children: [familyChild(), familyChild({ childCode: 12, name: '김바다', className: '별님반', classId: 4, centreId: 2, centreName: '별님유치원' })],
  });

  it('a parent with two children switches between them from the header (each named with class and centre); the choice follows the URL and is remembered', async () => {
    serve({ [route(familyEndpoints.me)]: () => ok(twoChildren) });
    const app = renderApp('/parent/c/11/apply');
    await screen.findByRole('heading', { name: '신청' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('김하늘')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(tabs).getByRole('link', { name: /알림장/ })).toHaveAttribute('href', '/parent/c/11/alim');

    const user = setupUser();
    await user.click(within(header).getByRole('combobox', { name: '자녀 선택' }));
    expect(await screen.findAllByTitle('김하늘 (햇님반 · 해님어린이집)')).not.toHaveLength(0);
    await user.click(await screen.findByTitle('김바다 (별님반 · 별님유치원)'));

    await waitFor(() => expect(app.location()).toBe('/parent/c/12/apply'));
    expect(within(header).getByText('김바다')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: /알림장/ })).toHaveAttribute('href', '/parent/c/12/alim');
    expect(localStorage.getItem('kg.family.child')).toBe('12');
  });

  it('the remembered child is the one shown on the next visit; a child who is not the parent’s is not found', async () => {
    localStorage.setItem('kg.family.child', '12');
    serve({ [route(familyEndpoints.me)]: () => ok(twoChildren) });
    const app = renderApp('/parent');
    await screen.findByRole('heading', { name: '김바다의 오늘' });
    // home names the child's own centre
    expect(screen.getByText('별님유치원 · 별님반 · 모')).toBeInTheDocument();
    await act(() => app.router.navigate('/parent/c/99/apply'));
    expect(await screen.findByText('자녀 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(useFamilyStore.getState().childCode).toBe(12);
  });

  it('without a choice on this device it opens on the child the parent is 주 보호자 of, not the oldest', async () => {
    serve({
      [route(familyEndpoints.me)]: () =>
        ok(familyMe({ children: [familyChild({ childCode: 12, name: '김바다', isPrimary: false }), familyChild({ childCode: 11, name: '김하늘' })] })),
    });
    renderApp('/parent');
    await screen.findByRole('heading', { name: '김하늘의 오늘' });
    expect(useFamilyStore.getState().childCode).toBe(11);
  });

  it('a single child has no switcher', async () => {
    serve({ [route(familyEndpoints.me)]: () => ok(familyMe()) });
    renderApp('/parent');
    await screen.findByRole('heading', { name: '김하늘의 오늘' });
    expect(screen.queryByRole('combobox', { name: '자녀 선택' })).not.toBeInTheDocument();
  });

  it('says 인터넷에 연결되어 있지 않습니다 while the phone is offline, and stops when it is back', async () => {
    serve({ [route(familyEndpoints.me)]: () => ok(familyMe()) });
    renderApp('/parent');
    await screen.findByRole('heading', { name: '김하늘의 오늘' });
    expect(screen.queryByText('인터넷에 연결되어 있지 않습니다')).not.toBeInTheDocument();
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText('인터넷에 연결되어 있지 않습니다')).toBeInTheDocument();
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText('인터넷에 연결되어 있지 않습니다')).not.toBeInTheDocument());
    } finally {
      delete (navigator as unknown as Record<string, unknown>).onLine;
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
  });

  it('로그아웃 asks first, ends the session on the server, forgets the children’s cached records and shows login', async () => {
    const s = serve({ [route(familyEndpoints.me)]: () => ok(familyMe()), [route(familyEndpoints.logout)]: () => ok(null), [route(familyEndpoints.session)]: () => ok(null) });
    const app = renderApp('/parent/more');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    expect(s.count(route(familyEndpoints.logout))).toBe(0);
    queryClient.setQueryData(['family', 'alim-note', 'month', 11, '2026-11'], { month: '2026-11', items: [] });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe('/parent/login');
    expect(s.count(route(familyEndpoints.logout))).toBe(1);
    expect(useFamilyStore.getState().me).toBeNull();
    expect(queryClient.getQueryData(['family', 'alim-note', 'month', 11, '2026-11'])).toBeUndefined();
  });

  it('a session that ends (401 on a page’s call) sends the parent to /parent/login with the way back', async () => {
    serve({ [route(familyEndpoints.me)]: () => fail(401, 'INVALID_TOKEN', '다시 로그인해 주세요.'), [route(familyEndpoints.session)]: () => ok(null) });
    const app = renderApp('/parent/c/11/apply');
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe('/parent/login?redirect=%2Fparent%2Fc%2F11%2Fapply');
  });
});
