import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignTeacherBodySchema,
  availableColorListSchema,
  classBodySchema,
  classColorBodySchema,
  classColorListSchema,
  classColorParamsSchema,
  classColorSchema,
  classDetailSchema,
  classNameCheckQuerySchema,
  classNameCheckSchema,
  classPageSchema,
  classParamsSchema,
  classSearchQuerySchema,
  deletedClassColorSchema,
  deletedClassSchema,
} from '@kg/contract';
import { ADMIN_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { assignTeachers, checkClassName, createClass, deleteClass, getClass, listClasses, updateClass } from './class.service';
import { createColor, deleteColor, listAvailableColors, listColors, updateColor } from './class-color.service';

const tags = ['class'];
const access = ADMIN_ROLES;

/** 반 관리 (SPEC §7 Class), under /api/v2/class: admins and managers only. */
export async function classRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search',
    {
      config: { access },
      schema: { tags, summary: '반 검색 (이름, 연령)', querystring: classSearchQuerySchema, response: responses(classPageSchema) },
    },
    async (request) => ok(await listClasses(app, request.query)),
  );

  app.get(
    '/is-valid-classname',
    {
      config: { access },
      schema: { tags, summary: '반 이름 중복 확인', querystring: classNameCheckQuerySchema, response: responses(classNameCheckSchema) },
    },
    async (request) => ok(await checkClassName(app, request.query)),
  );

  app.get(
    '/color/list',
    { config: { access }, schema: { tags, summary: '반 색상 목록 (사용 중인 반 포함)', response: responses(classColorListSchema) } },
    async () => ok(await listColors(app)),
  );

  app.post(
    '/color',
    {
      config: { access },
      schema: { tags, summary: '반 색상 등록 (hex 중복 불가)', body: classColorBodySchema, response: responses(classColorSchema) },
    },
    async (request) => ok(await createColor(app, request, request.body)),
  );

  app.put(
    '/color/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: '반 색상 수정 (이 색의 반도 함께 바뀜)',
        params: classColorParamsSchema,
        body: classColorBodySchema,
        response: responses(classColorSchema),
      },
    },
    async (request) => ok(await updateColor(app, request, request.params.id, request.body)),
  );

  app.delete(
    '/color/:id',
    {
      config: { access },
      schema: { tags, summary: '반 색상 삭제 (사용 중이면 409)', params: classColorParamsSchema, response: responses(deletedClassColorSchema) },
    },
    async (request) => ok(await deleteColor(app, request, request.params.id)),
  );

  app.get(
    '/available-color',
    { config: { access }, schema: { tags, summary: '어느 반도 쓰지 않는 색상', response: responses(availableColorListSchema) } },
    async () => ok(await listAvailableColors(app)),
  );

  app.post(
    '/new',
    {
      config: { access },
      schema: { tags, summary: '반 등록', body: classBodySchema, response: responses(classDetailSchema) },
    },
    async (request) => ok(await createClass(app, request, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { access },
      schema: { tags, summary: '반 상세 (교사, 원아)', params: classParamsSchema, response: responses(classDetailSchema) },
    },
    async (request) => ok(await getClass(app, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access },
      schema: { tags, summary: '반 수정', params: classParamsSchema, body: classBodySchema, response: responses(classDetailSchema) },
    },
    async (request) => ok(await updateClass(app, request, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access },
      schema: { tags, summary: '반 삭제 (원아·교사가 있으면 409)', params: classParamsSchema, response: responses(deletedClassSchema) },
    },
    async (request) => ok(await deleteClass(app, request, request.params.id)),
  );

  app.put(
    '/:id/assign-teacher',
    {
      config: { access },
      schema: {
        tags,
        summary: '담임 교사 배정 (목록에 없는 교사는 반에서 빠짐)',
        params: classParamsSchema,
        body: assignTeacherBodySchema,
        response: responses(classDetailSchema),
      },
    },
    async (request) => ok(await assignTeachers(app, request, request.params.id, request.body)),
  );
}
