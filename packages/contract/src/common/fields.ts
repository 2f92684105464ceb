import { z } from 'zod';
import { COMPACT_DATE_PATTERN, DATE_PATTERN, fromCompactDate, isCalendarDate } from './dates';
import { plainKoreanMessage } from './messages';

// Every refusal reads in plain Korean, also where a schema names no message of its own (zod's default is English).
z.config({ localeError: plainKoreanMessage });

/** The largest id a table holds (PostgreSQL `integer`/`serial`). */
export const MAX_ID = 2_147_483_647;

/** A required positive integer id within the database's range, one Korean message for anything else. */
export function requiredIdSchema(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });
}

/**
 * A calendar date `yyyy-MM-dd` that exists (no 2026-02-30). `message` is for a wrong or impossible date and should show
 * an example ('생년월일을 2021-03-15처럼 입력해 주세요.'); `requiredMessage` (default: the same) for a missing or empty one
 * ('생년월일을 선택해 주세요.'). Messages are plain Korean: no `yyyy-MM-dd`, no field names in English.
 */
export function dateSchema(message: string, requiredMessage: string = message) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .regex(DATE_PATTERN, { error: message })
    .refine(isCalendarDate, { error: message });
}

/** A calendar date `yyyyMMdd` that exists. */
export function compactDateSchema(message: string) {
  return z
    .string({ error: message })
    .regex(COMPACT_DATE_PATTERN, { error: message })
    .refine((v) => isCalendarDate(fromCompactDate(v)), { error: message });
}

export const classIdSchema = requiredIdSchema('반을 선택해 주세요.');

/** Multipart/query values arrive as "1,2,3", ["1","2"] or a single value; this normalises them to numbers. */
export function idSetSchema(message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const list = Array.isArray(value) ? value : String(value).split(',');
      return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
    },
    z.array(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message })).min(1, { error: message }),
  );
}
