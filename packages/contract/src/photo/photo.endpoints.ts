import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { uploadResultSchema } from '../file/file.schema';
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
  photoUploadQuerySchema,
  resetPhotoFilesQuerySchema,
  resetPhotoFilesResultSchema,
} from './photo.schema';

/** 사진첩 (docs/product/photo.md). A teacher reaches only their own class. */
export const photoEndpoints = defineEndpoints('photo', '/api/v2/story/photo', {
  search: {
    method: 'GET',
    path: '/search/:classId',
    summary: '반의 사진첩 검색 (제목, 사진 날짜 기간, 태그된 원아)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: photoSearchParamsSchema,
    query: photoSearchQuerySchema,
    response: photoAlbumPageSchema,
  },
  children: {
    method: 'GET',
    path: '/children/:classId',
    summary: '사진에 태그할 수 있는 반 원아 (사진 동의 여부 포함)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: photoSearchParamsSchema,
    response: photoChildListSchema,
  },
  create: {
    method: 'POST',
    path: '/new/:classId',
    summary: '사진첩 저장 (업로드한 tempKey의 사진을 붙임)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: createPhotoAlbumParamsSchema,
    query: createPhotoAlbumQuerySchema,
    body: photoAlbumFieldsSchema,
    response: photoAlbumSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId/:id',
    summary: '사진첩 상세 (사진, 태그된 원아)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: photoParamsSchema,
    response: photoAlbumSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:classId/:id',
    summary: '사진첩 삭제 (사진 파일도 삭제)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: photoParamsSchema,
    response: deletePhotoAlbumResultSchema,
  },
  // the class is checked by the service: a teacher may leave classId out (their own class)
  upload: {
    method: 'POST',
    path: '~/api/file/upload/photoAlbum',
    summary: '사진첩 사진 업로드 (multipart: childCodeSet, files; tempKey로 이어 올리기)',
    access: ALL_ROLES,
    kind: 'multipart',
    query: photoUploadQuerySchema,
    response: uploadResultSchema,
  },
  resetFiles: {
    method: 'DELETE',
    path: '~/api/file/upload/photoAlbum/reset-files',
    summary: '저장하지 않은 사진첩의 임시 사진 삭제 (tkLKey 또는 tempKey)',
    access: ALL_ROLES,
    query: resetPhotoFilesQuerySchema,
    response: resetPhotoFilesResultSchema,
  },
});
