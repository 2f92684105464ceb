import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { pageApi } from '../support/api';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 812 };

/** The demo's two centres (docs/product/centre.md#demo): the big one and 달빛어린이집 with two classes. */
const FIRST = '햇살어린이집';
const SECOND = '달빛어린이집';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The class names the classes list shows (반 관리). */
async function classNames(page: Page): Promise<string[]> {
  const answer = await pageApi(page, 'GET', '/api/v2/class/search?page=1&size=100');
  return (answer.json.data.items as { className: string }[]).map((c) => c.className).sort();
}

describe('one login in two centres, one guardian of two centres (docs/product/centre.md)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('the manager picks a centre after sign-in, works there only, switches from the header and is remembered', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await login(page, 'manager', 'manager1234!');
    await page.waitForURL('**/admin/centre/choose**');
    await page.getByRole('heading', { name: '원 선택' }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: new RegExp(SECOND) }).click();
    await page.waitForURL('**/admin/story/a1');
    expect(await classNames(page)).toEqual(['보름달반', '초승달반']);
    await page.getByRole('button', { name: `현재 원: ${SECOND}. 다른 원으로 전환` }).waitFor();

    // back to the first centre from the header's switcher: its classes, none of the second's
    await page.getByRole('button', { name: `현재 원: ${SECOND}. 다른 원으로 전환` }).click();
    await page.getByRole('region', { name: '원 전환' }).getByRole('button', { name: new RegExp(FIRST) }).click();
    await page.getByRole('button', { name: `현재 원: ${FIRST}. 다른 원으로 전환` }).waitFor();
    const first = await classNames(page);
    expect(first.length).toBeGreaterThanOrEqual(6); // other specs on this worker's server may add classes
    expect(first.filter((name) => name === '보름달반' || name === '초승달반')).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

    // the device remembers the centre: the next sign-in goes straight there, without the choice
    await context.clearCookies(); // signed out; the device keeps what the app stored
    await login(page, 'manager', 'manager1234!');
    await page.waitForURL('**/admin/story/a1');
    await page.getByRole('button', { name: `현재 원: ${FIRST}. 다른 원으로 전환` }).waitFor();
    await context.close();
  });

  it('the director edits 원 정보 and the header shows the new name; a one-centre login sees no switcher', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin2', 'admin1234!');
    await page.waitForURL('**/admin/story/a1');
    await page.goto('/admin/centre');
    const name = page.getByLabel('원 이름');
    expect(await name.inputValue()).toBe(SECOND);
    await name.fill(`${SECOND} 별관`);
    await page.getByRole('button', { name: /저장/ }).click();
    await page.getByText('원 정보를 저장했습니다.').waitFor();
    await page.getByRole('banner').getByText(`${SECOND} 별관`).waitFor();
    expect(await page.getByRole('button', { name: /다른 원으로 전환/ }).count()).toBe(0);
    // put the name back for the other tests of this worker's server
    await name.fill(SECOND);
    await page.getByRole('button', { name: /저장/ }).click();
    await page.getByRole('banner').getByText(SECOND, { exact: true }).waitFor();
    await context.close();
  });

  it('the grandmother switches between grandchildren of the two centres in the parent app', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await page.goto('/parent/login');
    await page.getByLabel('아이디').fill('grandma');
    await page.getByLabel('비밀번호').fill('parent1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/parent\/?$/);
    const me = await pageApi(page, 'GET', '/api/v2/family/me');
    const children = me.json.data.children as { name: string; centreName: string }[];
    expect(new Set(children.map((c) => c.centreName))).toEqual(new Set([FIRST, SECOND]));

    for (const child of children) {
      await page.getByRole('combobox', { name: '자녀 선택' }).click();
      await page.getByRole('option', { name: new RegExp(`${child.name}.*${child.centreName}`) }).click();
      await page.getByRole('heading', { name: `${child.name}의 오늘` }).waitFor();
      await page.getByText(new RegExp(`^${child.centreName}`)).first().waitFor();
    }
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
