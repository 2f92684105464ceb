import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SignJWT, decodeJwt } from 'jose';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();

describe('signing in with the demo accounts (docs/product/auth.md#after-login)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('/ goes to the login page', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: '로그인' }).waitFor({ state: 'visible' });
    expect(await page.getByLabel('아이디').inputValue()).toBe('');
    await context.close();
  });

  it('admin and manager land on the class list (story/a1)', async () => {
    for (const [id, pw] of [
      ['admin', 'admin1234!'],
      ['manager', 'manager1234!'],
    ]) {
      const { context, page } = await newPage(browser, baseUrl);
      await login(page, id, pw);
      // the demo manager works at both demo centres: a first sign-in on a device picks one (docs/product/centre.md)
      if (id === 'manager') {
        await page.waitForURL('**/admin/centre/choose**');
        await page.getByRole('button', { name: /햇살어린이집/ }).click();
      }
      await page.waitForURL('**/admin/story/a1');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-role'))).toBe(
        id === 'admin' ? 'ROLE_ADMIN' : 'ROLE_MANAGER',
      );
      await context.close();
    }
  });

  it('teacher1 lands on their class dashboard; teacher9 (no class) on their profile', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await context.close();

    const second = await newPage(browser, baseUrl);
    await login(second.page, 'teacher9', 'teacher1234!');
    await second.page.waitForURL('**/admin/teacher/modify');
    await second.context.close();
  });

  it('a wrong password shows the server message and stays on login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'teacher1', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' }).first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('a teacher opening /admin/class is sent to the story pages', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await page.goto('/admin/class');
    await page.waitForURL(/\/admin\/story(\/|$)/);
    expect(new URL(page.url()).pathname).not.toBe('/admin/class');
    await context.close();
  });

  it('pages run under the strict CSP without a violation, and the login page logs nothing', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval|EvalError/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/EvalError|Content Security Policy/i.test(error.message)) violations.push(error.message);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]); // a first visit asks who is signed in without a 401
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    for (const path of ['/admin/story/alimNote', '/admin/story/attendance', '/admin/story/photo', '/admin/story/medicine']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // the forms validate with the contract's zod schemas: the check that once compiled them with new Function
    await page.goto('/admin/teacher/modify');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('an unknown path shows the not-found page', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/this/does/not/exist');
    await page.getByText('페이지를 찾을 수 없습니다.').first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/this/does/not/exist');
    await context.close();
  });

  it('a protected page without a session goes to login with a redirect, and back after login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/admin/notice');
    await page.waitForURL('**/admin/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/notice');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('admin1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL('**/admin/notice');
    await context.close();
  });

  it('logout ends the session: protected pages send you back to login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin', 'admin1234!');
    await page.waitForURL('**/admin/story/a1');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/admin/login**');
    const me = await page.evaluate(async () => (await fetch('/api/v2/me', { credentials: 'include' })).status);
    expect(me).toBe(401);
    await page.goto('/admin/story/a1');
    await page.waitForURL('**/admin/login?redirect=*');
    await context.close();
  });

  it('remember-me survives an access-token expiry: the client refreshes once and carries on', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin', 'admin1234!', true);
    await page.waitForURL('**/admin/story/a1');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('remember_me'))).toBe('1');
    // Off the app before the token expires: on a busy machine the landing page can still be making its first calls
    // after "network idle", and a refresh it started would be cut off by the navigation below and counted too.
    await page.goto('about:blank');

    // Replace the access cookie with the same session's token, expired a minute ago (what 15 idle minutes leave).
    const cookies = await context.cookies();
    const at = cookies.find((c) => c.name === 'AT');
    expect(at).toBeTruthy();
    const claims = decodeJwt(at!.value);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 1000, exp: now - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    await context.addCookies([{ ...at!, value: expired }]);
    const before = await (await context.request.get('/api/v2/me')).json();
    expect(before.code).toBe('AT_EXPIRED');

    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/refresh')) refreshes.push(r.url());
    });
    await page.goto('/admin/notice');
    await page.waitForURL('**/admin/notice');
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(refreshes).toHaveLength(1);
    const after = await page.evaluate(async () => (await fetch('/api/v2/me', { credentials: 'include' })).json());
    expect(after.data.username).toBe('admin');
    await context.close();
  });

  it('works on a phone-sized screen: the menu opens as a drawer', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('알림장', { exact: true }).click();
    await page.waitForURL('**/admin/story/alimNote');
    await context.close();
  });
});
