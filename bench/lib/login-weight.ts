import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApp } from './server';

/** Loads /admin/login in Chromium and adds up the gzip size of every JavaScript file the page fetched. */
export async function loginPageWeight() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-web-'));
  const app = await startApp(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzip: number; raw: number }[] = [];
    // each body is read before the browser closes (a body still being read then would reject unhandled)
    const reading: Promise<void>[] = [];
    page.on('response', (res) => {
      if (!res.url().endsWith('.js')) return;
      reading.push(
        res.body().then((body) => {
          scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${app.baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '로그인' }).waitFor();
    await Promise.all(reading);
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
    return { gzipKB: Math.round(gzip / 102.4) / 10, rawKB: Math.round(scripts.reduce((n, s) => n + s.raw, 0) / 1024), files: scripts };
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
