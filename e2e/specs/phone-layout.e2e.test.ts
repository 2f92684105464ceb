import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 800 };

/** Opens each page on a 375 px phone and answers the ones wider than the screen (sideways scrolling), with the width. */
async function tooWide(browser: Browser, account: [string, string] | null, paths: string[]): Promise<string[]> {
  const { context, page } = await newPage(browser, baseUrl, PHONE);
  if (account) {
    await login(page, ...account);
    await page.waitForURL(/\/admin\/story/);
  }
  const wide: string[] = [];
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
});
