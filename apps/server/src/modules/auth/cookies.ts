import type { FastifyReply } from 'fastify';
import { XSRF_COOKIE } from '@kg/contract';
import type { Config } from '../../config';

export const ACCESS_COOKIE = 'AT';
export const REFRESH_COOKIE = 'RT';
/** The refresh token travels only to the refresh endpoint. */
export const REFRESH_COOKIE_PATH = '/api/v2/refresh';
/** Known-device cookie (login-throttle.ts): only the login endpoint reads it. */
export const KNOWN_DEVICE_COOKIE = 'KD';
export const KNOWN_DEVICE_COOKIE_PATH = '/api/v2/login';

const days = (n: number) => n * 24 * 60 * 60;

/**
 * Access-token cookie: httpOnly, SameSite=Lax. Without remember-me a session cookie (the JWT inside still expires
 * after accessTokenMinutes of inactivity). With remember-me it persists as long as the refresh token, so that after
 * the JWT expired the browser still names its session: the CSRF binding of POST /refresh and logout need the sid.
 */
export function setAccessCookie(reply: FastifyReply, config: Config, token: string, rememberMe: boolean) {
  reply.setCookie(ACCESS_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    ...(rememberMe ? { maxAge: days(config.auth.rememberMeDays) } : {}),
  });
}

/** Lives exactly as long as the token: rememberMeDays, cut short at the session's absolute end. */
export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** A year: the browser stays known to the accounts that signed in on it. */
export function setKnownDeviceCookie(reply: FastifyReply, config: Config, value: string) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: KNOWN_DEVICE_COOKIE_PATH,
    maxAge: days(365),
  });
}

/** Readable by the SPA (axios copies it into X-XSRF-TOKEN). */
export function setXsrfCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(XSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: days(config.auth.rememberMeDays),
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
  });
}
