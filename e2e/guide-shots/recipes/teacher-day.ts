import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { samplePhotos, scrollToTop } from '../shot-helpers';

/** The school day before today in the centre's time zone (Asia/Seoul), `yyyy-MM-dd`. */
function previousSchoolDay(): string {
  const day = new Date(Date.now() + 9 * 3_600_000);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** Opens the first record of a list on a phone (its cards are links). */
async function openFirstCard(page: Page, filter?: string) {
  const card = filter ? page.locator('.list-card-link').filter({ hasText: filter }).first() : page.locator('.list-card-link').first();
  await card.click();
  await page.waitForURL(/\/\d+$/);
  await page.locator('.record-actions').waitFor();
}

/** A new album with the first two children who may be tagged (not the one without photo consent). */
async function tagTwoChildren(page: Page) {
  const tags = page.locator('.photo-child-tag:not(.is-refused)');
  await tags.first().waitFor();
  await tags.nth(0).click();
  await tags.nth(1).click();
}

export const teacherDayShots: ShotRecipes = {
  // dashboard
  'teacher-dashboard.webp': { as: 'teacher1', path: '/admin/story/a2', viewport: 'phone' },
  'teacher-dashboard-todo.webp': {
    as: 'teacher1',
    path: '/admin/story/a2',
    viewport: 'phone',
    prepare: (page) => scrollToTop(page, '.plain-card:has(.dashboard-todo-group)'),
  },
  'story-class-list.webp': { as: 'admin', path: '/admin/story/a1' },

  // attendance
  'attendance-today.webp': { as: 'teacher1', path: '/admin/story/attendance', viewport: 'phone' },
  'attendance-detail.webp': {
    as: 'teacher1',
    path: '/admin/story/attendance',
    viewport: 'phone',
    prepare: async (page) => {
      await page.locator('.attendance-row').first().getByRole('button', { name: /상세/ }).click();
      const drawer = page.locator('.ant-drawer-body');
      await drawer.waitFor();
      await drawer.getByText('결석', { exact: true }).click();
      await drawer.getByText('인정결석', { exact: true }).click();
      await drawer.getByPlaceholder('예: 병원 진료, 가족 행사').fill('병원 진료');
    },
  },
  'attendance-past.webp': {
    as: 'teacher1',
    path: `/admin/story/attendance?date=${previousSchoolDay()}`,
    viewport: 'phone',
    prepare: async (page) => {
      await page.locator('.attendance-row').first().locator('.ant-segmented-item').filter({ hasText: '지각' }).click();
      await page.locator('#attendance-reason').waitFor();
    },
  },

  // alim-note
  'alim-board.webp': {
    as: 'teacher1',
    path: '/admin/story/alimNote',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByRole('button', { name: '아직 안 쓴 원아 모두' }).click();
    },
  },
  'alim-write.webp': {
    as: 'teacher1',
    path: '/admin/story/alimNote',
    prepare: async (page) => {
      await page.getByRole('button', { name: '아직 안 쓴 원아 모두' }).click();
      await page.getByRole('button', { name: /^알림장 쓰기/ }).click();
      const drawer = page.locator('.ant-drawer-body');
      await drawer.waitFor();
      await drawer.getByRole('combobox', { name: '템플릿' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: '바깥 놀이' }).click();
      // the '적용했습니다' alert would cover the chips
      await page.getByText('템플릿을 적용했습니다.').waitFor({ state: 'hidden', timeout: 15_000 });
    },
  },
  'alim-write-child.webp': {
    as: 'teacher1',
    path: '/admin/story/alimNote',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByRole('button', { name: '아직 안 쓴 원아 모두' }).click();
      await page.getByRole('button', { name: /^알림장 쓰기/ }).click();
      await scrollToTop(page, '.alim-per-child-head');
    },
  },

  // photo-album
  'photo-list.webp': { as: 'teacher1', path: '/admin/story/photo', viewport: 'phone' },
  'photo-new-tags.webp': { as: 'teacher1', path: '/admin/story/photo/new', viewport: 'phone', prepare: tagTwoChildren },
  'photo-new-upload.webp': {
    as: 'teacher1',
    path: '/admin/story/photo/new',
    viewport: 'phone',
    prepare: async (page) => {
      await tagTwoChildren(page);
      await page.locator('.photo-uploader input[type=file]').setInputFiles(await samplePhotos('바깥놀이', 3));
      await page.getByText('전체 3/3장 업로드').waitFor();
      await page.getByLabel('제목').fill('바깥 놀이 시간');
      await scrollToTop(page, '.photo-upload-overall');
    },
  },

  // medicine
  'medicine-list.webp': { as: 'teacher1', path: '/admin/story/medicate', viewport: 'phone' },
  'medicine-check.webp': {
    as: 'teacher1',
    path: '/admin/story/medicate?status=REQUESTED',
    viewport: 'phone',
    prepare: (page) => openFirstCard(page),
  },
  'medicine-dose.webp': {
    as: 'teacher1',
    path: '/admin/story/medicate?status=CHECKED',
    viewport: 'phone',
    prepare: (page) => openFirstCard(page),
  },

  // rehome
  'rehome-list.webp': { as: 'teacher1', path: '/admin/story/rehome', viewport: 'phone' },
  'rehome-detail.webp': {
    as: 'teacher1',
    path: '/admin/story/rehome?status=REQUESTED',
    viewport: 'phone',
    prepare: (page) => openFirstCard(page),
  },
  'rehome-unauthorised.webp': {
    as: 'teacher1',
    path: '/admin/story/rehome',
    viewport: 'phone',
    prepare: async (page) => {
      await openFirstCard(page, '인계 권한 확인 필요');
      await page.getByRole('button', { name: '귀가 완료' }).click();
      await page.locator('#rehome-override-error').waitFor();
    },
  },
};
