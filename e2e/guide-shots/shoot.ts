/**
 * `npm run guide:shots [guide or image …]`: drives Chromium through the demo data and writes every guide picture
 * (docs/product/guide.md#pictures). With names, only those guides' (or those images') pictures are taken again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { todayIn } from '@kg/contract';
import { isSchoolDay } from '../../apps/server/src/db/seed/demo-calendar';
import { firstActionNumbers, guides } from '../../apps/web/src/features/guide/guide-catalog';
import type { GuideScreen } from '../../apps/web/src/features/guide/guide-types';
import { launchBrowser, login } from '../support/browser';
import { startServer } from '../support/server';
import type { ShotAccount, ShotRecipe } from './recipe';
import { recipes } from './recipes';
import { checkRecipes, SHOTS_DIR } from './shot-files';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const PASSWORDS: Record<Exclude<ShotAccount, null>, string> = {
  admin: 'admin1234!',
  manager: 'manager1234!',
  teacher1: 'teacher1234!',
  teacher9: 'teacher1234!',
};
/** Red marks with white numbers: visible on antd's blue and on white. */
const MARK_COLOR = '#e5322d';

type Box = { x: number; y: number; width: number; height: number };

type Shot = { guideId: string; screen: GuideScreen; firstNumber: number };

function screensToShoot(names: string[]): Shot[] {
  const all = guides.flatMap((guide) =>
    guide.steps.flatMap((step) => {
      const starts = firstActionNumbers(step);
      return step.screens.map((screen) => ({ guideId: guide.id, screen, firstNumber: starts.get(screen)! }));
    }),
  );
  if (names.length === 0) return all;
  const chosen = all.filter(({ guideId, screen }) => names.includes(guideId) || names.includes(screen.image));
  if (chosen.length === 0) throw new Error(`No guide or image is called ${names.join(', ')}`);
  return chosen;
}

function markSvg(boxes: (Box & { n: number })[], width: number, height: number): Buffer {
  const marks = boxes.map(({ x, y, width: w, height: h, n }) => {
    const pad = 4;
    const left = Math.max(2, x - pad);
    const top = Math.max(2, y - pad);
    const right = Math.min(width - 2, x + w + pad);
    const bottom = Math.min(height - 2, y + h + pad);
    const cx = Math.min(Math.max(left, 14), width - 14);
    const cy = Math.min(Math.max(top, 14), height - 14);
    return (
      `<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" rx="8" fill="none" stroke="${MARK_COLOR}" stroke-width="3"/>` +
      `<circle cx="${cx}" cy="${cy}" r="13" fill="${MARK_COLOR}" stroke="#fff" stroke-width="2"/>` +
      `<text x="${cx}" y="${cy + 5}" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${n}</text>`
    );
  });
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${marks.join('')}</svg>`);
}

async function markBoxes(page: Page, screen: GuideScreen, start: number): Promise<(Box & { n: number })[]> {
  const marked = screen.actions.map((action, i) => ({ mark: action.mark, n: start + i })).filter((a) => a.mark);
  const boxes: (Box & { n: number })[] = [];
  for (const [i, { mark, n }] of marked.entries()) {
    const control = page.locator(mark!).first();
    await control.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
      throw new Error(`${screen.image}: the control of action ${n} (${mark}) is not on the screen`);
    });
    if (i === 0) await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    const view = page.viewportSize()!;
    if (!box || box.y + box.height < 0 || box.y > view.height || box.x > view.width) {
      throw new Error(`${screen.image}: the control of action ${n} (${mark}) is outside the picture`);
    }
    boxes.push({ ...box, n });
  }
  return boxes;
}

async function shoot(context: BrowserContext, recipe: ShotRecipe, { screen, firstNumber }: Shot): Promise<number> {
  const page = await context.newPage();
  try {
    const viewport = VIEWPORTS[recipe.viewport ?? 'desktop'];
    await page.setViewportSize(viewport);
    // form drafts (lib/form-draft) typed by an earlier shot of the same account are forgotten: every form shot starts
    // from the demo data (once per page, so a recipe's own typing survives its reloads)
    await page.addInitScript(() => {
      if (sessionStorage.getItem('kg.shot')) return;
      sessionStorage.setItem('kg.shot', '1');
      for (const key of Object.keys(localStorage)) if (key.startsWith('kg.draft.')) localStorage.removeItem(key);
    });
    await page.goto(recipe.path);
    await page.waitForLoadState('networkidle');
    if (recipe.prepare) await recipe.prepare(page);
    // dialogs, drawers and tooltips finish opening; thumbnails finish loading
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const boxes = await markBoxes(page, screen, firstNumber);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const webp = await sharp(png)
      .composite([{ input: markSvg(boxes, viewport.width, viewport.height), top: 0, left: 0 }])
      .webp({ quality: 70, effort: 6 })
      .toBuffer();
    fs.writeFileSync(path.join(SHOTS_DIR, screen.image), webp);
    return webp.length;
  } finally {
    await page.close();
  }
}

async function signedIn(browser: Browser, baseURL: string, account: ShotAccount): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce' });
  if (account) {
    const page = await context.newPage();
    await login(page, account, PASSWORDS[account]);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.close();
  }
  return context;
}

async function main() {
  checkRecipes(guides, recipes);
  // the demo centre's day (attendance, 알림장, the menu behind the dashboard's allergy card) exists on school days only
  const today = todayIn('Asia/Seoul');
  if (!isSchoolDay(today)) throw new Error(`${today} is not a school day in the demo centre: take the guide pictures on a weekday`);
  const chosen = screensToShoot(process.argv.slice(2));
  const server = await startServer(crypto.randomBytes(32).toString('hex'));
  const browser = await launchBrowser();
  const contexts = new Map<ShotAccount, BrowserContext>();
  let total = 0;
  try {
    for (const shot of chosen) {
      const { screen } = shot;
      const recipe = recipes[screen.image]!;
      if (!contexts.has(recipe.as)) contexts.set(recipe.as, await signedIn(browser, server.baseUrl, recipe.as));
      const bytes = await shoot(contexts.get(recipe.as)!, recipe, shot);
      total += bytes;
      console.log(`${screen.image.padEnd(40)} ${(bytes / 1024).toFixed(0).padStart(4)} KB`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${chosen.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

await main();
