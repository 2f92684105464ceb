import { z } from 'zod';
import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
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
} from './file.schema';

/**
 * 파일 (업로드, 임시 파일, 내려받기) (docs/product/file.md). The upload calls of photo albums, alim notes and class
 * notes live with their domains. Reading a file needs a session only: the server decides per file who may see it.
 */
export const fileEndpoints = defineEndpoints('file', '/api/file', {
  uploadContent: {
    method: 'POST',
    path: '/upload/cont',
    summary: '내용 첨부파일 업로드 (files 필드, 여러 개)',
    access: ALL_ROLES,
    kind: 'multipart',
    query: uploadContQuerySchema,
    response: uploadResultSchema,
  },
  uploadEditorImage: {
    method: 'POST',
    path: '/editor/upload',
    summary: '에디터 이미지 업로드 (files 필드, 한 장)',
    access: ALL_ROLES,
    kind: 'multipart',
    query: editorUploadQuerySchema,
    response: editorUploadResultSchema,
  },
  removeTempFile: {
    method: 'DELETE',
    path: '/upload/remove-tempFile',
    summary: '업로드한 임시 파일 한 개 삭제',
    access: ALL_ROLES,
    query: removeTempFileQuerySchema,
    response: removeTempFileResultSchema,
  },
  deleteByReference: {
    method: 'DELETE',
    path: '/:refType/:refId',
    summary: '참조(refType/refId)에 첨부된 파일 삭제',
    access: ALL_ROLES,
    params: deleteFileParamsSchema,
    response: deleteFilesResultSchema,
  },
  // DELETE /api/file/NOTICE (no refId) answers the contract's '파일을 붙일 기록 번호가 올바르지 않습니다.' rather than a bare 404
  deleteByReferenceWithoutId: {
    method: 'DELETE',
    path: '/:refType',
    summary: 'refId 누락 안내 (항상 400 VALIDATION)',
    access: ALL_ROLES,
    params: deleteFileParamsSchema,
    response: deleteFilesResultSchema,
  },
  read: {
    method: 'GET',
    path: '/:fileId',
    summary: '파일 내려받기/보기 (권한 확인, Range 지원)',
    access: 'authenticated',
    kind: 'download',
    scope: { kind: 'record', record: 'file', from: 'params', key: 'fileId' },
    params: fileIdParamsSchema,
    response: z.null(),
  },
  readThumbnail: {
    method: 'GET',
    path: '/:fileId/thumb',
    summary: '사진 미리보기(썸네일)',
    access: 'authenticated',
    kind: 'download',
    scope: { kind: 'record', record: 'file', from: 'params', key: 'fileId' },
    params: fileIdParamsSchema,
    response: z.null(),
  },
});
