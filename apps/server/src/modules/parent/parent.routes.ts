import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addParentContactBodySchemas,
  changeParentInfoBodySchema,
  childrenByParentQuerySchema,
  classParentPageSchema,
  classParentsParamsSchema,
  classParentsQuerySchema,
  createdParentSchema,
  createParentBodySchema,
  createParentParamsSchema,
  destroyParentsBodySchema,
  destroyParentsResultSchema,
  errorEnvelopeSchema,
  forceParentPasswordQuerySchema,
  parentChildListSchema,
  parentContactKinds,
  parentContactKindLabels,
  parentContactParamsSchema,
  parentContactPaths,
  parentDetailSchema,
  parentExportQuerySchema,
  parentIdParamsSchema,
  parentPageSchema,
  parentSearchQuerySchema,
  parentToBeDeletedPageSchema,
  parentToBeDeletedQuerySchema,
  resetParentFailedBodySchema,
  setParentBlockBodySchema,
  setParentStopBodySchema,
} from '@kg/contract';
import { ADMIN_ROLES, ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { XLSX_MIME } from '../../lib/xlsx';
import { contentDisposition } from '../file/file.presenter';
import { exportParents } from './parent.export';
import {
  addParentContact,
  changeParentInfo,
  changeParentStatus,
  createParentForChild,
  destroyParents,
  forceParentPassword,
  getParent,
  listChildrenOfParent,
  listClassParents,
  listParentsToBeDeleted,
  removeParentContact,
  resetParentFailed,
  searchParents,
} from './parent.service';

const tags = ['parent'];
const admin = { access: ADMIN_ROLES };

/** 학부모 (SPEC §7 Parents), under /api/v2/parents. Admin and manager only, except a class's contact list. */
export async function parentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search',
    {
      config: admin,
      schema: {
        tags,
        summary: '학부모 검색 (이름·전화번호·자녀 이름·아이디, 상태)',
        querystring: parentSearchQuerySchema,
        response: responses(parentPageSchema),
      },
    },
    async (request) => ok(await searchParents(app, request.query)),
  );

  app.get(
    '/export',
    {
      config: admin,
      schema: {
        tags,
        summary: '학부모 목록 엑셀 내려받기 (현재 검색 조건)',
        querystring: parentExportQuerySchema,
        response: { 200: z.any().describe('.xlsx'), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportParents(app, request, request.query);
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition('attachment', fileName)).send(bytes);
    },
  );

  app.get(
    '/detail/:id',
    { config: admin, schema: { tags, summary: '학부모 상세', params: parentIdParamsSchema, response: responses(parentDetailSchema) } },
    async (request) => ok(await getParent(app, request.params.id)),
  );

  app.get(
    '/children_by_parent',
    {
      config: admin,
      schema: { tags, summary: '학부모의 자녀 (반, 관계)', querystring: childrenByParentQuerySchema, response: responses(parentChildListSchema) },
    },
    async (request) => ok(await listChildrenOfParent(app, request.query.pno)),
  );

  app.get(
    '/list/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 학부모 연락처 (교사는 자기 반만)',
        params: classParentsParamsSchema,
        querystring: classParentsQuerySchema,
        response: responses(classParentPageSchema),
      },
    },
    async (request) => ok(await listClassParents(app, request.params.classId, request.query)),
  );

  app.get(
    '/tobe-delete',
    {
      config: admin,
      schema: {
        tags,
        summary: '보존 기간이 지난 학부모 (파기 대상)',
        querystring: parentToBeDeletedQuerySchema,
        response: responses(parentToBeDeletedPageSchema),
      },
    },
    async (request) => ok(await listParentsToBeDeleted(app, request.query)),
  );

  app.post(
    '/tobe-delete/destroy',
    {
      config: admin,
      schema: { tags, summary: '파기 대상 학부모 영구 삭제 (전부 또는 없음)', body: destroyParentsBodySchema, response: responses(destroyParentsResultSchema) },
    },
    async (request) => ok(await destroyParents(app, request, request.body)),
  );

  app.put(
    '/admin/set-stop',
    { config: admin, schema: { tags, summary: '이용 중지 / 재개 (중지 시 세션 종료)', body: setParentStopBodySchema, response: responses(parentDetailSchema) } },
    async (request) => ok(await changeParentStatus(app, request, request.body.pno, request.body.stopped ? 'stop' : 'resume')),
  );

  app.put(
    '/admin/set-block',
    { config: admin, schema: { tags, summary: '차단 / 차단 해제 (차단 시 세션 종료)', body: setParentBlockBodySchema, response: responses(parentDetailSchema) } },
    async (request) => ok(await changeParentStatus(app, request, request.body.pno, request.body.blocked ? 'block' : 'unblock')),
  );

  app.put(
    '/admin/reset-failed',
    { config: admin, schema: { tags, summary: '로그인 실패 횟수 초기화, 잠금 해제', body: resetParentFailedBodySchema, response: responses(parentDetailSchema) } },
    async (request) => ok(await resetParentFailed(app, request, request.body)),
  );

  app.put(
    '/force-change_pw/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: '비밀번호 강제 변경 (다음 로그인 때 변경 필요, 세션 종료)',
        params: parentIdParamsSchema,
        querystring: forceParentPasswordQuerySchema,
        response: responses(parentDetailSchema),
      },
    },
    async (request) => ok(await forceParentPassword(app, request, request.params.id, request.query.newPassword)),
  );

  app.put(
    '/change-info',
    { config: admin, schema: { tags, summary: '학부모 정보 수정', body: changeParentInfoBodySchema, response: responses(parentDetailSchema) } },
    async (request) => ok(await changeParentInfo(app, request, request.body)),
  );

  app.post(
    '/admin/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: '원아({id})에 학부모 계정 추가 (초기 비밀번호는 이 응답에서 한 번만)',
        params: createParentParamsSchema,
        body: createParentBodySchema,
        response: responses(createdParentSchema),
      },
    },
    async (request) => ok(await createParentForChild(app, request, request.params.id, request.body)),
  );

  for (const kind of parentContactKinds) {
    const label = parentContactKindLabels[kind];
    app.post(
      `/${parentContactPaths[kind].add}/:id`,
      {
        config: admin,
        schema: { tags, summary: `${label} 추가`, params: parentIdParamsSchema, body: addParentContactBodySchemas[kind], response: responses(parentDetailSchema) },
      },
      async (request) => ok(await addParentContact(app, request, kind, request.params.id, request.body)),
    );
    app.delete(
      `/${parentContactPaths[kind].remove}/:id/:entryId`,
      { config: admin, schema: { tags, summary: `${label} 삭제`, params: parentContactParamsSchema, response: responses(parentDetailSchema) } },
      async (request) => ok(await removeParentContact(app, request, kind, request.params.id, request.params.entryId)),
    );
  }
}
