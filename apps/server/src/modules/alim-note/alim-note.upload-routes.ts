import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alimUploadParamsSchema, alimUploadQuerySchema, uploadResultSchema } from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { uploadAlimPhotos } from './alim-note.service';

/** Upload call of 알림장, under /api/file: one child's photos land under a tempKey the note's save attaches. */
export async function alimNoteUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/upload/alimNote/:classId',
    {
      config: { access: ALL_ROLES, classScope: { from: 'params' } },
      schema: {
        tags: ['alim-note'],
        summary: '알림장 사진 업로드 (files 필드, 여러 장; childCode 필수, tempKey로 이어 올리기)',
        consumes: ['multipart/form-data'],
        params: alimUploadParamsSchema,
        querystring: alimUploadQuerySchema,
        response: responses(uploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadAlimPhotos(app, request, reply, request.params.classId, request.query)),
  );
}
