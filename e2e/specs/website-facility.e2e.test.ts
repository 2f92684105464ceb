import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();

const photo = async (hue: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 160, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

describe('시설 사진 as the admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('uploads a space with photos and captions, then moves it up in the order', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin', 'admin1234!');
    await page.waitForURL(/\/admin\/story/);
    await page.goto('/admin/facilities/photos/new');
    await page.getByLabel('공간 이름').fill('실내 놀이실');
    await page.getByLabel('설명').fill('비 오는 날 뛰어노는 곳');
    await page.locator('input[type="file"]').setInputFiles([
      { name: '볼풀.jpg', mimeType: 'image/jpeg', buffer: await photo(20) },
      { name: '블록.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
    ]);
    await page.getByLabel('볼풀.jpg 사진 설명').fill('알록달록 볼풀');
    await page.getByLabel('블록.jpg 사진 설명').fill('큰 블록 놀이');
    // the second photo first
    await page.getByRole('button', { name: '블록.jpg 위로' }).click();
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL('**/admin/facilities/photos');

    const section = page.locator('section.facility-section').filter({ has: page.getByRole('heading', { name: '실내 놀이실' }) });
    await section.waitFor();
    expect(await section.locator('.facility-photo-grid img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual([
      '실내 놀이실 사진 1: 큰 블록 놀이',
      '실내 놀이실 사진 2: 알록달록 볼풀',
    ]);
    const titles = () => page.locator('section.facility-section h2').allTextContents();
    const before = await titles();
    expect(before.at(-1)).toBe('실내 놀이실');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/facilities/order') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: '실내 놀이실 위로' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await section.waitFor();
    const after = await titles();
    expect(after.at(-2)).toBe('실내 놀이실');
    expect(after.at(-1)).toBe(before.at(-2));
    await context.close();
  });
});
