import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import {
  endRehomeBodySchema,
  rehomeActionBodySchema,
  rehomePageSchema,
  rehomeParamsSchema,
  rehomeSchema,
  rehomeSearchParamsSchema,
  rehomeSearchQuerySchema,
  stopRehomeBodySchema,
} from './rehome.schema';

/** 귀가동의서 (docs/product/rehome.md). A teacher reaches only their own class. */
export const rehomeEndpoints = defineEndpoints('rehome', '/api/v2/story/rehome', {
  search: {
    method: 'GET',
    path: '/search/:classId',
    summary: '반의 귀가동의서 검색 (오늘 것 먼저, 기간·상태·원아/인수자 이름)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: rehomeSearchParamsSchema,
    query: rehomeSearchQuerySchema,
    response: rehomePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId/:id',
    summary: '귀가동의서 상세 (인수자 인계 권한 포함)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: rehomeParamsSchema,
    response: rehomeSchema,
  },
  check: {
    method: 'PUT',
    path: '/check',
    summary: '귀가동의서 확인 (다시 확인해도 그대로)',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: rehomeActionBodySchema,
    response: rehomeSchema,
  },
  end: {
    method: 'PUT',
    path: '/end',
    summary: '귀가 완료 (인계 시각·교사 기록; 권한 없는 인수자는 override.reason 필요)',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: endRehomeBodySchema,
    response: rehomeSchema,
  },
  stop: {
    method: 'PUT',
    path: '/stop',
    summary: '귀가동의서 취소',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: stopRehomeBodySchema,
    response: rehomeSchema,
  },
});
