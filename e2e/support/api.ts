import type { Page } from 'playwright-core';

export type ApiAnswer = { status: number; json: { success: boolean; code: string; message: string; data: any; details?: any } };

/**
 * A JSON call from inside the signed-in page, as the web app makes it: the session cookies and the XSRF header from
 * the XSRF-TOKEN cookie (for setting up data an end-to-end test is not about).
 */
export async function pageApi(page: Page, method: string, url: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, url, body },
  );
}
