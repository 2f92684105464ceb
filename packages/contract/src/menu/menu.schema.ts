import { z } from 'zod';
import { addDays, weekMondayOf } from '../common/dates';
import { pageSchema } from '../common/envelope';
import { classIdSchema, dateSchema, requiredIdSchema } from '../common/fields';
import { optionalFilter, pagingSchema, SEARCH_DATE_MESSAGE } from '../common/search';
import { storedFileSchema } from '../file/file.schema';
import { optionalTempKeySchema } from '../post/post.schema';
import { allergenCodesSchema } from './allergens';
import { MEAL_SLOTS } from './meal-slots';

export const MENU_WEEK_NOT_FOUND_MESSAGE = '식단표를 찾을 수 없습니다.';
export const MENU_EMPTY_MESSAGE = '음식을 한 가지 이상 입력해 주세요.';
export const MENU_TITLE_MAX = 100;
export const DISH_NAME_MAX = 50;
export const DISHES_PER_MEAL_MAX = 10;
/** A meal's photoFileId that is not a photo of this week's menu nor one uploaded under the save's tempKey. */
export const MENU_PHOTO_ID_MESSAGE = '식사 사진 번호가 올바르지 않습니다.';

export const menuDayLabels = ['월', '화', '수', '목', '금', '토'] as const;

const weekDateMessage = '주의 날짜를 2026-11-16처럼 입력해 주세요.';
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });
const optionalNumber = (max: number, message: string, int: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    (int ? z.number({ error: message }).int({ error: message }) : z.number({ error: message })).min(0, { error: message }).max(max, { error: message }).nullable(),
  );

export const menuWeekIdSchema = requiredIdSchema('식단표 번호가 올바르지 않습니다.');
export const menuWeekIdParamsSchema = z.object({ id: menuWeekIdSchema });

export const dishInputSchema = z.object({
  name: text(DISH_NAME_MAX, `음식 이름은 ${DISH_NAME_MAX}자 이하로 입력해 주세요.`).min(1, { error: '음식 이름을 입력해 주세요.' }),
  allergens: allergenCodesSchema.default([]),
});
export type DishInput = z.input<typeof dishInputSchema>;

export const mealInputSchema = z.object({
  slot: z.enum(MEAL_SLOTS, { error: '끼니는 오전간식, 점심, 오후간식 중 하나입니다.' }),
  dishes: z.array(dishInputSchema).max(DISHES_PER_MEAL_MAX, { error: `한 끼니에 음식은 ${DISHES_PER_MEAL_MAX}가지까지 입력할 수 있습니다.` }).default([]),
  /** what was served instead, when it differed from the plan (kept beside the plan) */
  servedNote: text(300, '변경 내용은 300자 이하로 입력해 주세요.').default(''),
  /** the meal as served: a photo already on the menu, or one uploaded under the save's tempKey */
  photoFileId: requiredIdSchema(MENU_PHOTO_ID_MESSAGE).nullable().default(null),
});
export type MealInput = z.input<typeof mealInputSchema>;

export const menuDayInputSchema = z.object({
  day: dateSchema('날짜를 2026-11-16처럼 입력해 주세요.'),
  kcal: optionalNumber(3000, '열량은 0에서 3000 kcal 사이로 입력해 주세요.', true).default(null),
  protein: optionalNumber(300, '단백질은 0에서 300 g 사이로 입력해 주세요.', false).default(null),
  meals: z.array(mealInputSchema).max(MEAL_SLOTS.length, { error: '끼니는 하루 세 번까지입니다.' }).default([]),
});
export type MenuDayInput = z.input<typeof menuDayInputSchema>;

/** The days a week's menu may hold: Monday–Saturday of the week of `monday`. */
export function menuDaysOfWeek(monday: string, withSaturday: boolean): string[] {
  return Array.from({ length: withSaturday ? 6 : 5 }, (_, i) => addDays(monday, i));
}

/**
 * POST /menu/weeks/new: creates or replaces the menu of the week holding `weekMonday` (any date of the week is taken
 * to its Monday). Days are Monday–Saturday of that week, each at most once; each slot at most once a day.
 */
export const saveMenuWeekBodySchema = z
  .object({
    weekMonday: dateSchema(weekDateMessage, '식단표의 주를 선택해 주세요.').transform(weekMondayOf),
    title: text(MENU_TITLE_MAX, `제목은 ${MENU_TITLE_MAX}자 이하로 입력해 주세요.`).min(1, { error: '제목을 입력해 주세요.' }),
    /** 원산지 표시 */
    originNote: text(2000, '원산지는 2000자 이하로 입력해 주세요.').default(''),
    days: z.array(menuDayInputSchema, { error: '요일별 식단이 올바르지 않습니다.' }).max(6, { error: '식단은 월요일부터 토요일까지입니다.' }).default([]),
  })
  .superRefine((body, ctx) => {
    const allowed = new Set(menuDaysOfWeek(body.weekMonday, true));
    const seen = new Set<string>();
    body.days.forEach((d, i) => {
      if (!allowed.has(d.day)) ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: '해당 주의 월요일부터 토요일까지만 입력할 수 있습니다.' });
      else if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: '같은 날이 두 번 들어 있습니다.' });
      seen.add(d.day);
      const slots = new Set<string>();
      d.meals.forEach((m, j) => {
        if (slots.has(m.slot)) ctx.addIssue({ code: 'custom', path: ['days', i, 'meals', j, 'slot'], message: '같은 끼니가 두 번 들어 있습니다.' });
        slots.add(m.slot);
      });
    });
    if (!body.days.some((d) => d.meals.some((m) => m.dishes.length > 0))) ctx.addIssue({ code: 'custom', path: ['days'], message: MENU_EMPTY_MESSAGE });
  });
export type SaveMenuWeekInput = z.input<typeof saveMenuWeekBodySchema>;
/** POST /menu/weeks/new?tempKey= — the meal photos uploaded for this save (POST /api/file/upload/menu). */
export const menuSaveQuerySchema = z.object({ tempKey: optionalTempKeySchema });
export const menuUploadQuerySchema = z.object({ tempKey: optionalTempKeySchema });
export const MENU_PHOTO_MESSAGE = '식사 사진은 사진 파일만 올릴 수 있습니다.';
export type SaveMenuWeekBody = z.infer<typeof saveMenuWeekBodySchema>;

export const dishSchema = z.object({ name: z.string(), allergens: z.array(z.number().int()) });
export type Dish = z.infer<typeof dishSchema>;
export const mealSchema = z.object({ slot: z.enum(MEAL_SLOTS), dishes: z.array(dishSchema), servedNote: z.string(), photo: storedFileSchema.nullable() });
export type Meal = z.infer<typeof mealSchema>;
/** A day always carries its three meals (empty ones with no dishes). */
export const menuDaySchema = z.object({ day: z.string(), kcal: z.number().int().nullable(), protein: z.number().nullable(), meals: z.array(mealSchema) });
export type MenuDay = z.infer<typeof menuDaySchema>;

/**
 * A week's menu; `menuId` null is the empty form of a week without one. Days: Monday–Friday, and Saturday when it has
 * a meal.
 */
export const menuWeekSchema = z.object({
  menuId: z.number().int().nullable(),
  weekMonday: z.string(),
  title: z.string(),
  originNote: z.string(),
  days: z.array(menuDaySchema),
  authorName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MenuWeek = z.infer<typeof menuWeekSchema>;

/** GET /menu/weeks?date= — the week holding `date` (default today); null when it has no menu. */
export const menuWeekByDateQuerySchema = z.object({
  date: optionalFilter(dateSchema(SEARCH_DATE_MESSAGE)),
});
export const menuWeekOrNullSchema = menuWeekSchema.nullable();

/** GET /menu/weeks/form/write?anyDate= — the week's menu or its empty form; anyDate defaults to today. */
export const menuWeekFormQuerySchema = z.object({
  anyDate: optionalFilter(dateSchema(SEARCH_DATE_MESSAGE)),
});

export const MENU_SORTS = ['weekMonday,desc', 'weekMonday,asc', 'title,asc', 'title,desc'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

/** GET /menu/weeks/search — 0-based pages (docs/product/lists.md#paging), `sort` default `weekMonday,desc`. */
export const menuWeekSearchQuerySchema = pagingSchema(0)
  .extend({
    sort: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MENU_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('weekMonday,desc')),
    title: optionalFilter(z.string().trim().max(100, { error: '제목은 100자 이하로 검색해 주세요.' })),
    startDate: optionalFilter(dateSchema(SEARCH_DATE_MESSAGE)),
    endDate: optionalFilter(dateSchema(SEARCH_DATE_MESSAGE)),
  })
  .transform((q) => (q.startDate && q.endDate && q.startDate > q.endDate ? { ...q, startDate: q.endDate, endDate: q.startDate } : q));
export type MenuWeekSearchQuery = z.infer<typeof menuWeekSearchQuerySchema>;

export const menuWeekListItemSchema = z.object({
  menuId: z.number().int(),
  weekMonday: z.string(),
  title: z.string(),
  /** the days that have a meal */
  days: z.number().int(),
  /** every dish of the week, once each */
  dishes: z.number().int(),
  authorName: z.string().nullable(),
  updatedAt: z.string(),
});
export type MenuWeekListItem = z.infer<typeof menuWeekListItemSchema>;
export const menuWeekPageSchema = pageSchema(menuWeekListItemSchema);
export type MenuWeekPage = z.infer<typeof menuWeekPageSchema>;
export const deletedMenuWeekSchema = z.object({ menuId: z.number().int() });

/** GET /menu/dishes?keyword= — dishes used before, latest use first, with the allergens they had then. */
export const dishSuggestionQuerySchema = z.object({ keyword: optionalFilter(z.string().trim().max(DISH_NAME_MAX, { error: '검색어가 너무 깁니다.' })) });
export const dishSuggestionsSchema = z.array(dishSchema);

/** GET /menu/allergy-check?classId&startDate&endDate — the class's children at risk, per day and meal. */
export const allergyCheckQuerySchema = z
  .object({
    classId: classIdSchema,
    startDate: dateSchema(SEARCH_DATE_MESSAGE, '시작일을 선택해 주세요.'),
    endDate: optionalFilter(dateSchema(SEARCH_DATE_MESSAGE)),
  })
  .transform((q) => ({ ...q, endDate: q.endDate ?? q.startDate }))
  .refine((q) => q.endDate >= q.startDate, { error: '종료일은 시작일보다 빠를 수 없습니다.', path: ['endDate'] })
  .refine((q) => q.endDate <= addDays(q.startDate, 13), { error: '알레르기 확인은 2주까지 한 번에 볼 수 있습니다.', path: ['endDate'] });
export type AllergyCheckQuery = z.infer<typeof allergyCheckQuerySchema>;

export const allergyWarningSchema = z.object({
  day: z.string(),
  slot: z.enum(MEAL_SLOTS),
  childCode: z.number().int(),
  childName: z.string(),
  /** e.g. 난류·키위 */
  reason: z.string(),
  dishes: z.array(z.string()),
  /** the child's severity note (e.g. 아나필락시스 — 에피펜 보관) */
  note: z.string(),
});
export type AllergyWarning = z.infer<typeof allergyWarningSchema>;
export const allergyCheckSchema = z.object({ classId: z.number().int(), className: z.string(), warnings: z.array(allergyWarningSchema) });
export type AllergyCheck = z.infer<typeof allergyCheckSchema>;

// ------------------------------------------------------------------------------------------------ parent app

/** GET /family/menu/{childCode}?date= (default today): the week's menu with the child's allergies marked; null without one. */
export const familyMenuParamsSchema = z.object({ childCode: requiredIdSchema('자녀를 선택해 주세요.') });
export const familyMenuQuerySchema = menuWeekByDateQuerySchema;

export const familyDishSchema = dishSchema.extend({
  /** the dish holds one of the child's allergens (by number, or by a food named in the child's record) */
  allergic: z.boolean(),
});
export const familyMealSchema = z.object({
  slot: z.enum(MEAL_SLOTS),
  dishes: z.array(familyDishSchema),
  servedNote: z.string(),
  /** what the meal's marked dishes meet (`달걀·우유`), null when none */
  allergyReason: z.string().nullable(),
});
export const familyMenuDaySchema = z.object({
  day: z.string(),
  kcal: z.number().int().nullable(),
  protein: z.number().nullable(),
  meals: z.array(familyMealSchema),
});
export const familyMenuWeekSchema = z.object({
  weekMonday: z.string(),
  title: z.string(),
  originNote: z.string(),
  days: z.array(familyMenuDaySchema),
  /** the child's allergies as the record says (the marks come from them) */
  allergyCodes: z.array(z.number().int()),
  allergies: z.string(),
});
export type FamilyMenuWeek = z.infer<typeof familyMenuWeekSchema>;
export const familyMenuWeekOrNullSchema = familyMenuWeekSchema.nullable();
