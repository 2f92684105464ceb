import { z } from 'zod';
import { dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { searchQuerySchema } from '../common/search';
import { postBodyShape, postDetailShape, postListShape, postSearchTypes, postUpdateShape } from '../post/post.schema';

/** 교육 프로그램 (docs/product/edu.md): a post with a period and an age band; its 계획안 are the attachments. */

export const EDU_NOT_FOUND_MESSAGE = '교육 프로그램을 찾을 수 없습니다.';
export const EDU_PERIOD_MESSAGE = '종료일은 시작일과 같거나 뒤여야 합니다.';

export const eduIdSchema = requiredIdSchema('교육 프로그램 번호가 올바르지 않습니다.');
export const eduIdParamsSchema = z.object({ eduId: eduIdSchema });

const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const periodDate = (label: string) => z.preprocess(emptyAsNull, dateSchema(`${label}을 2026-03-02처럼 입력해 주세요.`).nullable());
/** 만 나이 0–5; null = every age */
const ageBandSchema = z.preprocess(
  emptyAsNull,
  z.coerce
    .number({ error: '대상 연령(만 0~5세)을 다시 선택해 주세요.' })
    .int({ error: '대상 연령(만 0~5세)을 다시 선택해 주세요.' })
    .min(0, { error: '대상 연령(만 0~5세)을 다시 선택해 주세요.' })
    .max(5, { error: '대상 연령(만 0~5세)을 다시 선택해 주세요.' })
    .nullable(),
);

const eduFields = z.object({
  ...postBodyShape,
  ageBand: ageBandSchema,
  startDate: periodDate('시작일'),
  endDate: periodDate('종료일'),
});
const periodInOrder = (v: { startDate: string | null; endDate: string | null }) => !v.startDate || !v.endDate || v.startDate <= v.endDate;

export const eduBodySchema = eduFields.refine(periodInOrder, { error: EDU_PERIOD_MESSAGE, path: ['endDate'] });
export type EduBody = z.infer<typeof eduBodySchema>;
export type EduInput = z.input<typeof eduBodySchema>;

export const updateEduBodySchema = eduFields.extend(postUpdateShape).refine(periodInOrder, { error: EDU_PERIOD_MESSAGE, path: ['endDate'] });
export type UpdateEduBody = z.infer<typeof updateEduBodySchema>;
export type UpdateEduInput = z.input<typeof updateEduBodySchema>;

export const eduListItemSchema = z.object({
  eduId: z.number().int(),
  ...postListShape,
  ageBand: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type EduListItem = z.infer<typeof eduListItemSchema>;

export const eduSchema = eduListItemSchema.extend({ content: postDetailShape.content, attachments: postDetailShape.attachments });
export type Edu = z.infer<typeof eduSchema>;

export const eduPageSchema = pageSchema(eduListItemSchema);
export type EduPage = z.infer<typeof eduPageSchema>;

/** `date` finds the programmes whose period meets the range. */
export const eduSearchQuerySchema = searchQuerySchema(postSearchTypes, 1);
export type EduSearchQuery = z.infer<typeof eduSearchQuerySchema>;
