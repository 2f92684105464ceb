import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { enrolledChildStatuses, type SetupStatus } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childParents, children, classes, teachers } from '../../db/schema/index';

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The counts of the 새 학년도 준비 checklist, in one statement. */
export const guideRepository = {
  /** The centre's counts (its classes, teachers and children only). */
  async setupStatus(db: DbOrTx, centreId: number): Promise<SetupStatus> {
    const classesWithoutTeacher = db
      .select({ n: count() })
      .from(classes)
      .where(
        and(
          eq(classes.centreId, centreId),
          sql`not exists (${db.select({ one: sql`1` }).from(teachers).where(and(eq(teachers.classId, classes.id), eq(teachers.active, true)))})`,
        ),
      );
    const [row] = await db
      .select({
        classCount: sql<number>`(${db.select({ n: count() }).from(classes).where(eq(classes.centreId, centreId))})`.mapWith(Number),
        classesWithoutTeacher: sql<number>`(${classesWithoutTeacher})`.mapWith(Number),
        enrolledChildren: count(),
        childrenWithoutClass: countOf(sql`${isNull(children.classId)}`),
        childrenWithoutParent: countOf(
          sql`not exists (${db.select({ one: sql`1` }).from(childParents).where(eq(childParents.childId, children.id))})`,
        ),
      })
      .from(children)
      .where(and(eq(children.centreId, centreId), inArray(children.status, [...enrolledChildStatuses])));
    return row!;
  },
};
