import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classColors, classes } from '../../db/schema/index';

export type ClassColorRow = typeof classColors.$inferSelect;
export type ClassColorListRow = { id: number; name: string; hex: string; classNames: string[] };

// aliased and qualified by hand: Drizzle leaves column names unqualified in a single-table select
/** The centre's classes painted in the colour (the palette is the deployment's; the classes are a centre's). */
const classNamesOf = (centreId: number) =>
  sql<string[]>`coalesce((select array_agg(c.name order by c.name) from ${classes} c where lower(c.color) = ${classColors}.hex and c.centre_id = ${centreId}), '{}')`;

/** Drizzle queries of the class colour palette (반 색상). Hex values are stored lower-case. */
export const classColorRepository = {
  async list(db: DbOrTx, centreId: number): Promise<ClassColorListRow[]> {
    return db
      .select({ id: classColors.id, name: classColors.name, hex: classColors.hex, classNames: classNamesOf(centreId) })
      .from(classColors)
      .orderBy(asc(classColors.id));
  },

  /** Colours of the palette that no class of the centre uses. */
  async listAvailable(db: DbOrTx, centreId: number): Promise<ClassColorRow[]> {
    return db
      .select()
      .from(classColors)
      .where(sql`not exists (select 1 from ${classes} c where lower(c.color) = ${classColors}.hex and c.centre_id = ${centreId})`)
      .orderBy(asc(classColors.id));
  },

  async find(db: DbOrTx, centreId: number, id: number): Promise<ClassColorListRow | undefined> {
    const [row] = await db
      .select({ id: classColors.id, name: classColors.name, hex: classColors.hex, classNames: classNamesOf(centreId) })
      .from(classColors)
      .where(eq(classColors.id, id))
      .limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ClassColorRow | undefined> {
    const [row] = await tx.select().from(classColors).where(eq(classColors.id, id)).limit(1).for('update');
    return row;
  },

  async findByHex(db: DbOrTx, hex: string): Promise<ClassColorRow | undefined> {
    const [row] = await db.select().from(classColors).where(eq(classColors.hex, hex)).limit(1);
    return row;
  },

  async insert(tx: DbOrTx, values: { name: string; hex: string }): Promise<ClassColorRow> {
    const [row] = await tx.insert(classColors).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: { name: string; hex: string }): Promise<void> {
    await tx.update(classColors).set(values).where(eq(classColors.id, id));
  },

  /** Classes painted in `from` follow the palette entry to its new hex. Returns how many changed. */
  async repaintClasses(tx: DbOrTx, from: string, to: string, now: Date): Promise<number> {
    const rows = await tx
      .update(classes)
      .set({ color: to, updatedAt: now })
      .where(sql`lower(${classes.color}) = ${from}`)
      .returning({ id: classes.id });
    return rows.length;
  },

  /** Whether a class of any centre is painted in `hex` (a palette entry in use cannot go). */
  async usedAnywhere(db: DbOrTx, hex: string): Promise<boolean> {
    const [row] = await db.select({ id: classes.id }).from(classes).where(sql`lower(${classes.color}) = ${hex}`).limit(1);
    return row !== undefined;
  },

  async delete(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(classColors).where(eq(classColors.id, id));
  },
};
