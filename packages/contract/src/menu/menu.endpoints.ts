import { ADMIN_ROLES, ALL_ROLES, FAMILY_API_BASE } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { uploadResultSchema } from '../file/file.schema';
import {
  allergyCheckQuerySchema,
  allergyCheckSchema,
  deletedMenuWeekSchema,
  familyMenuParamsSchema,
  familyMenuQuerySchema,
  familyMenuWeekOrNullSchema,
  dishSuggestionQuerySchema,
  dishSuggestionsSchema,
  menuWeekByDateQuerySchema,
  menuSaveQuerySchema,
  menuUploadQuerySchema,
  menuWeekFormQuerySchema,
  menuWeekIdParamsSchema,
  menuWeekOrNullSchema,
  menuWeekPageSchema,
  menuWeekSchema,
  menuWeekSearchQuerySchema,
  saveMenuWeekBodySchema,
} from './menu.schema';

/** 식단표 (docs/product/menu.md): every staff member reads; admins and managers write and delete. */
export const menuEndpoints = defineEndpoints('menu', '/api/v2/menu', {
  search: {
    method: 'GET',
    path: '/weeks/search',
    summary: '식단표 목록 (page 0부터, 기본 최근 주 먼저)',
    access: ALL_ROLES,
    query: menuWeekSearchQuerySchema,
    response: menuWeekPageSchema,
  },
  byDate: {
    method: 'GET',
    path: '/weeks',
    summary: '그 날짜가 든 주의 식단표 (없으면 null)',
    access: ALL_ROLES,
    query: menuWeekByDateQuerySchema,
    response: menuWeekOrNullSchema,
  },
  form: {
    method: 'GET',
    path: '/weeks/form/write',
    summary: '식단표 작성 양식 (아무 날짜 → 그 주 월요일; 없으면 빈 양식)',
    access: ADMIN_ROLES,
    query: menuWeekFormQuerySchema,
    response: menuWeekSchema,
  },
  uploadPhoto: {
    method: 'POST',
    path: '~/api/file/upload/menu',
    summary: '식사 사진 업로드 (files 필드, 한 장; tempKey로 이어 올리기)',
    access: ADMIN_ROLES,
    kind: 'multipart',
    query: menuUploadQuerySchema,
    response: uploadResultSchema,
  },
  save: {
    method: 'POST',
    path: '/weeks/new',
    summary: '식단표 저장 (그 주의 식단을 만들거나 바꿈; ?tempKey= 올린 식사 사진)',
    access: ADMIN_ROLES,
    query: menuSaveQuerySchema,
    body: saveMenuWeekBodySchema,
    response: menuWeekSchema,
  },
  get: {
    method: 'GET',
    path: '/weeks/:id',
    summary: '식단표 상세',
    access: ALL_ROLES,
    scope: { kind: 'record', record: 'menu', from: 'params' },
    params: menuWeekIdParamsSchema,
    response: menuWeekSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/weeks/:id',
    summary: '식단표 삭제',
    access: ADMIN_ROLES,
    scope: { kind: 'record', record: 'menu', from: 'params' },
    params: menuWeekIdParamsSchema,
    response: deletedMenuWeekSchema,
  },
  dishes: {
    method: 'GET',
    path: '/dishes',
    summary: '전에 쓴 음식 (최근 순, 그때의 알레르기 번호와 함께)',
    access: ADMIN_ROLES,
    query: dishSuggestionQuerySchema,
    response: dishSuggestionsSchema,
  },
  allergyCheck: {
    method: 'GET',
    path: '/allergy-check',
    summary: '반 아이들의 알레르기와 식단 대조 (날짜·끼니별)',
    access: ALL_ROLES,
    scope: { kind: 'class', from: 'query' },
    query: allergyCheckQuerySchema,
    response: allergyCheckSchema,
  },
});

/** 식단표 in the parent app (docs/product/menu.md#parent-app): the week's menu with the child's allergies marked. */
export const menuFamilyEndpoints = defineEndpoints('menu-family', `${FAMILY_API_BASE}/menu`, {
  week: {
    method: 'GET',
    path: '/:childCode',
    summary: '그 날짜가 든 주의 식단표 (자녀 알레르기 표시; 없으면 null)',
    access: 'family',
    scope: { kind: 'child', from: 'params' },
    params: familyMenuParamsSchema,
    query: familyMenuQuerySchema,
    response: familyMenuWeekOrNullSchema,
  },
});
