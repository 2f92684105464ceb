import { z } from 'zod';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { optionalFilter, searchQuerySchema } from '../common/search';
import { childCodeSchema } from '../child/child.schema';
import { familyPhotoFileSchema, storedFileSchema, tempKeySchema } from '../file/file.schema';

/** 알림장: a teacher's daily note about one child (text, photos, the daily record chips); one per child and day. */

export const noteIdSchema = requiredIdSchema('알림장 번호가 올바르지 않습니다.');

// ------------------------------------------------------------------------------------------------ record chips

export const alimMoods = ['good', 'normal', 'bad'] as const;
export const alimHealths = ['good', 'normal', 'bad'] as const;
export const alimMeals = ['good', 'normal', 'little', 'none'] as const;
export const alimNaps = ['good', 'normal', 'short', 'none'] as const;
export const alimBowels = ['normal', 'loose', 'hard', 'none'] as const;
export type AlimMood = (typeof alimMoods)[number];
export type AlimHealth = (typeof alimHealths)[number];
export type AlimMeal = (typeof alimMeals)[number];
export type AlimNap = (typeof alimNaps)[number];
export type AlimBowel = (typeof alimBowels)[number];

export const alimMoodLabels: Record<AlimMood, string> = { good: '좋음', normal: '보통', bad: '나쁨' };
export const alimHealthLabels: Record<AlimHealth, string> = { good: '좋음', normal: '보통', bad: '안 좋음' };
export const alimMealLabels: Record<AlimMeal, string> = { good: '잘 먹음', normal: '보통', little: '조금 먹음', none: '안 먹음' };
export const alimNapLabels: Record<AlimNap, string> = { good: '잘 잠', normal: '보통', short: '조금 잠', none: '안 잠' };
export const alimBowelLabels: Record<AlimBowel, string> = { normal: '보통', loose: '묽음', hard: '딱딱함', none: '안 함' };

/** The chip groups in the order the form and the detail show them. */
export const alimChipGroups = [
  { field: 'mood', label: '기분', values: alimMoods, labels: alimMoodLabels },
  { field: 'health', label: '건강', values: alimHealths, labels: alimHealthLabels },
  { field: 'meal', label: '식사', values: alimMeals, labels: alimMealLabels },
  { field: 'nap', label: '낮잠', values: alimNaps, labels: alimNapLabels },
  { field: 'bowel', label: '배변', values: alimBowels, labels: alimBowelLabels },
] as const;
export type AlimChipField = (typeof alimChipGroups)[number]['field'];

export const ALIM_TEMPERATURE_MIN = 34;
export const ALIM_TEMPERATURE_MAX = 42;
/** Out of range (or not a number): refused with the range, never clamped to it. */
export const ALIM_TEMPERATURE_MESSAGE = `체온은 ${ALIM_TEMPERATURE_MIN}.0~${ALIM_TEMPERATURE_MAX}.0℃ 사이로 입력해 주세요.`;
/** More than one decimal: refused, never rounded. */
export const ALIM_TEMPERATURE_DECIMAL_MESSAGE = '체온은 36.5처럼 소수점 한 자리까지 입력해 주세요.';
/** 37.5℃ and above is a fever worth flagging to the teacher. */
export const ALIM_FEVER_FROM = 37.5;

const chip = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} 항목이 올바르지 않습니다.` }).nullable().optional().default(null);

/** Body temperature in ℃ with one decimal (36.5); null when not measured. */
export const alimTemperatureSchema = z
  .number({ error: ALIM_TEMPERATURE_MESSAGE })
  .min(ALIM_TEMPERATURE_MIN, { error: ALIM_TEMPERATURE_MESSAGE })
  .max(ALIM_TEMPERATURE_MAX, { error: ALIM_TEMPERATURE_MESSAGE })
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, { error: ALIM_TEMPERATURE_DECIMAL_MESSAGE })
  .nullable()
  .optional()
  .default(null);

/** The daily record of one child: every chip may stay empty (not observed). */
export const alimRecordSchema = z.object({
  mood: chip(alimMoods, '기분'),
  health: chip(alimHealths, '건강'),
  meal: chip(alimMeals, '식사'),
  nap: chip(alimNaps, '낮잠'),
  bowel: chip(alimBowels, '배변'),
  temperature: alimTemperatureSchema,
});
export type AlimRecord = z.infer<typeof alimRecordSchema>;
export type AlimRecordInput = z.input<typeof alimRecordSchema>;

// ------------------------------------------------------------------------------------------------ messages, limits

export const ALIM_CONTENT_MAX = 3000;
export const ALIM_EXTRA_MAX = 1000;
export const ALIM_BULK_MAX = 50;
export const ALIM_MAX_PHOTOS = 20;
export const ALIM_CONTENT_REQUIRED_MESSAGE = '알림장 내용을 입력해 주세요.';
export const ALIM_CHILD_REQUIRED_MESSAGE = '알림장을 쓸 원아를 한 명 이상 선택해 주세요.';
export const ALIM_DUPLICATE_CHILD_MESSAGE = '같은 원아가 두 번 선택되었습니다.';
export const ALIM_NOT_IN_CLASS_MESSAGE = '이 반의 재원 원아가 아닙니다.';
export const ALIM_NOTE_NOT_FOUND_MESSAGE = '알림장을 찾을 수 없습니다.';
export const ALIM_CHILD_NOT_FOUND_MESSAGE = '이 반의 원아를 찾을 수 없습니다.';
export const ALIM_NO_PREVIOUS_MESSAGE = '복사할 이전 알림장이 없습니다.';
export const ALIM_PHOTO_ONLY_MESSAGE = '알림장에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.';
export const alimTooManyPhotosMessage = (max: number) => `알림장 사진은 ${max}장까지 올릴 수 있습니다.`;
export const alimDuplicateMessage = (childName: string, date: string) => `${childName} 원아는 ${date} 알림장이 이미 있습니다.`;

const contentText = (max: number, message: string) => z.string().trim().max(max, { error: message });
const optionalTempKey = z.preprocess((v) => (v === '' || v === null ? undefined : v), tempKeySchema.optional());
export const alimNoteDateSchema = dateSchema('알림장 날짜를 2026-11-21처럼 입력해 주세요.', '알림장 날짜를 선택해 주세요.');

// ------------------------------------------------------------------------------------------------ calls

/** One child of a bulk write: the chips, an optional extra sentence for this child only, the photos' tempKey. */
export const alimEntrySchema = alimRecordSchema.extend({
  childCode: childCodeSchema,
  extraContent: contentText(ALIM_EXTRA_MAX, `원아별 내용은 ${ALIM_EXTRA_MAX}자 이하로 입력해 주세요.`).optional().default(''),
  tempKey: optionalTempKey,
});
export type AlimEntry = z.infer<typeof alimEntrySchema>;
export type AlimEntryInput = z.input<typeof alimEntrySchema>;

/**
 * POST /api/v2/story/alim/new: one note per chosen child on `noteDate`, all or nothing. Each note's text is the
 * shared `content` followed by the child's `extraContent`; a child whose note would have no text is refused.
 */
export const createAlimNotesBodySchema = z
  .object({
    classId: classIdSchema,
    noteDate: alimNoteDateSchema,
    content: contentText(ALIM_CONTENT_MAX, `내용은 ${ALIM_CONTENT_MAX}자 이하로 입력해 주세요.`).optional().default(''),
    entries: z
      .array(alimEntrySchema, { error: ALIM_CHILD_REQUIRED_MESSAGE })
      .min(1, { error: ALIM_CHILD_REQUIRED_MESSAGE })
      .max(ALIM_BULK_MAX, { error: `한 번에 ${ALIM_BULK_MAX}명까지 쓸 수 있습니다.` }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.entries.forEach((entry, i) => {
      if (seen.has(entry.childCode)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'childCode'], message: ALIM_DUPLICATE_CHILD_MESSAGE });
      seen.add(entry.childCode);
      if (!body.content && !entry.extraContent) {
        ctx.addIssue({ code: 'custom', path: body.entries.length === 1 ? ['content'] : ['entries', i, 'extraContent'], message: ALIM_CONTENT_REQUIRED_MESSAGE });
      }
    });
  });
export type CreateAlimNotesBody = z.infer<typeof createAlimNotesBodySchema>;
export type CreateAlimNotesInput = z.input<typeof createAlimNotesBodySchema>;

/** The note's text as a parent reads it: the shared text, then the child's own sentence. */
export function composeAlimContent(shared: string, extra: string): string {
  return [shared.trim(), extra.trim()].filter(Boolean).join('\n\n');
}

/** PUT /api/v2/story/alim/{noteId}: the whole text and chips; photos added by `tempKey`, removed by id. */
export const updateAlimNoteBodySchema = alimRecordSchema.extend({
  content: z
    .string({ error: ALIM_CONTENT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: ALIM_CONTENT_REQUIRED_MESSAGE })
    .max(ALIM_CONTENT_MAX + ALIM_EXTRA_MAX, { error: `내용은 ${ALIM_CONTENT_MAX + ALIM_EXTRA_MAX}자 이하로 입력해 주세요.` }),
  tempKey: optionalTempKey,
  removeFileIds: z.array(requiredIdSchema('삭제할 파일 번호가 올바르지 않습니다.')).max(100).optional().default([]),
});
export type UpdateAlimNoteBody = z.infer<typeof updateAlimNoteBodySchema>;
export type UpdateAlimNoteInput = z.input<typeof updateAlimNoteBodySchema>;

const recordOut = {
  mood: z.enum(alimMoods).nullable(),
  health: z.enum(alimHealths).nullable(),
  meal: z.enum(alimMeals).nullable(),
  nap: z.enum(alimNaps).nullable(),
  bowel: z.enum(alimBowels).nullable(),
  temperature: z.number().nullable(),
};

export const alimNoteListItemSchema = z.object({
  noteId: z.number().int(),
  classId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  noteDate: z.string(),
  content: z.string(),
  ...recordOut,
  photoCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  authorName: z.string().nullable(),
  /** when a parent first read it (in the parent app) */
  readAt: z.string().nullable(),
  /** parents' replies and teachers' answers */
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlimNoteListItem = z.infer<typeof alimNoteListItemSchema>;

export const alimNoteSchema = alimNoteListItemSchema.extend({
  className: z.string(),
  photos: z.array(storedFileSchema),
});
export type AlimNote = z.infer<typeof alimNoteSchema>;

export const alimNotePageSchema = pageSchema(alimNoteListItemSchema);
export type AlimNotePage = z.infer<typeof alimNotePageSchema>;

export const createAlimNotesResultSchema = z.object({ notes: z.array(alimNoteListItemSchema) });
export type CreateAlimNotesResult = z.infer<typeof createAlimNotesResultSchema>;

export const deleteAlimNoteResultSchema = z.object({ noteId: z.number().int(), deletedFileIds: z.array(z.number().int()) });

/** Search types of the 알림장 list (plus `date`); `childCode` filters to one child whatever the search type. */
export const alimNoteSearchTypes = ['childName', 'content', 'date'] as const;
export const alimNoteSearchParamsSchema = z.object({ classId: classIdSchema });
/** `readState=unread`: the notes no parent has opened yet, so the teacher can follow up. */
export const alimReadStates = ['read', 'unread'] as const;
export type AlimReadState = (typeof alimReadStates)[number];
export const alimReadStateLabels: Record<AlimReadState, string> = { read: '읽음', unread: '안 읽음' };
export const alimNoteSearchQuerySchema = searchQuerySchema(alimNoteSearchTypes, 1, {
  childCode: optionalFilter(childCodeSchema),
  readState: optionalFilter(z.enum(alimReadStates, { error: '보호자 확인 조건이 올바르지 않습니다.' })),
});
export type AlimNoteSearchQuery = z.infer<typeof alimNoteSearchQuerySchema>;

export const alimNoteParamsSchema = z.object({ classId: classIdSchema, noteId: noteIdSchema });
export const alimNoteIdParamsSchema = z.object({ noteId: noteIdSchema });

/** GET /api/v2/story/alim/today/{classId}?date= (date defaults to today in the centre's time zone). */
export const alimTodayQuerySchema = z.object({ date: optionalFilter(alimNoteDateSchema) });
export const alimTodayChildSchema = z.object({
  childCode: z.number().int(),
  childName: z.string(),
  gender: z.enum(['M', 'F']),
  profileThumbnailUrl: z.string().nullable(),
  noteId: z.number().int().nullable(),
  hasNote: z.boolean(),
  ...recordOut,
  photoCount: z.number().int(),
  /** marked 결석 (or 인정결석) that day: not asked for a note (still may be written) */
  absent: z.boolean(),
});
export type AlimTodayChild = z.infer<typeof alimTodayChildSchema>;
export const alimTodaySchema = z.object({
  date: z.string(),
  /** children asked for a note: those expected in the class that day, less the absent ones without a note */
  total: z.number().int(),
  written: z.number().int(),
  /** absent children without a note (listed, not counted in total) */
  absent: z.number().int(),
  children: z.array(alimTodayChildSchema),
});
export type AlimToday = z.infer<typeof alimTodaySchema>;

/** GET /api/v2/story/alim/copy/{classId}?childCode=&date=: the child's latest note before `date` (default today). */
export const alimCopyQuerySchema = z.object({ childCode: childCodeSchema, date: optionalFilter(alimNoteDateSchema) });
export const alimCopySchema = z.object({ noteId: z.number().int(), noteDate: z.string(), content: z.string(), ...recordOut });
export type AlimCopy = z.infer<typeof alimCopySchema>;

/** POST /api/file/upload/alimNote/{classId}?childCode=&tempKey= (photos of one child). */
export const alimUploadParamsSchema = z.object({ classId: classIdSchema });
export const alimUploadQuerySchema = z.object({ childCode: childCodeSchema, tempKey: optionalTempKey });

// ------------------------------------------------------------------------------------------------ templates

export type AlimTemplate = {
  key: string;
  title: string;
  content: string;
  record: Partial<Record<AlimChipField, string>>;
};

/** Ready-made texts a teacher starts from (with the chips a day like that usually has). */
export const alimNoteTemplates = [
  {
    key: 'happy-day',
    title: '즐거운 하루',
    content: '오늘도 친구들과 즐겁게 놀이하며 하루를 보냈어요. 밝은 웃음으로 선생님을 기쁘게 해 주었답니다.',
    record: { mood: 'good', health: 'good', meal: 'good', nap: 'good', bowel: 'normal' },
  },
  {
    key: 'outing',
    title: '소풍',
    content: '오늘은 소풍을 다녀왔어요. 자연 속에서 친구들과 뛰어놀고 도시락도 맛있게 먹었어요. 피곤할 수 있으니 오늘은 푹 쉬게 해 주세요.',
    record: { mood: 'good', health: 'good', meal: 'good', nap: 'short', bowel: 'normal' },
  },
  {
    key: 'birthday',
    title: '생일',
    content: '오늘은 생일 축하 파티를 했어요. 친구들의 축하를 받으며 케이크의 촛불을 끄고 행복한 시간을 보냈답니다. 생일 축하해요!',
    record: { mood: 'good', health: 'good', meal: 'good', nap: 'good', bowel: 'normal' },
  },
  {
    key: 'art',
    title: '미술 활동',
    content: '오늘은 미술 활동을 했어요. 여러 가지 색으로 자유롭게 표현하며 집중하는 모습이 멋졌어요. 작품은 가방에 넣어 보냈습니다.',
    record: { mood: 'good', health: 'good', meal: 'good', nap: 'good', bowel: 'normal' },
  },
  {
    key: 'outdoor-play',
    title: '바깥 놀이',
    content: '오늘은 날씨가 좋아 바깥 놀이를 했어요. 모래 놀이와 미끄럼틀을 타며 신나게 뛰어놀았어요. 옷이 조금 더러워졌을 수 있어요.',
    record: { mood: 'good', health: 'good', meal: 'good', nap: 'good', bowel: 'normal' },
  },
  {
    key: 'unwell',
    title: '컨디션 저하',
    content: '오늘은 컨디션이 조금 좋지 않아 보여 조용한 놀이 위주로 지냈어요. 가정에서도 아이 상태를 살펴봐 주세요.',
    record: { mood: 'normal', health: 'bad', meal: 'little', nap: 'normal', bowel: 'normal' },
  },
  {
    key: 'runny-nose',
    title: '콧물·기침',
    content: '오늘 콧물과 기침이 조금 있었어요. 따뜻한 물을 자주 마시도록 도와주었습니다. 증상이 계속되면 병원 진료를 권해 드려요.',
    record: { mood: 'normal', health: 'normal', meal: 'normal', nap: 'good', bowel: 'normal' },
  },
  {
    key: 'adaptation',
    title: '적응 기간',
    content: '새로운 환경에 조금씩 적응하고 있어요. 처음에는 낯설어했지만 선생님과 함께 놀이하며 점점 웃는 모습이 많아졌어요.',
    record: { mood: 'normal', health: 'good', meal: 'normal', nap: 'short', bowel: 'normal' },
  },
] as const satisfies readonly AlimTemplate[];

// ------------------------------------------------------------------------------------------------ replies (댓글)

export const ALIM_REPLY_MAX = 1000;
export const ALIM_REPLY_REQUIRED_MESSAGE = '댓글 내용을 입력해 주세요.';
export const ALIM_REPLY_TOO_LONG_MESSAGE = `댓글은 ${ALIM_REPLY_MAX}자 이하로 입력해 주세요.`;
/** Shown by the web after a reply was saved (parent app and staff detail). */
export const ALIM_REPLY_SAVED_MESSAGE = '댓글을 남겼습니다.';

/** POST …/replies (a parent's reply, or a teacher's answer): 1–1000 characters of plain text. */
export const alimReplyBodySchema = z.object({
  content: z
    .string({ error: ALIM_REPLY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: ALIM_REPLY_REQUIRED_MESSAGE })
    .max(ALIM_REPLY_MAX, { error: ALIM_REPLY_TOO_LONG_MESSAGE }),
});
export type AlimReplyBody = z.infer<typeof alimReplyBodySchema>;

export const alimReplyAuthors = ['parent', 'teacher'] as const;
export type AlimReplyAuthor = (typeof alimReplyAuthors)[number];

/** One reply in the order written; `authorName` is null once the author's record is gone. */
export const alimReplySchema = z.object({
  replyId: z.number().int(),
  author: z.enum(alimReplyAuthors),
  authorName: z.string().nullable(),
  /** the parent's relation to the child (모, 부 …) for a parent's reply */
  relation: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type AlimReply = z.infer<typeof alimReplySchema>;

/** The staff detail: the note, who read it, and the replies in order. */
export const alimNoteDetailSchema = alimNoteSchema.extend({
  readByName: z.string().nullable(),
  replies: z.array(alimReplySchema),
});
export type AlimNoteDetail = z.infer<typeof alimNoteDetailSchema>;

export const alimReplyParamsSchema = alimNoteParamsSchema;

// ------------------------------------------------------------------------------------------------ parent app

export const ALIM_MONTH_MESSAGE = '월을 2026-11처럼 입력해 주세요.';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `yyyy-MM`; left out, the current month in the centre's zone. */
export const alimMonthQuerySchema = z.object({
  month: optionalFilter(z.string({ error: ALIM_MONTH_MESSAGE }).regex(MONTH_PATTERN, { error: ALIM_MONTH_MESSAGE })),
});
export type AlimMonthQuery = z.infer<typeof alimMonthQuerySchema>;

/** How much of the text a parent's list shows. */
export const ALIM_EXCERPT_LENGTH = 80;

export const familyAlimNoteParamsSchema = z.object({ childCode: requiredIdSchema('자녀를 선택해 주세요.'), noteId: noteIdSchema });
export const familyAlimPhotoParamsSchema = familyAlimNoteParamsSchema.extend({ fileId: requiredIdSchema('사진 번호가 올바르지 않습니다.') });

/** A day in the parent's month list. */
export const familyAlimNoteListItemSchema = z.object({
  noteId: z.number().int(),
  noteDate: z.string(),
  ...recordOut,
  /** the start of the text (ALIM_EXCERPT_LENGTH characters) */
  excerpt: z.string(),
  photoCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  replyCount: z.number().int(),
  /** whether a parent of the child opened it */
  read: z.boolean(),
});
export type FamilyAlimNoteListItem = z.infer<typeof familyAlimNoteListItemSchema>;

export const familyAlimNoteMonthSchema = z.object({ month: z.string(), items: z.array(familyAlimNoteListItemSchema) });
export type FamilyAlimNoteMonth = z.infer<typeof familyAlimNoteMonthSchema>;


export const familyAlimNoteSchema = z.object({
  noteId: z.number().int(),
  childCode: z.number().int(),
  childName: z.string(),
  className: z.string(),
  noteDate: z.string(),
  content: z.string(),
  ...recordOut,
  authorName: z.string().nullable(),
  photos: z.array(familyPhotoFileSchema),
  readAt: z.string().nullable(),
  replies: z.array(alimReplySchema),
});
export type FamilyAlimNote = z.infer<typeof familyAlimNoteSchema>;
