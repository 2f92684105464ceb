import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  endRehomeBodySchema,
  rehomeActionBodySchema,
  rehomePageSchema,
  rehomeParamsSchema,
  rehomeSchema,
  rehomeSearchParamsSchema,
  rehomeSearchQuerySchema,
  stopRehomeBodySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { checkRehome, endRehome, getRehome, listRehome, stopRehome } from './rehome.service';

const tags = ['rehome'];

/** 귀가동의서 (SPEC §7 Rehome), under /api/v2/story. A teacher reaches only their own class. */
export async function rehomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/rehome/search/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반의 귀가동의서 검색 (오늘 것 먼저, 기간·상태·원아/인수자 이름)',
        params: rehomeSearchParamsSchema,
        querystring: rehomeSearchQuerySchema,
        response: responses(rehomePageSchema),
      },
    },
    async (request) => ok(await listRehome(app, request.params.classId, request.query)),
  );

  app.get(
    '/rehome/:classId/:id',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: { tags, summary: '귀가동의서 상세 (인수자 인계 권한 포함)', params: rehomeParamsSchema, response: responses(rehomeSchema) },
    },
    async (request) => ok(await getRehome(app, request.params.classId, request.params.id)),
  );

  app.put(
    '/rehome/check',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '귀가동의서 확인 (다시 확인해도 그대로)', body: rehomeActionBodySchema, response: responses(rehomeSchema) },
    },
    async (request) => ok(await checkRehome(app, request, request.body)),
  );

  app.put(
    '/rehome/end',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: {
        tags,
        summary: '귀가 완료 (인계 시각·교사 기록; 권한 없는 인수자는 override.reason 필요)',
        body: endRehomeBodySchema,
        response: responses(rehomeSchema),
      },
    },
    async (request) => ok(await endRehome(app, request, request.body)),
  );

  app.put(
    '/rehome/stop',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '귀가동의서 취소', body: stopRehomeBodySchema, response: responses(rehomeSchema) },
    },
    async (request) => ok(await stopRehome(app, request, request.body)),
  );
}
