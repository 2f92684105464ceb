import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { FAMILY_CHILD_NOT_ENROLLED_MESSAGE, FAMILY_CHILD_NOT_FOUND_MESSAGE, type FamilyChild } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { param, preparedStatement } from '../../db/statement';
import { centres, childParents, children, classes } from '../../db/schema/index';
import type { ServiceContext } from '../../lib/context';
import { AppError } from '../../lib/errors';

/**
 * Which children a parent may see (docs/product/parent-app.md#privacy): those linked to their account (보호자 연결),
 * whatever their status — a family keeps its records after the child left, until retention removes them. Every
 * per-child family call starts with `ownChild`; a child that is not theirs answers 404 like one that does not exist.
 */

const familyChildColumns = {
  childCode: children.id,
  name: children.name,
  birthDate: children.birthDate,
  gender: children.gender,
  status: children.status,
  classId: children.classId,
  className: classes.name,
  classColor: classes.color,
  centreId: children.centreId,
  centreName: centres.name,
  relation: childParents.relation,
  isPrimary: childParents.isPrimary,
  photoConsent: children.photoConsent,
  allergyCodes: children.allergyCodes,
  allergies: children.allergies,
};

function familyChildrenQuery(db: DbOrTx, pno: number | SQL) {
  return db
    .select(familyChildColumns)
    .from(childParents)
    .innerJoin(children, eq(children.id, childParents.childId))
    .innerJoin(centres, eq(centres.id, children.centreId))
    .leftJoin(classes, eq(classes.id, children.classId))
    .where(eq(childParents.parentId, pno))
    .$dynamic();
}

// every per-child family call runs it first (docs/decisions/011-prepared-statements.md)
const ownChildStatement = preparedStatement('kg_family_own_child', (db) =>
  familyChildrenQuery(db, param('pno'))
    .where(and(eq(childParents.parentId, sql.placeholder('pno')), eq(childParents.childId, sql.placeholder('childCode'))))
    .limit(1),
);

/** The parent's children, older first (the order of the switcher). */
export async function listFamilyChildren(db: DbOrTx, pno: number): Promise<FamilyChild[]> {
  return familyChildrenQuery(db, pno).orderBy(asc(children.birthDate), asc(children.name), asc(children.id));
}

/** One of the parent's children, or undefined (not linked, or no such child): the family scope (policies/scope.ts). */
export async function findOwnChild(db: DbOrTx, pno: number, childCode: number): Promise<FamilyChild | undefined> {
  const [row] = await ownChildStatement(db).execute({ pno, childCode });
  return row;
}

/** The parent's own child the call names: resolved before the handler by the family scope (policies/scope.ts). */
export function ownChild(ctx: ServiceContext): FamilyChild {
  const child = ctx.scope?.child;
  if (!child) throw new AppError('NOT_FOUND', FAMILY_CHILD_NOT_FOUND_MESSAGE);
  return child;
}

/** A child the parent may write for (투약의뢰서, 귀가동의서, 알림장 댓글): theirs, 재원 or 휴원, and placed in a class. */
export function ownEnrolledChild(ctx: ServiceContext): FamilyChild & { classId: number } {
  const child = ownChild(ctx);
  if (child.classId === null || (child.status !== 'active' && child.status !== 'pause')) {
    throw new AppError('CONFLICT', FAMILY_CHILD_NOT_ENROLLED_MESSAGE);
  }
  return { ...child, classId: child.classId };
}
