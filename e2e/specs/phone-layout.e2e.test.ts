import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pageApi } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 800 };

/** Opens each page on a 375 px phone and answers the ones wider than the screen (sideways scrolling), with the width. */
async function tooWide(browser: Browser, account: [string, string] | null, paths: string[] | ((page: Page) => Promise<string[]>), parentApp = false): Promise<string[]> {
  const { context, page } = await newPage(browser, baseUrl, PHONE);
  if (account && parentApp) {
    await page.goto('/parent/login');
    await page.getByLabel('아이디').fill(account[0]);
    await page.getByLabel('비밀번호').fill(account[1]);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/parent\/?$/);
  } else if (account) {
    await login(page, ...account);
    await page.waitForURL(/\/admin\/story/);
  }
  const wide: string[] = [];
  if (typeof paths === 'function') paths = await paths(page);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide.push(`${path}: ${width}px`);
  }
  await context.close();
  return wide;
}

describe('every list and board fits a 375 px phone (no sideways scrolling)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a teacher’s boards and lists', async () => {
    // the pages of cards and boards a teacher works in on a phone (the rest are forms, checked by their own specs)
    const paths = [
      '/admin/story/attendance',
      '/admin/story/alimNote',
      '/admin/story/photo',
      '/admin/story/medicate',
      '/admin/story/rehome',
      '/admin/story/classNote',
      '/admin/child-class',
      '/admin/parents-class',
    ];
    expect(await tooWide(browser, ['teacher1', 'teacher1234!'], paths)).toEqual([]);
  });

  it('a director’s lists and the guide', async () => {
    const paths = ['/admin/class', '/admin/teacher', '/admin/child', '/admin/parents', '/admin/reserve'];
    expect(await tooWide(browser, ['admin', 'admin1234!'], paths)).toEqual([]);
    expect(await tooWide(browser, null, ['/guide', '/guide/step/child-assign'])).toEqual([]);
  });

  it('every page of the parent app (parent1, two children)', async () => {
    const pagesOf = async (page: Page) => {
      const me = await pageApi(page, 'GET', '/api/v2/family/me');
      const child = me.json.data.children[0].childCode as number;
      const sections = ['alim', 'photo', 'apply', 'medicine', 'medicine/new', 'rehome', 'rehome/new', 'notice', 'event', 'menu'];
      return ['/parent', '/parent/more', '/parent/password', ...sections.map((s) => `/parent/c/${child}/${s}`)];
    };
    expect(await tooWide(browser, ['parent1', 'parent1234!'], pagesOf, true)).toEqual([]);
  });

  it('the 알림장 drawer’s help text keeps clear of the text counter', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story/);
    await page.goto('/admin/story/alimNote');
    await page.locator('.alim-tile:not(.is-written)').first().click();
    await page.getByRole('button', { name: '알림장 쓰기 (1명)' }).click();
    const field = page.locator('.ant-form-item').filter({ has: page.getByLabel('공통 내용') });
    // a three-digit count ('120 / 3000') is as wide as the counter gets while a note is written
    await page.getByLabel('공통 내용').fill('오늘은 낙엽을 모아 가을 나무를 꾸몄어요. '.repeat(5).slice(0, 120));
    // measured once the drawer has slid in (mid-way its counter is still off the screen)
    await page.waitForFunction(() => {
      const box = document.querySelector('.ant-input-data-count')?.getBoundingClientRect();
      return !!box && box.right <= window.innerWidth && !document.querySelector('.ant-drawer-panel-motion-right-enter-active, .ant-drawer-content-wrapper[class*="motion"]');
    });
    const counter = await field.locator('.ant-input-data-count').boundingBox();
    const help = field.locator('.ant-form-item-extra');
    // each line of the help text (a range's client rects) against the counter's box
    const overlaps = await help.evaluate((node, box) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((r) => r.right > box.x && r.left < box.x + box.width && r.bottom > box.y && r.top < box.y + box.height).length;
    }, counter!);
    expect(overlaps).toBe(0);
    await context.close();
  });
});
