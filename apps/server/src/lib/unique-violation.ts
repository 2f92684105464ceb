import { databaseErrorOf } from './database-error';

/**
 * Whether a database error is a unique-constraint violation (23505), on PGlite and PostgreSQL alike. Services check
 * for duplicates first and use this for the race between two saves.
 */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.sqlState === '23505';
}
