import { z } from 'zod';
import { classIdSchema, dateSchema, idSetSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, pagingSchema, searchQuerySchema } from '../common/search';
import { familyPhotoFileSchema, storedFileSchema, tempKeySchema } from '../file/file.schema';

export const PHOTO_CHILD_REQUIRED_MESSAGE = '사진에 태그할 원아를 한 명 이상 선택해 주세요.';
export const PHOTO_FILE_REQUIRED_MESSAGE = '업로드할 사진을 한 장 이상 선택해 주세요.';

export const childCodeSetSchema = idSetSchema(PHOTO_CHILD_REQUIRED_MESSAGE);

/** Photo upload (multipart): at least one tagged child and at least one file (docs/product/photo.md#uploads). */
export const photoUploadFieldsSchema = z.object({
  childCodeSet: childCodeSetSchema,
  fileCount: z.number().int().min(1, { error: PHOTO_FILE_REQUIRED_MESSAGE }),
});

/** Most photos an album holds. */
export const PHOTO_ALBUM_MAX_PHOTOS = 500;
export const PHOTO_ALBUM_EMPTY_MESSAGE = '사진첩에는 사진이 한 장 이상 있어야 합니다.';
export const PHOTO_ALBUM_TOO_MANY_MESSAGE = `사진첩에는 사진을 ${PHOTO_ALBUM_MAX_PHOTOS}장까지 넣을 수 있습니다.`;
export const PHOTO_FILE_ID_INVALID_MESSAGE = '사진 번호가 올바르지 않습니다.';
export const PHOTO_FILE_DUPLICATE_MESSAGE = '같은 사진이 두 번 들어 있습니다.';
/** A photo in the order that is neither the album's nor one of the caller's uploads under the tempKey (or was removed meanwhile). */
export const PHOTO_FILE_UNKNOWN_MESSAGE = '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.';

/**
 * The album's photos in the order shown (the first is the cover): file ids of its saved photos and of the caller's
 * uploads under the tempKey. A saved photo left out is deleted (docs/product/photo.md#edit).
 */
export const photoFileIdsSchema = z
  .array(requiredIdSchema(PHOTO_FILE_ID_INVALID_MESSAGE), { error: PHOTO_ALBUM_EMPTY_MESSAGE })
  .min(1, { error: PHOTO_ALBUM_EMPTY_MESSAGE })
  .max(PHOTO_ALBUM_MAX_PHOTOS, { error: PHOTO_ALBUM_TOO_MANY_MESSAGE })
  .refine((ids) => new Set(ids).size === ids.length, { error: PHOTO_FILE_DUPLICATE_MESSAGE });

/** Photo album save (docs/product/photo.md#save). */
export const createPhotoAlbumBodySchema = z.object({
  tempKey: tempKeySchema,
  photoTitle: z
    .string({ error: '사진첩 제목을 입력해 주세요.' })
    .trim()
    .min(1, { error: '사진첩 제목을 입력해 주세요.' })
    .max(100, { error: '사진첩 제목은 100자 이하로 입력해 주세요.' }),
  childCodeSet: childCodeSetSchema,
  photoDate: dateSchema('사진 날짜를 2026-03-15처럼 입력해 주세요.', '사진 날짜를 선택해 주세요.'),
  comment: z.string().max(2000, { error: '내용은 2000자 이하로 입력해 주세요.' }).optional().default(''),
  /** the order of the tempKey's photos; left out, every one of them in upload order */
  photoFileIds: photoFileIdsSchema.optional(),
});
export type CreatePhotoAlbumBody = z.infer<typeof createPhotoAlbumBodySchema>;

// ------------------------------------------------------------------------------------------------ rows and calls

export const photoIdSchema = requiredIdSchema('사진첩을 선택해 주세요.');

/** Refusals of the tagging rules (400 on childCodeSet). Children of another class are not named: no name leaks. */
export const PHOTO_CHILD_NOT_IN_CLASS_MESSAGE = '이 반의 원아만 태그할 수 있습니다.';
export function photoNoConsentMessage(childNames: readonly string[]): string {
  return `${childNames.join(', ')} 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.`;
}
export const PHOTO_IMAGE_ONLY_MESSAGE = '사진첩에는 사진 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있습니다.';
export const PHOTO_TEMP_FIELD_MESSAGE = 'tempKey와 classId는 주소(query)로 보내 주세요.';
export const PHOTO_NOT_FOUND_MESSAGE = '사진첩을 찾을 수 없습니다.';

/**
 * POST /api/file/upload/photoAlbum?classId=&tempKey= (multipart: childCodeSet, files). classId defaults to a
 * teacher's own class (admins and managers name it); tempKey appends to an earlier upload of the same album.
 */
export const photoUploadQuerySchema = z.object({
  classId: classIdSchema.optional(),
  tempKey: tempKeySchema.optional(),
});
export type PhotoUploadQuery = z.infer<typeof photoUploadQuerySchema>;

/** DELETE /api/file/upload/photoAlbum/reset-files?tkLKey= (SPEC's name; `tempKey=` is accepted too). */
export const resetPhotoFilesQuerySchema = z
  .object({ tkLKey: tempKeySchema.optional(), tempKey: tempKeySchema.optional() })
  .transform((q, ctx) => {
    const tempKey = q.tkLKey ?? q.tempKey;
    if (!tempKey) {
      ctx.addIssue({ code: 'custom', path: ['tkLKey'], message: '올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.' });
      return z.NEVER;
    }
    return { tempKey };
  });
export type ResetPhotoFilesQuery = z.infer<typeof resetPhotoFilesQuerySchema>;
export const resetPhotoFilesResultSchema = z.object({ fileIds: z.array(z.number().int()) });
export type ResetPhotoFilesResult = z.infer<typeof resetPhotoFilesResultSchema>;

/** POST /api/v2/story/photo/new/{classId}?tempKey= : the docs/product/photo.md#save guard, tempKey in the query. */
export const createPhotoAlbumParamsSchema = z.object({ classId: classIdSchema });
export const createPhotoAlbumQuerySchema = createPhotoAlbumBodySchema.pick({ tempKey: true });
export const photoAlbumFieldsSchema = createPhotoAlbumBodySchema.omit({ tempKey: true });
export type PhotoAlbumFields = z.infer<typeof photoAlbumFieldsSchema>;
/** What the web sends as the JSON body (before defaults). */
export type PhotoAlbumFieldsInput = z.input<typeof photoAlbumFieldsSchema>;

/**
 * PUT /api/v2/story/photo/{classId}/{id}?tempKey=: the same fields as the save, and the whole photo order (saved
 * photos kept, new uploads of the optional tempKey added, saved ones left out deleted); docs/product/photo.md#edit.
 */
export const updatePhotoAlbumQuerySchema = z.object({ tempKey: tempKeySchema.optional() });
export const updatePhotoAlbumBodySchema = photoAlbumFieldsSchema.extend({ photoFileIds: photoFileIdsSchema });
export type UpdatePhotoAlbumBody = z.infer<typeof updatePhotoAlbumBodySchema>;
export type UpdatePhotoAlbumBodyInput = z.input<typeof updatePhotoAlbumBodySchema>;

export const photoAlbumChildSchema = z.object({ childCode: z.number().int(), name: z.string() });
export type PhotoAlbumChild = z.infer<typeof photoAlbumChildSchema>;

/** An album in the list: cover thumbnail (its first photo in the album's order), photo count and the tagged children. */
export const photoAlbumListItemSchema = z.object({
  photoId: z.number().int(),
  classId: z.number().int(),
  photoTitle: z.string(),
  photoDate: z.string(),
  photoCount: z.number().int(),
  coverThumbnailUrl: z.string().nullable(),
  children: z.array(photoAlbumChildSchema),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type PhotoAlbumListItem = z.infer<typeof photoAlbumListItemSchema>;

export const photoAlbumPageSchema = pageSchema(photoAlbumListItemSchema);
export type PhotoAlbumPage = z.infer<typeof photoAlbumPageSchema>;

/** One album: every photo (display and thumbnail URLs, in the album's order), the tagged children and the comment. */
export const photoAlbumSchema = photoAlbumListItemSchema.extend({
  className: z.string(),
  comment: z.string(),
  photos: z.array(storedFileSchema),
  updatedAt: z.string(),
});
export type PhotoAlbum = z.infer<typeof photoAlbumSchema>;

export const photoSearchTypes = ['title', 'date'] as const;
export const photoSearchParamsSchema = z.object({ classId: classIdSchema });
/** Title keyword or photoDate range (docs/product/lists.md#the-lists), plus the albums tagging a child, `childCode`. */
export const photoSearchQuerySchema = searchQuerySchema(photoSearchTypes, 1, {
  childCode: optionalFilter(requiredIdSchema('원아를 선택해 주세요.')),
});
export type PhotoSearchQuery = z.infer<typeof photoSearchQuerySchema>;

export const photoParamsSchema = z.object({ classId: classIdSchema, id: photoIdSchema });
export type PhotoParams = z.infer<typeof photoParamsSchema>;

export const deletePhotoAlbumResultSchema = z.object({ photoId: z.number().int(), fileIds: z.array(z.number().int()) });
export type DeletePhotoAlbumResult = z.infer<typeof deletePhotoAlbumResultSchema>;

/** GET /api/v2/story/photo/children/{classId}: who can be tagged; a child without consent is listed but not taggable. */
export const photoChildSchema = photoAlbumChildSchema.extend({ photoConsent: z.boolean() });
export type PhotoChild = z.infer<typeof photoChildSchema>;
export const photoChildListSchema = z.array(photoChildSchema);

// ------------------------------------------------------------------------------------------------ parent app

/**
 * 사진첩 in the parent app (docs/product/photo.md#parent-app): the albums that tag the parent's child and no child whose
 * parents did not agree to photo sharing; never the names of the other children tagged.
 */
export const PHOTO_MONTH_MESSAGE = '월을 2026-11처럼 입력해 주세요.';
export const PHOTO_MONTH_EMPTY_MESSAGE = '이 달에 받을 사진이 없습니다.';
export const PHOTO_ZIP_TOO_LARGE_MESSAGE = '한 번에 받기에는 사진이 너무 많습니다. 사진첩에서 나누어 받아 주세요.';
export const PHOTO_FILE_NOT_FOUND_MESSAGE = '사진을 찾을 수 없습니다.';

const photoMonthSchema = z
  .string({ error: PHOTO_MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PHOTO_MONTH_MESSAGE });

export const familyPhotoChildParamsSchema = z.object({ childCode: requiredIdSchema('자녀를 선택해 주세요.') });
export const familyPhotoAlbumParamsSchema = familyPhotoChildParamsSchema.extend({ photoId: photoIdSchema });
export const familyPhotoFileParamsSchema = familyPhotoAlbumParamsSchema.extend({ fileId: requiredIdSchema(PHOTO_FILE_ID_INVALID_MESSAGE) });

/** GET /family/photo/{childCode}?page=&size=&month=: newest photo date first; `month` keeps one month's albums. */
export const familyPhotoListQuerySchema = pagingSchema(1).extend({ month: optionalFilter(photoMonthSchema) });
export type FamilyPhotoListQuery = z.infer<typeof familyPhotoListQuerySchema>;

/** GET /family/photo/{childCode}/zip?month=2026-11: the month's originals as one ZIP. */
export const familyPhotoZipQuerySchema = z.object({ month: photoMonthSchema });

export const familyPhotoAlbumListItemSchema = z.object({
  photoId: z.number().int(),
  photoTitle: z.string(),
  photoDate: z.string(),
  photoCount: z.number().int(),
  coverThumbnailUrl: z.string().nullable(),
});
export type FamilyPhotoAlbumListItem = z.infer<typeof familyPhotoAlbumListItemSchema>;
export const familyPhotoAlbumPageSchema = pageSchema(familyPhotoAlbumListItemSchema);
export type FamilyPhotoAlbumPage = z.infer<typeof familyPhotoAlbumPageSchema>;

/** A photo of an album as the parent app reads it: shown (`url`), previewed, and saved as a file (`originalUrl`). */
export const familyAlbumPhotoSchema = familyPhotoFileSchema.extend({ originalUrl: z.string() });
export type FamilyAlbumPhoto = z.infer<typeof familyAlbumPhotoSchema>;

export const familyPhotoAlbumSchema = familyPhotoAlbumListItemSchema.extend({
  className: z.string(),
  comment: z.string(),
  authorName: z.string().nullable(),
  photos: z.array(familyAlbumPhotoSchema),
});
export type FamilyPhotoAlbum = z.infer<typeof familyPhotoAlbumSchema>;

/** The ZIP's file name: 사진첩_김하늘_2026-11.zip */
export function familyPhotoZipName(childName: string, month: string): string {
  return `사진첩_${childName}_${month}.zip`;
}
