import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAMILY_API_BASE, FAMILY_HOME_PATH, FAMILY_LOGIN_PATH, STAFF_LOGIN_PATH, errorPageText, type ErrorEnvelope } from '@kg/contract';

/**
 * A top-level navigation of the browser itself: a followed link (also one with `download`), a new tab, the address
 * bar. The app's fetch calls send `cors` or `same-origin` (fetch cannot ask for `navigate`), so they keep the JSON.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate';
}

/** Headers a file answer sets before it can still fail (file.send.ts): the page must not be saved as that file. */
const FILE_HEADERS = ['content-disposition', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/**
 * The envelope as a small Korean page with the same status (docs/product/errors.md#browser-navigations): the message
 * as its heading, the request id to quote on a 5xx, '다시 로그인' on a 401 and '돌아가기'. Plain HTML: the API's CSP
 * (security-headers.ts) allows no style or script on it, and none is needed.
 */
export function sendErrorPage(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorEnvelope) {
  const family = isFamilyPath(request.url);
  const links = [
    ...(status === 401 ? [link(family ? FAMILY_LOGIN_PATH : STAFF_LOGIN_PATH, errorPageText.loginAgain)] : []),
    link(sameOriginReferer(request) ?? (family ? FAMILY_HOME_PATH : '/'), errorPageText.back),
  ];
  const message = escapeHtml(body.message);
  const html = [
    '<!doctype html>',
    '<html lang="ko">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${message}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${message}</h1>`,
    ...(status >= 500 ? [`<p>${escapeHtml(errorPageText.requestId)} <code>${escapeHtml(request.id)}</code></p>`] : []),
    ...links.map((a) => `<p>${a}</p>`),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  for (const name of FILE_HEADERS) reply.removeHeader(name);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function isFamilyPath(url: string): boolean {
  return url.startsWith(`${FAMILY_API_BASE}/`);
}

/**
 * The page the browser came from when it is one of ours (never an API answer, never another site). The app's pages
 * send no Referer (Referrer-Policy: no-referrer), so this is rare and the app's home is the usual way back.
 */
function sameOriginReferer(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer || request.headers['sec-fetch-site'] !== 'same-origin') return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(`${request.protocol}://${request.host}`).origin || url.pathname.startsWith('/api/')) return null;
    return `${url.origin}${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
