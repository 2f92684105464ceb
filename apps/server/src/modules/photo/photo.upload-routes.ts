import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photoUploadQuerySchema, resetPhotoFilesQuerySchema, resetPhotoFilesResultSchema, uploadResultSchema } from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { resetAlbumFiles, uploadAlbumPhotos } from './photo.service';

const tags = ['photo'];

/** Upload calls of this domain, under /api/file. */
export async function photoUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // the class is checked by the service: a teacher may leave classId out (their own class)
  app.post(
    '/upload/photoAlbum',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '사진첩 사진 업로드 (multipart: childCodeSet, files; tempKey로 이어 올리기)',
        consumes: ['multipart/form-data'],
        querystring: photoUploadQuerySchema,
        response: responses(uploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadAlbumPhotos(app, request, reply, request.query)),
  );

  app.delete(
    '/upload/photoAlbum/reset-files',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '저장하지 않은 사진첩의 임시 사진 삭제 (tkLKey 또는 tempKey)',
        querystring: resetPhotoFilesQuerySchema,
        response: responses(resetPhotoFilesResultSchema),
      },
    },
    async (request) => ok(await resetAlbumFiles(app, request, request.query.tempKey)),
  );
}
