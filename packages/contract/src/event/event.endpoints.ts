import { z } from 'zod';
import { ALL_ROLES, FAMILY_API_BASE } from '../common/constants';
import { familyPostChildParamsSchema } from '../notice/notice.schema';
import { defineEndpoints } from '../common/endpoint';
import { deletePostResultSchema, postSaveQuerySchema } from '../post/post.schema';
import {
  eventBodySchema,
  familyEventFileParamsSchema,
  familyEventListQuerySchema,
  familyEventMonthSchema,
  familyEventParamsSchema,
  familyEventSchema,
  eventCalendarQuerySchema,
  eventCalendarSchema,
  eventIcsQuerySchema,
  eventIdParamsSchema,
  eventPageSchema,
  eventSchema,
  eventSearchQuerySchema,
  updateEventBodySchema,
} from './event.schema';

/**
 * 행사 (docs/product/event.md). Every staff member reads what is for the whole centre or their class; admins and
 * managers write anything, a teacher writes for their own class and changes only their own events.
 */
export const eventEndpoints = defineEndpoints('event', '/api/v2/event', {
  search: {
    method: 'GET',
    path: '/search',
    summary: '행사 검색 (최근 행사일순)',
    access: ALL_ROLES,
    query: eventSearchQuerySchema,
    response: eventPageSchema,
  },
  calendar: {
    method: 'GET',
    path: '/calendar',
    summary: '한 달의 행사 (달력)',
    access: ALL_ROLES,
    query: eventCalendarQuerySchema,
    response: eventCalendarSchema,
  },
  ics: {
    method: 'GET',
    path: '/ics',
    summary: '행사 일정 iCalendar(.ics) 내려받기 (원 전체 또는 한 반)',
    access: ALL_ROLES,
    kind: 'download',
    query: eventIcsQuerySchema,
    response: z.null(),
  },
  create: {
    method: 'POST',
    path: '/new',
    summary: '행사 등록 (?tempKey= 사진·첨부파일·본문 이미지)',
    access: ALL_ROLES,
    query: postSaveQuerySchema,
    body: eventBodySchema,
    response: eventSchema,
  },
  get: {
    method: 'GET',
    path: '/:eventId',
    summary: '행사 상세 (조회수 증가)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'event', from: 'params', key: 'eventId' },
    params: eventIdParamsSchema,
    response: eventSchema,
  },
  update: {
    method: 'PUT',
    path: '/:eventId',
    summary: '행사 수정',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'event', from: 'params', key: 'eventId' },
    params: eventIdParamsSchema,
    query: postSaveQuerySchema,
    body: updateEventBodySchema,
    response: eventSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:eventId',
    summary: '행사 삭제 (첨부파일 포함)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'event', from: 'params', key: 'eventId' },
    params: eventIdParamsSchema,
    response: deletePostResultSchema,
  },
});

/**
 * 행사 in the parent app (docs/product/event.md#parent-app): a month's events for the whole centre or the child's class
 * (the staff audience rule), by day; their files through the event's own call.
 */
export const eventFamilyEndpoints = defineEndpoints('event-family', `${FAMILY_API_BASE}/event`, {
  list: {
    method: 'GET',
    path: '/:childCode',
    summary: '자녀 반의 한 달 행사 (날짜순)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyPostChildParamsSchema,
    query: familyEventListQuerySchema,
    response: familyEventMonthSchema,
  },
  get: {
    method: 'GET',
    path: '/:childCode/:eventId',
    summary: '행사 한 건',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyEventParamsSchema,
    response: familyEventSchema,
  },
  file: {
    method: 'GET',
    path: '/:childCode/:eventId/files/:fileId',
    summary: '행사 사진·첨부파일·본문 이미지',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    kind: 'download',
    params: familyEventFileParamsSchema,
    response: z.null(),
  },
});
