import type { ShotRecipes } from '../recipe';
import { samplePhotos, scrollToTop } from '../shot-helpers';

export const classRecordsShots: ShotRecipes = {
  // weekly-schedule: this week's plan of teacher1's class (the demo saves this week's and last week's)
  'weekly-schedule.webp': { as: 'teacher1', path: '/admin/story/weekly-schedule', },
  'weekly-schedule-past.webp': {
    as: 'teacher1',
    path: '/admin/story/weekly-schedule',
    prepare: async (page) => {
      await scrollToTop(page, '.class-week-grid');
    },
  },
  'weekly-schedule-print.webp': {
    as: 'teacher1',
    path: '/admin/story/weekly-schedule',
    prepare: async (page) => {
      // what [인쇄] puts on paper: the page as the printer sees it
      await page.emulateMedia({ media: 'print' });
      // on white, with a margin, as it comes out of the printer
      await page.addStyleTag({
        content: 'body, .admin-layout, .app-content { background: #fff !important; } body { padding: 32px 40px !important; }',
      });
    },
  },

  // class-note
  'class-note-list.webp': { as: 'teacher1', path: '/admin/story/classNote', viewport: 'phone' },
  'class-note-write.webp': {
    as: 'teacher1',
    path: '/admin/story/classNote',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByRole('button', { name: '반 일지 쓰기' }).click();
      const drawer = page.locator('.ant-drawer-body');
      await drawer.getByPlaceholder('예: 가을 나뭇잎 모으기').fill('가을 나뭇잎 모으기');
      await drawer
        .getByPlaceholder('오늘 반에서 있었던 일을 적어 주세요.')
        .fill('놀이터에서 빨갛고 노란 나뭇잎을 모아 교실 창문에 붙였어요. 나뭇잎 모양을 비교하며 "손바닥 같아요!" 하고 이야기 나누었습니다.');
      await drawer.locator('input[type=file]').first().setInputFiles(await samplePhotos('나뭇잎', 2));
      await drawer.locator('.ant-upload-list-item-done').nth(1).waitFor();
    },
  },
};
