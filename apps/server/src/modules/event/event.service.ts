import {
  CLASS_NOT_FOUND_MESSAGE,
  EVENT_CALENDAR_MAX,
  EVENT_NOT_FOUND_MESSAGE,
  monthEndOf,
  type DeletePostResult,
  type Event,
  type EventBody,
  type EventCalendar,
  type EventCalendarQuery,
  type EventIcsQuery,
  type EventPage,
  type EventSearchQuery,
  type UpdateEventBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { resolveClass } from '../../policies/scope';
import { fileUrl } from '../file/file.presenter';
import { audiencesOf, canEditPost } from '../post/post-audience';
import { firstImageIds, postAttachments } from '../post/post-files';
import { postListExtras } from '../post/post-list';
import { assertPostVisible, createPost, deletePost, updatePost, type PostKind } from '../post/post.service';
import { icsCalendar, icsZoneOf } from './event.ics';
import { eventRepository as repo, type EventListRow, type EventRow } from './event.repository';
import { toEvent, toEventListItem, toIcsEvent, type EventListExtras } from './event.presenter';

/** The most events one iCalendar file holds (the newest). */
export const EVENT_ICS_MAX = 2000;

type EventValues = { title: string; eventDate: string; endDate: string | null; startTime: string | null; endTime: string | null; place: string };

/** 행사 as a website post (docs/product/event.md): a teacher writes for their own class and changes only their own. */
const eventKind: PostKind<EventRow, EventValues, Event> = {
  refType: 'EVENT',
  subject: 'event',
  audit: 'EVENT',
  notFoundMessage: EVENT_NOT_FOUND_MESSAGE,
  contentRequired: false,
  lock: repo.lock,
  insert: repo.insert,
  update: repo.update,
  remove: repo.remove,
  load: loadEvent,
};

const thumbnailOf = (fileId: number | undefined) => (fileId === undefined ? null : `${fileUrl(fileId)}/thumb`);

async function loadEvent(db: DbOrTx, actor: Principal, id: number): Promise<Event> {
  const row = await repo.findDetail(db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const [audiences, attachments, images] = await Promise.all([audiencesOf(db, 'EVENT', [id]), postAttachments(db, 'EVENT', id), firstImageIds(db, 'EVENT', [id])]);
  return toEvent(
    row,
    { classes: audiences.get(id) ?? [], attachmentCount: attachments.length, canEdit: canEditPost(actor, row), thumbnailUrl: thumbnailOf(images.get(id)) },
    attachments,
  );
}

/** The list items of rows: audience, attachment count, canEdit and the first photo's thumbnail. */
async function listItems(db: DbOrTx, actor: Principal, rows: EventListRow[]) {
  const [extras, images] = await Promise.all([postListExtras(db, actor, 'EVENT', rows), firstImageIds(db, 'EVENT', rows.map((r) => r.id))]);
  return rows.map((row) => toEventListItem(row, { ...extras(row), thumbnailUrl: thumbnailOf(images.get(row.id)) } satisfies EventListExtras));
}

/** A one-day event is stored without an end date (an end on the start day says the same). */
function valuesOf(body: EventBody | UpdateEventBody): EventValues {
  return {
    title: body.title,
    eventDate: body.startDate,
    endDate: body.endDate && body.endDate !== body.startDate ? body.endDate : null,
    startTime: body.startTime,
    endTime: body.endTime,
    place: body.place,
  };
}

/**
 * An optional class filter: a class of the centre the actor works in (policies), else 404 like a class that does not
 * exist (another centre's, another teacher's). Returns its name.
 */
async function filterClassName(ctx: ServiceContext, actor: Principal, classId: number | undefined): Promise<string | null> {
  if (classId === undefined) return null;
  await resolveClass(ctx.db, actor, classId);
  const name = await repo.className(ctx.db, classId);
  if (name === undefined) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  return name;
}

export async function searchEvents(ctx: ServiceContext, query: EventSearchQuery): Promise<EventPage> {
  const actor = requireActor(ctx);
  const { rows, total } = await repo.search(ctx.db, actor, requireCentre(ctx), query);
  return toPage(await listItems(ctx.db, actor, rows), query, total);
}

/** GET /event/calendar: every event the actor may see meeting the month (at most EVENT_CALENDAR_MAX). */
export async function eventCalendar(ctx: ServiceContext, query: EventCalendarQuery): Promise<EventCalendar> {
  const actor = requireActor(ctx);
  await filterClassName(ctx, actor, query.classId);
  const first = `${query.month}-01`;
  const rows = await repo.calendar(ctx.db, actor, requireCentre(ctx), { first, last: monthEndOf(first), classId: query.classId, limit: EVENT_CALENDAR_MAX });
  return { month: query.month, items: await listItems(ctx.db, actor, rows) };
}

/** GET /event/ics: the events the actor may see (with a class: its and the centre's) as an iCalendar file. */
export async function eventIcs(ctx: ServiceContext, query: EventIcsQuery): Promise<{ fileName: string; text: string }> {
  const actor = requireActor(ctx);
  const className = await filterClassName(ctx, actor, query.classId);
  const rows = await repo.forIcs(ctx.db, actor, requireCentre(ctx), { classId: query.classId, limit: EVENT_ICS_MAX });
  const text = icsCalendar({
    name: className === null ? '어린이집 행사' : `${className} 행사`,
    zone: icsZoneOf(actor.timeZone, ctx.now()),
    events: rows.reverse().map(toIcsEvent),
  });
  return { fileName: className === null ? '행사일정.ics' : `${fileNamePart(className)}-행사일정.ics`, text };
}

/** A class name as part of a file name: no path separators or characters file systems refuse. */
function fileNamePart(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || '반';
}

/** GET /event/{id} (the record scope checked its centre): counts a view (not the author's own); one not for the actor's class is 404. */
export async function getEvent(ctx: ServiceContext, id: number): Promise<Event> {
  const actor = requireActor(ctx);
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  await assertPostVisible(ctx.db, actor, 'EVENT', id, EVENT_NOT_FOUND_MESSAGE);
  if (row.authorId !== actor.tno) await repo.countView(ctx.db, id);
  return loadEvent(ctx.db, actor, id);
}

export function createEvent(ctx: ServiceContext, body: EventBody, tempKey: string | undefined): Promise<Event> {
  return createPost(ctx, eventKind, { values: valuesOf(body), body, tempKey });
}

export function updateEvent(ctx: ServiceContext, id: number, body: UpdateEventBody, tempKey: string | undefined): Promise<Event> {
  return updatePost(ctx, eventKind, id, { values: () => valuesOf(body), body, tempKey, removeFileIds: body.removeFileIds });
}

export function deleteEvent(ctx: ServiceContext, id: number): Promise<DeletePostResult> {
  return deletePost(ctx, eventKind, id);
}
