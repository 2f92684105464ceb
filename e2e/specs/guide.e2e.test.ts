import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { findGuideStep } from '../../apps/web/src/features/guide/guide-catalog';
import { tours } from '../../apps/web/src/features/guide/tours';
import { setupChecklist } from '@kg/contract';
import { pageApi } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 800 };

async function signIn(browser: Browser, loginId: string, password: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await login(page, loginId, password);
  await page.waitForURL(/\/admin\/story/);
  return { context, page };
}

/** Every picture of the step page has loaded from the server (none is missing or broken). */
async function picturesLoaded(page: Page): Promise<number[]> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.guide-screen img')].every((img) => img.complete));
  return page.$$eval('.guide-screen img', (imgs) => (imgs as HTMLImageElement[]).map((img) => img.naturalWidth));
}

/** The tour panel has stopped moving to its stop (it glides there): a click now lands on its own buttons. */
async function settled(panel: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await panel.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { interval: 100 })
    .toBe(true);
}

describe('사용 안내', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a teacher opens 도움말 from the 알림장 page on a phone, lands on its step with its pictures, and goes back', async () => {
    const { context, page } = await signIn(browser, 'teacher1', 'teacher1234!', PHONE);
    await page.goto('/admin/story/alimNote');
    await page.getByRole('heading', { level: 1, name: '알림장' }).waitFor();
    await page.getByRole('link', { name: '도움말' }).click();
    await page.waitForURL(/\/guide\/step\/alim-note\?from=/);
    const { step } = findGuideStep('alim-note')!;
    await page.getByRole('heading', { level: 2, name: step.title }).waitFor();
    const widths = await picturesLoaded(page);
    expect(widths).toHaveLength(step.screens.length);
    for (const width of widths) expect(width).toBeGreaterThan(300);
    // the numbered actions are the content's, in order
    const actions = await page.locator('.guide-actions li').allTextContents();
    expect(actions).toEqual(step.screens.flatMap((screen) => screen.actions.map((action) => action.text)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: /보던 화면으로/ }).click();
    await page.waitForURL(/\/admin\/story\/alimNote$/);
    await context.close();
  });

  it('the dashboard tour walks through its stops in order', async () => {
    const { context, page } = await signIn(browser, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+/);
    await page.locator('[data-tour="dashboard-stats"]').waitFor();
    // the allergy card is there only when today's menu meets a child's allergy (not at weekends)
    await page.waitForLoadState('networkidle');
    const present = await page.evaluate(
      (targets) => targets.filter((target) => document.querySelector(`[data-tour="${target}"]`)),
      tours.dashboard.map((stop) => stop.target),
    );
    const expected = tours.dashboard.filter((stop) => present.includes(stop.target));
    expect(expected.length).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: '화면 안내' }).click();
    const panel = page.locator('.ant-tour:visible');
    for (const [i, stop] of expected.entries()) {
      await expect.poll(() => panel.locator('.ant-tour-title').textContent()).toBe(stop.title);
      expect(await panel.locator('.ant-tour-description').textContent()).toBe(stop.description);
      // the stop's element is brought on screen
      expect(await page.locator(`[data-tour="${stop.target}"]`).isVisible()).toBe(true);
      const isLast = i === expected.length - 1;
      await settled(panel);
      await panel.getByRole('button', { name: isLast ? '종료' : '다음' }).click();
    }
    await expect.poll(() => page.locator('.ant-tour:visible').count()).toBe(0);
    await context.close();
  });

  it('works signed out: search finds a step at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/guide');
    await page.getByRole('heading', { level: 2, name: '사용 안내' }).waitFor();
    await page.getByLabel('안내 검색').fill('임시 비밀번호');
    await page.getByLabel('안내 검색').press('Enter');
    await page.waitForURL(/\/guide\?q=/);
    const { step } = findGuideStep('temp-password')!;
    // the step whose title is the query comes first
    const first = page.locator('.guide-card-list a').first();
    expect(await first.locator('.ant-card-head-title').textContent()).toBe(step.title);
    await first.click();
    await page.waitForURL(/\/guide\/step\/temp-password$/);
    await page.getByRole('heading', { level: 2, name: step.title }).waitFor();
    expect((await picturesLoaded(page)).every((width) => width > 300)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('the director sees 새 학년도 준비 as the server counts it and opens the step that finishes an open item', async () => {
    const { context, page } = await signIn(browser, 'admin', 'admin1234!');
    const card = page.locator('.setup-checklist');
    await card.waitFor();
    // what the data says now (other specs add classes and children to the demo centre): the same items are ticked
    const status = (await pageApi(page, 'GET', '/api/v2/guide/setup-status')).json.data;
    const items = setupChecklist(status);
    // the demo centre has two children waiting for a class (입소 예정)
    expect(status.childrenWithoutClass).toBeGreaterThanOrEqual(2);
    await expect.poll(() => card.textContent()).toContain(`반이 없는 원아 ${status.childrenWithoutClass}명`);
    expect(await card.locator('li').evaluateAll((lis) => lis.map((li) => li.classList.contains('is-done')))).toEqual(items.map((item) => item.done));
    await card.locator('li', { hasText: '원아 반 배정' }).getByRole('link', { name: '방법 보기' }).click();
    await page.waitForURL(/\/guide\/step\/child-assign/);
    await page.getByRole('heading', { level: 2, name: findGuideStep('child-assign')!.step.title }).waitFor();
    await context.close();
  });
});
