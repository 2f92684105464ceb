import {
  EVENT_CALENDAR_MAX,
  EVENT_NOT_FOUND_MESSAGE,
  FAMILY_POST_FILE_NOT_FOUND_MESSAGE,
  endpointUrl,
  eventFamilyEndpoints,
  monthEndOf,
  type FamilyEvent,
  type FamilyEventMonth,
} from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { ownChild } from '../family/family-children';
import type { OpenedFile } from '../file/file.service';
import { audiencesOf } from '../post/post-audience';
import { attachmentCounts } from '../post/post-files';
import { familyAttachments, familyContent, findPostFile } from '../post/post-family';
import { eventRepository as repo } from './event.repository';
import { toFamilyEvent, toFamilyEventListItem } from './event.presenter';

/**
 * 행사 in the parent app (docs/product/event.md#parent-app): the child's centre's events a staff member of the child's
 * class would see (the post audience rule); a child in no class sees the events for the whole centre. The family scope
 * resolved the child before the handler (ownChild).
 */

export async function listFamilyEvents(ctx: ServiceContext, month: string | undefined): Promise<FamilyEventMonth> {
  const child = ownChild(ctx);
  const shown = month ?? ctx.today().slice(0, 7);
  const first = `${shown}-01`;
  const rows = await repo.familyMonth(ctx.db, child, { first, last: monthEndOf(first), limit: EVENT_CALENDAR_MAX });
  const ids = rows.map((r) => r.id);
  const [audiences, counts] = await Promise.all([audiencesOf(ctx.db, 'EVENT', ids), attachmentCounts(ctx.db, 'EVENT', ids)]);
  await writeAudit(ctx.db, ctx, { action: 'EVENT_LIST_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { month: shown } });
  return { month: shown, items: rows.map((row) => toFamilyEventListItem(row, (audiences.get(row.id) ?? []).length > 0, counts.get(row.id) ?? 0)) };
}

export async function getFamilyEvent(ctx: ServiceContext, id: number): Promise<FamilyEvent> {
  const child = ownChild(ctx);
  if (!(await repo.familyVisible(ctx.db, id, child))) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const [audiences, attachments] = await Promise.all([audiencesOf(ctx.db, 'EVENT', [id]), familyAttachments(ctx.db, 'EVENT', id)]);
  const urlOf = (fileId: number) => endpointUrl(eventFamilyEndpoints.file, { childCode: child.childCode, eventId: id, fileId });
  await writeAudit(ctx.db, ctx, { action: 'EVENT_VIEWED', subjectType: 'event', subjectId: id, detail: { childCode: child.childCode } });
  return toFamilyEvent({ ...row, content: familyContent(row.content, urlOf) }, (audiences.get(id) ?? []).length > 0, attachments, urlOf);
}

/** A photo, attachment or image of an event the family sees; anything else 404. */
export async function openFamilyEventFile(ctx: ServiceContext, ref: { eventId: number; fileId: number }): Promise<OpenedFile> {
  if (!(await repo.familyVisible(ctx.db, ref.eventId, ownChild(ctx)))) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const row = await findPostFile(ctx.db, 'EVENT', ref.eventId, ref.fileId);
  if (!row) throw notFound(FAMILY_POST_FILE_NOT_FOUND_MESSAGE);
  return ctx.files.openRow(row, 'file');
}
