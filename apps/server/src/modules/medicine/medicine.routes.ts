import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkMedicineBodySchema,
  endMedicineBodySchema,
  logMedicineDoseBodySchema,
  medicinePageSchema,
  medicineParamsSchema,
  medicineSchema,
  medicineSearchParamsSchema,
  medicineSearchQuerySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { checkMedicine, endMedicine, getMedicine, listMedicine, logMedicineDose } from './medicine.service';

const tags = ['medicine'];

/** 투약의뢰서 (SPEC §7 Medicine), under /api/v2/story. A teacher reaches only their own class. */
export async function medicineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/medicine/search/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반의 투약의뢰서 검색 (오늘 것 먼저, 기간·상태·원아 이름)',
        params: medicineSearchParamsSchema,
        querystring: medicineSearchQuerySchema,
        response: responses(medicinePageSchema),
      },
    },
    async (request) => ok(await listMedicine(app, request.params.classId, request.query)),
  );

  app.get(
    '/medicine/:classId/:id',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: { tags, summary: '투약의뢰서 상세 (투약 기록 포함)', params: medicineParamsSchema, response: responses(medicineSchema) },
    },
    async (request) => ok(await getMedicine(app, request.params.classId, request.params.id)),
  );

  app.put(
    '/medicine/check',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '투약의뢰서 확인 (다시 확인해도 그대로)', body: checkMedicineBodySchema, response: responses(medicineSchema) },
    },
    async (request) => ok(await checkMedicine(app, request, request.body)),
  );

  app.put(
    '/medicine/end',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '투약 완료 (확인한 의뢰서만, 교사 의견)', body: endMedicineBodySchema, response: responses(medicineSchema) },
    },
    async (request) => ok(await endMedicine(app, request, request.body)),
  );

  app.post(
    '/medicine/dose',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: { tags, summary: '투약 기록 (시각, 투약한 교사)', body: logMedicineDoseBodySchema, response: responses(medicineSchema) },
    },
    async (request) => ok(await logMedicineDose(app, request, request.body)),
  );
}
