import { z } from 'zod';
import { ALL_ROLES, FAMILY_API_BASE } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { deletePostResultSchema, postSaveQuerySchema } from '../post/post.schema';
import {
  familyNoticeFileParamsSchema,
  familyNoticeListQuerySchema,
  familyNoticePageSchema,
  familyNoticeParamsSchema,
  familyNoticeSchema,
  familyPostChildParamsSchema,
  noticeBodySchema,
  noticeIdParamsSchema,
  noticePageSchema,
  noticeSchema,
  noticeSearchQuerySchema,
  updateNoticeBodySchema,
} from './notice.schema';

/**
 * 공지사항 (docs/product/notice.md). Every staff member reads what is for the whole centre or their class; admins and
 * managers write anything, a teacher writes for their own class and changes only their own notices.
 */
export const noticeEndpoints = defineEndpoints('notice', '/api/v2/notice', {
  search: {
    method: 'GET',
    path: '/search',
    summary: '공지사항 검색 (상단 고정 먼저, 최신 게시순)',
    access: ALL_ROLES,
    query: noticeSearchQuerySchema,
    response: noticePageSchema,
  },
  create: {
    method: 'POST',
    path: '/new',
    summary: '공지사항 등록 (?tempKey= 첨부파일·본문 이미지)',
    access: ALL_ROLES,
    query: postSaveQuerySchema,
    body: noticeBodySchema,
    response: noticeSchema,
  },
  get: {
    method: 'GET',
    path: '/:noticeId',
    summary: '공지사항 상세 (조회수 증가)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'notice', from: 'params', key: 'noticeId' },
    params: noticeIdParamsSchema,
    response: noticeSchema,
  },
  update: {
    method: 'PUT',
    path: '/:noticeId',
    summary: '공지사항 수정 (?tempKey= 추가 파일, removeFileIds 첨부 삭제)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'notice', from: 'params', key: 'noticeId' },
    params: noticeIdParamsSchema,
    query: postSaveQuerySchema,
    body: updateNoticeBodySchema,
    response: noticeSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:noticeId',
    summary: '공지사항 삭제 (첨부파일 포함)',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'notice', from: 'params', key: 'noticeId' },
    params: noticeIdParamsSchema,
    response: deletePostResultSchema,
  },
});

/**
 * 공지사항 in the parent app (docs/product/notice.md#parent-app): published notices for the whole centre or the
 * child's class (the staff audience rule), pinned first, newest first; their files through the notice's own call.
 */
export const noticeFamilyEndpoints = defineEndpoints('notice-family', `${FAMILY_API_BASE}/notice`, {
  list: {
    method: 'GET',
    path: '/:childCode',
    summary: '자녀 반의 공지사항 (상단 고정 먼저, 최신 게시순)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyPostChildParamsSchema,
    query: familyNoticeListQuerySchema,
    response: familyNoticePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:childCode/:noticeId',
    summary: '공지사항 한 건',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyNoticeParamsSchema,
    response: familyNoticeSchema,
  },
  file: {
    method: 'GET',
    path: '/:childCode/:noticeId/files/:fileId',
    summary: '공지사항 첨부파일·본문 이미지',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    kind: 'download',
    params: familyNoticeFileParamsSchema,
    response: z.null(),
  },
});
