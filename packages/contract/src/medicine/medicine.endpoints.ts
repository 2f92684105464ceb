import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import {
  checkMedicineBodySchema,
  endMedicineBodySchema,
  logMedicineDoseBodySchema,
  medicinePageSchema,
  medicineParamsSchema,
  medicineSchema,
  medicineSearchParamsSchema,
  medicineSearchQuerySchema,
} from './medicine.schema';

/** 투약의뢰서 (docs/product/medicine.md). A teacher reaches only their own class. */
export const medicineEndpoints = defineEndpoints('medicine', '/api/v2/story/medicine', {
  search: {
    method: 'GET',
    path: '/search/:classId',
    summary: '반의 투약의뢰서 검색 (오늘 것 먼저, 기간·상태·원아 이름)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: medicineSearchParamsSchema,
    query: medicineSearchQuerySchema,
    response: medicinePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId/:id',
    summary: '투약의뢰서 상세 (투약 기록 포함)',
    access: ALL_ROLES,
    classScope: { from: 'params' },
    params: medicineParamsSchema,
    response: medicineSchema,
  },
  check: {
    method: 'PUT',
    path: '/check',
    summary: '투약의뢰서 확인 (다시 확인해도 그대로)',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: checkMedicineBodySchema,
    response: medicineSchema,
  },
  end: {
    method: 'PUT',
    path: '/end',
    summary: '투약 완료 (확인한 의뢰서만, 교사 의견)',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: endMedicineBodySchema,
    response: medicineSchema,
  },
  logDose: {
    method: 'POST',
    path: '/dose',
    summary: '투약 기록 (시각, 투약한 교사)',
    access: ALL_ROLES,
    classScope: { from: 'body' },
    body: logMedicineDoseBodySchema,
    response: medicineSchema,
  },
});
