import { z } from 'zod';
import { ALL_ROLES, FAMILY_API_BASE } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { familyChildParamsSchema } from '../family/family.schema';
import {
  cancelFamilyRehomeBodySchema,
  createFamilyRehomeBodySchema,
  endRehomeBodySchema,
  familyPickupPersonSchema,
  familyRehomeListQuerySchema,
  familyRehomePageSchema,
  familyRehomeParamsSchema,
  familyRehomeSchema,
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
    scope: { kind: 'class', from: 'params' },
    params: rehomeSearchParamsSchema,
    query: rehomeSearchQuerySchema,
    response: rehomePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId/:id',
    summary: '귀가동의서 상세 (인수자 인계 권한 포함)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: rehomeParamsSchema,
    response: rehomeSchema,
  },
  check: {
    method: 'PUT',
    path: '/check',
    summary: '귀가동의서 확인 (다시 확인해도 그대로)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: rehomeActionBodySchema,
    response: rehomeSchema,
  },
  end: {
    method: 'PUT',
    path: '/end',
    summary: '귀가 완료 (인계 시각·교사 기록; 권한 없는 인수자는 override.reason 필요)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: endRehomeBodySchema,
    response: rehomeSchema,
  },
  stop: {
    method: 'PUT',
    path: '/stop',
    summary: '귀가동의서 취소',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: stopRehomeBodySchema,
    response: rehomeSchema,
  },
});

/**
 * 귀가동의서 in the parent app (docs/product/rehome.md#parent-app): a parent's own children only (404 otherwise);
 * writing needs the child in a class. The class comes from the child's record, never from the client.
 */
export const rehomeFamilyEndpoints = defineEndpoints('rehome-family', `${FAMILY_API_BASE}/rehome`, {
  pickupPersons: {
    method: 'GET',
    path: '/pickup-persons/:childCode',
    summary: '자녀의 인계 허용 귀가 인수자 (귀가동의서 작성용)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyChildParamsSchema,
    response: z.array(familyPickupPersonSchema),
  },
  list: {
    method: 'GET',
    path: '/:childCode',
    summary: '자녀의 귀가동의서 목록 (최근 귀가일 먼저)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyChildParamsSchema,
    query: familyRehomeListQuerySchema,
    response: familyRehomePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:childCode/:id',
    summary: '자녀의 귀가동의서 상세 (확인·인계 시각과 교사)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyRehomeParamsSchema,
    response: familyRehomeSchema,
  },
  create: {
    method: 'POST',
    path: '/',
    summary: '귀가동의서 작성 (등록된 인수자 또는 새 인수자)',
    access: 'family',
    scope: { kind: 'child', from: 'body' },
    body: createFamilyRehomeBodySchema,
    response: familyRehomeSchema,
    status: 201,
  },
  cancel: {
    method: 'PUT',
    path: '/cancel',
    summary: '귀가동의서 취소 (귀가 완료 전까지)',
    access: 'family',
    scope: { kind: 'child', from: 'body' },
    body: cancelFamilyRehomeBodySchema,
    response: familyRehomeSchema,
  },
});
