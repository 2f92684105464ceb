import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { FAMILY_CHILD_NOT_ENROLLED_MESSAGE, FAMILY_CHILD_NOT_FOUND_MESSAGE, type FamilyChild } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { param, preparedStatement } from '../../db/statement';
import { childParents, children, classes } from '../../db/schema/index';
import { requireFamily, type ServiceContext } from '../../lib/context';
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

/** One of the signed-in parent's children, or 404 (not linked, or no such child). */
export async function ownChild(ctx: ServiceContext, childCode: number): Promise<FamilyChild> {
  const { pno } = requireFamily(ctx);
  const [row] = await ownChildStatement(ctx.db).execute({ pno, childCode });
  if (!row) throw new AppError('NOT_FOUND', FAMILY_CHILD_NOT_FOUND_MESSAGE);
  return row;
}

/** A child the parent may write for (투약의뢰서, 귀가동의서, 알림장 댓글): theirs, 재원 or 휴원, and placed in a class. */
export async function ownEnrolledChild(ctx: ServiceContext, childCode: number): Promise<FamilyChild & { classId: number }> {
  const child = await ownChild(ctx, childCode);
  if (child.classId === null || (child.status !== 'active' && child.status !== 'pause')) {
    throw new AppError('CONFLICT', FAMILY_CHILD_NOT_ENROLLED_MESSAGE);
  }
  return { ...child, classId: child.classId };
}
