import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import {
  allPresentBodySchema,
  allPresentResultSchema,
  attendanceParamsSchema,
  attendanceQuerySchema,
  attendanceSheetSchema,
  saveAttendanceBodySchema,
} from './attendance.schema';

/** 출석부 (docs/product/attendance.md). A teacher reaches only their own class. */
export const attendanceEndpoints = defineEndpoints('attendance', '/api/v2/story/attendance', {
  get: {
    method: 'GET',
    path: '/:classId',
    summary: '하루 출석부 (기본: 오늘, 센터 시간대)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: attendanceParamsSchema,
    query: attendanceQuerySchema,
    response: attendanceSheetSchema,
  },
  save: {
    method: 'PUT',
    path: '/:classId',
    summary: '출석 기록 (여러 원아 한 번에; 지난 날짜는 수정 사유 필요, 감사 기록)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: attendanceParamsSchema,
    body: saveAttendanceBodySchema,
    response: attendanceSheetSchema,
  },
  allPresent: {
    method: 'PUT',
    path: '/:classId/all-present',
    summary: '모두 출석 (기록 없는 원아를 지금 시각 등원으로)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: attendanceParamsSchema,
    body: allPresentBodySchema,
    response: allPresentResultSchema,
  },
});
