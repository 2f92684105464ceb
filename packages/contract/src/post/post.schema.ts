import { z } from 'zod';
import { classIdSchema, requiredIdSchema } from '../common/fields';
import { storedFileSchema, tempKeySchema } from '../file/file.schema';

/**
 * What the website group's posts share (공지사항, 교육 프로그램, 행사; docs/product/website.md): a title, a rich-text
 * body the server sanitises, attachments and editor images under one tempKey, an audience of classes (none = the whole
 * centre), the author and a view count.
 */

export const POST_TITLE_MAX = 200;
/** The stored, sanitised HTML (images are links to the file route, never data). */
export const POST_CONTENT_MAX = 100_000;
export const POST_AUDIENCE_MAX = 100;
export const POST_ATTACHMENTS_MAX = 20;
export const POST_SUMMARY_LENGTH = 120;

export const POST_CONTENT_REQUIRED_MESSAGE = '내용을 입력해 주세요.';
export const POST_TOO_MANY_ATTACHMENTS_MESSAGE = `첨부파일은 ${POST_ATTACHMENTS_MAX}개까지 올릴 수 있습니다.`;
/** A teacher writing for the whole centre or another class. */
export const POST_OWN_CLASS_ONLY_MESSAGE = '교사는 담당 반을 대상으로만 글을 쓸 수 있습니다.';
/** A teacher changing another staff member's post. */
export const POST_OWN_ONLY_MESSAGE = '내가 쓴 글만 고치거나 지울 수 있습니다.';

export const postTitleSchema = z
  .string({ error: '제목을 입력해 주세요.' })
  .trim()
  .min(1, { error: '제목을 입력해 주세요.' })
  .max(POST_TITLE_MAX, { error: `제목은 ${POST_TITLE_MAX}자 이하로 입력해 주세요.` });

/** Rich text as the editor sends it; the server sanitises it and checks it is not empty where the post needs a body. */
export const richTextSchema = z
  .string({ error: POST_CONTENT_REQUIRED_MESSAGE })
  .max(POST_CONTENT_MAX, { error: '내용이 너무 깁니다. 내용을 나누어 올려 주세요.' });

/** The classes a post is for; empty = the whole centre. Repeated ids count once. */
export const audienceSchema = z
  .array(classIdSchema, { error: '대상 반을 다시 선택해 주세요.' })
  .max(POST_AUDIENCE_MAX, { error: '대상 반을 다시 선택해 주세요.' })
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** Optional tempKeys: '' (nothing uploaded) counts as absent. */
export const optionalTempKeySchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), tempKeySchema.optional());
export const removeFileIdsSchema = z
  .array(requiredIdSchema('삭제할 파일 번호가 올바르지 않습니다.'))
  .max(200)
  .optional()
  .default([]);

/** The body fields every post's save takes besides its own. */
export const postBodyShape = {
  title: postTitleSchema,
  content: richTextSchema.optional().default(''),
  classIds: audienceSchema,
};
/** Create and update take the tempKey of the attachments and editor images in the query (`?tempKey=`). */
export const postSaveQuerySchema = z.object({ tempKey: optionalTempKeySchema });
/** Attachments to remove on update. */
export const postUpdateShape = { removeFileIds: removeFileIdsSchema };

export const postClassSchema = z.object({ classId: z.number().int(), className: z.string() });
export type PostClass = z.infer<typeof postClassSchema>;

/** The list fields every post has. */
export const postListShape = {
  title: z.string(),
  /** the start of the text, without markup */
  summary: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  /** the audience; empty = the whole centre */
  classes: z.array(postClassSchema),
  viewCount: z.number().int(),
  attachmentCount: z.number().int(),
  /** whether the caller may change or delete it (the server checks again on every change) */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
/** The detail fields every post adds: the sanitised HTML and the attachments (editor images are in the HTML). */
export const postDetailShape = {
  ...postListShape,
  content: z.string(),
  attachments: z.array(storedFileSchema),
};

/** Search types of the post lists (docs/product/lists.md): title, body text, author name, and `date`. */
export const postSearchTypes = ['title', 'content', 'author', 'date'] as const;
export type PostSearchType = (typeof postSearchTypes)[number];

export const deletePostResultSchema = z.object({ id: z.number().int(), deletedFileIds: z.array(z.number().int()) });
export type DeletePostResult = z.infer<typeof deletePostResultSchema>;
