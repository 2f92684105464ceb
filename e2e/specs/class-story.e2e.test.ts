import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SignJWT, decodeJwt } from 'jose';
import sharp from 'sharp';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
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

  it("opens the dashboard with its route's chunks named in the page, each asked for once", async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    const url = page.url();
    // signed in, with an empty cache
    const cold = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, storageState: await context.storageState() });
    const fresh = await cold.newPage();
    const asked = new Map<string, number>();
    fresh.on('request', (request) => asked.set(request.url(), (asked.get(request.url()) ?? 0) + 1));
    await fresh.goto(url);
    await attendanceStat(fresh);
    const html = await (await fresh.request.get(url)).text();
    const named = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(([, href]) => new URL(href, baseUrl).href);
    expect(named.some((href) => /\/assets\/dashboard-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => href.endsWith('.css'))).toBe(true);
    // a preload that differs from the request the page makes later (its crossorigin) would be fetched twice
    for (const href of named) expect(asked.get(href), href).toBe(1);
    await cold.close();
    await context.close();
  });

  it('writes 알림장 for three children at once with their own record chips', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await page.goto('/admin/story/alimNote');
    const unwritten = page.locator('.alim-tile:not(.is-written)');
    await unwritten.first().waitFor();
    expect(await unwritten.count()).toBeGreaterThanOrEqual(3);
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tile = page.locator('.alim-tile:not(.is-written):not(.is-selected)').first();
      names.push((await tile.locator('.alim-tile-name').textContent())!);
      await tile.click();
    }
    await page.getByRole('button', { name: '알림장 쓰기 (3명)' }).click();

    const drawer = page.getByRole('dialog', { name: '알림장 쓰기 · 3명' });
    await drawer.getByLabel('공통 내용').fill('오늘은 낙엽을 모아 가을 나무를 꾸몄어요.');
    const moods = ['좋음', '보통', '나쁨'];
    for (const [i, name] of names.entries()) {
      const entry = drawer.getByRole('group', { name, exact: true });
      await entry.getByRole('group', { name: '기분' }).getByRole('button', { name: moods[i], exact: true }).click();
      await entry.getByRole('group', { name: '식사' }).getByRole('button', { name: '잘 먹음', exact: true }).click();
    }
    await drawer.getByRole('button', { name: '3명 저장' }).click();
    await page.getByRole('alert').filter({ hasText: '3명의 알림장을 저장했습니다.' }).waitFor();
    for (const name of names) await page.locator('.alim-tile.is-written').filter({ hasText: name }).waitFor();

    // each child got the shared text and their own mood
    await page.locator('.alim-tile.is-written').filter({ hasText: names[2] }).click();
    const note = page.getByRole('dialog', { name: '알림장' });
    await note.getByRole('heading', { name: `${names[2]} 알림장` }).waitFor();
    await note.getByText('오늘은 낙엽을 모아 가을 나무를 꾸몄어요.').waitFor();
    expect(await note.textContent()).toContain('나쁨');
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('a half-written 알림장 survives an idle sign-out and a new login', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.clock.install();
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await page.goto('/admin/story/alimNote');
    const tile = page.locator('.alim-tile:not(.is-written)').first();
    const name = (await tile.locator('.alim-tile-name').textContent())!;
    await tile.click();
    await page.getByRole('button', { name: '알림장 쓰기 (1명)' }).click();
    const drawer = page.getByRole('dialog', { name: '알림장 쓰기 · 1명' });
    await drawer.getByLabel('공통 내용').fill('점심 먹고 블록 놀이를 하다가');
    await drawer.getByRole('group', { name, exact: true }).getByRole('group', { name: '기분' }).getByRole('button', { name: '좋음', exact: true }).click();

    // 13 idle minutes: the warning offers to stay
    await page.clock.fastForward('13:10');
    await page.getByRole('dialog', { name: '자동 로그아웃 안내' }).waitFor();
    // …nobody answers: the server's token runs out, and so does the page's count
    const at = (await context.cookies()).find((c) => c.name === 'AT')!;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...decodeJwt(at.value), iat: now - 1000, exp: now - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    await context.addCookies([{ ...at, value: expired }]);
    await page.clock.fastForward('02:30');
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await page.getByText('오래 사용하지 않아 로그아웃되었습니다.', { exact: false }).waitFor();

    await page.getByLabel('아이디').fill('teacher1');
    await page.getByLabel('비밀번호').fill('teacher1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL('**/admin/story/alimNote');
    // the drawer that was open opens again by itself
    const again = page.getByRole('dialog', { name: '알림장 쓰기 · 1명' });
    await again.getByText('저장하지 않은 작성 내용을 불러왔습니다.', { exact: false }).waitFor();
    expect(await again.getByLabel('공통 내용').inputValue()).toBe('점심 먹고 블록 놀이를 하다가');
    const mood = again.getByRole('group', { name, exact: true }).getByRole('group', { name: '기분' }).getByRole('button', { name: '좋음', exact: true });
    expect(await mood.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('uploads an album of several photos with progress, tags children and saves it; then renames it and reorders its photos', async () => {
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
    // the photos stay in the order they were dropped
    const gridSources = () => page.locator('.photo-grid img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const saved = await gridSources();

    // 수정: the same form, filled in; the last photo is dragged onto the first, another moved with the keyboard
    await page.getByRole('button', { name: '수정' }).click();
    await page.waitForURL(/\/admin\/story\/photo\/\d+\?mode=edit$/);
    const list = page.getByRole('list', { name: '사진' });
    const names = () => list.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
    await expect.poll(names).toEqual(['소풍-1.jpg', '소풍-2.jpg', '소풍-3.jpg', '소풍-4.jpg', '소풍-5.jpg']);
    expect(await page.getByLabel('제목').inputValue()).toBe('가을 소풍 사진');
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await list
      .getByRole('listitem', { name: '소풍-5.jpg' })
      .locator('.photo-drag-handle')
      .dragTo(list.getByRole('listitem', { name: '소풍-1.jpg' }).locator('.photo-upload-thumb'));
    await expect.poll(names).toEqual(['소풍-5.jpg', '소풍-1.jpg', '소풍-2.jpg', '소풍-3.jpg', '소풍-4.jpg']);
    await list.getByRole('button', { name: '소풍-1.jpg 뒤로' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['소풍-5.jpg', '소풍-2.jpg', '소풍-1.jpg', '소풍-3.jpg', '소풍-4.jpg']);
    // the moved photo keeps the focus: Enter again moves it on
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['소풍-5.jpg', '소풍-2.jpg', '소풍-3.jpg', '소풍-1.jpg', '소풍-4.jpg']);

    await page.getByLabel('제목').fill('가을 소풍 사진 (고침)');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/story\/photo\/\d+$/);
    await page.getByRole('heading', { name: '가을 소풍 사진 (고침)' }).waitFor();
    await expect.poll(gridSources).toEqual([saved[4], saved[1], saved[2], saved[0], saved[3]]);
    // and after a reload, from the server
    await page.reload();
    await page.getByRole('heading', { name: '가을 소풍 사진 (고침)' }).waitFor();
    await expect.poll(gridSources).toEqual([saved[4], saved[1], saved[2], saved[0], saved[3]]);
    await context.close();
  });
});
