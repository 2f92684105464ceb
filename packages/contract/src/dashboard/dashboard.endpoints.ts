import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import {
  classIntroduceSchema,
  dashboardParamsSchema,
  dashboardSchema,
  storyClassListSchema,
  updateClassIntroduceBodySchema,
} from './dashboard.schema';

/**
 * 반 대시보드 (docs/product/dashboard.md): story/a1 class cards and one class's day. `/:classId` sits beside the
 * static `/medicine/…`, `/rehome/…` and `/classes` paths: static segments win, so it never shadows them.
 */
export const dashboardEndpoints = defineEndpoints('dashboard', '/api/v2/story', {
  classes: {
    method: 'GET',
    path: '/classes',
    summary: '반 목록 카드 (관리자: 모든 반, 교사: 담당 반)',
    access: ALL_ROLES,
    response: storyClassListSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId',
    summary: '반 대시보드 (오늘의 출석·투약·귀가, 할 일)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: dashboardParamsSchema,
    response: dashboardSchema,
  },
  updateIntroduce: {
    method: 'PUT',
    path: '/:classId/introduce',
    summary: '반 소개 수정 (담당 교사, 원장·매니저)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: dashboardParamsSchema,
    body: updateClassIntroduceBodySchema,
    response: classIntroduceSchema,
  },
});
