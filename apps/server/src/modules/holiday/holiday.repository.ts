import { and, between, eq } from 'drizzle-orm';
import type { CentreDayBody } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { centreHolidays, centres } from '../../db/schema/index';

export type CentreHolidayRow = typeof centreHolidays.$inferSelect;

export const holidayRepository = {
  between(db: DbOrTx, centreId: number, from: string, to: string): Promise<CentreHolidayRow[]> {
    return db
      .select()
      .from(centreHolidays)
      .where(and(eq(centreHolidays.centreId, centreId), between(centreHolidays.date, from, to)))
      .orderBy(centreHolidays.date);
  },

  /** The centre's ISO weekdays (`centres.school_days`). */
  async schoolDaysOf(db: DbOrTx, centreId: number): Promise<number[]> {
    const [row] = await db.select({ schoolDays: centres.schoolDays }).from(centres).where(eq(centres.id, centreId)).limit(1);
    return row?.schoolDays ?? [];
  },

  async onDate(db: DbOrTx, centreId: number, date: string): Promise<CentreHolidayRow | undefined> {
    const [row] = await db
      .select()
      .from(centreHolidays)
      .where(and(eq(centreHolidays.centreId, centreId), eq(centreHolidays.date, date)))
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, centreId: number, body: CentreDayBody, createdBy: number | null): Promise<CentreHolidayRow> {
    const [row] = await db.insert(centreHolidays).values({ centreId, ...body, createdBy }).returning();
    return row;
  },

  /** Removes the centre's row; undefined when the centre has no row of that id. */
  async delete(db: DbOrTx, centreId: number, id: number): Promise<CentreHolidayRow | undefined> {
    const [row] = await db
      .delete(centreHolidays)
      .where(and(eq(centreHolidays.id, id), eq(centreHolidays.centreId, centreId)))
      .returning();
    return row;
  },
};
