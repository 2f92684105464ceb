import { eq, sql } from 'drizzle-orm';
import type { CentreSettingsBody } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { centres, organisations } from '../../db/schema/index';

const centreColumns = {
  centreId: centres.id,
  organisationId: centres.organisationId,
  organisationName: organisations.name,
  name: centres.name,
  kind: centres.kind,
  address: centres.address,
  phone: centres.phone,
  representative: centres.representative,
  basicStart: centres.basicStart,
  basicEnd: centres.basicEnd,
  extendedEnd: centres.extendedEnd,
  schoolDays: centres.schoolDays,
  timeZone: centres.timeZone,
  retentionYears: centres.retentionYears,
  modules: centres.modules,
};

export type CentreDetailRow = { [K in keyof typeof centreColumns]: (typeof centreColumns)[K]['_']['data'] };

export const centreRepository = {
  async find(db: DbOrTx, centreId: number): Promise<CentreDetailRow | undefined> {
    const [row] = await db
      .select(centreColumns)
      .from(centres)
      .innerJoin(organisations, eq(organisations.id, centres.organisationId))
      .where(eq(centres.id, centreId))
      .limit(1);
    return row;
  },

  async update(db: DbOrTx, centreId: number, values: CentreSettingsBody, now: Date): Promise<void> {
    await db
      .update(centres)
      .set({ ...values, updatedAt: now })
      .where(eq(centres.id, centreId));
  },

  /** The one active centre's name, or null when the deployment has none or several. */
  async soleCentreName(db: DbOrTx): Promise<string | null> {
    const rows = await db.select({ name: centres.name }).from(centres).where(sql`${centres.active}`).limit(2);
    return rows.length === 1 ? rows[0].name : null;
  },
};
