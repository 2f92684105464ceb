import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classNoteIdParamsSchema,
  classNotePageSchema,
  classNoteParamsSchema,
  classNoteSchema,
  classNoteSearchParamsSchema,
  classNoteSearchQuerySchema,
  createClassNoteBodySchema,
  deleteClassNoteResultSchema,
  updateClassNoteBodySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { createClassNote, deleteClassNote, getClassNote, listClassNotes, updateClassNote } from './class-note.service';

const tags = ['class-note'];

/** 반 일지 (SPEC §7 Class note), under /api/v2/story/class-note. A teacher reaches only their own class. */
export async function classNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 일지 검색 (최신 날짜 먼저, 기간·제목·내용)',
        params: classNoteSearchParamsSchema,
        querystring: classNoteSearchQuerySchema,
        response: responses(classNotePageSchema),
      },
    },
    async (request) => ok(await listClassNotes(app, request.params.classId, request.query)),
  );

  app.post(
    '/new',
    {
      config: { access: ALL_ROLES, classScope: { from: 'body' } },
      schema: {
        tags,
        summary: '반 일지 등록 (사진 tempKey, 동영상 videoTempKey)',
        body: createClassNoteBodySchema,
        response: responses(classNoteSchema),
      },
    },
    async (request) => ok(await createClassNote(app, request, request.body)),
  );

  app.get(
    '/:classId/:classNoteId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: { tags, summary: '반 일지 상세 (사진, 동영상)', params: classNoteParamsSchema, response: responses(classNoteSchema) },
    },
    async (request) => ok(await getClassNote(app, request.params.classId, request.params.classNoteId)),
  );

  app.put(
    '/:classNoteId',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '반 일지 수정 (사진 추가·삭제, 동영상 교체)',
        params: classNoteIdParamsSchema,
        body: updateClassNoteBodySchema,
        response: responses(classNoteSchema),
      },
    },
    async (request) => ok(await updateClassNote(app, request, request.params.classNoteId, request.body)),
  );

  app.delete(
    '/:classNoteId',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '반 일지 삭제 (첨부 사진·동영상 포함)', params: classNoteIdParamsSchema, response: responses(deleteClassNoteResultSchema) },
    },
    async (request) => ok(await deleteClassNote(app, request, request.params.classNoteId)),
  );
}
