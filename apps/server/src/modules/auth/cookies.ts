import type { FastifyReply } from 'fastify';
import { FAMILY_API_BASE, FAMILY_XSRF_COOKIE, XSRF_COOKIE } from '@kg/contract';
import type { Config } from '../../config';

/**
 * The cookies of one session realm (docs/decisions/007-family-sessions.md). Staff cookies live at `/`; the parent
 * app's are scoped to its API, so a staff call never even receives them, and their names differ, so a staff call
 * could not read them if it did.
 */
export type SessionCookies = {
  access: { name: string; path: string };
  /** the refresh token travels only to the refresh endpoint */
  refresh: { name: string; path: string };
  /** known-device cookie (login-throttle.ts): only the login endpoint reads it */
  knownDevice: { name: string; path: string };
  /** readable by the SPA (axios copies it into X-XSRF-TOKEN) */
  xsrf: string;
};

export const STAFF_COOKIES: SessionCookies = {
  access: { name: 'AT', path: '/' },
  refresh: { name: 'RT', path: '/api/v2/refresh' },
  knownDevice: { name: 'KD', path: '/api/v2/login' },
  xsrf: XSRF_COOKIE,
};

export const FAMILY_COOKIES: SessionCookies = {
  access: { name: 'FAT', path: FAMILY_API_BASE },
  refresh: { name: 'FRT', path: `${FAMILY_API_BASE}/refresh` },
  knownDevice: { name: 'FKD', path: `${FAMILY_API_BASE}/login` },
  xsrf: FAMILY_XSRF_COOKIE,
};

/** The staff access-token cookie (the OpenAPI document names it). */
export const ACCESS_COOKIE = STAFF_COOKIES.access.name;

const days = (n: number) => n * 24 * 60 * 60;

/**
 * Access-token cookie: httpOnly, SameSite=Lax. Without remember-me a session cookie (the JWT inside still expires
 * after accessTokenMinutes of inactivity). With remember-me it persists as long as the refresh token, so that after
 * the JWT expired the browser still names its session: the CSRF binding of POST /refresh and logout need the sid.
 */
export function setAccessCookie(reply: FastifyReply, config: Config, cookies: SessionCookies, token: string, rememberMe: boolean) {
  reply.setCookie(cookies.access.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: cookies.access.path,
    ...(rememberMe ? { maxAge: days(config.auth.rememberMeDays) } : {}),
  });
}

/** Lives exactly as long as the token: rememberMeDays, cut short at the session's absolute end. */
export function setRefreshCookie(reply: FastifyReply, config: Config, cookies: SessionCookies, token: string, expiresAt: Date) {
  reply.setCookie(cookies.refresh.name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: cookies.refresh.path,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** A year: the browser stays known to the accounts that signed in on it. */
export function setKnownDeviceCookie(reply: FastifyReply, config: Config, cookies: SessionCookies, value: string) {
  reply.setCookie(cookies.knownDevice.name, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: cookies.knownDevice.path,
    maxAge: days(365),
  });
}

export function setXsrfCookie(reply: FastifyReply, config: Config, cookies: SessionCookies, token: string) {
  reply.setCookie(cookies.xsrf, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: days(config.auth.rememberMeDays),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config, cookies: SessionCookies) {
  reply.clearCookie(cookies.refresh.name, { path: cookies.refresh.path, httpOnly: true, sameSite: 'strict', secure: config.cookieSecure });
}

export function clearSessionCookies(reply: FastifyReply, config: Config, cookies: SessionCookies) {
  reply.clearCookie(cookies.access.name, { path: cookies.access.path, httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
  clearRefreshCookie(reply, config, cookies);
}
