import { eq } from 'drizzle-orm';
import { alimNotes, children, classNotes } from '../db/schema/index';
import type { DbOrTx } from '../db/client';
import { createChild, seoulToday } from './factories';

/** A 반 일지 row (creating its class through a child when missing is not needed: pass classId). */
export async function buildClassNote(db: DbOrTx, overrides: Partial<typeof classNotes.$inferInsert> & { classId: number }) {
  const [row] = await db
    .insert(classNotes)
    .values({ noteDate: seoulToday(), title: '봄 나들이', content: '햇살 좋은 날 산책을 다녀왔어요.', ...overrides })
    .returning();
  return row;
}

/** An 알림장 row for a child (created with its class when childId is missing). */
export async function buildAlimNote(db: DbOrTx, overrides: Partial<typeof alimNotes.$inferInsert> = {}) {
  const childId = overrides.childId ?? (await createChild(db, { classId: overrides.classId })).id;
  const classId = overrides.classId ?? (await db.select({ classId: children.classId }).from(children).where(eq(children.id, childId)))[0].classId!;
  const [row] = await db
    .insert(alimNotes)
    .values({
      noteDate: seoulToday(),
      content: '오늘도 즐겁게 놀았어요.',
      mood: 'good',
      meal: 'good',
      nap: 'normal',
      health: 'good',
      bowel: 'normal',
      temperature: 36.5,
      ...overrides,
      classId,
      childId,
    })
    .returning();
  return row;
}
