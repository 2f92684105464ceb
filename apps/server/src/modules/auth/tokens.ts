import crypto from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { roles } from '@kg/contract';
import type { Config } from '../../config';

/** Claims of the access token (JWT HS256). `auth_time` starts the absolute session window (sessionMaxHours). */
export type AccessClaims = {
  /** the account's number as a string: tno for staff, pno for the parent app */
  sub: string;
  /** auth_sessions.id */
  sid: string;
  /** the staff role, or FAMILY_ROLE_CLAIM */
  role: string;
  iat: number;
  exp: number;
  auth_time: number;
};

/** What the AT cookie held: nothing, garbage/bad signature, a well-signed but expired token, or a valid one. */
export type AccessRead =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'expired'; claims: AccessClaims }
  | { state: 'valid'; claims: AccessClaims };

export type AccessTokens = Awaited<ReturnType<typeof createAccessTokens>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUIRED_CLAIMS = ['sub', 'sid', 'role', 'iat', 'exp', 'auth_time'];

export const nowSeconds = () => Math.floor(Date.now() / 1000);

function toClaims(payload: JWTPayload | undefined, allowedRoles: readonly string[]): AccessClaims | null {
  if (!payload) return null;
  const { sub, sid, role, iat, exp, auth_time: authTime } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^\d{1,10}$/.test(sub)) return null;
  if (typeof sid !== 'string' || !UUID.test(sid)) return null;
  if (typeof role !== 'string' || !allowedRoles.includes(role)) return null;
  if (typeof iat !== 'number' || typeof exp !== 'number' || typeof authTime !== 'number') return null;
  return { sub, sid, role, iat, exp, auth_time: authTime };
}

/** The role claim of a parent-app token. */
export const FAMILY_ROLE_CLAIM = 'PARENT';

/**
 * Whose tokens: staff tokens are signed with JWT_SECRET itself, parent-app tokens with a key derived from it, so one
 * kind never verifies as the other (docs/decisions/007-family-sessions.md); each accepts only its own role claims.
 */
export type TokenRealm = { keySuffix: string; roles: readonly string[] };
export const STAFF_TOKENS: TokenRealm = { keySuffix: '', roles };
export const FAMILY_TOKENS: TokenRealm = { keySuffix: ':family-access', roles: [FAMILY_ROLE_CLAIM] };

/** Signs and reads access tokens with config.jwtSecret; the HMAC key is imported once. */
export async function createAccessTokens(config: Config, realm: TokenRealm = STAFF_TOKENS) {
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not configured');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`${config.jwtSecret}${realm.keySuffix}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const accessSeconds = config.auth.accessTokenMinutes * 60;
  const sessionSeconds = config.auth.sessionMaxHours * 3600;
  /** Sliding expiry: an active user's token is re-issued once it is a quarter of its life old (at most a minute). */
  const reissueAfterSeconds = Math.min(60, Math.floor(accessSeconds / 4));

  /**
   * Tokens whose signature jose has verified, by their exact text: an HMAC check of the same string always gives the
   * same answer, so a browser's repeated requests skip the WebCrypto round trip. Expiry is still checked every time.
   */
  const verified = new Map<string, AccessClaims>();
  const VERIFIED_MAX = 10_000;

  /** exp = min(now + access life, auth_time + absolute session life). */
  const expiryFor = (authTime: number, now: number) => Math.min(now + accessSeconds, authTime + sessionSeconds);

  return {
    accessSeconds,
    sessionSeconds,
    reissueAfterSeconds,
    expiryFor,

    async sign(input: { accountId: number; sid: string; role: string; authTime: number; now?: number }) {
      const now = input.now ?? nowSeconds();
      const exp = expiryFor(input.authTime, now);
      const token = await new SignJWT({ sid: input.sid, role: input.role, auth_time: input.authTime })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(input.accountId))
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },

    /** Verifies the signature; an expired token still yields its claims (the CSRF binding and logout need the sid). */
    async read(token: string | undefined): Promise<AccessRead> {
      if (!token) return { state: 'none' };
      const now = nowSeconds();
      let claims = verified.get(token) ?? null;
      let expired = false;
      if (claims) {
        expired = claims.exp <= now;
      } else {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: REQUIRED_CLAIMS });
          claims = toClaims(payload, realm.roles);
          if (claims) {
            if (verified.size >= VERIFIED_MAX) verified.clear();
            verified.set(token, claims);
          }
        } catch (error) {
          if (!(error instanceof errors.JWTExpired)) return { state: 'invalid' };
          claims = toClaims(error.payload, realm.roles);
          expired = true;
        }
      }
      if (!claims) return { state: 'invalid' };
      // The absolute cap holds even if SESSION_MAX_HOURS was lowered after the token was signed.
      if (expired || claims.auth_time + sessionSeconds <= now) {
        verified.delete(token);
        return { state: 'expired', claims };
      }
      return { state: 'valid', claims };
    },
  };
}

/** Remember-me refresh token: 32 random bytes (base64url) for the cookie, SHA-256 hex for the database. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The token a remember-me token rotates to: derived from it with a server secret rather than drawn at random, so a
 * second presentation inside the grace window can be answered with the same successor without storing it.
 */
export function successorOf(secret: string, token: string): { token: string; hash: string } {
  const next = crypto.createHmac('sha256', secret).update(token).digest('base64url');
  return { token: next, hash: hashRefreshToken(next) };
}
