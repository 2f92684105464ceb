import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, centreEndpoints, dashboardEndpoints, type LoginData, type Membership, type StoryClassCard } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { rememberedCentre, useSessionStore } from '@/stores/session';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { loginData, meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

/** One director working in two centres (docs/product/centre.md#switching). */
const memberships: Membership[] = [
  { centreId: 1, centreName: '해님어린이집', role: 'ROLE_ADMIN', className: null },
  { centreId: 2, centreName: '별님유치원', role: 'ROLE_MANAGER', className: null },
];
const inCentre1 = loginData({ centreId: 1, centreName: '해님어린이집', centreCount: 2 });
const inCentre2 = loginData({ tno: 21, role: 'ROLE_MANAGER', centreId: 2, centreName: '별님유치원', centreCount: 2 });

const card = (classId: number, className: string): StoryClassCard => ({
  classId,
  className,
  classColor: '#fde68a',
  teachers: [],
  childCount: 0,
  pausedCount: 0,
});
// each centre's classes: what the class list shows proves which centre's answer it holds
const classesOf: Record<number, StoryClassCard[]> = { 1: [card(3, '햇님반')], 2: [card(8, '별빛반')] };

let server: ReturnType<typeof installFakeServer> | undefined;
const bodies: Record<string, unknown[]> = {};
const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as unknown;

/** A fake server holding one session: `current` is the centre it works in; switch and login move it. */
function serve(start: LoginData, routes: Record<string, FakeHandler> = {}) {
  let current: LoginData | null = start;
  for (const key of Object.keys(bodies)) delete bodies[key];
  const keep = (name: string, config: InternalAxiosRequestConfig) => (bodies[name] ??= []).push(bodyOf(config));
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(current ?? start)),
    [route(authEndpoints.session)]: () => ok(current && meData(current)),
    [route(authEndpoints.login)]: (config) => {
      keep('login', config);
      const wanted = (bodyOf(config) as { centreId?: number }).centreId;
      current = wanted === 2 ? inCentre2 : start;
      return ok(current);
    },
    [route(centreEndpoints.public)]: () => ok({ name: null }),
    [route(centreEndpoints.memberships)]: () => ok(memberships),
    [route(centreEndpoints.switch)]: (config) => {
      keep('switch', config);
      current = (bodyOf(config) as { centreId: number }).centreId === 2 ? inCentre2 : inCentre1;
      return ok(current);
    },
    [route(dashboardEndpoints.classes)]: () => ok(classesOf[(current ?? start).centreId]),
    ...routes,
  });
}

async function signIn(teacherId = 'admin') {
  const user = setupUser();
  await user.type(await screen.findByLabelText('아이디'), teacherId);
  await user.type(screen.getByLabelText('비밀번호'), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ centreByLogin: {} });
  useSessionStore.getState().reset();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('centre switch', () => {
  it('shows the centre in the header; the switcher calls switch, the header shows the new centre and the new centre’s data', async () => {
    serve(inCentre1);
    const user = setupUser();
    const app = renderApp('/admin/story/a1');
    await screen.findByText('햇님반');
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: '현재 원: 해님어린이집. 다른 원으로 전환' }));

    const list = await screen.findByRole('region', { name: '원 전환' });
    const current = await within(list).findByRole('button', { name: /해님어린이집/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    await user.click(within(list).getByRole('button', { name: /별님유치원/ }));

    await waitFor(() => expect(bodies.switch).toEqual([{ centreId: 2 }]));
    expect(await within(header).findByRole('button', { name: '현재 원: 별님유치원. 다른 원으로 전환' })).toBeInTheDocument();
    // the cached class list of the first centre is gone: the page shows the second centre's
    expect(await screen.findByText('별빛반')).toBeInTheDocument();
    expect(screen.queryByText('햇님반')).not.toBeInTheDocument();
    expect(app.location()).toBe('/admin/story/a1');
    expect(useSessionStore.getState()).toMatchObject({ centreId: 2, centreName: '별님유치원', role: 'ROLE_MANAGER' });
    expect(useSessionStore.getState().profile?.tno).toBe(21);
    expect(rememberedCentre('admin')).toBe(2);
  });

  it('shows a single centre’s name without a switcher', async () => {
    serve(loginData());
    renderApp('/admin/story/a1');
    await screen.findByText('햇님반');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('해님어린이집')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /다른 원으로 전환/ })).not.toBeInTheDocument();
    expect(server!.count(route(centreEndpoints.memberships))).toBe(0);
  });
});

describe('centre choice after sign-in', () => {
  it('asks a two-centre login with no centre remembered on this device to pick one, then switches to it', async () => {
    serve(inCentre1);
    // signed out: the session answer is null until the login
    const app = renderApp('/admin/login');
    server!.restore();
    serve(inCentre1, { [route(authEndpoints.session)]: () => ok(null) });
    await signIn();

    await screen.findByRole('heading', { name: '원 선택' });
    expect(app.location()).toBe('/admin/centre/choose');
    expect(bodies.login).toEqual([{ teacherId: 'admin', passwd: 'secret-pass-1', rememberMe: false }]);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /별님유치원/ }));

    await waitFor(() => expect(bodies.switch).toEqual([{ centreId: 2 }]));
    await screen.findByText('별빛반');
    expect(app.location()).toBe('/admin/story/a1');
    expect(rememberedCentre('admin')).toBe(2);
  });

  it('keeping the centre the session started in only remembers it, and goes where the user was going', async () => {
    serve(inCentre1, { [route(authEndpoints.session)]: () => ok(null) });
    const app = renderApp('/admin/login?redirect=%2Fadmin%2Fstory%2Fa1%3Fx%3D1');
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /해님어린이집/ }));
    await waitFor(() => expect(app.location()).toBe('/admin/story/a1?x=1'));
    expect(bodies.switch).toBeUndefined();
    expect(rememberedCentre('admin')).toBe(1);
  });

  it('sends the remembered centre at the next sign-in and skips the choice', async () => {
    useSessionStore.getState().rememberCentre('admin', 2);
    serve(inCentre1, { [route(authEndpoints.session)]: () => ok(null) });
    const app = renderApp('/admin/login');
    await signIn();
    await waitFor(() => expect(app.location()).toBe('/admin/story/a1'));
    expect(bodies.login).toEqual([{ teacherId: 'admin', passwd: 'secret-pass-1', rememberMe: false, centreId: 2 }]);
    expect(await screen.findByText('별빛반')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /현재 원: 별님유치원/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '원 선택' })).not.toBeInTheDocument();
  });

  it('names the centre on the sign-in page of a single-centre deployment', async () => {
    serve(loginData(), {
      [route(authEndpoints.session)]: () => ok(null),
      [route(centreEndpoints.public)]: () => ok({ name: '해님어린이집' }),
    });
    renderApp('/admin/login');
    expect(await screen.findByText('해님어린이집')).toHaveClass('login-centre-name');
    expect(screen.getByRole('heading', { name: '어린이집 관리' })).toBeInTheDocument();
  });

  it('names no centre when the deployment has several', async () => {
    serve(loginData(), { [route(authEndpoints.session)]: () => ok(null) });
    const { container } = renderApp('/admin/login');
    await screen.findByLabelText('아이디');
    await waitFor(() => expect(server!.count(route(centreEndpoints.public))).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.login-centre-name')).toBeNull();
  });
});
