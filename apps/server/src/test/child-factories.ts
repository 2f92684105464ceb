import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { children, classes } from '../db/schema/index';
import { createChild, createClass, type ChildFactoryOptions } from './factories';

export type ChildRecordOptions = ChildFactoryOptions & Partial<Omit<typeof children.$inferInsert, 'id' | 'classId' | 'status' | 'gender'>>;

/** A child (createChild) with any other column set, e.g. a leave date, allergies or an admission date. */
export async function createChildRecord(db: DbOrTx, options: ChildRecordOptions = {}) {
  const { classId, name, birthDate, gender, status, pickups, ...columns } = options;
  const child = await createChild(db, { classId, name, birthDate, gender, status, pickups });
  if (Object.keys(columns).length === 0) return child;
  const [row] = await db.update(children).set(columns).where(eq(children.id, child.id)).returning();
  return row;
}

/** A class with a capacity (정원). */
export async function createClassWithCapacity(db: DbOrTx, name: string, capacity: number | null) {
  const cls = await createClass(db, { name });
  await db.update(classes).set({ capacity }).where(eq(classes.id, cls.id));
  return { ...cls, capacity };
}
