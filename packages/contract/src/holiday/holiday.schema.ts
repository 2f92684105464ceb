import { z } from 'zod';
import { isoWeekday } from '../common/dates';
import { dateSchema, requiredIdSchema } from '../common/fields';

/** A centre's holiday calendar (docs/product/holiday.md). */

/** Where a holiday comes from: the national calendar (공휴일) or the centre's own rows (원 휴원일). */
export const HOLIDAY_KINDS = ['NATIONAL', 'CENTRE'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const holidayKindLabels: Record<HolidayKind, string> = { NATIONAL: '공휴일', CENTRE: '원 휴원일' };

/**
 * What a centre's own row says about its date: `CLOSED`, a day the centre closes (재량휴업, 방학, 개원기념일 …);
 * `OPEN`, a national holiday on which the centre opens all the same (an 어린이집 on 노동절).
 */
export const CENTRE_DAY_KINDS = ['CLOSED', 'OPEN'] as const;
export type CentreDayKind = (typeof CENTRE_DAY_KINDS)[number];

export const HOLIDAY_NAME_MAX = 50;
/** The national calendar (npm `@hyunbinseo/holidays-kr`) covers these years; later ones show only the centre's days. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

export const HOLIDAY_NOT_FOUND_MESSAGE = '휴일을 찾을 수 없습니다.';
export const HOLIDAY_DUPLICATE_MESSAGE = '이미 휴일로 등록된 날입니다.';
export const HOLIDAY_NATIONAL_MESSAGE = '이미 공휴일인 날입니다.';
export const HOLIDAY_OPEN_NOT_NATIONAL_MESSAGE = '정상 운영은 공휴일에만 표시할 수 있습니다.';

const yearMessage = `연도를 2026처럼 ${HOLIDAY_YEAR_MIN}–${HOLIDAY_YEAR_MAX} 사이로 입력해 주세요.`;
const monthMessage = '월을 1부터 12까지로 입력해 주세요.';

/** GET /holiday?year=2026&month=12 (month optional: the whole year). */
export const holidayListQuerySchema = z.object({
  year: z.coerce.number({ error: yearMessage }).int({ error: yearMessage }).min(HOLIDAY_YEAR_MIN, { error: yearMessage }).max(HOLIDAY_YEAR_MAX, { error: yearMessage }),
  month: z.coerce.number({ error: monthMessage }).int({ error: monthMessage }).min(1, { error: monthMessage }).max(12, { error: monthMessage }).optional(),
});
export type HolidayListQuery = z.infer<typeof holidayListQuerySchema>;

/**
 * One day off (or a national one the centre opens on): `open` is true for a national holiday the centre marked
 * 정상 운영; `id` names the centre's own row (to remove it), null for a national day the centre left as it is.
 */
export const holidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  open: z.boolean(),
  id: z.number().int().nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** Whether the centre runs on a day (isSchoolDay) and the holiday that closes it, for the 출석부 and the dashboard. */
export const schoolDayInfoSchema = z.object({ schoolDay: z.boolean(), holiday: holidaySchema.nullable() });
export type SchoolDayInfo = z.infer<typeof schoolDayInfoSchema>;

export const holidayListSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  /** whether the national calendar knows this year (it is published a year or two ahead) */
  nationalKnown: z.boolean(),
  items: z.array(holidaySchema),
});
export type HolidayList = z.infer<typeof holidayListSchema>;

/** POST /holiday: a centre's own day. */
export const centreDayBodySchema = z.object({
  date: dateSchema('날짜를 2026-12-24처럼 입력해 주세요.', '날짜를 선택해 주세요.'),
  name: z
    .string({ error: '휴일 이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '휴일 이름을 입력해 주세요.' })
    .max(HOLIDAY_NAME_MAX, { error: `휴일 이름은 ${HOLIDAY_NAME_MAX}자 이하입니다.` }),
  kind: z.enum(CENTRE_DAY_KINDS, { error: '휴원일 또는 정상 운영을 선택해 주세요.' }).default('CLOSED'),
});
export type CentreDayBody = z.infer<typeof centreDayBodySchema>;

export const holidayIdParamsSchema = z.object({ id: requiredIdSchema(HOLIDAY_NOT_FOUND_MESSAGE) });

/**
 * Whether the centre runs on `date` (yyyy-MM-dd): one of its `schoolDays` (ISO weekdays, `centres.school_days`) and
 * no holiday that closes it. A national holiday marked `open` does not close it; it never opens a day off the week.
 */
export function isSchoolDay(date: string, schoolDays: readonly number[], holidays: readonly Pick<Holiday, 'date' | 'open'>[]): boolean {
  if (!schoolDays.includes(isoWeekday(date))) return false;
  return !holidays.some((h) => h.date === date && !h.open);
}

/** The holiday that closes the centre on `date`, if any (what a screen names: '기독탄신일'). */
export function closingHolidayOn<T extends Pick<Holiday, 'date' | 'open'>>(date: string, holidays: readonly T[]): T | undefined {
  return holidays.find((h) => h.date === date && !h.open);
}
