import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { samplePhotos, scrollToTop } from '../shot-helpers';

const DESCRIPTION = '비 오는 날에도 마음껏 뛰어놀 수 있는 넓은 강당입니다. 발표회와 생일잔치도 이곳에서 열려요.';

/** A new space as an admin fills it: a suggested name, a description, three photos with captions. */
async function fillSpace(page: Page) {
  await page.getByRole('combobox', { name: '공간 이름' }).fill('강당');
  await page.getByPlaceholder('공간을 소개하는 글을 적어 주세요.').fill(DESCRIPTION);
  await page.locator('.facility-photo-field input[type=file]').setInputFiles(await samplePhotos('강당', 3));
  await page.getByText('전체 3/3장 업로드').waitFor();
  const captions = ['무대가 있는 강당', '체육 놀이 시간', '생일잔치 준비'];
  for (const [i, caption] of captions.entries()) await page.getByPlaceholder('예: 햇살이 잘 드는 창가').nth(i).fill(caption);
}

export const facilityShots: ShotRecipes = {
  'facility-list.webp': { as: 'admin', path: '/admin/facilities/photos' },
  'facility-new.webp': {
    as: 'admin',
    path: '/admin/facilities/photos/new',
    prepare: async (page) => {
      await page.getByRole('combobox', { name: '공간 이름' }).fill('강');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '강당' }).click();
      await page.getByPlaceholder('공간을 소개하는 글을 적어 주세요.').fill(DESCRIPTION);
    },
  },
  'facility-new-photos.webp': {
    as: 'admin',
    path: '/admin/facilities/photos/new',
    prepare: async (page) => {
      await fillSpace(page);
      await scrollToTop(page, '.facility-upload-overall');
    },
  },
};
