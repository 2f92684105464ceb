import { CHILD_NOT_FOUND_MESSAGE, childDestroyNotDueMessage, type ChildToBeDeletedPage, type DestroyChildrenBody, type DestroyChildrenResult } from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { toPage, type Paging } from '../../lib/paging';
import { deleteFilesByRef } from '../file/file.service';
import { destroyDue, retainUntil, retentionRule, type RetentionSubject } from '../retention/retention';
import { CHILD_PROFILE_REF, childRepository as repo } from './child.repository';
import { CHILD_SUBJECT } from './child.service';

export async function listChildrenToBeDeleted(ctx: ServiceContext, query: Paging): Promise<ChildToBeDeletedPage> {
  const rule = await retentionRule(ctx);
  const { rows, total } = await repo.listPastRetention(ctx.db, rule.centreId, rule.cutoff, query);
  const items = rows.map((r) => ({
    childCode: r.id,
    name: r.name,
    birthDate: r.birthDate,
    status: r.status,
    leaveDate: r.leaveDate!,
    retainUntil: retainUntil(rule, r.leaveDate!),
    parentCount: r.parentCount,
    fileCount: r.fileCount,
  }));
  return { ...toPage(items, query, total), retentionYears: rule.years };
}

/**
 * Children past retention: the record, contacts, pick-up persons, parent links and class-story records go
 * (cascade), and so do their profile photo and alim-note files.
 */
const children: RetentionSubject<{ id: number; leaveDate: string | null; due: boolean }> = {
  subjectType: CHILD_SUBJECT,
  action: 'CHILD_DESTROYED',
  lock: (tx, ids, cutoff, centreId) => repo.lockForDestroy(tx, ids, cutoff, centreId),
  missingMessage: (ids) => `${CHILD_NOT_FOUND_MESSAGE} (원아번호 ${ids.join(', ')})`,
  notDueMessage: childDestroyNotDueMessage,
  async deleteFiles(tx, row) {
    const files = await deleteFilesByRef(tx, CHILD_PROFILE_REF, row.id);
    for (const noteId of await repo.alimNoteIds(tx, [row.id])) files.push(...(await deleteFilesByRef(tx, 'ALIMNOTE', noteId)));
    return files;
  },
  destroy: (tx, ids) => repo.delete(tx, ids),
};

export async function destroyChildren(ctx: ServiceContext, body: DestroyChildrenBody): Promise<DestroyChildrenResult> {
  return destroyDue(ctx, children, body.childCodes);
}
