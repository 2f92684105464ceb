import { z } from 'zod';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, searchQuerySchema } from '../common/search';
import { postBodyShape, postDetailShape, postListShape, postSearchTypes, postUpdateShape } from '../post/post.schema';
import { familyPostChildParamsSchema, familyPostFileSchema } from '../notice/notice.schema';

/** 행사 (docs/product/event.md): a post on a day or a period, at a time and a place, with photos and attachments. */

export const EVENT_NOT_FOUND_MESSAGE = '행사를 찾을 수 없습니다.';
export const EVENT_PERIOD_MESSAGE = '종료일은 행사일과 같거나 뒤여야 합니다.';
export const EVENT_TIME_ORDER_MESSAGE = '끝나는 시간은 시작 시간보다 뒤여야 합니다.';
export const EVENT_PLACE_MAX = 200;
/** The most events a month's calendar answers with. */
export const EVENT_CALENDAR_MAX = 500;

export const EVENT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const EVENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const eventIdSchema = requiredIdSchema('행사 번호가 올바르지 않습니다.');
export const eventIdParamsSchema = z.object({ eventId: eventIdSchema });

const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const timeSchema = (label: string) =>
  z.preprocess(emptyAsNull, z.string({ error: `${label} 10:30처럼 입력해 주세요.` }).regex(EVENT_TIME_PATTERN, { error: `${label} 10:30처럼 입력해 주세요.` }).nullable());

const eventFields = z.object({
  ...postBodyShape,
  startDate: dateSchema('행사일을 2026-05-05처럼 입력해 주세요.', '행사일을 선택해 주세요.'),
  /** the last day of a period; null = one day */
  endDate: z.preprocess(emptyAsNull, dateSchema('종료일을 2026-05-05처럼 입력해 주세요.').nullable()),
  startTime: timeSchema('시작 시간을'),
  endTime: timeSchema('끝나는 시간을'),
  place: z
    .string({ error: '장소를 다시 입력해 주세요.' })
    .trim()
    .max(EVENT_PLACE_MAX, { error: `장소는 ${EVENT_PLACE_MAX}자 이하로 입력해 주세요.` })
    .optional()
    .default(''),
});
type EventTimes = { startDate: string; endDate: string | null; startTime: string | null; endTime: string | null };
const periodInOrder = (v: EventTimes) => !v.endDate || v.startDate <= v.endDate;
/** On one day the end comes after the start; over a period the times are each day's. */
const timesInOrder = (v: EventTimes) => !v.startTime || !v.endTime || v.startTime < v.endTime;

export const eventBodySchema = eventFields
  .refine(periodInOrder, { error: EVENT_PERIOD_MESSAGE, path: ['endDate'] })
  .refine(timesInOrder, { error: EVENT_TIME_ORDER_MESSAGE, path: ['endTime'] });
export type EventBody = z.infer<typeof eventBodySchema>;
export type EventInput = z.input<typeof eventBodySchema>;

export const updateEventBodySchema = eventFields
  .extend(postUpdateShape)
  .refine(periodInOrder, { error: EVENT_PERIOD_MESSAGE, path: ['endDate'] })
  .refine(timesInOrder, { error: EVENT_TIME_ORDER_MESSAGE, path: ['endTime'] });
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;
export type UpdateEventInput = z.input<typeof updateEventBodySchema>;

export const eventListItemSchema = z.object({
  eventId: z.number().int(),
  ...postListShape,
  startDate: z.string(),
  /** the last day; equals startDate for a one-day event */
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: z.string(),
  /** the first photo's thumbnail, for lists and the calendar */
  thumbnailUrl: z.string().nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventSchema = eventListItemSchema.extend({ content: postDetailShape.content, attachments: postDetailShape.attachments });
export type Event = z.infer<typeof eventSchema>;

export const eventPageSchema = pageSchema(eventListItemSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

/** `date` finds the events whose days meet the range; newest first. */
export const eventSearchQuerySchema = searchQuerySchema(postSearchTypes, 1);
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>;

/** GET /event/calendar?month=2026-11&classId=: every event meeting the month (a class: its own and the centre's). */
export const eventCalendarQuerySchema = z.object({
  month: z.string({ error: '월을 2026-11처럼 입력해 주세요.' }).regex(EVENT_MONTH_PATTERN, { error: '월을 2026-11처럼 입력해 주세요.' }),
  classId: optionalFilter(classIdSchema),
});
export type EventCalendarQuery = z.infer<typeof eventCalendarQuerySchema>;
export const eventCalendarSchema = z.object({ month: z.string(), items: z.array(eventListItemSchema) });
export type EventCalendar = z.infer<typeof eventCalendarSchema>;

/** GET /event/ics?classId=: the centre's calendar (or one class's: its events and the centre's) as iCalendar. */
export const eventIcsQuerySchema = z.object({ classId: optionalFilter(classIdSchema) });
export type EventIcsQuery = z.infer<typeof eventIcsQuerySchema>;

// ------------------------------------------------------------------------------------------------ parent app

export const EVENT_FAMILY_MONTH_MESSAGE = '월을 2026-11처럼 입력해 주세요.';
export const familyEventParamsSchema = familyPostChildParamsSchema.extend({ eventId: eventIdSchema });
export const familyEventFileParamsSchema = familyEventParamsSchema.extend({ fileId: requiredIdSchema('파일 번호가 올바르지 않습니다.') });

/** GET /family/event/{childCode}?month=2026-11 (default this month): the events meeting the month, by day. */
export const familyEventListQuerySchema = z.object({
  month: optionalFilter(z.string({ error: EVENT_FAMILY_MONTH_MESSAGE }).regex(EVENT_MONTH_PATTERN, { error: EVENT_FAMILY_MONTH_MESSAGE })),
});
export type FamilyEventListQuery = z.infer<typeof familyEventListQuerySchema>;

export const familyEventListItemSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: z.string(),
  /** for the child's class only (not the whole centre) */
  forClass: z.boolean(),
  attachmentCount: z.number().int(),
});
export type FamilyEventListItem = z.infer<typeof familyEventListItemSchema>;
export const familyEventMonthSchema = z.object({ month: z.string(), items: z.array(familyEventListItemSchema) });
export type FamilyEventMonth = z.infer<typeof familyEventMonthSchema>;

export const familyEventSchema = familyEventListItemSchema.extend({
  content: z.string(),
  authorName: z.string().nullable(),
  attachments: z.array(familyPostFileSchema),
});
export type FamilyEvent = z.infer<typeof familyEventSchema>;
