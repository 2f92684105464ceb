import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHILD_NOT_FOUND_MESSAGE,
  childDestroyNotDueMessage,
  isLeavingStatus,
  totalPages,
  type ChildToBeDeletedPage,
  type DestroyChildrenBody,
  type DestroyChildrenResult,
} from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
import { notFound, conflict } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { deleteFilesByRef } from '../file/file.service';
import { CHILD_PROFILE_REF, childRepository as repo } from './child.repository';
import { CHILD_SUBJECT, centreToday } from './child.service';

/** `date` (yyyy-MM-dd) moved by whole years; 29 February becomes 28 February in other years. */
export function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** Children who left on or before this day are past the retention period (RETENTION_YEARS, default 5). */
function retentionCutoff(app: FastifyInstance): string {
  return shiftYears(centreToday(app), -app.config.retentionYears);
}

export async function listChildrenToBeDeleted(app: FastifyInstance, query: { page: number; size: number }): Promise<ChildToBeDeletedPage> {
  const years = app.config.retentionYears;
  const { rows, total } = await repo.listPastRetention(app.db, retentionCutoff(app), query.page, query.size);
  return {
    items: rows.map((r) => ({
      childCode: r.id,
      name: r.name,
      birthDate: r.birthDate,
      status: r.status,
      leaveDate: r.leaveDate!,
      retainUntil: shiftYears(r.leaveDate!, years),
      parentCount: r.parentCount,
      fileCount: r.fileCount,
    })),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
    retentionYears: years,
  };
}

/**
 * Destroys children past retention for good: the record, contacts, pick-up persons, parent links and class-story
 * records go (cascade), their profile photo and alim-note files too. The audit rows name only the childCode.
 */
export async function destroyChildren(app: FastifyInstance, request: FastifyRequest, body: DestroyChildrenBody): Promise<DestroyChildrenResult> {
  const cutoff = retentionCutoff(app);
  const removed = await app.db.transaction(async (tx) => {
    const rows = await repo.lockMany(tx, body.childCodes);
    const found = new Set(rows.map((r) => r.id));
    const missing = body.childCodes.filter((code) => !found.has(code));
    if (missing.length) throw notFound(`${CHILD_NOT_FOUND_MESSAGE} (원아번호 ${missing.join(', ')})`);
    const notDue = rows.filter((r) => !isLeavingStatus(r.status) || r.leaveDate === null || r.leaveDate > cutoff);
    if (notDue.length) throw conflict(childDestroyNotDueMessage(notDue.map((r) => r.id)));

    const fileRows: FileRow[] = [];
    for (const row of rows) {
      const own = await deleteFilesByRef(tx, CHILD_PROFILE_REF, row.id);
      for (const noteId of await repo.alimNoteIds(tx, [row.id])) own.push(...(await deleteFilesByRef(tx, 'ALIMNOTE', noteId)));
      fileRows.push(...own);
      await writeAudit(tx, request, {
        action: 'CHILD_DESTROYED',
        subjectType: CHILD_SUBJECT,
        subjectId: row.id,
        detail: { retentionYears: app.config.retentionYears, fileCount: own.length },
      });
    }
    await repo.delete(tx, rows.map((r) => r.id));
    return fileRows;
  });
  await app.files.purge(removed);
  return { destroyed: body.childCodes.length, fileCount: removed.length };
}
