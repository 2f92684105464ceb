import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alimCopyQuerySchema,
  alimCopySchema,
  alimNoteIdParamsSchema,
  alimNotePageSchema,
  alimNoteParamsSchema,
  alimNoteSchema,
  alimNoteSearchParamsSchema,
  alimNoteSearchQuerySchema,
  alimTodayQuerySchema,
  alimTodaySchema,
  createAlimNotesBodySchema,
  createAlimNotesResultSchema,
  deleteAlimNoteResultSchema,
  updateAlimNoteBodySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { createAlimNotes, deleteAlimNote, getAlimCopy, getAlimNote, getAlimToday, listAlimNotes, updateAlimNote } from './alim-note.service';

const tags = ['alim-note'];

/** 알림장 (SPEC §7 Alim note), under /api/v2/story/alim. A teacher reaches only their own class. */
export async function alimNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '알림장 검색 (최신 날짜 먼저, 기간·원아·내용)',
        params: alimNoteSearchParamsSchema,
        querystring: alimNoteSearchQuerySchema,
        response: responses(alimNotePageSchema),
      },
    },
    async (request) => ok(await listAlimNotes(app, request.params.classId, request.query)),
  );

  app.get(
    '/today/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '그날 알림장 현황 (재원 원아별 작성 여부)',
        params: alimNoteSearchParamsSchema,
        querystring: alimTodayQuerySchema,
        response: responses(alimTodaySchema),
      },
    },
    async (request) => ok(await getAlimToday(app, request.params.classId, request.query.date)),
  );

  app.get(
    '/copy/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '원아의 이전 알림장 (복사해서 쓰기)',
        params: alimNoteSearchParamsSchema,
        querystring: alimCopyQuerySchema,
        response: responses(alimCopySchema),
      },
    },
    async (request) => ok(await getAlimCopy(app, request.params.classId, request.query.childCode, request.query.date)),
  );

  app.post(
    '/new',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: {
        tags,
        summary: '알림장 일괄 작성 (여러 원아, 공통 내용 + 원아별 기록; 모두 저장되거나 하나도 저장되지 않음)',
        body: createAlimNotesBodySchema,
        response: responses(createAlimNotesResultSchema),
      },
    },
    async (request) => ok(await createAlimNotes(app, request, request.body)),
  );

  app.get(
    '/:classId/:noteId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: { tags, summary: '알림장 상세 (사진 포함)', params: alimNoteParamsSchema, response: responses(alimNoteSchema) },
    },
    async (request) => ok(await getAlimNote(app, request.params.classId, request.params.noteId)),
  );

  app.put(
    '/:noteId',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '알림장 수정 (내용, 기록, 사진 추가·삭제)',
        params: alimNoteIdParamsSchema,
        body: updateAlimNoteBodySchema,
        response: responses(alimNoteSchema),
      },
    },
    async (request) => ok(await updateAlimNote(app, request, request.params.noteId, request.body)),
  );

  app.delete(
    '/:noteId',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '알림장 삭제 (사진 포함)', params: alimNoteIdParamsSchema, response: responses(deleteAlimNoteResultSchema) },
    },
    async (request) => ok(await deleteAlimNote(app, request, request.params.noteId)),
  );
}
