import type { ShotRecipes } from '../recipe';

/** The demo reservations sit around today in every status (one 확정 today, 신청 in the days after). */
export const reserveShots: ShotRecipes = {
  'reserve-list.webp': { as: 'admin', path: '/admin/reserve?status=REQUESTED' },
  'reserve-calendar.webp': {
    as: 'admin',
    path: '/admin/reserve?view=calendar',
    // the phone's small month keeps today's list under it in one picture, whichever week today is in
    viewport: 'phone',
    prepare: async (page) => {
      // today is chosen: its reservations are listed under the month
      await page.locator('section.record-section .list-cards').waitFor();
    },
  },
  'reserve-drawer.webp': {
    as: 'admin',
    path: '/admin/reserve?status=REQUESTED',
    prepare: async (page) => {
      await page.locator('.ant-table-tbody button[aria-label$="예약 열기"]').first().click();
      const note = page.locator('#reservation-staff-note');
      await note.waitFor();
      await note.fill('전화로 견학 시간 안내, 아이 실내화 준비 요청');
    },
  },
};
