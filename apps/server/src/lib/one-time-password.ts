import crypto from 'node:crypto';
import { passwordSchema } from '@kg/contract';

/** Letters and digits people do not confuse when reading a password aloud (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/**
 * A random one-time password (a staff member's temporary one, a parent's initial one) that passes the contract's
 * password rules for this login id. It is shown once and stored only as a hash.
 */
export function oneTimePassword(loginId: string): string {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    if (passwordSchema(loginId).safeParse(password).success) return password;
  }
}
