import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteFileParamsSchema,
  deleteFilesResultSchema,
  editorUploadQuerySchema,
  editorUploadResultSchema,
  fileIdParamsSchema,
  removeTempFileQuerySchema,
  removeTempFileResultSchema,
  uploadContQuerySchema,
  uploadResultSchema,
} from '@kg/contract';
import { ADMIN_ROLES, ALL_ROLES, requirePrincipal } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { deleteReferenceFiles, removeTempFile, uploadContent, uploadEditorImage } from './file.service';
import { sendFile } from './file.send';

const tags = ['file'];
const multipartBody = { consumes: ['multipart/form-data'] };
const { 200: _jsonOk, ...errorResponses } = responses(z.null());
const binaryResponses = { 200: z.any().describe('파일 본문'), ...errorResponses };

/** SPEC §7 Files, under /api/file. The photo-album and class-story upload calls live with their domains. */
export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/upload/cont',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '내용 첨부파일 업로드 (files 필드, 여러 개)',
        ...multipartBody,
        querystring: uploadContQuerySchema,
        response: responses(uploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadContent(app, request, reply, request.query)),
  );

  app.post(
    '/editor/upload',
    {
      config: { access: ADMIN_ROLES },
      schema: {
        tags,
        summary: '에디터 이미지 업로드 (files 필드, 한 장)',
        ...multipartBody,
        querystring: editorUploadQuerySchema,
        response: responses(editorUploadResultSchema),
      },
    },
    async (request, reply) => ok(await uploadEditorImage(app, request, reply, request.query)),
  );

  app.delete(
    '/upload/remove-tempFile',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '업로드한 임시 파일 한 개 삭제',
        querystring: removeTempFileQuerySchema,
        response: responses(removeTempFileResultSchema),
      },
    },
    async (request) => ok(await removeTempFile(app, request, request.query)),
  );

  app.delete(
    '/:refType/:refId',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '참조(refType/refId)에 첨부된 파일 삭제',
        params: deleteFileParamsSchema,
        response: responses(deleteFilesResultSchema),
      },
    },
    async (request) => ok(await deleteReferenceFiles(app, request, request.params)),
  );

  // DELETE /api/file/NOTICE (no refId) answers the contract's 'refId가 필요합니다.' rather than a bare 404
  app.delete(
    '/:refType',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: 'refId 누락 안내', hide: true, params: deleteFileParamsSchema, response: responses(deleteFilesResultSchema) },
    },
    async (request) => ok(await deleteReferenceFiles(app, request, request.params)),
  );

  const serve = (variant: 'file' | 'thumb') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { fileId } = request.params as z.infer<typeof fileIdParamsSchema>;
    const file = await app.files.open(requirePrincipal(request), fileId, variant);
    return sendFile(app, request, reply, file);
  };

  app.get(
    '/:fileId',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '파일 내려받기/보기 (권한 확인, Range 지원)', params: fileIdParamsSchema, response: binaryResponses },
    },
    serve('file'),
  );

  app.get(
    '/:fileId/thumb',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '사진 미리보기(썸네일)', params: fileIdParamsSchema, response: binaryResponses },
    },
    serve('thumb'),
  );
}
