import { z } from 'zod';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { pageSchema } from '../common/envelope';
import { pagingSchema } from '../common/search';
import { schoolDaysOfWeek, weekMondayOf } from '../common/dates';

export const CLASS_WEEK_NOT_FOUND_MESSAGE = '주간 계획안을 찾을 수 없습니다.';
/** A save with nothing written at all (theme, goals and every day empty): refused, not stored as an empty plan. */
export const CLASS_WEEK_EMPTY_MESSAGE = '계획 내용을 한 가지 이상 입력해 주세요.';
export const classWeekDayLabels = ['월', '화', '수', '목', '금'] as const;

const weekDateMessage = '주의 날짜를 2026-11-16처럼 입력해 주세요.';
const weekRequiredMessage = '계획안의 주를 선택해 주세요.';
/** `label` carries its particle (주제는, 활동은 …). */
const text = (max: number, label: string) =>
  z.string().trim().max(max, { error: `${label} ${max}자 이하로 입력해 주세요.` }).optional().default('');

export const classWeekIdSchema = requiredIdSchema('주간 계획안 번호가 올바르지 않습니다.');
export const classWeekIdParamsSchema = z.object({ id: classWeekIdSchema });

/** GET …/class-week/form/write/{classId}?anyDate= — any day of the week (default today). */
export const classWeekFormParamsSchema = z.object({ classId: classIdSchema });
export const classWeekFormQuerySchema = z.object({
  anyDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), dateSchema('날짜를 2026-11-18처럼 입력해 주세요.').optional()),
});
export type ClassWeekFormQuery = z.infer<typeof classWeekFormQuerySchema>;

/** GET …/class-week?classId&weekStart — weekStart may be any day of the week; it is normalised to its Monday. */
export const classWeekQuerySchema = z.object({
  classId: classIdSchema,
  weekStart: dateSchema(weekDateMessage, weekRequiredMessage).transform(weekMondayOf),
});
export type ClassWeekQuery = z.infer<typeof classWeekQuerySchema>;

/** GET …/class-week/list?classId&page&size — 0-based pages (docs/product/lists.md#paging), newest week first. */
export const classWeekListQuerySchema = pagingSchema(0).extend({ classId: classIdSchema });
export type ClassWeekListQuery = z.infer<typeof classWeekListQuerySchema>;

export const classWeekDayInputSchema = z.object({
  day: dateSchema('요일별 계획의 날짜를 2026-11-16처럼 입력해 주세요.'),
  theme: text(200, '소주제는'),
  activities: text(2000, '활동은'),
  notes: text(1000, '메모는'),
});
export type ClassWeekDayInput = z.input<typeof classWeekDayInputSchema>;

/**
 * POST …/class-week: saves (creates or replaces) one class's plan for the week holding `weekStart`. Days are
 * Monday–Friday of that week, each at most once.
 */
export const saveClassWeekBodySchema = z
  .object({
    classId: classIdSchema,
    weekStart: dateSchema(weekDateMessage, weekRequiredMessage).transform(weekMondayOf),
    theme: text(200, '주제는'),
    goals: text(2000, '목표는'),
    days: z.array(classWeekDayInputSchema, { error: '요일별 계획이 올바르지 않습니다.' }).max(5, { error: '요일별 계획은 5일까지입니다.' }).default([]),
  })
  .superRefine((body, ctx) => {
    if (isEmptyClassWeek(body)) ctx.addIssue({ code: 'custom', path: [], message: CLASS_WEEK_EMPTY_MESSAGE });
    const allowed = new Set(schoolDaysOfWeek(body.weekStart));
    const seen = new Set<string>();
    body.days.forEach((d, i) => {
      if (!allowed.has(d.day)) {
        ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: '해당 주의 월요일부터 금요일까지만 입력할 수 있습니다.' });
      } else if (seen.has(d.day)) {
        ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: '같은 요일이 두 번 들어 있습니다.' });
      }
      seen.add(d.day);
    });
  });
export type SaveClassWeekInput = z.input<typeof saveClassWeekBodySchema>;

/** True when a plan has no text anywhere: no theme, no goals and no day with a 소주제, 활동 or 메모 (blanks count as empty). */
export function isEmptyClassWeek(plan: {
  theme?: string | null;
  goals?: string | null;
  days?: readonly { theme?: string | null; activities?: string | null; notes?: string | null }[] | null;
}): boolean {
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  return blank(plan.theme) && blank(plan.goals) && (plan.days ?? []).every((d) => blank(d.theme) && blank(d.activities) && blank(d.notes));
}
export type SaveClassWeekBody = z.infer<typeof saveClassWeekBodySchema>;

export const classWeekDaySchema = z.object({ day: z.string(), theme: z.string(), activities: z.string(), notes: z.string() });
export type ClassWeekDay = z.infer<typeof classWeekDaySchema>;

/** A week's plan; `classWeekId` null is the empty form of a week that has no plan yet. Days: always Mon–Fri. */
export const classWeekSchema = z.object({
  classWeekId: z.number().int().nullable(),
  classId: z.number().int(),
  className: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  theme: z.string(),
  goals: z.string(),
  days: z.array(classWeekDaySchema),
  authorName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ClassWeek = z.infer<typeof classWeekSchema>;

export const classWeekListItemSchema = z.object({
  classWeekId: z.number().int(),
  classId: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  theme: z.string(),
  goals: z.string(),
  /** days with any text */
  plannedDays: z.number().int(),
  authorName: z.string().nullable(),
  updatedAt: z.string(),
});
export type ClassWeekListItem = z.infer<typeof classWeekListItemSchema>;
export const classWeekPageSchema = pageSchema(classWeekListItemSchema);
export type ClassWeekPage = z.infer<typeof classWeekPageSchema>;

export const deletedClassWeekSchema = z.object({ classWeekId: z.number().int() });
