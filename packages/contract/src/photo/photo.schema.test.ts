import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createPhotoAlbumQuerySchema,
  photoAlbumFieldsSchema,
  photoNoConsentMessage,
  photoSearchQuerySchema,
  photoUploadQuerySchema,
  resetPhotoFilesQuerySchema,
  updatePhotoAlbumBodySchema,
  updatePhotoAlbumQuerySchema,
} from '../index';

function messageOf(schema: z.ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

const KEY = 'abcdefghijklmnop1234';

describe('photo contract', () => {
  it("reset-files takes SPEC's tkLKey or tempKey, and needs one", () => {
    expect(resetPhotoFilesQuerySchema.parse({ tkLKey: KEY })).toEqual({ tempKey: KEY });
    expect(resetPhotoFilesQuerySchema.parse({ tempKey: KEY })).toEqual({ tempKey: KEY });
    expect(messageOf(resetPhotoFilesQuerySchema, {})).toBe('올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.');
    expect(messageOf(resetPhotoFilesQuerySchema, { tkLKey: '../etc' })).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
  });

  it('save: tempKey in the query, the docs/product/photo.md#save fields in the body (comment defaults to empty)', () => {
    expect(messageOf(createPhotoAlbumQuerySchema, {})).toBe('올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.');
    const body = photoAlbumFieldsSchema.parse({ photoTitle: ' 소풍 ', childCodeSet: ['3', 4], photoDate: '2026-11-21', tempKey: KEY });
    expect(body).toEqual({ photoTitle: '소풍', childCodeSet: [3, 4], photoDate: '2026-11-21', comment: '' });
    expect(messageOf(photoAlbumFieldsSchema, { photoTitle: 'a'.repeat(101), childCodeSet: [1], photoDate: '2026-11-21' })).toBe(
      '사진첩 제목은 100자 이하로 입력해 주세요.',
    );
  });

  it('save: an optional photo order; edit: the same fields and the whole order, tempKey optional', () => {
    const fields = { photoTitle: '소풍', childCodeSet: [3], photoDate: '2026-11-21' };
    expect(photoAlbumFieldsSchema.parse({ ...fields, photoFileIds: [9, '7', 8] }).photoFileIds).toEqual([9, 7, 8]);
    expect(photoAlbumFieldsSchema.parse(fields).photoFileIds).toBeUndefined();
    expect(updatePhotoAlbumBodySchema.parse({ ...fields, comment: '가을', photoFileIds: [2, 1] })).toEqual({ ...fields, comment: '가을', photoFileIds: [2, 1] });
    expect(messageOf(updatePhotoAlbumBodySchema, fields)).toBe('사진첩에는 사진이 한 장 이상 있어야 합니다.');
    expect(messageOf(updatePhotoAlbumBodySchema, { ...fields, photoFileIds: [] })).toBe('사진첩에는 사진이 한 장 이상 있어야 합니다.');
    expect(messageOf(updatePhotoAlbumBodySchema, { ...fields, photoFileIds: [1, 0] })).toBe('사진 번호가 올바르지 않습니다.');
    expect(messageOf(updatePhotoAlbumBodySchema, { ...fields, photoFileIds: [4, 5, 4] })).toBe('같은 사진이 두 번 들어 있습니다.');
    expect(messageOf(updatePhotoAlbumBodySchema, { ...fields, photoFileIds: Array.from({ length: 501 }, (_, i) => i + 1) })).toBe(
      '사진첩에는 사진을 500장까지 넣을 수 있습니다.',
    );
    expect(messageOf(updatePhotoAlbumBodySchema, { ...fields, photoTitle: ' ', photoFileIds: [1] })).toBe('사진첩 제목을 입력해 주세요.');
    expect(updatePhotoAlbumQuerySchema.parse({})).toEqual({});
    expect(messageOf(updatePhotoAlbumQuerySchema, { tempKey: 'x' })).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
  });

  it('upload query: classId and tempKey are optional but checked', () => {
    expect(photoUploadQuerySchema.parse({})).toEqual({});
    expect(messageOf(photoUploadQuerySchema, { classId: '0' })).toBe('반을 선택해 주세요.');
    expect(messageOf(photoUploadQuerySchema, { tempKey: 'x' })).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
  });

  it('search: title keyword or photo-date range, with a child filter beside either', () => {
    expect(photoSearchQuerySchema.parse({ searchType: 'title', keyword: ' 소풍 ', childCode: '' })).toEqual({
      page: 1,
      size: 10,
      searchType: 'title',
      keyword: '소풍',
    });
    expect(
      photoSearchQuerySchema.parse({ searchType: 'date', startDate: '2026-11-30', endDate: '2026-11-01', keyword: 'x', childCode: '7' }),
    ).toEqual({ page: 1, size: 10, searchType: 'date', startDate: '2026-11-01', endDate: '2026-11-30', childCode: 7 });
  });

  it('names every child without consent', () => {
    expect(photoNoConsentMessage(['김하나', '박민준'])).toBe('김하나, 박민준 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.');
  });
});
