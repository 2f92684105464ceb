import { z } from 'zod';
import { dateSchema, idSetSchema } from '../common/fields';
import { tempKeySchema } from '../file/file.schema';

export const PHOTO_CHILD_REQUIRED_MESSAGE = '사진에 태그할 원아를 한 명 이상 선택해 주세요.';
export const PHOTO_FILE_REQUIRED_MESSAGE = '업로드할 사진을 한 장 이상 선택해 주세요.';

export const childCodeSetSchema = idSetSchema(PHOTO_CHILD_REQUIRED_MESSAGE);

/** Photo upload (multipart): at least one tagged child and at least one file (SPEC §5). */
export const photoUploadFieldsSchema = z.object({
  childCodeSet: childCodeSetSchema,
  fileCount: z.number().int().min(1, { error: PHOTO_FILE_REQUIRED_MESSAGE }),
});

/** Photo album save (SPEC §5). */
export const createPhotoAlbumBodySchema = z.object({
  tempKey: tempKeySchema,
  photoTitle: z
    .string({ error: '사진첩 제목을 입력해 주세요.' })
    .trim()
    .min(1, { error: '사진첩 제목을 입력해 주세요.' })
    .max(100, { error: '사진첩 제목은 100자 이하로 입력해 주세요.' }),
  childCodeSet: childCodeSetSchema,
  photoDate: dateSchema('사진 날짜는 yyyy-MM-dd 형식이어야 합니다.'),
  comment: z.string().max(2000, { error: '내용은 2000자 이하로 입력해 주세요.' }).optional().default(''),
});
export type CreatePhotoAlbumBody = z.infer<typeof createPhotoAlbumBodySchema>;
