import { z } from 'zod';
import { classIdSchema, requiredIdSchema } from '../common/fields';

export const refTypes = ['NOTICE', 'EDU', 'EVENT', 'ALIMNOTE', 'CLASSNOTE', 'CLASSMOV'] as const;
export type RefType = (typeof refTypes)[number];

export const refTypeSchema = z.enum(refTypes, { error: '파일을 붙일 곳이 올바르지 않습니다.' });
export const refIdSchema = requiredIdSchema('파일을 붙일 기록 번호가 올바르지 않습니다.');
export const tempKeySchema = z
  .string({ error: '올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });

/** Every stored file kind; the owning table is known from it. */
export const fileKinds = ['image', 'video', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Reference types of one class: uploads need a classId the caller may use (docs/product/file.md#reference-types). */
export const classRefTypes = ['ALIMNOTE', 'CLASSNOTE', 'CLASSMOV'] as const satisfies readonly RefType[];
/** Reference types only admins and managers write (교육 프로그램); teachers write notices and events for their class. */
export const adminRefTypes = ['EDU'] as const satisfies readonly RefType[];
/**
 * Reference types of the website group's posts (docs/product/website.md): their files belong to no one class but are
 * read only by those the post is for (its audience of classes; none = everyone).
 */
export const postRefTypes = ['NOTICE', 'EDU', 'EVENT'] as const satisfies readonly RefType[];
export type PostRefType = (typeof postRefTypes)[number];
export function isPostRefType(refType: string | null): refType is PostRefType {
  return (postRefTypes as readonly (string | null)[]).includes(refType);
}
export function isClassRefType(refType: string): boolean {
  return (classRefTypes as readonly string[]).includes(refType);
}

/** POST /api/file/upload/cont: classId is required for the class reference types (checked by the server). */
export const uploadContQuerySchema = z.object({
  refType: refTypeSchema,
  tempKey: tempKeySchema.optional(),
  classId: classIdSchema.optional(),
});
export const editorUploadQuerySchema = z.object({ tempKey: tempKeySchema.optional() });
export const fileIdParamsSchema = z.object({ fileId: requiredIdSchema('파일 번호가 올바르지 않습니다.') });
export const deleteFileParamsSchema = z.object({ refType: refTypeSchema, refId: refIdSchema });
export const removeTempFileQuerySchema = z.object({
  tempKey: tempKeySchema,
  fileName: z.string({ error: '파일 이름이 필요합니다.' }).min(1, { error: '파일 이름이 필요합니다.' }).max(255),
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

/** Video uploads need a file (docs/product/class-note.md#uploads). */
export const VIDEO_FILE_REQUIRED_MESSAGE = '동영상 파일을 선택해 주세요.';
export const FILE_REQUIRED_MESSAGE = '업로드할 파일을 한 개 이상 선택해 주세요.';

export const deleteFilesResultSchema = z.object({ fileIds: z.array(z.number().int()) });
export const removeTempFileResultSchema = z.object({ fileId: z.number().int() });

/** A file type uploads may be: the mime and extension it is stored and served under, and other names it goes by. */
export type AcceptedFileType = { kind: FileKind; mime: string; ext: string; otherExts?: readonly string[] };

/**
 * Every accepted file type (docs/product/file.md#kinds-and-limits), the one list: the server sniffs the bytes and
 * stores only these (HEIC/AVIF photos are re-encoded to JPEG/WebP), the upload fields filter their pickers with it.
 */
export const acceptedFileTypes: readonly AcceptedFileType[] = [
  { kind: 'image', mime: 'image/jpeg', ext: 'jpg', otherExts: ['jpeg'] },
  { kind: 'image', mime: 'image/png', ext: 'png' },
  { kind: 'image', mime: 'image/webp', ext: 'webp' },
  { kind: 'image', mime: 'image/gif', ext: 'gif' },
  { kind: 'image', mime: 'image/avif', ext: 'avif' },
  { kind: 'image', mime: 'image/heic', ext: 'heic' },
  { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  { kind: 'video', mime: 'video/webm', ext: 'webm' },
  { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
  { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  { kind: 'document', mime: 'application/x-hwp', ext: 'hwp' },
  { kind: 'document', mime: 'application/hwp+zip', ext: 'hwpx' },
];

/** The accepted type stored under this mime, or undefined. */
export function acceptedFileType(mime: string): AcceptedFileType | undefined {
  return acceptedFileTypes.find((type) => type.mime === mime);
}

function pickerFilter(kind: FileKind): string {
  const types = acceptedFileTypes.filter((type) => type.kind === kind);
  const exts = types.flatMap((type) => [type.ext, ...(type.otherExts ?? [])]);
  return [...types.map((type) => type.mime), ...exts.map((ext) => `.${ext}`)].join(',');
}

/** What the upload fields accept (the server sniffs the real type; this is only the picker's filter). */
export const UPLOAD_ACCEPT: Record<FileKind, string> = {
  image: pickerFilter('image'),
  video: pickerFilter('video'),
  document: pickerFilter('document'),
};

export const fileKindLabels: Record<FileKind, string> = { image: '사진', video: '동영상', document: '문서' };

export const UNSUPPORTED_FILE_MESSAGE = '지원하지 않는 파일 형식입니다.';
export const TEMP_KEY_INVALID_MESSAGE = '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.';
export const FILE_FIELD_MESSAGE = '파일을 올리지 못했습니다. 파일을 다시 선택해 올려 주세요.';
export const EDITOR_IMAGE_ONLY_MESSAGE = '에디터에는 이미지 파일만 올릴 수 있습니다.';
export const EDITOR_SINGLE_FILE_MESSAGE = '에디터 이미지는 한 번에 한 장만 올릴 수 있습니다.';
export const IMAGE_UNREADABLE_MESSAGE = '이미지 파일을 읽을 수 없습니다. 손상되었거나 지원하지 않는 형식입니다.';
export const VIDEO_UNREADABLE_MESSAGE = '동영상 파일을 읽을 수 없습니다. 손상되었거나 지원하지 않는 형식입니다.';
export const HEIC_UNSUPPORTED_MESSAGE = 'HEIC 사진은 지원하지 않습니다. JPEG로 변환해 올려 주세요.';

/** 20971520 → '20MB', 52429 → '51KB'. */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** '사진은 20MB 이하만 올릴 수 있습니다.' */
export function fileTooLargeMessage(kind: FileKind, maxBytes: number): string {
  const label = fileKindLabels[kind];
  const particle = kind === 'document' ? '는' : '은';
  return `${label}${particle} ${formatFileSize(maxBytes)} 이하만 올릴 수 있습니다.`;
}

export function tooManyFilesMessage(maxFiles: number): string {
  return `파일은 한 번에 ${maxFiles}개까지 올릴 수 있습니다.`;
}

export function tooManyPixelsMessage(maxPixels: number): string {
  const amount =
    maxPixels >= 100_000_000
      ? `${Number((maxPixels / 100_000_000).toFixed(1))}억`
      : `${Math.max(1, Math.floor(maxPixels / 10_000)).toLocaleString('ko-KR')}만`;
  return `사진 해상도가 너무 큽니다. ${amount} 화소 이하만 올릴 수 있습니다.`;
}

/**
 * A photo as the parent app reads it (a note's or an album's), always through a family file call of its own record:
 * shown (`url`) and previewed (`thumbnailUrl`).
 */
export const familyPhotoFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type FamilyPhotoFile = z.infer<typeof familyPhotoFileSchema>;
