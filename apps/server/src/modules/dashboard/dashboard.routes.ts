import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIntroduceSchema,
  dashboardParamsSchema,
  dashboardSchema,
  storyClassListSchema,
  updateClassIntroduceBodySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { getDashboard, listStoryClasses, updateClassIntroduce } from './dashboard.service';

const tags = ['dashboard'];

/**
 * story/a1 class cards and the class dashboard, under /api/v2/story. `/:classId` sits beside the static
 * `/medicine/…`, `/rehome/…` and `/classes` routes: static segments win, so it never shadows them.
 */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/classes',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '반 목록 카드 (관리자: 모든 반, 교사: 담당 반)', response: responses(storyClassListSchema) },
    },
    async (request) => ok(await listStoryClasses(app, request)),
  );

  app.get(
    '/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 대시보드 (오늘의 출석·투약·귀가, 할 일)',
        params: dashboardParamsSchema,
        response: responses(dashboardSchema),
      },
    },
    async (request) => ok(await getDashboard(app, request, request.params.classId)),
  );

  app.put(
    '/:classId/introduce',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 소개 수정 (담당 교사, 원장·매니저)',
        params: dashboardParamsSchema,
        body: updateClassIntroduceBodySchema,
        response: responses(classIntroduceSchema),
      },
    },
    async (request) => ok(await updateClassIntroduce(app, request, request.params.classId, request.body)),
  );
}
