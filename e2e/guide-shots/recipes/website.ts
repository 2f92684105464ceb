import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { samplePhoto, scrollToTop } from '../shot-helpers';

/** `yyyy-MM-dd` of the day `days` from today in the centre's time zone (Asia/Seoul). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A one-page PDF: enough for an attachment to upload. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Chooses `label` in the open dropdown of the select `combobox` and closes the dropdown. */
async function choose(page: Page, combobox: ReturnType<Page['locator']>, label: string) {
  await combobox.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
  await page.keyboard.press('Escape');
}

/** A notice's form as an admin fills it: title, one class, pinned, scheduled for tomorrow morning. */
async function fillNotice(page: Page) {
  await page.getByPlaceholder('제목을 입력해 주세요.').fill('12월 가정 통신문');
  await choose(page, page.locator('.post-audience-select'), '햇님반');
  await page.getByText('상단 고정', { exact: true }).click();
  await page.getByText('예약 게시', { exact: true }).click();
  await page.getByLabel('게시 시각').click();
  await page.locator(`.ant-picker-dropdown:visible td[title="${dayFromToday(1)}"]`).click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column').first().locator('li').nth(8).click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await page.evaluate(() => window.scrollTo(0, 0));
}

export const websiteShots: ShotRecipes = {
  // notice-write
  'notice-list.webp': { as: 'admin', path: '/admin/notice' },
  'notice-write.webp': { as: 'admin', path: '/admin/notice/new', prepare: fillNotice },
  'notice-write-body.webp': {
    as: 'admin',
    path: '/admin/notice/new',
    prepare: async (page) => {
      await fillNotice(page);
      await page.getByRole('textbox', { name: '내용' }).click();
      await page.keyboard.type('12월 가정 통신문을 보내 드립니다. 겨울철 건강 관리와 방학 일정을 꼭 읽어 주세요.');
      await page.keyboard.press('Enter');
      // a picture in the text ([사진] in the toolbar), and the letter itself as an attachment
      await page.locator('.rich-text-editor input[type=file]').setInputFiles({ name: '눈사람.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(5, 320, 180) });
      await page.locator('.rich-text-editor img').waitFor();
      await page.locator('.post-attachments-field input[type=file]').setInputFiles({ name: '12월 가정통신문.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.locator('.post-file-item.is-done').waitFor();
      await scrollToTop(page, '.rich-text-toolbar');
    },
  },

  // event-write
  'event-calendar.webp': { as: 'admin', path: '/admin/event' },
  'event-write.webp': {
    as: 'admin',
    path: '/admin/event/new',
    prepare: async (page) => {
      await page.getByPlaceholder('제목을 입력해 주세요.').fill('김장 체험의 날');
      await page.getByPlaceholder('예: 어린이대공원').fill('어린이집 강당');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },

  // edu-write
  'edu-list.webp': { as: 'admin', path: '/admin/edu' },
  'edu-write.webp': {
    as: 'admin',
    path: '/admin/edu/new',
    prepare: async (page) => {
      await page.getByPlaceholder('제목을 입력해 주세요.').fill('겨울 숲 체험 놀이');
      await choose(page, page.locator('.edu-age-select'), '만 4세');
    },
  },
};
