import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import {
  deleteClassWeek,
  getClassWeek,
  getClassWeekByWeek,
  getClassWeekForm,
  listClassWeeks,
  saveClassWeek,
} from './class-week.service';

const tags = ['class-week'];

/** 주간 계획안 (SPEC §7 Class week), under /api/v2/story/class-week. A teacher reaches only their own class. */
export async function classWeekRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/form/write/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '주간 계획안 작성 양식 (아무 날짜 → 그 주 월요일; 없으면 빈 월–금 양식)',
        params: classWeekFormParamsSchema,
        querystring: classWeekFormQuerySchema,
        response: responses(classWeekSchema),
      },
    },
    async (request) => ok(await getClassWeekForm(app, request.params.classId, request.query.anyDate)),
  );

  app.get(
    '/list',
    {
      config: { access: ALL_ROLES, classScope: { from: 'query' } },
      schema: {
        tags,
        summary: '반의 주간 계획안 목록 (page 0부터, 최근 주 먼저)',
        querystring: classWeekListQuerySchema,
        response: responses(classWeekPageSchema),
      },
    },
    async (request) => ok(await listClassWeeks(app, request.query)),
  );

  app.get(
    '/',
    {
      config: { access: ALL_ROLES, classScope: { from: 'query' } },
      schema: { tags, summary: '한 주의 주간 계획안 (weekStart: 그 주의 아무 날짜)', querystring: classWeekQuerySchema, response: responses(classWeekSchema) },
    },
    async (request) => ok(await getClassWeekByWeek(app, request.query.classId, request.query.weekStart)),
  );

  app.post(
    '/',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '주간 계획안 저장 (그 주의 계획을 만들거나 바꿈)', body: saveClassWeekBodySchema, response: responses(classWeekSchema) },
    },
    async (request) => ok(await saveClassWeek(app, request, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '주간 계획안 상세', params: classWeekIdParamsSchema, response: responses(classWeekSchema) },
    },
    async (request) => ok(await getClassWeek(app, request, request.params.id)),
  );

  app.delete(
    '/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '주간 계획안 삭제', params: classWeekIdParamsSchema, response: responses(deletedClassWeekSchema) },
    },
    async (request) => ok(await deleteClassWeek(app, request, request.params.id)),
  );
}
