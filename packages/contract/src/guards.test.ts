import { describe, expect, it } from 'vitest';
import {
  changeChildStatusQuerySchema,
  checkMedicineBodySchema,
  childCodeSchema,
  classIdSchema,
  classNoteIdSchema,
  createPhotoAlbumBodySchema,
  deleteFileParamsSchema,
  endMedicineBodySchema,
  noteIdSchema,
  normalizeSearch,
  photoUploadFieldsSchema,
  refTypeSchema,
  rehomeActionBodySchema,
  searchQuerySchema,
  uploadContQuerySchema,
  isTokenError,
  canTransitionMedicine,
  passwordSchema,
} from './index';
import type { z } from 'zod';

/** The first Korean message a schema gives for `value`, or null when it passes. */
function messageOf(schema: z.ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('required-field guards (docs/product/errors.md#required-fields)', () => {
  it('classId is required', () => {
    for (const bad of [undefined, null, '', 'abc', 0, -3, 1.5]) expect(messageOf(classIdSchema, bad)).toBe('반을 선택해 주세요.');
    expect(classIdSchema.parse('12')).toBe(12);
  });

  it('childCode is required', () => {
    expect(messageOf(childCodeSchema, undefined)).toBe('원아 번호가 올바르지 않습니다.');
    expect(childCodeSchema.parse(7)).toBe(7);
  });

  it('status must be one of active, pause, stop, graduate', () => {
    for (const status of ['active', 'pause', 'stop', 'graduate']) expect(messageOf(changeChildStatusQuerySchema, { status })).toBeNull();
    for (const status of ['ACTIVE', 'deleted', '', undefined]) {
      expect(messageOf(changeChildStatusQuerySchema, { status })).toBe('원아 상태를 선택해 주세요.');
    }
  });

  it('refType must be one of the five upload reference types, and refId is required', () => {
    for (const refType of ['NOTICE', 'EDU', 'ALIMNOTE', 'CLASSNOTE', 'CLASSMOV']) expect(messageOf(refTypeSchema, refType)).toBeNull();
    expect(messageOf(uploadContQuerySchema, { refType: 'PHOTO' })).toBe('파일을 붙일 곳이 올바르지 않습니다.');
    expect(messageOf(uploadContQuerySchema, {})).toBe('파일을 붙일 곳이 올바르지 않습니다.');
    expect(messageOf(deleteFileParamsSchema, { refType: 'NOTICE' })).toBe('파일을 붙일 기록 번호가 올바르지 않습니다.');
    expect(messageOf(deleteFileParamsSchema, { refType: 'NOTICE', refId: 'x' })).toBe('파일을 붙일 기록 번호가 올바르지 않습니다.');
    expect(deleteFileParamsSchema.parse({ refType: 'EDU', refId: '4' })).toEqual({ refType: 'EDU', refId: 4 });
  });

  it('photo upload needs at least one child and one file', () => {
    expect(messageOf(photoUploadFieldsSchema, { childCodeSet: '', fileCount: 2 })).toBe('사진에 태그할 원아를 한 명 이상 선택해 주세요.');
    expect(messageOf(photoUploadFieldsSchema, { childCodeSet: '1,2', fileCount: 0 })).toBe('업로드할 사진을 한 장 이상 선택해 주세요.');
    expect(photoUploadFieldsSchema.parse({ childCodeSet: '1, 2', fileCount: 1 }).childCodeSet).toEqual([1, 2]);
    expect(photoUploadFieldsSchema.parse({ childCodeSet: ['3'], fileCount: 1 }).childCodeSet).toEqual([3]);
  });

  it('photo album save needs tempKey, photoTitle, a child and photoDate yyyy-MM-dd', () => {
    const good = { tempKey: 'abcdefghijklmnop1234', photoTitle: '가을 소풍', childCodeSet: [1], photoDate: '2026-11-21' };
    expect(createPhotoAlbumBodySchema.parse(good)).toMatchObject({ ...good, comment: '' });
    expect(messageOf(createPhotoAlbumBodySchema, { ...good, tempKey: undefined })).toBe('올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.');
    expect(messageOf(createPhotoAlbumBodySchema, { ...good, photoTitle: '  ' })).toBe('사진첩 제목을 입력해 주세요.');
    expect(messageOf(createPhotoAlbumBodySchema, { ...good, childCodeSet: [] })).toBe('사진에 태그할 원아를 한 명 이상 선택해 주세요.');
    for (const photoDate of ['2026/11/21', '20261121', '2026-02-30']) {
      expect(messageOf(createPhotoAlbumBodySchema, { ...good, photoDate })).toBe('사진 날짜를 2026-03-15처럼 입력해 주세요.');
    }
    expect(messageOf(createPhotoAlbumBodySchema, { ...good, photoDate: undefined })).toBe('사진 날짜를 선택해 주세요.');
  });

  it('medicine end needs classId and medicineId; status defaults to COMPLETED; completedAt is yyyyMMdd', () => {
    expect(messageOf(endMedicineBodySchema, { medicineId: 1 })).toBe('반을 선택해 주세요.');
    expect(messageOf(endMedicineBodySchema, { classId: 1 })).toBe('투약의뢰서 번호가 올바르지 않습니다.');
    expect(endMedicineBodySchema.parse({ classId: 1, medicineId: 2 })).toEqual({
      classId: 1,
      medicineId: 2,
      status: 'COMPLETED',
      teacherComment: '',
    });
    expect(messageOf(endMedicineBodySchema, { classId: 1, medicineId: 2, completedAt: '2026-11-21' })).toBe(
      '완료일이 올바르지 않습니다. 완료일을 다시 선택해 주세요.',
    );
    expect(endMedicineBodySchema.parse({ classId: 1, medicineId: 2, completedAt: '20261121' }).completedAt).toBe('20261121');
    expect(messageOf(checkMedicineBodySchema, { classId: 1 })).toBe('투약의뢰서 번호가 올바르지 않습니다.');
  });

  it('medicine requests move REQUESTED → CHECKED → COMPLETED, checking twice is harmless, nothing after completion', () => {
    expect(canTransitionMedicine('REQUESTED', 'CHECKED')).toBe(true);
    expect(canTransitionMedicine('REQUESTED', 'COMPLETED')).toBe(false);
    expect(canTransitionMedicine('CHECKED', 'CHECKED')).toBe(true);
    expect(canTransitionMedicine('CHECKED', 'COMPLETED')).toBe(true);
    expect(canTransitionMedicine('COMPLETED', 'CHECKED')).toBe(false);
  });

  it('rehome actions need classId and rehomeId', () => {
    expect(messageOf(rehomeActionBodySchema, { rehomeId: 3 })).toBe('반을 선택해 주세요.');
    expect(messageOf(rehomeActionBodySchema, { classId: 3 })).toBe('귀가동의서 번호가 올바르지 않습니다.');
    expect(rehomeActionBodySchema.parse({ classId: '3', rehomeId: '9' })).toEqual({ classId: 3, rehomeId: 9 });
  });

  it('noteId and classNoteId are required where used', () => {
    expect(messageOf(noteIdSchema, undefined)).toBe('알림장 번호가 올바르지 않습니다.');
    expect(messageOf(classNoteIdSchema, '')).toBe('반 일지 번호가 올바르지 않습니다.');
  });
});

describe('searches (docs/product/lists.md#search)', () => {
  const schema = searchQuerySchema(['name', 'date']);

  it('page and size are at least 1 and size defaults to 10', () => {
    expect(schema.parse({})).toMatchObject({ page: 1, size: 10 });
    expect(messageOf(schema, { page: 0 })).toBe('페이지 번호는 1부터 시작합니다.');
    expect(messageOf(schema, { size: 0 })).toBe('한 번에 볼 개수를 1개 이상으로 정해 주세요.');
    expect(messageOf(schema, { size: 101 })).toBe('한 번에 100개까지 볼 수 있습니다.');
    expect(searchQuerySchema(['name'], 0).parse({ page: '0' }).page).toBe(0);
  });

  it('swaps reversed dates and sends only dates for the date type', () => {
    expect(normalizeSearch({ searchType: 'date', keyword: 'x', startDate: '2026-11-30', endDate: '2026-11-01' })).toEqual({
      searchType: 'date',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(schema.parse({ searchType: 'date', startDate: '2026-12-01', endDate: '2026-11-01', page: '2' })).toEqual({
      page: 2,
      size: 10,
      searchType: 'date',
      startDate: '2026-11-01',
      endDate: '2026-12-01',
    });
  });

  it('sends a keyword only with a search type, and no dates for other types', () => {
    expect(normalizeSearch({ keyword: '김' })).toEqual({});
    expect(normalizeSearch({ searchType: 'name', keyword: ' 김 ', startDate: '2026-11-01' })).toEqual({ searchType: 'name', keyword: '김' });
    expect(messageOf(schema, { searchType: 'phone', keyword: '010' })).toBe('검색 조건이 올바르지 않습니다.');
  });
});

describe('token errors and passwords', () => {
  it('recognises token error codes and messages (docs/product/auth.md#refresh-and-401)', () => {
    for (const code of ['AT_EXPIRED', 'AT_INVALID', 'NO_REFRESH', 'NO_AT', 'INVALID_TOKEN', 'UNAUTHORIZED', 'jwt expired', 'TOKEN_EXPIRED']) {
      expect(isTokenError(code)).toBe(true);
    }
    for (const code of ['FORBIDDEN', 'LOGIN_FAILED', 'VALIDATION', '', undefined]) expect(isTokenError(code)).toBe(false);
  });

  it('accepts long passphrases without composition rules and refuses short, common or id-containing ones', () => {
    const schema = passwordSchema('teacher7');
    expect(messageOf(schema, '햇님반 선생님의 봄날')).toBeNull();
    expect(messageOf(schema, 'a'.repeat(64))).toBeNull();
    expect(messageOf(schema, 'short')).toBe('비밀번호는 8자 이상이어야 합니다.');
    expect(messageOf(schema, 'qwer1234')).toBe('너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.');
    expect(messageOf(schema, 'Password1')).toBe('너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.');
    expect(messageOf(schema, 'myteacher7pass')).toBe('비밀번호에 아이디를 포함할 수 없습니다.');
  });
});
