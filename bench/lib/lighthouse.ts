import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median, startApp } from './server';

const RUNS = 3;

/** benchmarkIndex: Lighthouse's measure of this machine's speed while it ran (its throttling assumes ~1,000–1,500) */
type Run = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; jsTransferKB: number; jsGzipKB: number; benchmarkIndex: number };
export type PageScores = { url: string; runs: Run[]; median: Run; jsFiles: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Lighthouse (mobile form factor, default simulated throttling) on the login page and on teacher1's class dashboard,
 * driving the system Chromium; each page RUNS times, the median of each figure. jsTransferKB is what the wire carried
 * (the server sends .br to Chromium); jsGzipKB is the same scripts gzipped at level 9, as loginPageWeight counts them.
 */
export async function lighthouseScores(): Promise<{ login: PageScores; dashboard: PageScores }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-lighthouse-'));
  const app = await startApp(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await audit(`${app.baseUrl}/admin/login`, chrome.port);
    // Lighthouse keeps cookies between runs (it clears caches and service workers only), so one sign-in serves them all.
    const dashboardUrl = await signIn(app.baseUrl, chrome.port);
    const dashboard = await audit(dashboardUrl, chrome.port);
    return { login, dashboard };
  } finally {
    chrome.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs teacher1 in through the login form in the same Chromium; resolves with the class dashboard they land on. */
async function signIn(baseUrl: string, port: number): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('아이디').fill('teacher1');
    await page.getByLabel('비밀번호').fill('teacher1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/admin\/story\/dashboard\/\d+$/);
    const url = page.url();
    await page.close();
    return url;
  } finally {
    await browser.close();
  }
}

async function audit(url: string, port: number): Promise<PageScores> {
  const runs: Run[] = [];
  let jsFiles = 0;
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(url, port);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    const requests = (lhr.audits['network-requests'].details as { items: { url: string; resourceType?: string; transferSize?: number }[] }).items;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    jsFiles = scripts.length;
    runs.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      jsTransferKB: kb(scripts.reduce((n, s) => n + (s.transferSize ?? 0), 0)),
      jsGzipKB: kb(await gzipBytes(scripts.map((s) => s.url))),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  const mid = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    url,
    runs,
    jsFiles,
    median: {
      performance: mid((r) => r.performance),
      accessibility: mid((r) => r.accessibility),
      lcpMs: mid((r) => r.lcpMs),
      tbtMs: mid((r) => r.tbtMs),
      jsTransferKB: mid((r) => r.jsTransferKB),
      jsGzipKB: mid((r) => r.jsGzipKB),
      benchmarkIndex: mid((r) => r.benchmarkIndex),
    },
  };
}

/** One Lighthouse run; a run whose trace recording failed (e.g. NO_NAVSTART, which happens now and then) is retried. */
async function lighthouseRun(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length),
  );
  return sizes.reduce((n, size) => n + size, 0);
}
