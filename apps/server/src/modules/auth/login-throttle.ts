import crypto from 'node:crypto';
import { loginThrottledMessage } from '@kg/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { RateLimitedError } from '../../lib/errors';
import { clearFailures, recentFailureTimes, recordLoginAttempt, type AttemptFilter } from './auth.repository';

/**
 * Login throttling (docs/decisions/006-login-throttling.md): failures are counted per bucket — the account from one
 * address, the account from everywhere, the address across accounts — but a browser where the account signed in
 * before (a known device) has a bucket of its own, so an attacker elsewhere, or on the centre's shared address,
 * cannot lock the owner out. Known and unknown ids are counted and answered alike.
 */

/** The parent app's login ids are counted apart from staff ones (auth.realm.ts accountKeyPrefix). */
export const FAMILY_ACCOUNT_KEY_PREFIX = 'family:';

/** The id typed, as the attempts table keeps it: a hash, the same for existing and unknown ids. */
export function accountKeyOf(loginId: string): string {
  return crypto.createHash('sha256').update(loginId.trim().toLowerCase()).digest('hex');
}

// ---------------------------------------------------------------- known-device cookie

/** A browser's known-device id and the accounts (key prefixes) that signed in on it; the cookie is signed. */
export type KnownDevice = { id: string; accounts: string[] };

const MAX_ACCOUNTS = 10;
const accountTag = (accountKey: string) => accountKey.slice(0, 16);
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(`known-device:${payload}`).digest('base64url');

/** The cookie's device, or null when it is missing, malformed or not signed by this server. */
export function readKnownDevice(secret: string, cookie: string | undefined): KnownDevice | null {
  const match = cookie ? /^([\w-]{22})\.((?:[0-9a-f]{16})(?:-[0-9a-f]{16})*)?\.([\w-]{43})$/.exec(cookie) : null;
  if (!match) return null;
  const [, id, list = '', signature] = match;
  const expected = sign(secret, `${id}.${list}`);
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  return { id, accounts: list ? list.split('-') : [] };
}

/** The cookie value after a successful sign-in of `accountKey` on this device (a new device gets an id). */
export function rememberDevice(secret: string, device: KnownDevice | null, accountKey: string): string {
  const id = device?.id ?? crypto.randomBytes(16).toString('base64url');
  const tag = accountTag(accountKey);
  const accounts = [tag, ...(device?.accounts ?? []).filter((a) => a !== tag)].slice(0, MAX_ACCOUNTS);
  const payload = `${id}.${accounts.join('-')}`;
  return `${payload}.${sign(secret, payload)}`;
}

// ---------------------------------------------------------------- throttle

/** Where an attempt comes from, as the throttle sees it. */
export type AttemptSource = { ip: string; accountKey: string; device: KnownDevice | null };

/** The device id when this browser is known for this account: its attempts count in a bucket of their own. */
export function knownDeviceId(source: AttemptSource): string | null {
  const { device, accountKey } = source;
  return device && device.accounts.includes(accountTag(accountKey)) ? device.id : null;
}

export class LoginThrottle {
  constructor(private readonly config: Config['auth']) {}

  private get windowMs() {
    return this.config.lockMinutes * 60_000;
  }

  private buckets(source: AttemptSource): { filter: AttemptFilter; limit: number }[] {
    const { ip, accountKey } = source;
    const { maxFailures, accountMaxPer15Min, ipMaxPer15Min } = this.config;
    const deviceId = knownDeviceId(source);
    if (deviceId) return [{ filter: { accountKey, deviceId }, limit: maxFailures }];
    return [
      { filter: { accountKey, ip, deviceId: null }, limit: maxFailures },
      { filter: { accountKey, deviceId: null }, limit: accountMaxPer15Min },
      { filter: { ip, deviceId: null }, limit: ipMaxPer15Min },
    ];
  }

  /** Refuses (429 with Retry-After) while any of the attempt's buckets is full; the password is not checked then. */
  async check(db: DbOrTx, source: AttemptSource, now: Date): Promise<void> {
    const since = new Date(now.getTime() - this.windowMs);
    let until = 0;
    for (const { filter, limit } of this.buckets(source)) {
      const times = await recentFailureTimes(db, filter, since, limit);
      // full until its limit-th newest failure leaves the window
      if (times.length >= limit) until = Math.max(until, times[limit - 1].getTime() + this.windowMs);
    }
    if (until > now.getTime()) {
      const seconds = Math.ceil((until - now.getTime()) / 1000);
      throw new RateLimitedError(seconds, loginThrottledMessage(Math.ceil(seconds / 60)));
    }
  }

  async record(db: DbOrTx, source: AttemptSource, succeeded: boolean, now: Date): Promise<void> {
    const deviceId = knownDeviceId(source);
    if (succeeded) {
      const { accountKey, ip } = source;
      await clearFailures(db, deviceId ? { accountKey, deviceId } : { accountKey, ip, deviceId: null });
    }
    await recordLoginAttempt(db, { ip: source.ip, accountKey: source.accountKey, deviceId, succeeded, at: now });
  }
}

/**
 * A new one-time password from an admin (or an admin's reset of the failures) lifts the account's throttles: its owner
 * can sign in at once. `realmPrefix`: the realm's account-key namespace (auth.realm.ts; '' for staff).
 */
export function forgiveFailures(db: DbOrTx, loginId: string, realmPrefix = ''): Promise<void> {
  return clearFailures(db, { accountKey: accountKeyOf(`${realmPrefix}${loginId}`) });
}
