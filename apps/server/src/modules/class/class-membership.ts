import { and, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { enrolledChildStatuses } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { attendance, children } from '../../db/schema/index';

/*
 * 반 소속 — who is in a class on day D. The one definition (docs/product/class.md#who-is-in-a-class); every query
 * that lists or counts a class's children builds its condition here.
 *
 * - Enrolled in class C on D: assigned to C (children.class_id), status 재원 or 휴원, admitted on or before D (no
 *   입소일: admitted), and not left by D (no 퇴소일, or one after D). Head counts (반 관리, 반 이동, 반 목록, the
 *   dashboard's '원아') count the enrolled children of today, with the paused (휴원) among them counted separately.
 * - Expected in class C on D: enrolled and 재원. These are asked for: the attendance sheet and the 알림장 board of D.
 *   A paused child keeps their place but is not expected.
 *
 * Status and class are stored as they are now (there is no history), so a past day uses today's status and class;
 * the attendance sheet adds the children recorded in the class that day (moved or left since).
 */

/**
 * A day of these rules: a date, or a date expression of the query (one statement for several days, e.g. a
 * `unnest(...) as d(day)` joined in).
 */
export type MembershipDay = string | SQL;
/** A class of these rules: an id, or an expression (a placeholder of a statement built once). */
export type MembershipClass = number | SQL;

/** Would be enrolled on `day` in whatever class they are in: 재원 or 휴원, admitted by then, not left (class moves). */
export function enrollableOn(day: MembershipDay): SQL {
  return and(
    inArray(children.status, [...enrolledChildStatuses]),
    or(isNull(children.admissionDate), lte(children.admissionDate, day)),
    or(isNull(children.leaveDate), gt(children.leaveDate, day)),
  ) as SQL;
}

/** Enrolled in some class on `day` (for counts grouped by class). */
export function enrolledOn(day: MembershipDay): SQL {
  return and(isNotNull(children.classId), enrollableOn(day)) as SQL;
}

/** Enrolled in class `classId` on `day`: 재원 or 휴원, admitted by then, not left. */
export function enrolledIn(classId: MembershipClass, day: MembershipDay): SQL {
  return and(eq(children.classId, classId), enrolledOn(day)) as SQL;
}

/** Expected in class `classId` on `day`: enrolled and 재원 (not 휴원) — attendance and 알림장. */
export function expectedIn(classId: MembershipClass, day: MembershipDay): SQL {
  return and(enrolledIn(classId, day), eq(children.status, 'active')) as SQL;
}

/** The child is paused (휴원); counted in head counts, listed apart. */
export const isPaused: SQL = sql`${children.status} = 'pause'`;

/**
 * The child is marked absent (결석, 인정결석 included) on `day`. Written against the `children` table by name, so it
 * is safe in single-table selects too (Drizzle leaves their column names unqualified).
 */
export function absentOn(day: MembershipDay): SQL {
  return sql`exists (select 1 from ${attendance} a where a.child_id = ${children}.id and a.att_date = ${day} and a.status = 'absent')`;
}

/** Head counts of every class with children on `day`: enrolled (재원 + 휴원) and paused; left-join it on classId. */
export function classHeadCounts(db: DbOrTx, day: MembershipDay) {
  return db
    .select({
      classId: children.classId,
      enrolled: count().as('enrolled'),
      paused: sql<number>`count(*) filter (where ${isPaused})`.mapWith(Number).as('paused'),
    })
    .from(children)
    .where(enrolledOn(day))
    .groupBy(children.classId)
    .as('head_counts');
}
