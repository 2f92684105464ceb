import { z } from 'zod';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { searchQuerySchema } from '../common/search';
import { storedFileSchema, tempKeySchema } from '../file/file.schema';

/** 반 일지: one class's note for a day, with photos (files ref CLASSNOTE) and at most one video (ref CLASSMOV). */

export const classNoteIdSchema = requiredIdSchema('반 일지 번호가 올바르지 않습니다.');

export const CLASS_NOTE_MAX_PHOTOS = 50;
export const CLASS_NOTE_TITLE_MAX = 200;
export const CLASS_NOTE_CONTENT_MAX = 5000;

export const CLASS_NOTE_NOT_FOUND_MESSAGE = '반 일지를 찾을 수 없습니다.';
export const CLASS_NOTE_PHOTO_ONLY_MESSAGE = '반 일지에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.';
export const CLASS_NOTE_VIDEO_ONLY_MESSAGE = '동영상 파일(mp4, mov, webm)만 올릴 수 있습니다.';
export const CLASS_NOTE_ONE_VIDEO_MESSAGE = '동영상은 한 개만 올릴 수 있습니다.';
export const classNoteTooManyPhotosMessage = (max: number) => `반 일지 사진은 ${max}장까지 올릴 수 있습니다.`;

const titleSchema = z
  .string({ error: '제목을 입력해 주세요.' })
  .trim()
  .min(1, { error: '제목을 입력해 주세요.' })
  .max(CLASS_NOTE_TITLE_MAX, { error: `제목은 ${CLASS_NOTE_TITLE_MAX}자 이하로 입력해 주세요.` });
const contentSchema = z
  .string({ error: '내용을 입력해 주세요.' })
  .trim()
  .min(1, { error: '내용을 입력해 주세요.' })
  .max(CLASS_NOTE_CONTENT_MAX, { error: `내용은 ${CLASS_NOTE_CONTENT_MAX}자 이하로 입력해 주세요.` });
export const classNoteDateSchema = dateSchema('일지 날짜를 2026-11-21처럼 입력해 주세요.', '일지 날짜를 선택해 주세요.');
/** Optional tempKeys: '' (nothing uploaded) counts as absent. */
const optionalTempKey = z.preprocess((v) => (v === '' || v === null ? undefined : v), tempKeySchema.optional());
const fileIdsSchema = z.array(requiredIdSchema('삭제할 파일 번호가 올바르지 않습니다.')).max(200).optional().default([]);

/** POST /api/v2/story/class-note/new: `tempKey` of the photo uploads, `videoTempKey` of the video upload. */
export const createClassNoteBodySchema = z.object({
  classId: classIdSchema,
  noteDate: classNoteDateSchema,
  title: titleSchema,
  content: contentSchema,
  tempKey: optionalTempKey,
  videoTempKey: optionalTempKey,
});
export type CreateClassNoteBody = z.infer<typeof createClassNoteBodySchema>;
export type CreateClassNoteInput = z.input<typeof createClassNoteBodySchema>;

/** PUT /api/v2/story/class-note/{classNoteId}: new text, photos added by `tempKey`, a new video replaces the old one. */
export const updateClassNoteBodySchema = z.object({
  noteDate: classNoteDateSchema,
  title: titleSchema,
  content: contentSchema,
  tempKey: optionalTempKey,
  videoTempKey: optionalTempKey,
  /** attached photos or the video to remove */
  removeFileIds: fileIdsSchema,
});
export type UpdateClassNoteBody = z.infer<typeof updateClassNoteBodySchema>;
export type UpdateClassNoteInput = z.input<typeof updateClassNoteBodySchema>;

export const classNoteListItemSchema = z.object({
  classNoteId: z.number().int(),
  classId: z.number().int(),
  noteDate: z.string(),
  title: z.string(),
  /** the start of the text, for the list */
  summary: z.string(),
  photoCount: z.number().int(),
  hasVideo: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClassNoteListItem = z.infer<typeof classNoteListItemSchema>;

export const classNoteSchema = classNoteListItemSchema.extend({
  className: z.string(),
  content: z.string(),
  photos: z.array(storedFileSchema),
  video: storedFileSchema.nullable(),
});
export type ClassNote = z.infer<typeof classNoteSchema>;

export const classNotePageSchema = pageSchema(classNoteListItemSchema);
export type ClassNotePage = z.infer<typeof classNotePageSchema>;

/** Search types of the class-note list (plus `date`, which carries only the dates). */
export const classNoteSearchTypes = ['title', 'content', 'date'] as const;
export const classNoteSearchParamsSchema = z.object({ classId: classIdSchema });
export const classNoteSearchQuerySchema = searchQuerySchema(classNoteSearchTypes, 1);
export type ClassNoteSearchQuery = z.infer<typeof classNoteSearchQuerySchema>;

export const classNoteParamsSchema = z.object({ classId: classIdSchema, classNoteId: classNoteIdSchema });
export const classNoteIdParamsSchema = z.object({ classNoteId: classNoteIdSchema });

/** Upload calls: POST /api/file/upload/classnote/{classId}?tempKey= (photos), /classmov/{classId} (one video). */
export const classNoteUploadParamsSchema = z.object({ classId: classIdSchema });
export const classNoteUploadQuerySchema = z.object({ tempKey: optionalTempKey });

export const deleteClassNoteResultSchema = z.object({ classNoteId: z.number().int(), deletedFileIds: z.array(z.number().int()) });
export type DeleteClassNoteResult = z.infer<typeof deleteClassNoteResultSchema>;
