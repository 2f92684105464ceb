import {
  CHILD_CLASS_NOT_FOUND_MESSAGE,
  CHILD_LEFT_ASSIGN_MESSAGE,
  CHILD_NOT_FOUND_MESSAGE,
  childAgeWarningMessage,
  childCapacityWarningMessage,
  childClassAgeBand,
  isLeavingStatus,
  type ChildAgeWarning,
  type ChildAssignClassBody,
  type ChildCapacityWarning,
  type ChildClassChange,
  type ChildClassMoveResult,
  type ChildClassResetBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { childRepository as repo, type ChildRow, type ClassRow } from './child.repository';
import { CHILD_SUBJECT } from './child.service';

type Move = { child: ChildRow; to: number | null };

/** The classes named, all of the session's centre (another centre's class is missing, as one that does not exist). */
async function requireClasses(tx: DbOrTx, centreId: number, ids: number[]): Promise<Map<number, ClassRow>> {
  const unique = [...new Set(ids)];
  const rows = await repo.findClasses(tx, centreId, unique);
  if (rows.length !== unique.length) throw notFound(CHILD_CLASS_NOT_FOUND_MESSAGE);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Classes over capacity once the moves are done: today's head counts (class-membership.ts), shifted by the moves. */
async function capacityWarnings(tx: DbOrTx, centreId: number, moves: Move[], day: string): Promise<ChildCapacityWarning[]> {
  const counts = new Map((await repo.classOptions(tx, centreId, day)).map((c) => [c.id, { cls: c, after: c.enrolledCount }]));
  const counted = await repo.enrollableIds(tx, moves.map((m) => m.child.id), day);
  for (const { child, to } of moves) {
    if (!counted.has(child.id)) continue;
    if (child.classId !== null) counts.get(child.classId)!.after -= 1;
    if (to !== null) counts.get(to)!.after += 1;
  }
  const targets = new Set(moves.flatMap((m) => (m.to === null ? [] : [m.to])));
  return [...targets].flatMap((id) => {
    const { cls, after } = counts.get(id)!;
    if (cls.capacity === null || after <= cls.capacity) return [];
    return [{ classId: id, className: cls.name, capacity: cls.capacity, enrolledAfter: after, message: childCapacityWarningMessage(cls.name, cls.capacity, after) }];
  });
}

/** Children moved into a class whose age band (만 N세반) is not theirs this school year. */
function ageWarnings(moves: Move[], classes: Map<number, ClassRow>, day: string): ChildAgeWarning[] {
  return moves.flatMap(({ child, to }) => {
    const cls = to === null ? undefined : classes.get(to);
    if (!cls || cls.ageBand === null) return [];
    const band = childClassAgeBand(child.birthDate, day);
    if (band === cls.ageBand) return [];
    return [
      {
        childCode: child.id,
        childName: child.name,
        childAgeBand: band,
        classId: cls.id,
        className: cls.name,
        classAgeBand: cls.ageBand,
        message: childAgeWarningMessage(child.name, band, cls.name, cls.ageBand),
      },
    ];
  });
}

/** Applies the moves (unless a dry run) with one audit row per child, and describes them. */
async function runMoves(
  tx: DbOrTx,
  ctx: ServiceContext,
  moves: Move[],
  options: { dryRun: boolean; unchangedCount: number; action: string },
): Promise<ChildClassMoveResult> {
  const classIds = moves.flatMap((m) => [m.child.classId, m.to]).filter((id): id is number => id !== null);
  const centreId = requireCentre(ctx);
  const classes = new Map((await repo.findClasses(tx, centreId, [...new Set(classIds)])).map((c) => [c.id, c]));
  const warnings = await capacityWarnings(tx, centreId, moves, ctx.today());
  const changes: ChildClassChange[] = moves.map(({ child, to }) => ({
    childCode: child.id,
    childName: child.name,
    status: child.status,
    fromClassId: child.classId,
    fromClassName: child.classId === null ? null : (classes.get(child.classId)?.name ?? null),
    toClassId: to,
    toClassName: to === null ? null : (classes.get(to)?.name ?? null),
  }));
  if (!options.dryRun) {
    const byTarget = new Map<number | null, number[]>();
    for (const { child, to } of moves) byTarget.set(to, [...(byTarget.get(to) ?? []), child.id]);
    for (const [to, ids] of byTarget) {
      await repo.setClass(tx, ids, to);
      await repo.syncProfileFileClass(tx, ids, to);
    }
    for (const { child, to } of moves) {
      await writeAudit(tx, ctx, {
        action: options.action,
        subjectType: CHILD_SUBJECT,
        subjectId: child.id,
        detail: { fromClassId: child.classId, toClassId: to },
      });
    }
  }
  return { applied: !options.dryRun, changes, unchangedCount: options.unchangedCount, warnings, ageWarnings: ageWarnings(moves, classes, ctx.today()) };
}

/**
 * PUT assign-class: many children to their classes (or to none) at once, all or nothing. A dry run answers the
 * same preview without changing anything. Children who left cannot be put into a class.
 */
export async function assignClasses(ctx: ServiceContext, body: ChildAssignClassBody): Promise<ChildClassMoveResult> {
  const centreId = requireCentre(ctx);
  return ctx.db.transaction(async (tx) => {
    const codes = body.assignments.map((a) => a.childCode);
    // children and classes of another centre are missing here (docs/decisions/017-centres-and-policies.md)
    const rows = new Map((await repo.lockMany(tx, centreId, codes)).map((r) => [r.id, r]));
    const missing = codes.filter((code) => !rows.has(code));
    if (missing.length) throw notFound(`${CHILD_NOT_FOUND_MESSAGE} (원아번호 ${missing.join(', ')})`);
    await requireClasses(tx, centreId, body.assignments.flatMap((a) => (a.classId === null ? [] : [a.classId])));
    const moves = body.assignments.flatMap((a) => {
      const child = rows.get(a.childCode)!;
      return child.classId === a.classId ? [] : [{ child, to: a.classId }];
    });
    const left = moves.filter((m) => m.to !== null && isLeavingStatus(m.child.status));
    if (left.length) throw conflict(`${CHILD_LEFT_ASSIGN_MESSAGE} (${left.map((m) => m.child.name).join(', ')})`);
    return runMoves(tx, ctx, moves, { dryRun: body.dryRun, unchangedCount: codes.length - moves.length, action: 'CHILD_CLASS_ASSIGNED' });
  });
}

/** PUT class-reset: every child of the chosen classes (or of all classes) leaves its class; dryRun = preview. */
export async function resetClasses(ctx: ServiceContext, body: ChildClassResetBody): Promise<ChildClassMoveResult> {
  const centreId = requireCentre(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!body.all) await requireClasses(tx, centreId, body.classIds);
    const rows = await repo.lockInClasses(tx, centreId, body.all ? 'all' : body.classIds);
    const moves = rows.map((child) => ({ child, to: null }));
    return runMoves(tx, ctx, moves, { dryRun: body.dryRun, unchangedCount: 0, action: 'CHILD_CLASS_RESET' });
  });
}
