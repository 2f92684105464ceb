import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { enrolledChildStatuses } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childParents, children, parents } from '../../db/schema/index';

/**
 * A family's 퇴소일 follows its children (docs/product/parent.md#retention): when the last child a parent has at the
 * centre leaves, the parent leaves that day and the retention clock starts; when one of them comes back, the parent's
 * 퇴소일 is cleared. A 퇴소일 set before is kept.
 */
export async function followChildStatus(tx: DbOrTx, childId: number, today: string): Promise<void> {
  await followChildren(tx, inArray(parents.id, tx.select({ id: childParents.parentId }).from(childParents).where(eq(childParents.childId, childId))), today);
}

/** The same rule for one parent whose links changed (보호자 연결 / 연결 해제): a parent left with no attending child leaves. */
export async function followParentLinks(tx: DbOrTx, parentId: number, today: string): Promise<void> {
  await followChildren(tx, eq(parents.id, parentId), today);
}

async function followChildren(tx: DbOrTx, which: SQL, today: string): Promise<void> {
  const attending = sql`exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
    where ${childParents.parentId} = ${parents.id} and ${inArray(children.status, [...enrolledChildStatuses])})`;
  await tx
    .update(parents)
    .set({ leaveDate: sql`case when ${attending} then null else coalesce(${parents.leaveDate}, ${today}) end` })
    .where(which);
}
