import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const CLASS_NAME = '은하수반';
const TEACHER = { id: 'rainbow01', password: 'Rainbow-2026-sky', name: '한무지' };
const CHILDREN = [
  { name: '서하람', birthDate: '2022-04-02' },
  { name: '윤다온', birthDate: '2022-09-17' },
];
const PARENT = { name: '서엄마', relation: '모', phone: '010-4321-8765', loginId: 'haram.mom' };

/**
 * Opens an antd Select (by its label) and picks the option whose text contains `option`, in that select's own
 * dropdown (several selects list the same class names). A select opened while the page re-renders with fresh data
 * can close again, so opening is retried until the option can be clicked.
 */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await page.waitForLoadState('networkidle');
  const input = scope.getByLabel(label, { exact: true });
  for (let attempt = 1; ; attempt++) {
    await input.click();
    const listId = await input.getAttribute('aria-controls');
    const dropdown = page.locator(`.ant-select-dropdown:has([id="${listId}"])`);
    try {
      await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
      await dropdown.waitFor({ state: 'hidden' });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function typeDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(date);
  await input.press('Enter');
}

/** The child list searched by name, and the child's row in it (desktop table). */
async function findChild(page: Page, name: string) {
  await page.goto(`/admin/child?searchType=name&keyword=${encodeURIComponent(name)}`);
  return page.locator('tr').filter({ has: page.getByRole('link', { name, exact: true }) });
}

describe('setting a centre up (issue: centre administration)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an admin creates a class, a teacher and two children, assigns them, changes a status and exports Excel', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin', 'admin1234!');
    await page.waitForURL('**/admin/story/a1');

    // the class
    await page.goto('/admin/class/new');
    await page.getByLabel('반 이름').fill(CLASS_NAME);
    await choose(page, page, '연령', '만 3세');
    await page.getByLabel('정원').fill('15');
    await page.getByRole('button', { name: '등록' }).click();
    await page.waitForURL(/\/admin\/class\/\d+$/);
    await page.getByRole('heading', { name: CLASS_NAME }).waitFor();

    // the teacher, with the class
    await page.goto('/admin/teacher/new');
    await page.getByLabel('아이디').fill(TEACHER.id);
    await page.getByLabel('비밀번호', { exact: true }).fill(TEACHER.password);
    await page.getByLabel('비밀번호 확인').fill(TEACHER.password);
    await page.getByLabel('이름').fill(TEACHER.name);
    await choose(page, page, '권한', '교사');
    await choose(page, page, '담당 반', CLASS_NAME);
    await page.getByRole('button', { name: '등록' }).click();
    await page.waitForURL(/\/admin\/teacher\/\d+$/);
    await page.getByRole('heading', { name: TEACHER.name }).waitFor();

    // two new children, not yet in a class
    // one after another in the same drawer: a saved child offers 보호자 추가 and 다음 원아 등록
    await page.goto('/admin/child');
    await page.getByRole('button', { name: '원아 등록' }).click();
    const drawer = page.getByRole('dialog', { name: '원아 등록' });
    for (const [i, child] of CHILDREN.entries()) {
      await drawer.getByLabel('이름', { exact: true }).fill(child.name);
      await drawer.getByText('여', { exact: true }).click();
      await typeDate(drawer, '생년월일', child.birthDate);
      await drawer.getByRole('button', { name: '저장' }).click();
      await drawer.getByText(`${child.name} 원아를 등록했습니다.`).waitFor();
      await drawer.getByRole('button', { name: '보호자 추가' }).waitFor();
      if (i < CHILDREN.length - 1) await drawer.getByRole('button', { name: '다음 원아 등록' }).click();
    }
    await drawer.getByRole('button', { name: '닫기' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // assign both to the new class at once, with a preview
    await page.getByRole('button', { name: '반 이동' }).click();
    const move = page.getByRole('dialog', { name: '반 이동' });
    await choose(page, move, '옮길 원아가 있는 반', '미배정');
    for (const child of CHILDREN) await move.getByRole('checkbox', { name: child.name }).check();
    await choose(page, move, '옮길 반', CLASS_NAME);
    await move.getByRole('button', { name: '미리보기' }).click();
    await move.getByText('원아 2명의 반이 바뀝니다.').waitFor();
    await move.getByRole('button', { name: '적용' }).click();
    await page.getByRole('dialog').filter({ hasText: '원아 2명의 반을 변경할까요?' }).getByRole('button', { name: '확인' }).click();
    await move.waitFor({ state: 'hidden' });
    for (const child of CHILDREN) await (await findChild(page, child.name)).getByText(CLASS_NAME).waitFor();

    // a status change, confirmed
    await (await findChild(page, CHILDREN[1].name)).getByRole('link').first().click();
    await page.waitForURL(/\/admin\/child\/\d+/);
    await choose(page, page, '상태', '휴원');
    await page.getByRole('button', { name: '상태 변경' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.locator('main').getByText('휴원', { exact: true }).first().waitFor();

    // a parent for the other child (the teacher sees them in the class's parent list)
    await (await findChild(page, CHILDREN[0].name)).getByRole('link').first().click();
    await page.getByRole('button', { name: '보호자 추가' }).click();
    const parentForm = page.getByRole('dialog', { name: `${CHILDREN[0].name} 원아의 보호자 추가` });
    await parentForm.getByLabel('보호자 이름').fill(PARENT.name);
    await parentForm.getByLabel('관계').fill(PARENT.relation);
    await parentForm.getByLabel('휴대전화').fill(PARENT.phone);
    await parentForm.getByLabel('학부모 앱 아이디').fill(PARENT.loginId);
    await parentForm.getByRole('button', { name: '보호자 추가' }).click();
    const oneTime = page.getByRole('dialog', { name: '학부모 앱 임시 비밀번호' });
    expect((await oneTime.getByLabel('임시 비밀번호').inputValue()).length).toBeGreaterThanOrEqual(8);
    // the hand-off: login id, the parent app's address and its QR code, and no toast over it
    const handoff = oneTime.getByRole('region', { name: '학부모 앱 안내' });
    await handoff.getByText(PARENT.loginId).waitFor();
    await handoff.getByText(new URL('/parent', baseUrl).href.replace(/\/$/, '')).waitFor();
    await handoff.getByRole('img', { name: /학부모 앱 주소 QR 코드/ }).waitFor();
    expect(await handoff.locator('svg path').count()).toBeGreaterThan(0);
    expect(await page.locator('.global-alert').filter({ hasText: '보호자를 추가했습니다' }).count()).toBe(0);
    await oneTime.locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
    await page.getByRole('link', { name: PARENT.name }).waitFor();

    // the class's children as an Excel file with Korean headers
    await page.goto('/admin/child');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 다운로드' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(headers).toEqual(expect.arrayContaining(['이름', '생년월일', '반', '상태']));
    const rows: string[] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).join('|')));
    for (const child of CHILDREN) expect(rows.some((r) => r.includes(child.name) && r.includes(CLASS_NAME))).toBe(true);
    expect(rows.some((r) => r.includes(CHILDREN[1].name) && r.includes('휴원'))).toBe(true);
    await context.close();
  });

  it("the new teacher sees exactly their class's children and parents, and cannot open /admin/class", async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 800 });
    await login(page, TEACHER.id, TEACHER.password);
    // the admin set the first password: it must be changed before anything else (the server refuses other calls)
    await page.waitForURL('**/admin/teacher/modify');
    await page.getByText('임시 비밀번호로 로그인했습니다.', { exact: false }).waitFor();
    await page.goto('/admin/child-class');
    await page.waitForURL('**/admin/teacher/modify');
    await page.getByLabel('현재 비밀번호').fill(TEACHER.password);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Starry-night-2027');
    await page.getByLabel('새 비밀번호 확인').fill('Starry-night-2027');
    await page.getByRole('button', { name: /비밀번호 변경/ }).click();
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);

    await page.goto('/admin/child-class');
    await page.getByText(CHILDREN[0].name).first().waitFor();
    // exactly the two children of their class (the paused one included), as cards on a phone
    const cards = page.locator('.list-cards > li');
    await expect.poll(() => cards.count()).toBe(2);
    expect((await cards.allTextContents()).map((text) => CHILDREN.find((c) => text.includes(c.name))?.name).sort()).toEqual(
      CHILDREN.map((c) => c.name).sort(),
    );
    await page.getByText('총 2건').waitFor();

    await page.goto('/admin/parents-class');
    await page.getByText(PARENT.name).first().waitFor();
    await expect.poll(() => page.locator('.list-cards > li').count()).toBe(1);
    expect(await page.locator('.list-cards > li').textContent()).toContain(PARENT.phone);

    await page.goto('/admin/class');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/class'));
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/story/);
    await context.close();
  });
});
