import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };
/** Roles whose name a screen reader says when it reaches them. */
const NAMED_ROLES = /^(button|link|img|checkbox|radio|switch|spinbutton|combobox|menuitem|tab|textbox|slider)$/;

/**
 * What a screen reader would hear on each page that is not Korean (docs/product/README.md#accessibility): a control or
 * picture named only in Latin letters ('medicine-box', 'Increase Value'), or a button or link with no name at all.
 * Read from the page's accessibility tree (Playwright's ARIA snapshot).
 */
async function unnamed(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const tree = await page.locator('body').ariaSnapshot();
    for (const line of tree.split('\n')) {
      const match = /^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
      if (!match || !NAMED_ROLES.test(match[1])) continue;
      const [, role, name = ''] = match;
      const latinOnly = /[A-Za-z]/.test(name) && !/[가-힣]/.test(name) && !/\d/.test(name) && !/[@.]/.test(name);
      const nameless = name === '' && (role === 'button' || role === 'link');
      if (latinOnly || nameless) found.push(`${path}: ${role} "${name}"`);
    }
  }
  return [...new Set(found)];
}

describe('every page speaks Korean to a screen reader', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a director’s pages on a desktop', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await login(page, 'admin', 'admin1234!');
    await page.waitForURL(/\/admin\/story/);
    const paths = ['/admin/story/a1', '/admin/class', '/admin/teacher', '/admin/child', '/admin/parents', '/admin/reserve', '/admin/notice', '/admin/menu/weekly', '/admin/menu/weekly/new', '/admin/event', '/admin/event/new', '/admin/facilities/photos'];
    expect(await unnamed(page, paths)).toEqual([]);
    await context.close();
  });

  it('a teacher’s day on a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story/);
    const paths = ['/admin/story/a2', '/admin/story/attendance', '/admin/story/alimNote', '/admin/story/medicate', '/admin/story/rehome', '/admin/story/photo', '/admin/story/classNote', '/admin/story/weekly-schedule', '/admin/child-class', '/admin/teacher/modify'];
    expect(await unnamed(page, paths)).toEqual([]);
    await context.close();
  });

  it('the parent app and the login pages', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    expect(await unnamed(page, ['/admin/login', '/admin/password-help', '/parent/login', '/parent/password-help'])).toEqual([]);
    await page.goto('/parent/login');
    await page.getByLabel('아이디').fill('parent1');
    await page.getByLabel('비밀번호').fill('parent1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/parent\/?$/);
    const child = /\/parent\/c\/(\d+)/.exec((await page.locator('a[href^="/parent/c/"]').first().getAttribute('href')) ?? '')?.[1];
    const sections = ['alim', 'photo', 'apply', 'medicine/new', 'rehome/new', 'notice', 'event', 'menu'];
    expect(await unnamed(page, ['/parent', '/parent/more', ...sections.map((s) => `/parent/c/${child}/${s}`)])).toEqual([]);
    await context.close();
  });
});
