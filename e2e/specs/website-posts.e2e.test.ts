import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, login, newPage } from '../support/browser';
import { pageApi } from '../support/api';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const ATTACHMENT = '12월 가정통신문 (햇님반).pdf';

const editorText = (page: Page) => page.locator('[data-testid="rich-text-editor"] [contenteditable="true"]');
const titleField = (page: Page) => page.getByRole('textbox', { name: '제목', exact: true });

async function signIn(browser: Browser, loginId: string, password: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await login(page, loginId, password);
  await page.waitForURL(/\/admin\/story/);
  return { context, page };
}

/** The signed-in teacher's class, as the session tells it. */
async function ownClass(page: Page): Promise<{ classId: number; className: string }> {
  const me = await pageApi(page, 'GET', '/api/v2/me');
  return { classId: me.json.data.classId, className: me.json.data.className };
}

/** Picks one class in the post form's 대상 (an antd multiple select) and closes its dropdown. */
async function chooseAudience(page: Page, className: string) {
  const input = page.getByLabel('대상', { exact: true });
  await input.click();
  const listId = await input.getAttribute('aria-controls');
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${listId}"])`);
  await dropdown.locator('.ant-select-item-option').filter({ hasText: className }).first().click();
  await page.keyboard.press('Escape');
  await page.locator('.post-audience-select .ant-select-selection-item').filter({ hasText: className }).waitFor();
}

/** The page's search answer for notices titled `title` (what the list shows this user). */
async function noticesTitled(page: Page, title: string) {
  const answer = await pageApi(page, 'GET', `/api/v2/notice/search?searchType=title&keyword=${encodeURIComponent(title)}`);
  expect(answer.status).toBe(200);
  return answer.json.data.items as { noticeId: number; title: string }[];
}

/** Korean typed as an IME does it: each syllable composed jamo by jamo, then committed. */
async function composeSyllable(cdp: CDPSession, steps: string[], commit = true) {
  for (const text of steps) await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  if (commit) await cdp.send('Input.insertText', { text: steps.at(-1)! });
}

/** Enter as the browser sends it while the IME still holds a syllable (key code 229, "Process"). */
async function enterWhileComposing(cdp: CDPSession) {
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
}

describe('공지사항 and 행사 between the admin and the teachers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an admin's class notice with an inline image and an attachment reaches that class's teacher only", async () => {
    const teacher1 = await signIn(browser, 'teacher1', 'teacher1234!', PHONE);
    const teacher2 = await signIn(browser, 'teacher2', 'teacher1234!');
    const class1 = await ownClass(teacher1.page);
    expect(class1).toEqual({ classId: expect.any(Number), className: expect.stringMatching(/\S/) });
    expect((await ownClass(teacher2.page)).classId).not.toBe(class1.classId);

    const { context, page } = await signIn(browser, 'admin', 'admin1234!');
    await page.goto('/admin/notice/new');
    const title = `${class1.className} 겨울 준비물 안내`;
    await titleField(page).fill(title);
    await chooseAudience(page, class1.className);
    await editorText(page).click();
    await page.keyboard.type('내복과 여벌 옷을 보내 주세요.');
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 250, g: 200, b: 90 } } }).png().toBuffer();
    const imageSaved = page.waitForResponse((r) => r.url().includes('/api/file/editor/upload') && r.status() === 200);
    await page.locator('[data-testid="rich-text-image-input"]').setInputFiles({ name: '준비물.png', mimeType: 'image/png', buffer: image });
    await imageSaved;
    await editorText(page).locator('img').waitFor();
    await page.locator('.post-attachments-field input[type="file"]').setInputFiles({ name: ATTACHMENT, mimeType: 'application/pdf', buffer: PDF });
    await page.locator('.post-file-item').filter({ hasText: ATTACHMENT }).filter({ hasText: '올림 완료' }).waitFor();
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/notice\/\d+$/);
    const noticeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: title }).waitFor();
    const attachmentId: number = (await pageApi(page, 'GET', `/api/v2/notice/${noticeId}`)).json.data.attachments[0].fileId;
    await context.close();

    // the class's teacher, on a phone: the list shows it, the detail shows the image, the download keeps the name
    await teacher1.page.goto('/admin/notice');
    await teacher1.page.getByText(title).first().click();
    await teacher1.page.waitForURL(`**/admin/notice/${noticeId}`);
    const inline = teacher1.page.locator('.post-detail-content img');
    await inline.waitFor();
    expect(await inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const [download] = await Promise.all([
      teacher1.page.waitForEvent('download'),
      teacher1.page.getByRole('button', { name: `${ATTACHMENT} 내려받기` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(ATTACHMENT);
    expect(await fs.readFile((await download.path())!)).toEqual(PDF);

    // another class's teacher: not in the list, not by its address, not its file
    const listed = teacher2.page.waitForResponse((r) => r.url().includes('/api/v2/notice/search') && r.status() === 200);
    await teacher2.page.goto('/admin/notice');
    await listed;
    await teacher2.page.locator('main').getByRole('link').first().waitFor();
    expect(await teacher2.page.getByText(title).count()).toBe(0);
    expect(await noticesTitled(teacher2.page, title)).toEqual([]);
    // outside the caller's scope a post does not exist: the answer of a missing one (docs/decisions/017)
    expect((await pageApi(teacher2.page, 'GET', `/api/v2/notice/${noticeId}`)).status).toBe(404);
    expect((await pageApi(teacher2.page, 'GET', `/api/file/${attachmentId}`)).status).toBe(404);
    await teacher2.page.goto(`/admin/notice/${noticeId}`);
    await teacher2.page.getByText('공지사항을 찾을 수 없습니다.').first().waitFor();
    expect(await teacher2.page.getByRole('heading', { name: title }).count()).toBe(0);
    await teacher1.context.close();
    await teacher2.context.close();
  });

  it("a teacher adds an event for their class and downloads the class's calendar", async () => {
    const { context, page } = await signIn(browser, 'teacher1', 'teacher1234!');
    const { className } = await ownClass(page);
    await page.goto('/admin/event/new');
    await page.locator('.post-audience-fixed').getByText(className).waitFor();
    await titleField(page).fill('고구마 캐기 체험');
    await page.getByLabel('장소', { exact: true }).fill('텃밭 농장');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/event\/\d+$/);
    await page.getByRole('heading', { name: '고구마 캐기 체험' }).waitFor();

    await page.goto('/admin/event');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '일정 내려받기 (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = (await fs.readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:고구마 캐기 체험\r\n');
    expect(ics).toContain('LOCATION:텃밭 농장\r\n');
    await context.close();
  });

  it('keeps every Korean syllable when Enter is pressed while one is still being composed', async () => {
    const { context, page } = await signIn(browser, 'admin', 'admin1234!');
    await page.goto('/admin/notice/new');
    await titleField(page).fill('한글 입력 확인');
    await editorText(page).click();
    const cdp = await context.newCDPSession(page);
    await composeSyllable(cdp, ['ㅇ', '아', '안']);
    // '녕' is still being composed when Enter comes: the IME commits it, then the line breaks
    await composeSyllable(cdp, ['ㄴ', '녀', '녕'], false);
    await enterWhileComposing(cdp);
    await cdp.send('Input.insertText', { text: '녕' });
    await page.keyboard.press('Enter');
    await composeSyllable(cdp, ['ㅎ', '하']);
    await composeSyllable(cdp, ['ㅅ', '세']);
    await composeSyllable(cdp, ['ㅇ', '여', '요'], false);
    await enterWhileComposing(cdp);
    await cdp.send('Input.insertText', { text: '요' });
    await page.keyboard.press('Enter');
    await page.keyboard.type('끝');

    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/admin\/notice\/\d+$/);
    const noticeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await pageApi(page, 'GET', `/api/v2/notice/${noticeId}`);
    expect(saved.json.data.content).toBe('<p>안녕</p><p>하세요</p><p>끝</p>');
    await context.close();
  });
});
