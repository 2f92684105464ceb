import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { pageApi } from '../support/api';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();
const PHONE = { width: 375, height: 800 };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

type Child = { childCode: number; name: string; classId: number };

/** parent2 (teacher1's class, docs/product/parent-app.md#demo-accounts) signs in on a phone. */
async function parentOnPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; child: Child }> {
  const { context, page } = await newPage(browser, baseUrl, PHONE);
  await page.goto('/parent/login');
  await page.getByLabel('아이디').fill('parent2');
  await page.getByLabel('비밀번호').fill('parent1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/\/parent\/?$/);
  const me = await pageApi(page, 'GET', '/api/v2/family/me');
  const [child] = me.json.data.children as Child[];
  await page.getByRole('heading', { name: `${child.name}의 오늘` }).waitFor();
  return { context, page, child };
}

async function teacherOnPhone(browser: Browser) {
  const { context, page } = await newPage(browser, baseUrl, PHONE);
  await login(page, 'teacher1', 'teacher1234!');
  await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
  return { context, page };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The names of the files a ZIP holds, from its central directory. */
function zipEntryNames(buffer: Buffer): string[] {
  const names: string[] = [];
  for (let i = buffer.length - 22; i >= 0; i--) {
    if (buffer.readUInt32LE(i) !== 0x06054b50) continue;
    let offset = buffer.readUInt32LE(i + 16);
    const count = buffer.readUInt16LE(i + 10);
    for (let n = 0; n < count; n++) {
      const nameLength = buffer.readUInt16LE(offset + 28);
      const extra = buffer.readUInt16LE(offset + 30);
      const comment = buffer.readUInt16LE(offset + 32);
      names.push(buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
      offset += 46 + nameLength + extra + comment;
    }
    return names;
  }
  throw new Error('not a ZIP file');
}

describe('the parent app with teacher1: a day from both phones', () => {
  let browser: Browser;
  /** one sign-in each for the whole day, as on two real phones */
  let parent: Awaited<ReturnType<typeof parentOnPhone>>;
  let teacher: Awaited<ReturnType<typeof teacherOnPhone>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    [parent, teacher] = await Promise.all([parentOnPhone(browser), teacherOnPhone(browser)]);
  });
  afterAll(async () => browser?.close());

  it('a medicine request: the parent sends it, teacher1 checks, logs a dose and completes it, the parent sees the result', async () => {
    await parent.page.goto(`/parent/c/${parent.child.childCode}/medicine/new`);
    await parent.page.getByLabel('증상').fill('기침, 콧물');
    await parent.page.getByLabel('약 종류').fill('기침 시럽');
    await parent.page.getByLabel('용량').fill('5ml');
    await parent.page.getByLabel('투약 시간').fill('점심 식후 30분');
    // the confirmation is required: without it nothing is sent
    await parent.page.getByRole('button', { name: '의뢰하기' }).click();
    await parent.page.getByText('투약 의뢰 내용을 확인하고 동의해 주세요.').waitFor();
    await parent.page.getByText('위 내용으로 투약을 의뢰합니다').click();
    await parent.page.getByRole('button', { name: '의뢰하기' }).click();
    await parent.page.waitForURL(/\/medicine\/(\d+)$/);
    const medicineId = Number(/\/medicine\/(\d+)$/.exec(parent.page.url())![1]);
    await parent.page.getByText('선생님이 확인하기 전입니다.').waitFor();
    expect(await noSidewaysScroll(parent.page)).toBeLessThanOrEqual(375);

    await teacher.page.goto(`/admin/story/medicate/${medicineId}`);
    await teacher.page.getByText('기침 시럽').first().waitFor();
    await teacher.page.getByRole('button', { name: '확인', exact: true }).click();
    await teacher.page.getByRole('alert').filter({ hasText: '투약의뢰서를 확인했습니다.' }).waitFor();
    await teacher.page.getByRole('button', { name: '투약 기록' }).click();
    await teacher.page.getByRole('dialog').getByLabel('메모').fill('점심 먹고 먹였어요');
    await teacher.page.getByRole('dialog').getByRole('button', { name: '기록' }).click();
    await teacher.page.locator('.dose-list').getByText('점심 먹고 먹였어요').waitFor();
    await teacher.page.getByLabel('교사 의견').fill('잘 먹고 낮잠도 푹 잤어요.');
    await teacher.page.getByRole('button', { name: '투약 완료' }).click();
    await teacher.page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await teacher.page.getByText('투약이 완료된 의뢰서입니다.').waitFor();

    await parent.page.reload();
    await parent.page.locator('.family-card-title').filter({ hasText: '투약완료' }).waitFor();
    await parent.page.getByText('잘 먹고 낮잠도 푹 잤어요.').waitFor();
    await parent.page.getByText('점심 먹고 먹였어요').waitFor();
    // a checked request can no longer be cancelled
    expect(await parent.page.getByRole('button', { name: '의뢰 취소' }).count()).toBe(0);
  });

  it('a pickup consent with a person not on the list: flagged to teacher1, handed over with a reason, shown to the parent', async () => {
    await parent.page.goto(`/parent/c/${parent.child.childCode}/rehome/new`);
    await parent.page.getByLabel('귀가 시간').fill('16:30');
    await parent.page.getByText('다른 분', { exact: true }).click();
    await parent.page.getByText('어린이집에 등록되지 않은 분입니다.', { exact: false }).waitFor();
    await parent.page.getByLabel('이름').fill('박이모');
    await parent.page.getByLabel('관계').fill('이모');
    await parent.page.getByLabel('연락처', { exact: true }).fill('010-4321-8765');
    await parent.page.getByRole('button', { name: '보내기' }).click();
    await parent.page.waitForURL(/\/rehome\/(\d+)$/);
    const rehomeId = Number(/\/rehome\/(\d+)$/.exec(parent.page.url())![1]);
    expect(await noSidewaysScroll(parent.page)).toBeLessThanOrEqual(375);

    await teacher.page.goto(`/admin/story/rehome/${rehomeId}`);
    await teacher.page.getByText('박이모').first().waitFor();
    await teacher.page.getByRole('button', { name: '확인', exact: true }).click();
    await teacher.page.getByRole('alert').filter({ hasText: '귀가동의서를 확인했습니다.' }).waitFor();
    // not on the child's record: the hand-over needs a reason
    await teacher.page.getByLabel(/인계 사유/).fill('어머니와 통화하여 이모 인계 확인');
    await teacher.page.getByRole('button', { name: '귀가 완료' }).click();
    await teacher.page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await teacher.page.getByText('귀가 완료되었거나 취소된 귀가동의서입니다.').waitFor();

    await parent.page.reload();
    await parent.page.locator('.family-card-title').filter({ hasText: '귀가완료' }).waitFor();
    await parent.page.getByText('박이모').first().waitFor();
    expect(await parent.page.getByRole('button', { name: '귀가동의서 취소' }).count()).toBe(0);
  });

  it("today's 알림장: the parent reads it and replies; teacher1 sees it read, by whom, and the reply", async () => {
    const { childCode, classId } = parent.child;
    // today's note for the child (the demo may have written it already)
    await pageApi(teacher.page, 'POST', '/api/v2/story/alim/new', {
      classId,
      noteDate: today(),
      content: '오늘은 블록 놀이를 했어요.',
      entries: [{ childCode, mood: 'good' }],
    });
    const month = await pageApi(parent.page, 'GET', `/api/v2/family/alim-note/${childCode}?month=${today().slice(0, 7)}`);
    const note = (month.json.data.items as { noteId: number; noteDate: string; readAt: string | null }[]).find((n) => n.noteDate === today())!;
    expect(note).toBeDefined();

    await parent.page.goto(`/parent/c/${childCode}/alim`);
    await parent.page.locator(`a[href$="/alim/${note.noteId}"]`).first().click();
    await parent.page.waitForURL(new RegExp(`/alim/${note.noteId}$`));
    await parent.page.getByLabel('댓글 쓰기').fill('감사합니다! 집에서도 블록 이야기를 했어요.');
    await parent.page.getByRole('button', { name: '댓글 남기기' }).click();
    await parent.page.getByText('감사합니다! 집에서도 블록 이야기를 했어요.').waitFor();
    expect(await noSidewaysScroll(parent.page)).toBeLessThanOrEqual(375);

    await teacher.page.goto(`/admin/story/alimNote?note=${note.noteId}`);
    const drawer = teacher.page.getByRole('dialog');
    await drawer.getByText('감사합니다! 집에서도 블록 이야기를 했어요.').waitFor();
    const parentName = (await pageApi(parent.page, 'GET', '/api/v2/family/me')).json.data.name as string;
    expect(await drawer.textContent()).toContain(parentName);
    const read = await pageApi(teacher.page, 'GET', `/api/v2/story/alim/${classId}/${note.noteId}`);
    expect(read.json.data.readAt).not.toBeNull();
    expect(read.json.data.readByName).toBe(parentName);
  });

  it("a month's photos as one ZIP holding only the albums the child is tagged in", async () => {
    const { childCode } = parent.child;
    const month = today().slice(0, 7);
    const albums = await pageApi(parent.page, 'GET', `/api/v2/family/photo/${childCode}?month=${month}&size=50`);
    const list = albums.json.data.items as { photoId: number; photoTitle: string; photoCount: number }[];
    expect(list.length).toBeGreaterThan(0);
    const expected = list.reduce((n, a) => n + a.photoCount, 0);

    await parent.page.goto(`/parent/c/${childCode}/photo`);
    const [download] = await Promise.all([parent.page.waitForEvent('download'), parent.page.getByRole('link', { name: /사진 모두 받기/ }).click()]);
    expect(download.suggestedFilename()).toBe(`사진첩_${parent.child.name}_${month}.zip`);
    const names = zipEntryNames(fs.readFileSync((await download.path())!)).filter((n) => !n.endsWith('/'));
    expect(names).toHaveLength(expected);
    for (const entry of names) expect(list.some((a) => entry.includes(a.photoTitle))).toBe(true);
  });

  it('a ZIP the browser opens itself and that fails shows a Korean page with 돌아가기, not the JSON (docs/product/errors.md)', async () => {
    const tab = await parent.context.newPage();
    const res = await tab.goto(`/api/v2/family/photo/${parent.child.childCode}/zip?month=2001-01`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await tab.getByRole('heading', { name: '이 달에 받을 사진이 없습니다.' }).waitFor();
    expect(await tab.title()).toBe('이 달에 받을 사진이 없습니다.');
    expect(await noSidewaysScroll(tab)).toBeLessThanOrEqual(PHONE.width);
    await tab.getByRole('link', { name: '돌아가기' }).click();
    await tab.waitForURL(/\/parent\/?$/);
    await tab.close();
  });
});
