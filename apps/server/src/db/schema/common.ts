import { sql, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the schema files (not tables: not exported from index.ts).
 * Timestamps are `timestamp with time zone` (UTC instants); calendar days are `date` columns in string mode.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** CHECK expression: `"column" in ('a', 'b')`. Values are constants from this codebase, never user input. */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
}

/** CHECK expression: the column is null or a 24-hour `HH:mm` time. */
export function hhmm(column: string): SQL {
  return sql.raw(`"${column}" is null or "${column}" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);
}

/** Length of an `HH:mm` column. */
export const TIME_LENGTH = 5;
