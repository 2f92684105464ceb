import { and, eq, isNotNull, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { RETENTION_DESTROY_ROLES, type Role } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { centres, type FileRow } from '../../db/schema/index';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';

/**
 * 보존 기간과 파기 (docs/glossary.md): a child or parent who left is kept their centre's retention years (default 5)
 * after the leave date, then listed for destruction (docs/decisions/017-centres-and-policies.md: a centre carries its
 * retention years); admins and managers see the lists, only the director destroys (the contract's
 * RETENTION_VIEW_ROLES / RETENTION_DESTROY_ROLES). Children and parents share this one rule and one destroy flow.
 */

/** `date` (yyyy-MM-dd) moved by whole years; 29 February becomes 28 February in other years. */
export function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/**
 * The retention rule of the call's centre: its years, and the cut-off day (records that left on or before it, in the
 * centre's zone, are past the period). RETENTION_YEARS is the fallback of a context without a centre row.
 */
export type RetentionRule = { centreId: number; years: number; cutoff: string };

export async function retentionRule(ctx: ServiceContext): Promise<RetentionRule> {
  const centreId = requireCentre(ctx);
  const [row] = await ctx.db.select({ years: centres.retentionYears }).from(centres).where(eq(centres.id, centreId)).limit(1);
  const years = row?.years ?? ctx.config.retentionYears;
  return { centreId, years, cutoff: shiftYears(ctx.today(), -years) };
}

/** The day the retention period of a record that left on `leaveDate` ends. */
export function retainUntil(rule: RetentionRule, leaveDate: string): string {
  return shiftYears(leaveDate, rule.years);
}

/** The cut-off rule in SQL, for the lists and the destroy lock: a leave date on or before `cutoff`. */
export function leftBy(leaveDate: AnyColumn, cutoff: string | SQL): SQL {
  return and(isNotNull(leaveDate), lte(leaveDate, cutoff)) as SQL;
}

/** A record the destroy flow locked, with whether it is due at the cut-off (its subject's full rule). */
export type RetainedRow = { id: number; due: boolean; leaveDate: string | null };

/** What the destroy flow needs from a kind of record (children, parents). */
export type RetentionSubject<R extends RetainedRow> = {
  /** audit subject type and action of a destroyed record */
  subjectType: string;
  action: string;
  /** Locks the existing records of the centre among `ids` for the delete, each with `due` at `cutoff`. */
  lock(tx: DbOrTx, ids: number[], cutoff: string, centreId: number): Promise<R[]>;
  missingMessage(ids: number[]): string;
  notDueMessage(ids: number[]): string;
  /** Deletes the rows of the record's files (the flow removes the stored objects after commit). */
  deleteFiles?(tx: DbOrTx, row: R): Promise<FileRow[]>;
  /** Deletes the records; what hangs on them goes by cascade. */
  destroy(tx: DbOrTx, ids: number[]): Promise<void>;
};

export function assertCanDestroy(ctx: ServiceContext): void {
  if (!(RETENTION_DESTROY_ROLES as readonly Role[]).includes(requireActor(ctx).role)) throw forbidden();
}

/**
 * Destroys records past retention for good, all or none: every id must exist (404) and be due (409). Their files go
 * with them (purged once committed); one audit row per record names only its id, leave date and file count.
 */
export async function destroyDue<R extends RetainedRow>(
  ctx: ServiceContext,
  subject: RetentionSubject<R>,
  ids: number[],
): Promise<{ destroyed: number; fileCount: number }> {
  assertCanDestroy(ctx);
  const wanted = [...new Set(ids)];
  const rule = await retentionRule(ctx);
  const removedFiles = await ctx.db.transaction(async (tx) => {
    // another centre's record is missing here, like an id that does not exist
    const rows = await subject.lock(tx, wanted, rule.cutoff, rule.centreId);
    const found = new Set(rows.map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw notFound(subject.missingMessage(missing));
    const notDue = rows.filter((r) => !r.due).map((r) => r.id);
    if (notDue.length) throw conflict(subject.notDueMessage(notDue));

    const files: FileRow[] = [];
    for (const row of rows) {
      const own = (await subject.deleteFiles?.(tx, row)) ?? [];
      files.push(...own);
      await writeAudit(tx, ctx, {
        action: subject.action,
        subjectType: subject.subjectType,
        subjectId: row.id,
        detail: { leaveDate: row.leaveDate, retentionYears: rule.years, fileCount: own.length },
      });
    }
    await subject.destroy(tx, wanted);
    return files;
  });
  await ctx.files.purge(removedFiles);
  return { destroyed: wanted.length, fileCount: removedFiles.length };
}
