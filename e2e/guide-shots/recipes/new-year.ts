import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';
import { choose, openChild, openChildListDialog } from '../shot-helpers';

/**
 * The import template's columns with a few rows, some of them wrong (an unknown class, a gender and a consent the
 * template does not accept, an admission before birth): the import refuses the whole file and lists the rows, so
 * the shot saves nothing.
 */
async function importWithMistakes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원아 등록 양식');
  sheet.addRow(['이름*', '생년월일*', '성별*', '반', '입소일*', '알레르기', '건강 특이사항', '사진 동의', '주소', '메모', '비상연락처 이름', '비상연락처 관계', '비상연락처 전화']);
  sheet.addRow(['윤서아', '2023-05-14', '여', '별님반', '2026-03-03', '', '', 'Y', '', '', '윤할머니', '조모', '010-3344-5566']);
  sheet.addRow(['정하준', '2022-11-03', '남', '하늘반', '2026-03-03', '', '', 'Y', '', '', '', '', '']);
  sheet.addRow(['최유나', '2023-08-21', '여아이', '별님반', '2026-03-03', '', '', '동의함', '', '', '', '', '']);
  sheet.addRow(['박도윤', '2024-02-10', '남', '달님반', '2024-01-05', '', '', 'N', '', '', '', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 반 이동 of the two children not yet in a class into 새싹반, which is full and of another age: both warnings. */
async function chooseMove(page: Page) {
  await openChildListDialog(page, '반 이동');
  await choose(page, 'move-from', '미배정');
  await page.locator('.ant-modal .ant-checkbox-wrapper').filter({ hasText: '모두 선택' }).click();
  await choose(page, 'move-to', '새싹반');
}

export const newYearShots: ShotRecipes = {
  // class-create
  'class-list.webp': { as: 'admin', path: '/admin/class' },
  'class-new.webp': {
    as: 'admin',
    path: '/admin/class/new',
    prepare: async (page) => {
      await page.locator('#className').fill('하늘반');
      await choose(page, 'color', 1);
      await choose(page, 'ageBand', '만 2세');
      await page.locator('#capacity').fill('14');
      await page.locator('#introduction').fill('만 2세 친구들이 함께 놀며 자라는 반입니다. 바깥 놀이를 많이 해요.');
      // the name check (as typed) has answered: the field shows its tick
      await page.locator('.ant-form-item-has-success:has(#className)').waitFor();
    },
  },

  // teacher-register
  'teacher-list.webp': { as: 'admin', path: '/admin/teacher' },
  'teacher-new.webp': {
    as: 'admin',
    path: '/admin/teacher/new',
    prepare: async (page) => {
      await page.locator('#teacherId').fill('kim2026');
      await page.locator('#password').fill('Haneul-Class-26');
      await page.locator('#passwordConfirm').fill('Haneul-Class-26');
      await page.locator('#teacherName').fill('김보라');
      await choose(page, 'classId', '햇님반');
      await page.locator('#phone').fill('010-5273-2026');
      await page.locator('#email').fill('bora.kim@example.com');
      await page.locator('.ant-form-item-has-success:has(#teacherId)').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  'class-teachers.webp': {
    as: 'admin',
    path: '/admin/class',
    prepare: async (page) => {
      await page.locator('.ant-table-tbody').getByRole('link', { name: '햇님반', exact: true }).click();
      await page.locator('#class-assign-teachers').waitFor();
      await page.waitForLoadState('networkidle');
      await choose(page, 'class-assign-teachers', '달님반', { search: true });
      await page.keyboard.press('Escape');
    },
  },

  // child-register
  'child-list.webp': { as: 'admin', path: '/admin/child' },
  'child-create.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await page.getByRole('button', { name: '원아 등록', exact: true }).click();
      const drawer = page.locator('.ant-drawer-section');
      await drawer.locator('#name').waitFor();
      await drawer.locator('#name').fill('한서윤');
      await drawer.locator('.ant-radio-button-wrapper').filter({ hasText: '여' }).click();
      await drawer.locator('#birthDate').fill('2023-04-12');
      await drawer.locator('#birthDate').press('Enter');
      await choose(page, 'classId', '별님반');
      await drawer.locator('#photoConsent').click();
      await choose(page, 'allergyCodes', '우유');
      await page.keyboard.press('Escape');
      await drawer.locator('#name').click();
    },
  },
  'child-import.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await openChildListDialog(page, '엑셀 일괄 등록');
      const file = await importWithMistakes();
      await page.locator('.ant-modal input[type="file"]').setInputFiles({
        name: '원아_일괄등록.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      await page.getByRole('button', { name: '등록하기', exact: true }).click();
      await page.locator('section[aria-label="등록하지 못한 행"]').waitFor();
    },
  },

  // child-assign: the two children not yet in a class, into a full class of another age (both warnings)
  'class-move.webp': { as: 'admin', path: '/admin/child', prepare: chooseMove },
  'class-move-preview.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await chooseMove(page);
      await page.getByRole('button', { name: '미리보기', exact: true }).click();
      await page.locator('section[aria-label="변경 내용"]').waitFor();
    },
  },
  'class-reset.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await openChildListDialog(page, '반 배정 초기화');
      await page.locator('.ant-modal .ant-checkbox-wrapper').filter({ hasText: '모든 반 초기화' }).click();
      await page.getByRole('button', { name: '미리보기', exact: true }).click();
      await page.locator('section[aria-label="변경 내용"]').waitFor();
    },
  },

  // parent-link
  'child-parents.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: (page) => openChild(page, '김주아'),
  },
  'parent-add.webp': {
    as: 'admin',
    path: '/admin/child',
    prepare: async (page) => {
      await openChild(page, '김주아');
      await page.getByRole('button', { name: '보호자 추가', exact: true }).click();
      const modal = page.locator('.ant-modal-container');
      await modal.locator('#add-parent_name').fill('권영숙');
      await modal.locator('#add-parent_relation').fill('외조모');
      await modal.locator('#add-parent_phone').fill('010-7715-3482');
      await modal.locator('#add-parent_loginId').fill('jua.grandma');
    },
  },
  'parent-list.webp': { as: 'admin', path: `/admin/parents?searchType=childName&keyword=${encodeURIComponent('김주아')}` },
};
