import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, login, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 800 };

/** "출석 12 / 14명" on the dashboard → [12, 14]. */
async function attendanceStat(page: Page): Promise<[number, number]> {
  const stat = page.locator('.dashboard-stat').filter({ hasText: '출석' }).locator('.dashboard-stat-value');
  await stat.waitFor();
  const [present, total] = ((await stat.textContent()) ?? '').match(/\d+/g)!.map(Number);
  return [present, total];
}

async function openDashboard(page: Page) {
  await page.goto('/admin/story/a2');
  await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
}

/** A small photo as a phone would send it (JPEG). */
function photo(hue: number) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 180, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
}

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a class day as teacher1 on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('takes attendance and sees the dashboard count change', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    const [before, total] = await attendanceStat(page);
    expect(total).toBeGreaterThan(before); // the demo leaves a few children not yet checked today

    await page.goto('/admin/story/attendance');
    const rows = page.locator('.attendance-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(total);
    // everyone not yet checked in, at once
    await page.getByRole('button', { name: '모두 출석' }).click();
    await page.getByRole('alert').filter({ hasText: '출석으로 기록했습니다.' }).waitFor();
    await page.locator('.attendance-count.is-not-yet dd').filter({ hasText: /^0$/ }).waitFor();
    expect(await page.locator('.attendance-row.is-not-yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: '모두 출석' }).isDisabled()).toBe(true);

    // one tap: a child goes home sick — 결석 for the day
    const name = (await rows.first().locator('.attendance-name').textContent())!;
    await page.getByRole('radiogroup', { name: `${name} 출석 상태` }).getByText('결석', { exact: true }).click();
    await page.locator('.attendance-row.is-absent').filter({ hasText: name }).waitFor();
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);

    await openDashboard(page);
    await expect.poll(() => attendanceStat(page)).toEqual([total - 1, total]);
    await context.close();
  });

  it('uploads an album of several photos with progress, tags children and saves it', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await page.goto('/admin/story/photo/new');

    const tags = page.getByRole('group', { name: '태그할 원아' });
    await tags.locator('.photo-child-tag:not(.is-refused)').first().waitFor();
    // a child without photo consent is flagged and cannot be tagged
    expect(await tags.locator('.photo-child-tag.is-refused').count()).toBeGreaterThan(0);
    const chosen = tags.locator('.photo-child-tag:not(.is-refused)');
    const taggedNames = [(await chosen.nth(0).textContent())!, (await chosen.nth(1).textContent())!];
    await chosen.nth(0).click();
    await chosen.nth(1).click();

    const files = await Promise.all([40, 90, 140, 190, 240].map(async (hue, i) => ({
      name: `소풍-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(hue),
    })));
    await page.locator('.photo-uploader input[type=file]').setInputFiles(files);
    // a progress bar for each photo and one for all of them, then a thumbnail for each
    await page.getByRole('progressbar', { name: /소풍-1\.jpg 진행률/ }).waitFor();
    await page.getByLabel(/전체 \d+\/5장 업로드/).waitFor();
    await expect.poll(() => page.locator('.photo-upload-item.is-done img').count(), { timeout: 30_000 }).toBe(5);

    await page.getByLabel('제목').fill('가을 소풍 사진');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/story\/photo\/\d+$/);
    await page.getByText('가을 소풍 사진').first().waitFor();
    await expect.poll(() => page.locator('.photo-grid img').count()).toBe(5);
    for (const name of taggedNames) expect(await page.locator('body').textContent()).toContain(name.trim());
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
