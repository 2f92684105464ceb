import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { isStaffAdmin, type PostClass, type PostRefType } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes, postAudiences } from '../../db/schema/index';
import { param, preparedStatement } from '../../db/statement';
import type { Principal } from '../../lib/principal';

/**
 * Who a website post is for (docs/product/website.md#audience): the classes in post_audiences, or the whole centre
 * when it has none. Admins and managers see every post; a teacher the centre's and their own class's.
 */

/** Admins and managers change any post; a teacher only their own. */
export function canEditPost(actor: Principal, post: { authorId: number | null }): boolean {
  return isStaffAdmin(actor.role) || (post.authorId !== null && post.authorId === actor.tno);
}

/** Whether someone of `classId` is in an audience (an empty audience is everyone). */
export function inAudience(audience: readonly number[], classId: number | null): boolean {
  return audience.length === 0 || (classId !== null && audience.includes(classId));
}

export function canSeeAudience(principal: Principal, audience: readonly number[]): boolean {
  return isStaffAdmin(principal.role) || inAudience(audience, principal.classId);
}

/** The SQL form of inAudience: `refType` posts whose id is `id` that are for the whole centre or include `classId`. */
export function inAudienceCondition(refType: PostRefType, id: Column, classId: number | SQL | null): SQL {
  const forAnyone = sql`not exists (select 1 from ${postAudiences} where ${postAudiences.refType} = ${refType} and ${postAudiences.refId} = ${id})`;
  if (classId === null) return forAnyone;
  return sql`(${forAnyone} or exists (select 1 from ${postAudiences} where ${postAudiences.refType} = ${refType} and ${postAudiences.refId} = ${id} and ${postAudiences.classId} = ${classId}))`;
}

/** The SQL form of canSeeAudience for a list of `refType` posts whose id is `id`; undefined = no restriction. */
export function visibleToCondition(principal: Principal, refType: PostRefType, id: Column): SQL | undefined {
  if (isStaffAdmin(principal.role)) return undefined;
  return inAudienceCondition(refType, id, principal.classId);
}

/**
 * The forms visibleToCondition takes in a statement prepared once (db/statement.ts): every post (admins and managers),
 * the centre's and one class's (the `classId` placeholder), or the centre's only (no class).
 */
export type AudienceShape = 'all' | 'class' | 'centre';

/** The audience shape of someone of `classId` (null: no class). */
export const classAudienceShape = (classId: number | null): AudienceShape => (classId === null ? 'centre' : 'class');

export const audienceShapeOf = (principal: Principal): AudienceShape => (isStaffAdmin(principal.role) ? 'all' : classAudienceShape(principal.classId));

/** visibleToCondition of an audience shape; undefined = no restriction. */
export function audienceCondition(shape: AudienceShape, refType: PostRefType, id: Column): SQL | undefined {
  return shape === 'all' ? undefined : inAudienceCondition(refType, id, shape === 'class' ? param('classId') : null);
}

/** The class ids of one post's audience. */
export async function audienceOf(db: DbOrTx, refType: string, refId: number): Promise<number[]> {
  const rows = await db
    .select({ classId: postAudiences.classId })
    .from(postAudiences)
    .where(and(eq(postAudiences.refType, refType), eq(postAudiences.refId, refId)));
  return rows.map((r) => r.classId);
}

const audienceRows = preparedStatement('kg_post_audiences', (db) =>
  db
    .select({ refId: postAudiences.refId, classId: postAudiences.classId, className: classes.name })
    .from(postAudiences)
    .leftJoin(classes, eq(classes.id, postAudiences.classId))
    .where(and(eq(postAudiences.refType, param('refType')), sql`${postAudiences.refId} = any(${sql.placeholder('refIds')}::int[])`))
    .orderBy(postAudiences.refId, sql`${classes.ageBand} nulls last`, classes.name, postAudiences.classId),
);

/** The audiences of many posts with the classes' names, in class order; a class removed since shows as such. */
export async function audiencesOf(db: DbOrTx, refType: PostRefType, refIds: number[]): Promise<Map<number, PostClass[]>> {
  const map = new Map<number, PostClass[]>();
  if (refIds.length === 0) return map;
  for (const row of await audienceRows(db).execute({ refType, refIds })) {
    const list = map.get(row.refId) ?? [];
    list.push({ classId: row.classId, className: row.className ?? '(삭제된 반)' });
    map.set(row.refId, list);
  }
  return map;
}

/** Replaces a post's audience. */
export async function setAudience(tx: DbOrTx, refType: PostRefType, refId: number, classIds: readonly number[]): Promise<void> {
  await tx.delete(postAudiences).where(and(eq(postAudiences.refType, refType), eq(postAudiences.refId, refId)));
  if (classIds.length > 0) await tx.insert(postAudiences).values(classIds.map((classId) => ({ refType, refId, classId })));
}

export async function clearAudience(tx: DbOrTx, refType: PostRefType, refId: number): Promise<void> {
  await setAudience(tx, refType, refId, []);
}
