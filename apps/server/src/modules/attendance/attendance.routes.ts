import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allPresentBodySchema,
  allPresentResultSchema,
  attendanceParamsSchema,
  attendanceQuerySchema,
  attendanceSheetSchema,
  saveAttendanceBodySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { getAttendance, markAllPresent, saveAttendance } from './attendance.service';

const tags = ['attendance'];

/** 출석부, under /api/v2/story/attendance. A teacher reaches only their own class. */
export async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '하루 출석부 (기본: 오늘, 센터 시간대)',
        params: attendanceParamsSchema,
        querystring: attendanceQuerySchema,
        response: responses(attendanceSheetSchema),
      },
    },
    async (request) => ok(await getAttendance(app, request.params.classId, request.query.date)),
  );

  app.put(
    '/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '출석 기록 (여러 원아 한 번에; 지난 날짜는 수정 사유 필요, 감사 기록)',
        params: attendanceParamsSchema,
        body: saveAttendanceBodySchema,
        response: responses(attendanceSheetSchema),
      },
    },
    async (request) => ok(await saveAttendance(app, request, request.params.classId, request.body)),
  );

  app.put(
    '/:classId/all-present',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '모두 출석 (기록 없는 원아를 지금 시각 등원으로)',
        params: attendanceParamsSchema,
        body: allPresentBodySchema,
        response: responses(allPresentResultSchema),
      },
    },
    async (request) => ok(await markAllPresent(app, request, request.params.classId, request.body)),
  );
}
