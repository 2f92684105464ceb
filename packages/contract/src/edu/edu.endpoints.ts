import { ADMIN_ROLES, ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { deletePostResultSchema, postSaveQuerySchema } from '../post/post.schema';
import { eduBodySchema, eduIdParamsSchema, eduPageSchema, eduSchema, eduSearchQuerySchema, updateEduBodySchema } from './edu.schema';

/** 교육 프로그램 (docs/product/edu.md): every staff member reads; admins and managers write. */
export const eduEndpoints = defineEndpoints('edu', '/api/v2/edu', {
  search: {
    method: 'GET',
    path: '/search',
    summary: '교육 프로그램 검색 (최신 등록순)',
    access: ALL_ROLES,
    query: eduSearchQuerySchema,
    response: eduPageSchema,
  },
  create: {
    method: 'POST',
    path: '/new',
    summary: '교육 프로그램 등록 (?tempKey= 계획안·본문 이미지)',
    access: ADMIN_ROLES,
    query: postSaveQuerySchema,
    body: eduBodySchema,
    response: eduSchema,
  },
  get: {
    method: 'GET',
    path: '/:eduId',
    summary: '교육 프로그램 상세 (조회수 증가)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'edu', from: 'params', key: 'eduId' },
    params: eduIdParamsSchema,
    response: eduSchema,
  },
  update: {
    method: 'PUT',
    path: '/:eduId',
    summary: '교육 프로그램 수정',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'edu', from: 'params', key: 'eduId' },
    params: eduIdParamsSchema,
    query: postSaveQuerySchema,
    body: updateEduBodySchema,
    response: eduSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:eduId',
    summary: '교육 프로그램 삭제 (첨부파일 포함)',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'edu', from: 'params', key: 'eduId' },
    params: eduIdParamsSchema,
    response: deletePostResultSchema,
  },
});
