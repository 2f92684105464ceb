import { z } from 'zod';
import { requiredIdSchema } from '../common/fields';

export const refTypes = ['NOTICE', 'EDU', 'ALIMNOTE', 'CLASSNOTE', 'CLASSMOV'] as const;
export type RefType = (typeof refTypes)[number];

export const refTypeSchema = z.enum(refTypes, { error: 'refType이 올바르지 않습니다.' });
export const refIdSchema = requiredIdSchema('refId가 필요합니다.');
export const tempKeySchema = z
  .string({ error: 'tempKey가 필요합니다.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'tempKey가 올바르지 않습니다.' });

/** Every stored file kind; the owning table is known from it. */
export const fileKinds = ['image', 'video', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

export const uploadContQuerySchema = z.object({ refType: refTypeSchema, tempKey: tempKeySchema.optional() });
export const deleteFileParamsSchema = z.object({ refType: refTypeSchema, refId: refIdSchema });
export const removeTempFileQuerySchema = z.object({
  tempKey: tempKeySchema,
  fileName: z.string({ error: 'fileName이 필요합니다.' }).min(1, { error: 'fileName이 필요합니다.' }).max(255),
});

export const storedFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  kind: z.enum(fileKinds),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const uploadResultSchema = z.object({ tempKey: z.string(), files: z.array(storedFileSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const editorUploadResultSchema = z.object({ url: z.string(), fileId: z.number().int(), tempKey: z.string() });

/** Video uploads need a file (SPEC §5). */
export const VIDEO_FILE_REQUIRED_MESSAGE = '동영상 파일을 선택해 주세요.';
export const FILE_REQUIRED_MESSAGE = '업로드할 파일을 한 개 이상 선택해 주세요.';
