import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classNoteUploadParamsSchema, classNoteUploadQuerySchema, uploadResultSchema } from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { uploadClassNotePhotos, uploadClassNoteVideo } from './class-note.service';

const tags = ['class-note'];
const multipartBody = { consumes: ['multipart/form-data'] };

/** Upload calls of 반 일지, under /api/file: photos (CLASSNOTE) and one video (CLASSMOV), both landing under a tempKey. */
export async function classNoteUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/upload/classnote/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 일지 사진 업로드 (files 필드, 여러 장; tempKey로 이어 올리기)',
        ...multipartBody,
        params: classNoteUploadParamsSchema,
        querystring: classNoteUploadQuerySchema,
        response: responses(uploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadClassNotePhotos(app, request, reply, request.params.classId, request.query.tempKey)),
  );

  app.post(
    '/upload/classmov/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags,
        summary: '반 일지 동영상 업로드 (files 필드, 한 개; 파일 필수)',
        ...multipartBody,
        params: classNoteUploadParamsSchema,
        response: responses(uploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadClassNoteVideo(app, request, reply, request.params.classId)),
  );
}
