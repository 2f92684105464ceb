import type { Event, EventListItem, FamilyEvent, FamilyEventListItem, StoredFile } from '@kg/contract';
import type { FileRow } from '../../db/schema/index';
import { toFamilyPostFile } from '../notice/notice.presenter';
import type { PostListExtras } from '../post/post-list';
import { toPostListFields } from '../post/post.presenter';
import type { IcsEvent } from './event.ics';
import type { EventDetailRow, EventIcsRow, EventListRow } from './event.repository';

/** What a listed event shows besides its row: the post extras and its first photo's thumbnail. */
export type EventListExtras = PostListExtras & { thumbnailUrl: string | null };

/** Row → list item, field by field; a one-day event (no end_date) ends on its own day. */
export function toEventListItem(row: EventListRow, extras: EventListExtras): EventListItem {
  return {
    eventId: row.id,
    ...toPostListFields(row, extras),
    startDate: row.eventDate,
    endDate: row.endDate ?? row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    place: row.place,
    thumbnailUrl: extras.thumbnailUrl,
  };
}

export function toEvent(row: EventDetailRow, extras: EventListExtras, attachments: StoredFile[]): Event {
  return { ...toEventListItem(row, extras), content: row.content, attachments };
}

/** The stable UID of an event in every calendar it is downloaded into. */
export const eventUid = (id: number) => `event-${id}@kindergarten`;

export function toIcsEvent(row: EventIcsRow): IcsEvent {
  return {
    uid: eventUid(row.id),
    stamp: row.updatedAt,
    summary: row.title,
    location: row.place,
    description: row.description,
    startDate: row.eventDate,
    endDate: row.endDate ?? row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}

export function toFamilyEventListItem(row: EventListRow, forClass: boolean, attachmentCount: number): FamilyEventListItem {
  return {
    eventId: row.id,
    title: row.title,
    summary: row.summary,
    startDate: row.eventDate,
    endDate: row.endDate ?? row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    place: row.place,
    forClass,
    attachmentCount,
  };
}

export function toFamilyEvent(row: EventDetailRow, forClass: boolean, attachments: FileRow[], urlOf: (fileId: number) => string): FamilyEvent {
  return {
    ...toFamilyEventListItem(row, forClass, attachments.length),
    content: row.content,
    authorName: row.authorName,
    attachments: attachments.map((f) => toFamilyPostFile(f, urlOf)),
  };
}
