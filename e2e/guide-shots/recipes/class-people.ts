import type { ShotRecipes } from '../recipe';

/** teacher1's class (햇님반): 임연우 has a pick-up person marked 인계 불가; 한아윤 has two parents. */
export const classPeopleShots: ShotRecipes = {
  // child-class
  'child-class.webp': {
    as: 'teacher1',
    path: '/admin/child-class',
    viewport: 'phone',
    prepare: async (page) => {
      // 임연우's card at the top: the allergy cards of 장서연 and 한아윤 come below it
      const card = page.locator('.record-card').filter({ hasText: '임연우' });
      await card.waitFor();
      await page.evaluate((top) => window.scrollTo(0, top - 80), (await card.boundingBox())!.y);
    },
  },
  'child-contacts.webp': {
    as: 'teacher1',
    path: '/admin/child-class',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByRole('button', { name: '임연우 연락처 보기' }).click();
      await page.locator('.ant-drawer section[aria-label="귀가 인수자"]').waitFor();
    },
  },

  // parents-class
  'parents-class.webp': {
    as: 'teacher1',
    path: `/admin/parents-class?searchType=childName&keyword=${encodeURIComponent('한아윤')}`,
    viewport: 'phone',
    prepare: async (page) => {
      await page.locator('.list-cards a[href^="tel:"]').first().waitFor();
    },
  },
};
