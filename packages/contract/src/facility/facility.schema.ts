import { z } from 'zod';
import { requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { searchQuerySchema } from '../common/search';
import { optionalTempKeySchema } from '../post/post.schema';

/**
 * 시설 사진 (docs/product/facility.md): one post per space (교실, 놀이터, 식당 …) with its photos in order, each with a
 * caption; the spaces have an order of their own. Photos are files with reference type SPACE.
 */

export const FACILITY_NOT_FOUND_MESSAGE = '시설 사진을 찾을 수 없습니다.';
export const FACILITY_TITLE_MAX = 100;
export const FACILITY_DESCRIPTION_MAX = 1000;
export const FACILITY_CAPTION_MAX = 200;
export const FACILITY_MAX_PHOTOS = 50;
export const FACILITY_PHOTO_ONLY_MESSAGE = '시설 사진에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.';
export const FACILITY_PHOTO_REQUIRED_MESSAGE = '사진을 한 장 이상 올려 주세요.';
export const FACILITY_PHOTOS_MISMATCH_MESSAGE = '사진 목록이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 저장해 주세요.';
export const FACILITY_ORDER_MISMATCH_MESSAGE = '공간 순서가 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.';
export const facilityTooManyPhotosMessage = (max: number) => `한 공간의 사진은 ${max}장까지 올릴 수 있습니다.`;
/** Spaces the form suggests; any other name is fine. */
export const FACILITY_SPACE_SUGGESTIONS = ['교실', '놀이터', '식당', '현관', '화장실', '강당', '도서 공간', '실내 놀이실'] as const;

export const facilityIdSchema = requiredIdSchema('시설 사진 번호가 올바르지 않습니다.');
export const facilityIdParamsSchema = z.object({ facilityId: facilityIdSchema });

const photoEntrySchema = z.object({
  fileId: requiredIdSchema('사진 번호가 올바르지 않습니다.'),
  caption: z
    .string({ error: '사진 설명을 다시 입력해 주세요.' })
    .trim()
    .max(FACILITY_CAPTION_MAX, { error: `사진 설명은 ${FACILITY_CAPTION_MAX}자 이하로 입력해 주세요.` })
    .optional()
    .default(''),
});

/**
 * POST /facilities/new?tempKey= and PUT /facilities/{id}?tempKey=: the space and its photos in the order shown — the
 * photos already attached and those uploaded under the tempKey; an attached photo left out is removed.
 */
export const facilityBodySchema = z.object({
  title: z
    .string({ error: '공간 이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '공간 이름을 입력해 주세요.' })
    .max(FACILITY_TITLE_MAX, { error: `공간 이름은 ${FACILITY_TITLE_MAX}자 이하로 입력해 주세요.` }),
  description: z
    .string({ error: '설명을 다시 입력해 주세요.' })
    .trim()
    .max(FACILITY_DESCRIPTION_MAX, { error: `설명은 ${FACILITY_DESCRIPTION_MAX}자 이하로 입력해 주세요.` })
    .optional()
    .default(''),
  photos: z
    .array(photoEntrySchema, { error: FACILITY_PHOTO_REQUIRED_MESSAGE })
    .min(1, { error: FACILITY_PHOTO_REQUIRED_MESSAGE })
    .max(FACILITY_MAX_PHOTOS, { error: facilityTooManyPhotosMessage(FACILITY_MAX_PHOTOS) }),
});
export type FacilityBody = z.infer<typeof facilityBodySchema>;
export type FacilityInput = z.input<typeof facilityBodySchema>;

export const facilitySaveQuerySchema = z.object({ tempKey: optionalTempKeySchema });

/** PUT /facilities/order: every space's id in the new order. */
export const facilityOrderBodySchema = z.object({
  facilityIds: z
    .array(facilityIdSchema, { error: FACILITY_ORDER_MISMATCH_MESSAGE })
    .min(1, { error: FACILITY_ORDER_MISMATCH_MESSAGE })
    .max(1000, { error: FACILITY_ORDER_MISMATCH_MESSAGE }),
});
export type FacilityOrderBody = z.infer<typeof facilityOrderBodySchema>;

export const facilityPhotoSchema = z.object({
  fileId: z.number().int(),
  caption: z.string(),
  fileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FacilityPhoto = z.infer<typeof facilityPhotoSchema>;

export const facilitySchema = z.object({
  facilityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  photos: z.array(facilityPhotoSchema),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilityPageSchema = pageSchema(facilitySchema);
export type FacilityPage = z.infer<typeof facilityPageSchema>;

export const facilitySearchTypes = ['title'] as const;
/** In the spaces' order; pages of 10 by default like every list. */
export const facilitySearchQuerySchema = searchQuerySchema(facilitySearchTypes, 1);
export type FacilitySearchQuery = z.infer<typeof facilitySearchQuerySchema>;

export const facilityUploadQuerySchema = z.object({ tempKey: optionalTempKeySchema });
export const facilityOrderResultSchema = z.object({ facilityIds: z.array(z.number().int()) });
export const deleteFacilityResultSchema = z.object({ facilityId: z.number().int(), deletedFileIds: z.array(z.number().int()) });
