import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** What several guides' recipes do before their picture (e2e/guide-shots/recipes). */

/**
 * A soft pastel picture (sky, sun, hills) as a phone would send it: what the shots drop into a photo field. Pictures
 * are made here so no binary files live in the repository; `seed` picks the colours.
 */
export function samplePhoto(seed: number, width = 800, height = 600): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,86%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,95%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${width * 0.75}" cy="${height * 0.22}" r="${height * 0.1}" fill="#fde68a"/>
  <ellipse cx="${width * 0.25}" cy="${height}" rx="${width * 0.55}" ry="${height * 0.35}" fill="hsl(${(hue + 120) % 360},45%,70%)"/>
  <ellipse cx="${width * 0.8}" cy="${height}" rx="${width * 0.5}" ry="${height * 0.28}" fill="hsl(${(hue + 150) % 360},40%,60%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** `count` sample photos named `<name>-1.jpg` …, ready for `setInputFiles`. */
export async function samplePhotos(name: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${name}-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await samplePhoto(i + 1) })),
  );
}

/**
 * Scrolls the page (or the drawer holding `selector`) so that `selector` sits `offset` px below the top of the window,
 * under the sticky header, with as much as possible below it on the picture.
 */
export async function scrollToTop(page: Page, selector: string, offset = 76) {
  await page.locator(selector).first().waitFor();
  await page.locator(selector).first().evaluate((element, gap) => {
    let box: HTMLElement | null = element.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    const top = element.getBoundingClientRect().top;
    if (box) box.scrollTop += top - box.getBoundingClientRect().top - 8;
    else window.scrollBy(0, top - gap);
  }, offset);
}

/**
 * Opens the antd Select holding the element `#id` and picks the first option whose text contains `option` (or the
 * option at that index), in that select's own dropdown (several selects may list the same names). A multiple select
 * stays open: press Escape after.
 */
export async function choose(page: Page, id: string, option: string | number, { search = false } = {}) {
  const input = page.locator(`[id="${id}"]`);
  await page.locator(`.ant-select:has([id="${id}"])`).click();
  // a long list renders only the options in view: a searchable select is narrowed to the option first
  if (search && typeof option === 'string') await input.pressSequentially(option);
  const listId = await input.getAttribute('aria-controls');
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${listId}"])`);
  await dropdown.waitFor();
  const options = dropdown.locator('.ant-select-item-option');
  const target = typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first();
  const multiple = (await page.locator(`.ant-select-multiple:has([id="${id}"])`).count()) > 0;
  // a click while the dropdown is still opening can miss: a single select closes once it has taken the option
  for (let attempt = 1; ; attempt++) {
    await target.click();
    if (multiple) return;
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Opens a child's record from the child list (admin), found by name. */
export async function openChild(page: Page, name: string) {
  await page.goto(`/admin/child?searchType=name&keyword=${encodeURIComponent(name)}`);
  await page.locator('.ant-table-tbody').getByRole('link', { name, exact: true }).first().click();
  await page.locator('#child-status').waitFor();
}

/** The child list's own dialogs (반 이동, 반 배정 초기화, 엑셀 일괄 등록, 파기 대상) by their button. */
export async function openChildListDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.locator('.ant-modal-container').waitFor();
}
