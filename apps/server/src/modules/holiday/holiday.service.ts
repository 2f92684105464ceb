import {
  closingHolidayOn,
  isSchoolDay,
  HOLIDAY_DUPLICATE_MESSAGE,
  HOLIDAY_NATIONAL_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  HOLIDAY_OPEN_NOT_NATIONAL_MESSAGE,
  monthEndOf,
  type CentreDayBody,
  type Holiday,
  type HolidayList,
  type HolidayListQuery,
  type SchoolDayInfo,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { holidayRepository as repo, type CentreHolidayRow } from './holiday.repository';
import { nationalHolidaysBetween } from './national-holidays';

/**
 * A centre's holidays between two dates (docs/product/holiday.md): the national ones, each `open` when the centre
 * marked it 정상 운영, and the centre's own closed days. Other domains (attendance, dashboard) read it too.
 */
export async function holidaysBetween(db: DbOrTx, centreId: number, from: string, to: string): Promise<{ items: Holiday[]; unknownYears: number[] }> {
  const [national, rows] = await Promise.all([nationalHolidaysBetween(from, to), repo.between(db, centreId, from, to)]);
  const openings = new Map(rows.filter((r) => r.kind === 'OPEN').map((r) => [r.date, r]));
  const items: Holiday[] = [
    ...national.days.map((day) => ({ ...day, kind: 'NATIONAL' as const, open: openings.has(day.date), id: openings.get(day.date)?.id ?? null })),
    ...rows.filter((r) => r.kind === 'CLOSED').map(toCentreHoliday),
  ];
  return { items: items.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)), unknownYears: national.unknownYears };
}

/** GET /holiday: a year's or a month's holidays of the session's centre. */
export async function listHolidays(ctx: ServiceContext, query: HolidayListQuery): Promise<HolidayList> {
  const { year, month } = query;
  const from = month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  const to = month ? monthEndOf(from) : `${year}-12-31`;
  const { items, unknownYears } = await holidaysBetween(ctx.db, requireCentre(ctx), from, to);
  return { year, month: month ?? null, nationalKnown: unknownYears.length === 0, items };
}

/**
 * Adds a centre's day: a closed day on a date that is not a holiday yet, or 정상 운영 on a national holiday. One row
 * per centre and date (409 for a second); audited.
 */
export async function addCentreDay(ctx: ServiceContext, body: CentreDayBody): Promise<Holiday> {
  const centreId = requireCentre(ctx);
  const national = (await nationalHolidaysBetween(body.date, body.date)).days[0];
  if (body.kind === 'OPEN' && !national) throw invalid('date', HOLIDAY_OPEN_NOT_NATIONAL_MESSAGE);
  if (body.kind === 'CLOSED' && national) throw conflict(HOLIDAY_NATIONAL_MESSAGE);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await repo.onDate(tx, centreId, body.date)) throw conflict(HOLIDAY_DUPLICATE_MESSAGE);
      const row = await repo.insert(tx, centreId, body, ctx.actor?.tno ?? null);
      await writeAudit(tx, ctx, { action: 'HOLIDAY_ADDED', subjectType: 'holiday', subjectId: row.id, detail: { date: row.date, kind: row.kind } });
      return row.kind === 'OPEN' && national ? { ...national, kind: 'NATIONAL' as const, open: true, id: row.id } : toCentreHoliday(row);
    });
  } catch (error) {
    // two saves of the same date at once: the unique index decides
    if (isUniqueViolation(error)) throw conflict(HOLIDAY_DUPLICATE_MESSAGE);
    throw error;
  }
}

/** Removes a centre's own day (a closed day, or the 정상 운영 mark of a national one); audited. */
export async function removeCentreDay(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const centreId = requireCentre(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.delete(tx, centreId, id);
    if (!row) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
    await writeAudit(tx, ctx, { action: 'HOLIDAY_REMOVED', subjectType: 'holiday', subjectId: row.id, detail: { date: row.date, kind: row.kind } });
    return { id: row.id };
  });
}

function toCentreHoliday(row: CentreHolidayRow): Holiday {
  return { date: row.date, name: row.name, kind: 'CENTRE', open: false, id: row.id };
}

/** Whether the centre runs on `date` and the holiday that closes it (the 출석부 and the class dashboard). */
export async function schoolDayInfo(db: DbOrTx, centreId: number, date: string): Promise<SchoolDayInfo> {
  const [{ items }, schoolDays] = await Promise.all([holidaysBetween(db, centreId, date, date), repo.schoolDaysOf(db, centreId)]);
  return { schoolDay: isSchoolDay(date, schoolDays, items), holiday: closingHolidayOn(date, items) ?? null };
}
