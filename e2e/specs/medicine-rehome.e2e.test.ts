import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 800 };

/** teacher1 on a phone: today's open record of a list, opened from its card. */
async function openTodaysRequested(page: Page, listPath: string) {
  await page.goto(`${listPath}?status=REQUESTED`);
  const card = page.locator('.list-cards li.is-highlighted a').first();
  await card.waitFor({ state: 'visible' });
  await card.click();
  await page.locator('.record-detail').waitFor({ state: 'visible' });
}

describe('투약의뢰서 and 귀가동의서 as teacher1 on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('checks a medicine request, logs a dose and completes it with a comment', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await openTodaysRequested(page, '/admin/story/medicate');
    expect(await page.getByRole('button', { name: '투약 완료' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '투약의뢰서를 확인했습니다.' }).waitFor();
    await page.getByRole('button', { name: '투약 기록' }).click();
    await page.getByRole('dialog').getByLabel('메모').fill('점심 식후 30분');
    await page.getByRole('dialog').getByRole('button', { name: '기록' }).click();
    await page.locator('.dose-list').getByText('점심 식후 30분').waitFor();

    await page.getByLabel('교사 의견').fill('점심 먹고 잘 먹었어요.');
    await page.getByRole('button', { name: '투약 완료' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByText('투약이 완료된 의뢰서입니다.').waitFor();
    expect(await page.locator('.record-facts').textContent()).toContain('점심 먹고 잘 먹었어요.');
    // the page fits a 375 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: '목록' }).click();
    await page.waitForURL('**/admin/story/medicate?status=REQUESTED');
    await context.close();
  });

  it('checks a pickup consent and hands the child over', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'teacher1', 'teacher1234!');
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    await openTodaysRequested(page, '/admin/story/rehome');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '귀가동의서를 확인했습니다.' }).waitFor();
    // the page shows the checked record (and, for a pickup person not on the list, the reason field with it) once the
    // button is enabled: the alert may come first
    const handOver = page.getByRole('button', { name: '귀가 완료' });
    await expect.poll(() => handOver.isEnabled()).toBe(true);
    const reason = page.getByLabel(/인계 사유/);
    if (await reason.count()) await reason.fill('어머니와 통화하여 인계 확인');
    await handOver.click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByText('귀가 완료되었거나 취소된 귀가동의서입니다.').waitFor();
    expect(await page.locator('.record-facts').textContent()).toContain('인계');
    await context.close();
  });
});
