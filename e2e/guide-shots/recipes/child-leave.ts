import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { choose, openChild, openChildListDialog } from '../shot-helpers';

/** A child of 무지개반 (만 5세), the class that graduates. */
const GRADUATE = '고재윤';

/** The status picked (not yet changed): 졸업. */
async function pickGraduation(page: Page) {
  await openChild(page, GRADUATE);
  await choose(page, 'child-status', '졸업');
}

/** Selects the first row of a retention list; the destroy button is not pressed. */
async function selectFirstDue(page: Page) {
  const row = page.locator('.ant-modal .ant-table-tbody .ant-table-row').first();
  await row.waitFor();
  await row.locator('.ant-checkbox-wrapper').click();
}

export const childLeaveShots: ShotRecipes = {
  // child-leave
  'child-status.webp': { as: 'admin', path: '/admin/child', prepare: pickGraduation },
  'child-status-confirm.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await pickGraduation(page);
      await page.locator('.record-summary').getByRole('button', { name: '상태 변경', exact: true }).click();
      await page.locator('.ant-modal').getByText(GRADUATE, { exact: false }).waitFor();
    },
  },

  // records-retention
  'child-retention.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await openChildListDialog(page, '파기 대상');
      await selectFirstDue(page);
    },
  },
  'parent-retention.webp': {
    as: 'admin',
    path: '/admin/parents',
    prepare: async (page) => {
      await page.getByRole('button', { name: '파기 대상', exact: true }).click();
      await selectFirstDue(page);
    },
  },
};
