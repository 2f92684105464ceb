import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeChildStatusParamsSchema,
  changeChildStatusQuerySchema,
  childAssignClassBodySchema,
  childBodySchema,
  childClassListParamsSchema,
  childClassListQuerySchema,
  childClassMoveResultSchema,
  childClassOptionsSchema,
  childClassResetBodySchema,
  childExportQuerySchema,
  childImportResultSchema,
  childListSchema,
  childPageSchema,
  childParamsSchema,
  childProfileImageSchema,
  childSchema,
  childSearchQuerySchema,
  childToBeDeletedPageSchema,
  childToBeDeletedQuerySchema,
  destroyChildrenBodySchema,
  destroyChildrenResultSchema,
} from '@kg/contract';
import { ADMIN_ROLES, ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { XLSX_MIME } from '../../lib/xlsx';
import { contentDisposition } from '../file/file.presenter';
import {
  changeChildStatus,
  createChild,
  deleteChild,
  getChild,
  listClassChildren,
  listClassOptions,
  listUnassignedChildren,
  searchChildren,
  updateChild,
} from './child.service';
import { assignClasses, resetClasses } from './child-class.service';
import { destroyChildren, listChildrenToBeDeleted } from './child-retention.service';
import { deleteProfileImage, setProfileImage } from './child-profile.service';
import { exportChildren, importChildren, importTemplate } from './child-excel.service';

const tags = ['child'];
const multipartBody = { consumes: ['multipart/form-data'] };
const { 200: _jsonOk, ...errorResponses } = responses(z.null());
const xlsxResponses = { 200: z.any().describe('엑셀 파일 (.xlsx)'), ...errorResponses };
const ADMIN_ONLY = ['ROLE_ADMIN'] as const;

function sendWorkbook(reply: FastifyReply, file: { buffer: Buffer; fileName: string }) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(file.buffer);
}

/** 원아 (SPEC §7 Child), under /api/v2/child. Admins and managers; a teacher reads only their own class's children. */
export async function childRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 등록 (연락처·귀가 인수자 포함)', body: childBodySchema, response: responses(childSchema) },
    },
    async (request) => ok(await createChild(app, request, request.body)),
  );

  app.get(
    '/search',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 검색 (이름·보호자·생년월일·입소일, 상태·반)', querystring: childSearchQuerySchema, response: responses(childPageSchema) },
    },
    async (request) => ok(await searchChildren(app, request.query)),
  );

  app.get(
    '/export',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 목록 엑셀 다운로드 (현재 검색 조건)', querystring: childExportQuerySchema, response: xlsxResponses },
    },
    async (request, reply) => sendWorkbook(reply, await exportChildren(app, request, request.query)),
  );

  app.get(
    '/import/template',
    { config: { access: ADMIN_ROLES }, schema: { tags, summary: '원아 일괄 등록 엑셀 양식', response: xlsxResponses } },
    async (_request, reply) => sendWorkbook(reply, await importTemplate(app)),
  );

  app.post(
    '/import',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 엑셀 일괄 등록 (files 필드, 한 행이라도 오류면 전체 취소)', ...multipartBody, response: responses(childImportResultSchema) },
    },
    async (request) => ok(await importChildren(app, request)),
  );

  app.get(
    '/class-options',
    { config: { access: ADMIN_ROLES }, schema: { tags, summary: '반 목록과 재원 인원 (반 배정용)', response: responses(childClassOptionsSchema) } },
    async () => ok(await listClassOptions(app)),
  );

  app.get(
    '/list/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반의 원아 목록 (page 0부터, 재원·휴원)',
        params: childClassListParamsSchema,
        querystring: childClassListQuerySchema,
        response: responses(childPageSchema),
      },
    },
    async (request) => ok(await listClassChildren(app, request.params.classId, request.query)),
  );

  app.get(
    '/empty-class',
    { config: { access: ADMIN_ROLES }, schema: { tags, summary: '반 미배정 재원 원아', response: responses(childListSchema) } },
    async () => ok(await listUnassignedChildren(app)),
  );

  app.put(
    '/assign-class',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '반 배정 (여러 명, 전부 또는 전무, dryRun 미리보기)', body: childAssignClassBodySchema, response: responses(childClassMoveResultSchema) },
    },
    async (request) => ok(await assignClasses(app, request, request.body)),
  );

  app.put(
    '/class-reset',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '반 배정 초기화 (선택한 반 또는 전체, dryRun 미리보기)', body: childClassResetBodySchema, response: responses(childClassMoveResultSchema) },
    },
    async (request) => ok(await resetClasses(app, request, request.body)),
  );

  app.put(
    '/chang-status/:childCode',
    {
      config: { access: ADMIN_ROLES },
      schema: {
        tags,
        summary: '원아 상태 변경 (재원·휴원·퇴소·졸업)',
        params: changeChildStatusParamsSchema,
        querystring: changeChildStatusQuerySchema,
        response: responses(childSchema),
      },
    },
    async (request) => ok(await changeChildStatus(app, request, request.params.childCode, request.query.status)),
  );

  app.get(
    '/tobe-delete',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '보존 기간이 지난 파기 대상 원아', querystring: childToBeDeletedQuerySchema, response: responses(childToBeDeletedPageSchema) },
    },
    async (request) => ok(await listChildrenToBeDeleted(app, request.query)),
  );

  app.post(
    '/tobe-delete/destroy',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, summary: '파기 대상 원아의 개인정보·파일 영구 삭제 (원장만)', body: destroyChildrenBodySchema, response: responses(destroyChildrenResultSchema) },
    },
    async (request) => ok(await destroyChildren(app, request, request.body)),
  );

  app.post(
    '/profile-image/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 프로필 사진 등록 (files 필드, 한 장)', ...multipartBody, params: childParamsSchema, response: responses(childProfileImageSchema) },
    },
    async (request, reply) => ok(await setProfileImage(app, request, reply, request.params.id)),
  );

  app.delete(
    '/profile-image/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 프로필 사진 삭제', params: childParamsSchema, response: responses(childProfileImageSchema) },
    },
    async (request) => ok(await deleteProfileImage(app, request, request.params.id)),
  );

  app.get(
    '/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '원아 상세 (교사는 자기 반 원아만)', params: childParamsSchema, response: responses(childSchema) },
    },
    async (request) => ok(await getChild(app, request, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 정보 수정', params: childParamsSchema, body: childBodySchema, response: responses(childSchema) },
    },
    async (request) => ok(await updateChild(app, request, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '원아 삭제 (활동 기록이 없을 때만)', params: childParamsSchema, response: responses(z.object({ childCode: z.number().int() })) },
    },
    async (request) => ok(await deleteChild(app, request, request.params.id)),
  );
}
