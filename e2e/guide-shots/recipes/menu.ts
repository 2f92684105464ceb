import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { scrollToTop } from '../shot-helpers';

/** teacher1's class in the demo data: its children meet this week's menu (계란찜 and 우유 for one, 키위 for another). */
const ALLERGY_CLASS = '햇님반';

/** The Monday `weeks` weeks from this week's, `yyyy-MM-dd`, in the centre's time zone (Asia/Seoul). */
function mondayIn(weeks: number): string {
  const day = new Date(Date.now() + 9 * 3_600_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + weeks * 7);
  return day.toISOString().slice(0, 10);
}

/** On the week's menu, an admin chooses the class whose children the menu is checked against. */
async function chooseAllergyClass(page: Page) {
  await page.getByRole('combobox', { name: '알레르기 확인할 반' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ALLERGY_CLASS }).click();
  await page.locator('.menu-allergy-summary.ant-alert-error').waitFor();
}

/** The child of the class who may eat neither egg nor milk (난류), found through the allergy check of this week. */
async function eggAllergyChild(page: Page, className: string): Promise<number> {
  // a string, not a function: the page runs it as written (no helpers of the shots' own compiler in it)
  const friday = new Date(Date.parse(mondayIn(0)) + 4 * 86_400_000).toISOString().slice(0, 10);
  return page.evaluate(`(async () => {
    const get = async (url) => (await (await fetch(url)).json()).data;
    const classId = (await get('/api/v2/story/classes')).find((c) => c.className === ${JSON.stringify(className)}).classId;
    const check = await get('/api/v2/menu/allergy-check?classId=' + classId + '&startDate=${mondayIn(0)}&endDate=${friday}');
    return check.warnings.find((w) => w.reason.includes('난류')).childCode;
  })()`);
}

export const menuShots: ShotRecipes = {
  // menu-write
  'menu-week.webp': { as: 'admin', path: '/admin/menu/weekly' },
  'menu-write.webp': {
    as: 'admin',
    // two weeks ahead: a week the demo has no menu for (next week has one, so 지난주 식단 복사 has something to copy)
    path: `/admin/menu/weekly/new?date=${mondayIn(2)}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: '월 오전간식에 음식 추가' }).click();
      await page.getByRole('combobox', { name: '월 오전간식 음식 1 이름' }).fill('감자');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    },
  },
  'menu-print.webp': {
    as: 'admin',
    path: '/admin/menu/weekly',
    prepare: async (page) => {
      await chooseAllergyClass(page);
      // what [인쇄] puts on paper: the print view (rendered from the browser's beforeprint) as the printer sees it
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      await page.addStyleTag({
        content: 'body, .admin-layout, .app-content { background: #fff !important; } body { padding: 24px 32px !important; }',
      });
    },
  },

  // menu-allergy
  'menu-allergy-check.webp': { as: 'admin', path: '/admin/menu/weekly', prepare: chooseAllergyClass },
  // on a tablet or a computer: the card spans the dashboard
  'dashboard-allergy.webp': { as: 'teacher1', path: '/admin/story/a2' },
  'child-allergy.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await page.goto(`/admin/child/${await eggAllergyChild(page, ALLERGY_CLASS)}`);
      await page.waitForLoadState('networkidle');
      await scrollToTop(page, 'h3.record-section-title:text-is("건강")');
    },
  },
};
