import { ALL_ROLES, FAMILY_API_BASE } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { familyChildParamsSchema } from '../family/family.schema';
import {
  cancelFamilyMedicineBodySchema,
  checkMedicineBodySchema,
  createFamilyMedicineBodySchema,
  endMedicineBodySchema,
  familyMedicineListQuerySchema,
  familyMedicinePageSchema,
  familyMedicineParamsSchema,
  familyMedicineSchema,
  logMedicineDoseBodySchema,
  medicinePageSchema,
  medicineParamsSchema,
  medicineSchema,
  medicineSearchParamsSchema,
  medicineSearchQuerySchema,
  updateFamilyMedicineBodySchema,
} from './medicine.schema';

/** 투약의뢰서 (docs/product/medicine.md). A teacher reaches only their own class. */
export const medicineEndpoints = defineEndpoints('medicine', '/api/v2/story/medicine', {
  search: {
    method: 'GET',
    path: '/search/:classId',
    summary: '반의 투약의뢰서 검색 (오늘 것 먼저, 기간·상태·원아 이름)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: medicineSearchParamsSchema,
    query: medicineSearchQuerySchema,
    response: medicinePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:classId/:id',
    summary: '투약의뢰서 상세 (투약 기록 포함)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'params' },
    params: medicineParamsSchema,
    response: medicineSchema,
  },
  check: {
    method: 'PUT',
    path: '/check',
    summary: '투약의뢰서 확인 (다시 확인해도 그대로)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: checkMedicineBodySchema,
    response: medicineSchema,
  },
  end: {
    method: 'PUT',
    path: '/end',
    summary: '투약 완료 (확인한 의뢰서만, 교사 의견)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: endMedicineBodySchema,
    response: medicineSchema,
  },
  logDose: {
    method: 'POST',
    path: '/dose',
    summary: '투약 기록 (시각, 투약한 교사)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'body' },
    body: logMedicineDoseBodySchema,
    response: medicineSchema,
  },
});

/**
 * 투약의뢰서 in the parent app (docs/product/medicine.md#parent-app): a parent's own children only (404 otherwise);
 * writing needs the child in a class. The class comes from the child's record, never from the client.
 */
export const medicineFamilyEndpoints = defineEndpoints('medicine-family', `${FAMILY_API_BASE}/medicine`, {
  list: {
    method: 'GET',
    path: '/:childCode',
    summary: '자녀의 투약의뢰서 목록 (최근 투약일 먼저)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyChildParamsSchema,
    query: familyMedicineListQuerySchema,
    response: familyMedicinePageSchema,
  },
  get: {
    method: 'GET',
    path: '/:childCode/:id',
    summary: '자녀의 투약의뢰서 상세 (투약 기록, 교사 의견)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyMedicineParamsSchema,
    response: familyMedicineSchema,
  },
  create: {
    method: 'POST',
    path: '/',
    summary: '투약 의뢰 (약 1~5가지, 보호자 확인 필수)',
    access: 'family',
    scope: { kind: 'child', from: 'body' },
    body: createFamilyMedicineBodySchema,
    response: familyMedicineSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/',
    summary: '투약의뢰서 수정 (교사가 확인하기 전에만)',
    access: 'family',
    scope: { kind: 'child', from: 'body' },
    body: updateFamilyMedicineBodySchema,
    response: familyMedicineSchema,
  },
  cancel: {
    method: 'PUT',
    path: '/cancel',
    summary: '투약의뢰서 취소 (교사가 확인하기 전에만)',
    access: 'family',
    scope: { kind: 'child', from: 'body' },
    body: cancelFamilyMedicineBodySchema,
    response: familyMedicineSchema,
  },
});
