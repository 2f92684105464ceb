import { z } from 'zod';
import { requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { pagingSchema, searchQuerySchema } from '../common/search';
import { postBodyShape, postDetailShape, postListShape, postSearchTypes, postUpdateShape } from '../post/post.schema';

/** 공지사항 (docs/product/notice.md): a post with 상단 고정 and a publication time that may lie ahead. */

export const NOTICE_NOT_FOUND_MESSAGE = '공지사항을 찾을 수 없습니다.';
export const NOTICE_PIN_ADMIN_ONLY_MESSAGE = '상단 고정은 원장과 매니저만 할 수 있습니다.';
export const NOTICE_PUBLISH_AT_MESSAGE = '게시 시각을 다시 선택해 주세요.';

export const noticeIdSchema = requiredIdSchema('공지사항 번호가 올바르지 않습니다.');
export const noticeIdParamsSchema = z.object({ noticeId: noticeIdSchema });

/** An ISO instant (with offset) or nothing: nothing or a time already past publishes at once. */
const publishAtSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.datetime({ offset: true, error: NOTICE_PUBLISH_AT_MESSAGE }).nullable().optional(),
);

export const noticeBodySchema = z.object({
  ...postBodyShape,
  pinned: z.boolean({ error: '상단 고정 여부가 올바르지 않습니다.' }).optional().default(false),
  publishAt: publishAtSchema,
});
export type NoticeBody = z.infer<typeof noticeBodySchema>;
export type NoticeInput = z.input<typeof noticeBodySchema>;

export const updateNoticeBodySchema = noticeBodySchema.extend(postUpdateShape);
export type UpdateNoticeBody = z.infer<typeof updateNoticeBodySchema>;
export type UpdateNoticeInput = z.input<typeof updateNoticeBodySchema>;

export const noticeListItemSchema = z.object({
  noticeId: z.number().int(),
  ...postListShape,
  pinned: z.boolean(),
  publishedAt: z.string(),
  /** published later than now: only its author, admins and managers see it until then */
  scheduled: z.boolean(),
});
export type NoticeListItem = z.infer<typeof noticeListItemSchema>;

export const noticeSchema = noticeListItemSchema.extend({ content: postDetailShape.content, attachments: postDetailShape.attachments });
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pageSchema(noticeListItemSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

/** `date` searches the publication day. */
export const noticeSearchQuerySchema = searchQuerySchema(postSearchTypes, 1);
export type NoticeSearchQuery = z.infer<typeof noticeSearchQuerySchema>;

// ------------------------------------------------------------------------------------------------ parent app

/** Path parameters of the parent app's post calls (공지사항, 행사): the child and, for one post, its id. */
export const familyPostChildParamsSchema = z.object({ childCode: requiredIdSchema('자녀를 선택해 주세요.') });
export const familyNoticeParamsSchema = familyPostChildParamsSchema.extend({ noticeId: noticeIdSchema });
export const familyNoticeFileParamsSchema = familyNoticeParamsSchema.extend({ fileId: requiredIdSchema('파일 번호가 올바르지 않습니다.') });
export const FAMILY_POST_FILE_NOT_FOUND_MESSAGE = '파일을 찾을 수 없습니다.';

/** A post's attachment as the parent app reads it (through the post's own family file call). */
export const familyPostFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  kind: z.enum(['image', 'video', 'document']),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type FamilyPostFile = z.infer<typeof familyPostFileSchema>;

/** A published notice for the child's class or the whole centre, as the parent's list shows it. */
export const familyNoticeListItemSchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  attachmentCount: z.number().int(),
  /** for the child's class only (not the whole centre) */
  forClass: z.boolean(),
});
export type FamilyNoticeListItem = z.infer<typeof familyNoticeListItemSchema>;
export const familyNoticePageSchema = pageSchema(familyNoticeListItemSchema);
export type FamilyNoticePage = z.infer<typeof familyNoticePageSchema>;

/** The notice: its sanitised HTML (images read through the family file call) and attachments. */
export const familyNoticeSchema = familyNoticeListItemSchema.extend({
  content: z.string(),
  authorName: z.string().nullable(),
  attachments: z.array(familyPostFileSchema),
});
export type FamilyNotice = z.infer<typeof familyNoticeSchema>;

export const familyNoticeListQuerySchema = pagingSchema(1);
export type FamilyNoticeListQuery = z.infer<typeof familyNoticeListQuerySchema>;
