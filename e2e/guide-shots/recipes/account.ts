import type { Page } from 'playwright-core';
import type { ShotRecipes } from '../recipe';

/** teacher9 (오다혜), the demo teacher without a class, as the director sees her record. */
async function openTeacher9(page: Page) {
  await page.goto('/admin/teacher?searchType=teacherId&keyword=teacher9');
  await page.locator('.ant-table-tbody').getByRole('link', { name: '오다혜', exact: true }).click();
  await page.getByRole('button', { name: '임시 비밀번호 발급' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** Up to the one-time password's confirm; 확인 is not pressed here. */
async function askForOneTimePassword(page: Page) {
  await openTeacher9(page);
  await page.locator('.record-actions').getByRole('button', { name: '임시 비밀번호 발급' }).click();
  await page.locator('.ant-modal').getByText('임시 비밀번호를 발급할까요?', { exact: false }).waitFor();
}

/** A password as the server makes them: 12 letters and digits without look-alikes (apps/server/src/lib/one-time-password.ts). */
const SAMPLE_ONE_TIME_PASSWORD = 'Kf7mPq2wRt9z';

export const accountShots: ShotRecipes = {
  'login.webp': { as: null, path: '/admin/login', viewport: 'phone' },

  // password-forgot
  'password-help.webp': {
    as: null,
    path: '/admin/password-help',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByLabel('아이디').fill('teacher1');
      await page.getByLabel('이름').fill('김선생');
    },
  },

  // password-change
  'password-change.webp': {
    as: 'teacher1',
    path: '/admin/teacher/modify',
    viewport: 'phone',
    prepare: async (page) => {
      await page.locator('#currentPassword').fill('teacher1234!');
      await page.locator('#newPassword').fill('Sunny-Garden-27');
      await page.locator('#newPasswordConfirm').fill('Sunny-Garden-27');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    },
  },
  'password-first-login.webp': {
    as: 'teacher1',
    path: '/admin/teacher/modify',
    viewport: 'phone',
    prepare: async (page) => {
      // the account as it is after a one-time password: /me says so (the picture only; nothing changes on the server)
      await page.route('**/api/v2/me', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { mustChangePassword: boolean } };
        body.data.mustChangePassword = true;
        await route.fulfill({ response, json: body });
      });
      await page.reload();
      await page.locator('.ant-alert').waitFor();
    },
  },

  // account-lock
  'teacher-account.webp': { as: 'admin', path: '/admin/teacher', prepare: openTeacher9 },
  'parent-account.webp': {
    as: 'admin',
    path: '/admin/parents?status=blocked',
    prepare: async (page) => {
      await page.locator('.ant-table-tbody a').first().click();
      await page.getByRole('button', { name: '로그인 잠금 해제' }).waitFor();
    },
  },

  // temp-password
  'temp-password-confirm.webp': { as: 'admin', path: '/admin/teacher', prepare: askForOneTimePassword },
  'temp-password-shown.webp': {
    as: 'admin',
    path: '/admin/teacher',
    prepare: async (page) => {
      // the reset is answered here, never sent: the picture shows the window without changing teacher9's password
      await page.route('**/reset-passwd**', (route) => {
        const tno = Number(new URL(route.request().url()).searchParams.get('tno'));
        return route.fulfill({ json: { success: true, code: 'OK', message: '', data: { tno, temporaryPassword: SAMPLE_ONE_TIME_PASSWORD } } });
      });
      await askForOneTimePassword(page);
      await page.locator('.ant-modal-footer').getByRole('button', { name: '확인', exact: true }).click();
      await page.locator('#temporary-password').waitFor();
    },
  },
  'parent-password.webp': {
    as: 'admin',
    path: `/admin/parents?searchType=childName&keyword=${encodeURIComponent('김주아')}`,
    prepare: async (page) => {
      await page.locator('.ant-table-tbody a').first().click();
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      const modal = page.locator('.ant-modal');
      await modal.locator('#newPassword').fill('Jua-Family-2026');
      await modal.locator('#confirm').fill('Jua-Family-2026');
    },
  },
};
