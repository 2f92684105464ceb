import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

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
  reportOnFailure(context);
  const page: Page = await context.newPage();
  return { context, page };
}

/**
 * When the running test fails, prints what its browser showed and heard: each page's address, the alerts and dialogs
 * on it, and the last console errors, page errors and API answers other than 2xx. CI keeps only the output, so this is
 * what a failure that does not happen again (a busy machine) leaves to look at.
 */
function reportOnFailure(context: BrowserContext) {
  const events: string[] = [];
  const note = (line: string) => events.push(`${new Date().toISOString().slice(11, 23)} ${line}`) > 30 && events.shift();
  context.on('console', (message) => message.type() === 'error' && note(`console: ${message.text()}`));
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 300) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => note(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  try {
    onTestFailed(async ({ task }) => {
      const pages = await Promise.all(
        context.pages().map(async (page) => {
          const shown = await page
            .locator('[role=alert], [role=dialog]:visible')
            .allInnerTexts()
            .catch(() => []);
          return `  ${page.url()}\n${shown.map((text) => `    shown: ${text.replace(/\s+/g, ' ').slice(0, 200)}`).join('\n')}`;
        }),
      );
      console.log(`[e2e] "${task.name}" failed; its browser:\n${pages.join('\n')}\n${events.map((e) => `  ${e}`).join('\n')}`);
    });
  } catch {
    // a context made outside a running test (beforeAll): nothing to attach to
  }
}

export async function login(page: Page, loginId: string, password: string, rememberMe = false) {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  if (rememberMe) await page.getByLabel('로그인 상태 유지').check();
  await page.getByRole('button', { name: '로그인' }).click();
}
