import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPhotoAlbumParamsSchema,
  createPhotoAlbumQuerySchema,
  deletePhotoAlbumResultSchema,
  photoAlbumFieldsSchema,
  photoAlbumPageSchema,
  photoAlbumSchema,
  photoChildListSchema,
  photoParamsSchema,
  photoSearchParamsSchema,
  photoSearchQuerySchema,
} from '@kg/contract';
import { ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import { createPhotoAlbum, deletePhotoAlbum, getPhotoAlbum, listPhotoAlbums, listPhotoChildren } from './photo.service';

const tags = ['photo'];
const classScope = { from: 'params' } as const;

/** 사진첩 (SPEC §7 Photo), under /api/v2/story/photo. A teacher reaches only their own class. */
export async function photoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search/:classId',
    {
      config: { access: ALL_ROLES, classScope },
      schema: {
        tags,
        summary: '반의 사진첩 검색 (제목, 사진 날짜 기간, 태그된 원아)',
        params: photoSearchParamsSchema,
        querystring: photoSearchQuerySchema,
        response: responses(photoAlbumPageSchema),
      },
    },
    async (request) => ok(await listPhotoAlbums(app, request.params.classId, request.query)),
  );

  app.get(
    '/children/:classId',
    {
      config: { access: ALL_ROLES, classScope },
      schema: {
        tags,
        summary: '사진에 태그할 수 있는 반 원아 (사진 동의 여부 포함)',
        params: photoSearchParamsSchema,
        response: responses(photoChildListSchema),
      },
    },
    async (request) => ok(await listPhotoChildren(app, request.params.classId)),
  );

  app.post(
    '/new/:classId',
    {
      config: { access: ALL_ROLES, classScope },
      schema: {
        tags,
        summary: '사진첩 저장 (업로드한 tempKey의 사진을 붙임)',
        params: createPhotoAlbumParamsSchema,
        querystring: createPhotoAlbumQuerySchema,
        body: photoAlbumFieldsSchema,
        response: responses(photoAlbumSchema),
      },
    },
    async (request) => ok(await createPhotoAlbum(app, request, request.params.classId, request.query.tempKey, request.body)),
  );

  app.get(
    '/:classId/:id',
    {
      config: { access: ALL_ROLES, classScope },
      schema: { tags, summary: '사진첩 상세 (사진, 태그된 원아)', params: photoParamsSchema, response: responses(photoAlbumSchema) },
    },
    async (request) => ok(await getPhotoAlbum(app, request.params.classId, request.params.id)),
  );

  app.delete(
    '/:classId/:id',
    {
      config: { access: ALL_ROLES, classScope },
      schema: { tags, summary: '사진첩 삭제 (사진 파일도 삭제)', params: photoParamsSchema, response: responses(deletePhotoAlbumResultSchema) },
    },
    async (request) => ok(await deletePhotoAlbum(app, request, request.params.classId, request.params.id)),
  );
}
