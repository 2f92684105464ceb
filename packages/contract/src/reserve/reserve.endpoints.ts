import { ADMIN_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { okSchema } from '../common/envelope';
import {
  changeReservationStatusBodySchema,
  reservationBodySchema,
  reservationCalendarQuerySchema,
  reservationCalendarSchema,
  reservationPageSchema,
  reservationParamsSchema,
  reservationSchema,
  reservationSearchQuerySchema,
} from './reserve.schema';

/** 입소 상담·견학 예약 (docs/product/reserve.md): admins and managers only. */
export const reserveEndpoints = defineEndpoints('reserve', '/api/v2/reserve', {
  search: {
    method: 'GET',
    path: '/search',
    summary: '예약 검색 (보호자 이름·연락처, 희망일 기간, 상태·종류)',
    access: ADMIN_ROLES,
    query: reservationSearchQuerySchema,
    response: reservationPageSchema,
  },
  calendar: {
    method: 'GET',
    path: '/calendar',
    summary: '월 달력 (날짜별 예약)',
    access: ADMIN_ROLES,
    query: reservationCalendarQuerySchema,
    response: reservationCalendarSchema,
  },
  create: {
    method: 'POST',
    path: '/new',
    summary: '예약 등록 (신청 상태로)',
    access: ADMIN_ROLES,
    body: reservationBodySchema,
    response: reservationSchema,
  },
  get: {
    method: 'GET',
    path: '/:id',
    summary: '예약 상세',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'reserve', from: 'params' },
    params: reservationParamsSchema,
    response: reservationSchema,
  },
  update: {
    method: 'PUT',
    path: '/:id',
    summary: '예약 수정 (신청·확정 상태만)',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'reserve', from: 'params' },
    params: reservationParamsSchema,
    body: reservationBodySchema,
    response: reservationSchema,
  },
  changeStatus: {
    method: 'PUT',
    path: '/:id/status',
    summary: '상태 변경 (신청 → 확정 → 완료, 또는 취소) 과 처리 메모',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'reserve', from: 'params' },
    params: reservationParamsSchema,
    body: changeReservationStatusBodySchema,
    response: reservationSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:id',
    summary: '예약 삭제',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'reserve', from: 'params' },
    params: reservationParamsSchema,
    response: okSchema,
  },
});
