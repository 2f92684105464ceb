/**
 * Whether a database error is a unique-constraint violation (23505), on PGlite and PostgreSQL alike; Drizzle may
 * wrap the driver's error in `cause`. Services check for duplicates first and use this for the race between two saves.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
