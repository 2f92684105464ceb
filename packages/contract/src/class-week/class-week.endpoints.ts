import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import {
  classWeekFormParamsSchema,
  classWeekFormQuerySchema,
  classWeekIdParamsSchema,
  classWeekListQuerySchema,
  classWeekPageSchema,
  classWeekQuerySchema,
  classWeekSchema,
  deletedClassWeekSchema,
  saveClassWeekBodySchema,
} from './class-week.schema';

/** 주간 계획안 (docs/product/class-week.md). A teacher reaches only their own class. */
export const classWeekEndpoints = defineEndpoints('class-week', '/api/v2/story/class-week', {
  form: {
    method: 'GET',
    path: '/form/write/:classId',
    summary: '주간 계획안 작성 양식 (아무 날짜 → 그 주 월요일; 없으면 빈 월–금 양식)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: classWeekFormParamsSchema,
    query: classWeekFormQuerySchema,
    response: classWeekSchema,
  },
  list: {
    method: 'GET',
    path: '/list',
    summary: '반의 주간 계획안 목록 (page 0부터, 최근 주 먼저)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'query' },
    query: classWeekListQuerySchema,
    response: classWeekPageSchema,
  },
  byWeek: {
    method: 'GET',
    path: '/',
    summary: '한 주의 주간 계획안 (weekStart: 그 주의 아무 날짜)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'query' },
    query: classWeekQuerySchema,
    response: classWeekSchema,
  },
  save: {
    method: 'POST',
    path: '/',
    summary: '주간 계획안 저장 (그 주의 계획을 만들거나 바꿈)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: saveClassWeekBodySchema,
    response: classWeekSchema,
  },
  get: {
    method: 'GET',
    path: '/:id',
    summary: '주간 계획안 상세',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'classWeek', from: 'params' },
    params: classWeekIdParamsSchema,
    response: classWeekSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:id',
    summary: '주간 계획안 삭제',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'classWeek', from: 'params' },
    params: classWeekIdParamsSchema,
    response: deletedClassWeekSchema,
  },
});
