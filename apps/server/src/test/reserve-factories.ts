import type { DbOrTx } from '../db/client';
import { reservations } from '../db/schema/index';
import { seoulToday } from './factories';
import { CENTRE_A } from './centres';

/** A reservation as the centre wrote it down; overrides may set any column (e.g. a status for transition tests). */
export async function buildReservation(db: DbOrTx, overrides: Partial<typeof reservations.$inferInsert> = {}) {
  const [row] = await db
    .insert(reservations)
    .values({
      centreId: CENTRE_A,
      familyName: '김민지',
      phone: '010-2222-3333',
      childName: '이서준',
      childBirthDate: '2022-03-14',
      kind: 'consult',
      wishedDate: seoulToday(),
      wishedTime: '10:30',
      memo: '맞벌이라 연장 보육이 가능한지 궁금합니다.',
      ...overrides,
    })
    .returning();
  return row;
}
