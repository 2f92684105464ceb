import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium was not found for the end-to-end tests. Install it with `apt-get update && apt-get install -y chromium` ' +
        'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}

/** The system Chromium, headless, with the flags this sandbox needs (no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page: Page = await context.newPage();
  return { context, page };
}

export async function login(page: Page, loginId: string, password: string, rememberMe = false) {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  if (rememberMe) await page.getByLabel('로그인 상태 유지').check();
  await page.getByRole('button', { name: '로그인' }).click();
}
