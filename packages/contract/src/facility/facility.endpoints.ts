import { ADMIN_ROLES, ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { uploadResultSchema } from '../file/file.schema';
import {
  deleteFacilityResultSchema,
  facilityBodySchema,
  facilityIdParamsSchema,
  facilityOrderBodySchema,
  facilityOrderResultSchema,
  facilityPageSchema,
  facilitySaveQuerySchema,
  facilitySchema,
  facilitySearchQuerySchema,
  facilityUploadQuerySchema,
} from './facility.schema';

/** 시설 사진 (docs/product/facility.md): every staff member views; admins and managers write. */
export const facilityEndpoints = defineEndpoints('facility', '/api/v2/facilities', {
  search: {
    method: 'GET',
    path: '/search',
    summary: '시설 사진 (공간 순서대로)',
    access: ALL_ROLES,
    query: facilitySearchQuerySchema,
    response: facilityPageSchema,
  },
  uploadPhotos: {
    method: 'POST',
    path: '~/api/file/upload/space',
    summary: '시설 사진 업로드 (files 필드, 여러 장; tempKey로 이어 올리기)',
    access: ADMIN_ROLES,
    kind: 'multipart',
    query: facilityUploadQuerySchema,
    response: uploadResultSchema,
  },
  create: {
    method: 'POST',
    path: '/new',
    summary: '시설 사진 등록 (?tempKey= 올린 사진, 사진 순서·설명)',
    access: ADMIN_ROLES,
    query: facilitySaveQuerySchema,
    body: facilityBodySchema,
    response: facilitySchema,
  },
  reorder: {
    method: 'PUT',
    path: '/order',
    summary: '공간 순서 바꾸기',
    access: ADMIN_ROLES,
    body: facilityOrderBodySchema,
    response: facilityOrderResultSchema,
  },
  get: {
    method: 'GET',
    path: '/:facilityId',
    summary: '시설 사진 상세',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'facility', from: 'params', key: 'facilityId' },
    params: facilityIdParamsSchema,
    response: facilitySchema,
  },
  update: {
    method: 'PUT',
    path: '/:facilityId',
    summary: '시설 사진 수정 (사진 추가·삭제·순서·설명)',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'facility', from: 'params', key: 'facilityId' },
    params: facilityIdParamsSchema,
    query: facilitySaveQuerySchema,
    body: facilityBodySchema,
    response: facilitySchema,
  },
  delete: {
    method: 'DELETE',
    path: '/:facilityId',
    summary: '시설 사진 삭제 (사진 포함)',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'facility', from: 'params', key: 'facilityId' },
    params: facilityIdParamsSchema,
    response: deleteFacilityResultSchema,
  },
});
