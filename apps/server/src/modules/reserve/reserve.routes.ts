import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeReservationStatusBodySchema,
  okSchema,
  reservationBodySchema,
  reservationCalendarQuerySchema,
  reservationCalendarSchema,
  reservationPageSchema,
  reservationParamsSchema,
  reservationSchema,
  reservationSearchQuerySchema,
} from '@kg/contract';
import { ADMIN_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import {
  changeReservationStatus,
  createReservation,
  deleteReservation,
  getReservation,
  getReservationCalendar,
  searchReservations,
  updateReservation,
} from './reserve.service';

const tags = ['reserve'];
const config = { access: ADMIN_ROLES };

/** 입소 상담·견학 예약, under /api/v2/reserve. Admin and manager only (SPEC §6). */
export async function reserveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search',
    {
      config,
      schema: {
        tags,
        summary: '예약 검색 (보호자 이름·연락처, 희망일 기간, 상태·종류)',
        querystring: reservationSearchQuerySchema,
        response: responses(reservationPageSchema),
      },
    },
    async (request) => ok(await searchReservations(app, request.query)),
  );

  app.get(
    '/calendar',
    {
      config,
      schema: { tags, summary: '월 달력 (날짜별 예약)', querystring: reservationCalendarQuerySchema, response: responses(reservationCalendarSchema) },
    },
    async (request) => ok(await getReservationCalendar(app, request.query.month)),
  );

  app.post(
    '/new',
    { config, schema: { tags, summary: '예약 등록 (신청 상태로)', body: reservationBodySchema, response: responses(reservationSchema) } },
    async (request) => ok(await createReservation(app, request, request.body)),
  );

  app.get(
    '/:id',
    { config, schema: { tags, summary: '예약 상세', params: reservationParamsSchema, response: responses(reservationSchema) } },
    async (request) => ok(await getReservation(app, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config,
      schema: { tags, summary: '예약 수정 (신청·확정 상태만)', params: reservationParamsSchema, body: reservationBodySchema, response: responses(reservationSchema) },
    },
    async (request) => ok(await updateReservation(app, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/status',
    {
      config,
      schema: {
        tags,
        summary: '상태 변경 (신청 → 확정 → 완료, 또는 취소) 과 처리 메모',
        params: reservationParamsSchema,
        body: changeReservationStatusBodySchema,
        response: responses(reservationSchema),
      },
    },
    async (request) => ok(await changeReservationStatus(app, request, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    { config, schema: { tags, summary: '예약 삭제', params: reservationParamsSchema, response: responses(okSchema) } },
    async (request) => ok(await deleteReservation(app, request, request.params.id)),
  );
}
