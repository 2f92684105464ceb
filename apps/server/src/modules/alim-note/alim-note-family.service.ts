import {
  ALIM_NOTE_NOT_FOUND_MESSAGE,
  monthEndOf,
  type AlimReply,
  type AlimReplyBody,
  type FamilyAlimNote,
  type FamilyAlimNoteMonth,
} from '@kg/contract';
import { requireFamily, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { ownChild, ownEnrolledChild } from '../family/family-children';
import type { OpenedFile } from '../file/file.service';
import { alimNoteRepository as repo } from './alim-note.repository';
import { toAlimReply, toFamilyAlimNote, toFamilyAlimNoteListItem } from './alim-note.presenter';

/**
 * 알림장 in the parent app (docs/product/alim-note.md#parent-app): a parent reads the notes of their own children only
 * (ownChild: any other child answers 404 like one that does not exist), whatever class wrote them. Every read and
 * reply is in the audit trail as the parent.
 */

const REF = 'ALIMNOTE';
const SUBJECT = 'alim_note';
const PHOTO_NOT_FOUND_MESSAGE = '사진을 찾을 수 없습니다.';

/** GET /family/alim-note/{childCode}?month=: the child's notes of the month (default this month), newest first. */
export async function listFamilyAlimNotes(ctx: ServiceContext, month: string | undefined): Promise<FamilyAlimNoteMonth> {
  const child = ownChild(ctx);
  const shown = month ?? ctx.today().slice(0, 7);
  const from = `${shown}-01`;
  const rows = await repo.listForChild(ctx.db, child.childCode, from, monthEndOf(from));
  await writeAudit(ctx.db, ctx, { action: 'ALIM_NOTE_LIST_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { month: shown, count: rows.length } });
  return { month: shown, items: rows.map(toFamilyAlimNoteListItem) };
}

/**
 * GET /family/alim-note/{childCode}/{noteId}: the note with its photos and replies. The first parent to open it marks it
 * read (read_at, read_by_parent_id; audit ALIM_NOTE_READ) — the teacher's 보호자 확인; later openings are audited as
 * ALIM_NOTE_VIEWED and change nothing.
 */
export async function getFamilyAlimNote(ctx: ServiceContext, noteId: number): Promise<FamilyAlimNote> {
  const { pno } = requireFamily(ctx);
  const child = ownChild(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findForChild(tx, child.childCode, noteId))) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
    const marked = await repo.markRead(tx, noteId, pno, ctx.now());
    await writeAudit(tx, ctx, {
      action: marked ? 'ALIM_NOTE_READ' : 'ALIM_NOTE_VIEWED',
      subjectType: SUBJECT,
      subjectId: noteId,
      detail: { childCode: child.childCode },
    });
    const row = (await repo.findForChild(tx, child.childCode, noteId))!;
    const [photos, replies] = await Promise.all([ctx.files.listFilesByRef(tx, REF, [noteId]), repo.listReplies(tx, noteId)]);
    return toFamilyAlimNote(row, photos, replies);
  });
}

/** POST /family/alim-note/{childCode}/{noteId}/replies: the parent's reply (a child still in a class: ownEnrolledChild). */
export async function replyFamilyAlimNote(ctx: ServiceContext, noteId: number, body: AlimReplyBody): Promise<AlimReply> {
  const { pno } = requireFamily(ctx);
  const child = ownEnrolledChild(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findForChild(tx, child.childCode, noteId))) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
    const replyId = await repo.insertReply(tx, { noteId, parentId: pno, content: body.content, createdAt: ctx.now() });
    await writeAudit(tx, ctx, { action: 'ALIM_NOTE_REPLIED', subjectType: SUBJECT, subjectId: noteId, detail: { childCode: child.childCode, replyId } });
    return toAlimReply((await repo.listReplies(tx, noteId)).find((r) => r.id === replyId)!);
  });
}

/** A photo of one of the child's notes (the display copy or its thumbnail); anything else 404. */
export async function openFamilyAlimPhoto(
  ctx: ServiceContext,
  ref: { childCode: number; noteId: number; fileId: number },
  variant: 'file' | 'thumb',
): Promise<OpenedFile> {
  const child = ownChild(ctx);
  if (!(await repo.findForChild(ctx.db, child.childCode, ref.noteId))) throw notFound(ALIM_NOTE_NOT_FOUND_MESSAGE);
  const row = await repo.findPhoto(ctx.db, ref.noteId, ref.fileId);
  if (!row) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
  return ctx.files.openRow(row, variant);
}
