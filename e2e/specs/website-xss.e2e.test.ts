import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../support/browser';
import { pageApi } from '../support/api';
import { workerBaseUrl } from '../support/base-url';

const baseUrl = workerBaseUrl();

/**
 * Stored XSS (docs/product/website.md#rich-text): every payload calls `__xss()` if it ever runs. Each is saved through
 * every rich-text and text field of the website posts, then rendered twice in Chromium: in the real pages (with the
 * app's CSP), and injected as innerHTML into a page without any CSP, where only the sanitiser stands between the
 * payload and execution. The same harness run on the raw payloads proves it detects an execution.
 */
const CORPUS = [
  '<script>__xss()</script>',
  '<img src=x onerror="__xss()">',
  '<svg onload="__xss()"><circle r=1></circle></svg>',
  '<svg><animate onbegin="__xss()" attributeName="x" dur="1s"></animate></svg>',
  '<a href="javascript:__xss()" id="js-link">링크</a>',
  '<a href="  JaVaScRiPt:__xss()">대소문자</a>',
  '<a href="data:text/html,<script>parent.__xss()</script>">data</a>',
  '<img src="data:image/svg+xml,<svg onload=__xss()>">',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<iframe src="javascript:parent.__xss()"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=__xss()>"></noscript>',
  '<xmp><img src=x onerror=__xss()></xmp>',
  '<template><img src=x onerror=__xss()></template><div>after</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss()></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss() src>">',
  '<p style="background:url(javascript:__xss())">스타일</p>',
  '<div style="width: expression(__xss())">expr</div>',
  '<style>@import "javascript:__xss()";</style>',
  '<object data="javascript:__xss()"></object><embed src="javascript:__xss()">',
  '<input autofocus onfocus="__xss()"><details open ontoggle="__xss()"><summary>x</summary></details>',
  '<body onload="__xss()"><video><source onerror="__xss()"></video>',
  '<img src="/api/file/1" onload="__xss()" onerror="__xss()">',
  '"><img src=x onerror=__xss()>',
];

/** Renders each HTML string into a fresh element of a CSP-free page and counts the calls of `__xss`. */
async function executionsIn(page: Page, htmls: string[]): Promise<number> {
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.evaluate(() => {
    (window as unknown as { __hits: number }).__hits = 0;
    (window as unknown as { __xss: () => void }).__xss = () => void ((window as unknown as { __hits: number }).__hits += 1);
  });
  await page.evaluate((list) => {
    const root = document.getElementById('root')!;
    for (const html of list) {
      const box = document.createElement('div');
      box.innerHTML = html;
      root.append(box);
    }
    // links and focus handlers need a push
    for (const a of Array.from(root.querySelectorAll('a'))) a.click();
  }, htmls);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __hits: number }).__hits);
}

describe('stored XSS through the website posts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('the harness detects an execution: the raw corpus runs', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    expect(await executionsIn(page, CORPUS)).toBeGreaterThan(3);
    await context.close();
  });

  it('saved through every field of notices, programmes and events, nothing runs — in the app or without its CSP', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await login(page, 'admin', 'admin1234!');
    await page.waitForURL(/\/admin\/story/);
    const stored: string[] = [];
    const saved: string[] = [];
    for (const [i, payload] of CORPUS.entries()) {
      const text = `XSS ${i} ${payload}`.slice(0, 200);
      const notice = await pageApi(page, 'POST', '/api/v2/notice/new', { title: text, content: `<p>본문 ${i}</p>${payload}`, classIds: [] });
      expect(notice.status, JSON.stringify(notice.json)).toBe(200);
      const edu = await pageApi(page, 'POST', '/api/v2/edu/new', { title: text, content: payload, classIds: [] });
      expect(edu.status).toBe(200);
      const event = await pageApi(page, 'POST', '/api/v2/event/new', { title: text, content: payload, startDate: '2026-12-01', place: payload.slice(0, 200), classIds: [] });
      expect(event.status).toBe(200);
      stored.push(notice.json.data.content, edu.json.data.content, event.json.data.content);
      saved.push(`/admin/notice/${notice.json.data.noticeId}`, `/admin/edu/${edu.json.data.eduId}`, `/admin/event/${event.json.data.eventId}`);
    }
    for (const html of stored) expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg|<iframe|style=|srcdoc|<style|<math|<object|<embed/i);

    // in the real pages: a hit would show as a call of the page's __xss or a dialog
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __hits: number }).__hits = 0;
      (window as unknown as { __xss: () => void }).__xss = () => void ((window as unknown as { __hits: number }).__hits += 1);
    });
    for (const path of ['/admin/notice', '/admin/edu', '/admin/event?view=list', ...saved.slice(0, 9)]) {
      await page.goto(path);
      await page.locator('.app-content').first().waitFor();
      await page.waitForTimeout(150);
      expect(await page.evaluate(() => (window as unknown as { __hits: number }).__hits), path).toBe(0);
    }
    expect(dialogs).toBe(0);

    // and without any CSP, only the sanitiser in the way
    expect(await executionsIn(page, stored)).toBe(0);
    await context.close();
  });
});
