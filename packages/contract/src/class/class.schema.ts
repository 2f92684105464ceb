import { z } from 'zod';
import { DEFAULT_CLASS_COLOR } from '../common/constants';
import { pageSchema } from '../common/envelope';
import { requiredIdSchema } from '../common/fields';
import { optionalFilter, searchQuerySchema } from '../common/search';
import { roleSchema } from '../auth/auth.schema';
import { childStatuses } from '../child/child.schema';
// the class introduction is also edited from the class dashboard: one limit for both
import { CLASS_INTRODUCTION_MAX } from '../dashboard/dashboard.schema';

// ------------------------------------------------------------------------------------------------ rules

/** 만 나이 bands a class is for (만 0세 … 만 5세). */
export const classAgeBands = [0, 1, 2, 3, 4, 5] as const;
export type ClassAgeBand = (typeof classAgeBands)[number];
export const classAgeBandLabel = (band: number | null | undefined): string => (band === null || band === undefined ? '-' : `만 ${band}세`);

export const CLASS_NAME_MAX = 50;
export const CLASS_CAPACITY_MAX = 100;
export const CLASS_COLOR_NAME_MAX = 30;
export const CLASS_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const CLASS_NAME_TAKEN_MESSAGE = '이미 사용 중인 반 이름입니다. 다른 이름을 입력해 주세요.';
export const CLASS_NAME_FREE_MESSAGE = '사용할 수 있는 반 이름입니다.';
export const CLASS_NOT_FOUND_MESSAGE = '반을 찾을 수 없습니다.';
export const CLASS_COLOR_NOT_FOUND_MESSAGE = '색상을 찾을 수 없습니다.';
export const CLASS_COLOR_TAKEN_MESSAGE = '이미 등록된 색상입니다.';
export const CLASS_COLOR_IN_USE_MESSAGE = (classNames: string[]) =>
  `${classNames.join(', ')}에서 사용 중인 색상은 삭제할 수 없습니다. 반의 색상을 먼저 바꿔 주세요.`;
/** The palette is shared by every centre of the deployment: a colour another centre's class uses stays. */
export const CLASS_COLOR_IN_USE_ELSEWHERE_MESSAGE = '다른 어린이집의 반에서 사용 중인 색상은 삭제할 수 없습니다.';
/** DELETE of a class that still has people: says what to do first. */
export const CLASS_NOT_EMPTY_MESSAGE = (children: number, teachers: number) => {
  const who = [children > 0 ? `원아 ${children}명` : '', teachers > 0 ? `교사 ${teachers}명` : ''].filter(Boolean).join(', ');
  return `이 반에 ${who}이 배정되어 있습니다. 먼저 다른 반으로 옮기거나 배정을 해제한 뒤 삭제해 주세요.`;
};
export const CLASS_HAS_RECORDS_MESSAGE =
  '이 반에는 반 일지·알림장·사진첩·투약의뢰서·출석 등 기록이 남아 있어 삭제할 수 없습니다. 새 학년도에는 반 정보를 수정해 다시 사용해 주세요.';
export const CLASS_INACTIVE_TEACHER_MESSAGE = '사용이 중지된 교사는 반에 배정할 수 없습니다.';

export const classIdParamSchema = requiredIdSchema('반 번호가 올바르지 않습니다.');
export const classColorIdSchema = requiredIdSchema('색상 번호가 올바르지 않습니다.');

export const classNameSchema = z
  .string({ error: '반 이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '반 이름을 입력해 주세요.' })
  .max(CLASS_NAME_MAX, { error: `반 이름은 ${CLASS_NAME_MAX}자 이하로 입력해 주세요.` });

/** #rrggbb, stored lower-case. */
export const classColorHexSchema = z
  .string({ error: '색상을 선택해 주세요.' })
  .trim()
  .regex(CLASS_COLOR_PATTERN, { error: '색상을 선택해 주세요.' })
  .transform((v) => v.toLowerCase());

export const classAgeBandSchema = z.coerce
  .number({ error: '연령(만 0~5세)을 선택해 주세요.' })
  .int({ error: '연령(만 0~5세)을 선택해 주세요.' })
  .min(0, { error: '연령(만 0~5세)을 선택해 주세요.' })
  .max(5, { error: '연령(만 0~5세)을 선택해 주세요.' });

export const CLASS_CAPACITY_MIN = 1;
export const CLASS_CAPACITY_REQUIRED_MESSAGE = '정원을 입력해 주세요.';
/** Out of range or not a whole number: refused with the range, never rounded or clamped to it. */
export const CLASS_CAPACITY_RANGE_MESSAGE = `정원은 ${CLASS_CAPACITY_MIN}명에서 ${CLASS_CAPACITY_MAX}명 사이로 입력해 주세요.`;
export const CLASS_CAPACITY_WHOLE_MESSAGE = '정원은 정수로 입력해 주세요.';

/** 정원 1–100 as typed; an empty field (null, '') is '정원을 입력해 주세요.', not 0. */
export const classCapacitySchema = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.coerce
    .number({ error: CLASS_CAPACITY_REQUIRED_MESSAGE })
    .int({ error: CLASS_CAPACITY_WHOLE_MESSAGE })
    .min(CLASS_CAPACITY_MIN, { error: CLASS_CAPACITY_RANGE_MESSAGE })
    .max(CLASS_CAPACITY_MAX, { error: CLASS_CAPACITY_RANGE_MESSAGE }),
);

/** POST /class/new and PUT /class/{id}: the class form. Colour defaults to #e2e8f0 (docs/product/class.md#rules). */
export const classBodySchema = z.object({
  className: classNameSchema,
  color: classColorHexSchema.optional().default(DEFAULT_CLASS_COLOR),
  ageBand: classAgeBandSchema,
  capacity: classCapacitySchema,
  introduction: z
    .string()
    .trim()
    .max(CLASS_INTRODUCTION_MAX, { error: `반 소개는 ${CLASS_INTRODUCTION_MAX}자 이하로 입력해 주세요.` })
    .optional()
    .default(''),
});
export type ClassBody = z.infer<typeof classBodySchema>;
export type ClassInput = z.input<typeof classBodySchema>;

export const classParamsSchema = z.object({ id: classIdParamSchema });
export const classColorParamsSchema = z.object({ id: classColorIdSchema });

export const classSearchTypes = ['name'] as const;
export const classSearchQuerySchema = searchQuerySchema(classSearchTypes, 1, {
  ageBand: optionalFilter(classAgeBandSchema),
});
export type ClassSearchQuery = z.infer<typeof classSearchQuerySchema>;

/** GET /class/is-valid-classname?className=&excludeId= (excludeId: the class being edited). */
export const classNameCheckQuerySchema = z.object({
  className: classNameSchema,
  excludeId: optionalFilter(classIdParamSchema),
});
export type ClassNameCheckQuery = z.infer<typeof classNameCheckQuerySchema>;
export const classNameCheckSchema = z.object({ valid: z.boolean(), message: z.string() });
export type ClassNameCheck = z.infer<typeof classNameCheckSchema>;

/** PUT /class/{id}/assign-teacher: the class's teachers, all of them (an empty list unassigns everyone). */
export const assignTeacherBodySchema = z.object({
  tnos: z
    .array(requiredIdSchema('교사 번호가 올바르지 않습니다.'), { error: '교사 목록이 필요합니다.' })
    .max(50, { error: '한 반에 50명까지 배정할 수 있습니다.' })
    .transform((list) => [...new Set(list)]),
});
export type AssignTeacherBody = z.infer<typeof assignTeacherBodySchema>;

// ------------------------------------------------------------------------------------------------ colours

export const classColorBodySchema = z.object({
  name: z
    .string({ error: '색상 이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '색상 이름을 입력해 주세요.' })
    .max(CLASS_COLOR_NAME_MAX, { error: `색상 이름은 ${CLASS_COLOR_NAME_MAX}자 이하로 입력해 주세요.` }),
  hex: classColorHexSchema,
});
export type ClassColorBody = z.infer<typeof classColorBodySchema>;

export const classColorSchema = z.object({
  colorId: z.number().int(),
  name: z.string(),
  hex: z.string(),
  /** classes painted in this colour (a colour in use cannot be deleted) */
  classNames: z.array(z.string()),
});
export type ClassColor = z.infer<typeof classColorSchema>;
export const classColorListSchema = z.array(classColorSchema);

export const availableColorSchema = classColorSchema.pick({ colorId: true, name: true, hex: true });
export type AvailableColor = z.infer<typeof availableColorSchema>;
export const availableColorListSchema = z.array(availableColorSchema);

// ------------------------------------------------------------------------------------------------ rows

export const classTeacherSchema = z.object({
  tno: z.number().int(),
  teacherId: z.string(),
  teacherName: z.string(),
  role: roleSchema,
  active: z.boolean(),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

/** A child of the class as its detail shows it (the child record lives at /admin/child/{childCode}). */
export const classChildSchema = z.object({
  childCode: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.enum(['M', 'F']),
  status: z.enum(childStatuses),
});
export type ClassChild = z.infer<typeof classChildSchema>;

export const classListItemSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  color: z.string(),
  ageBand: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  teacherNames: z.array(z.string()),
  /** head count today: children enrolled in the class (재원 + 휴원; docs/product/class.md#who-is-in-a-class) */
  childCount: z.number().int(),
  /** of childCount, the paused (휴원) ones */
  pausedCount: z.number().int(),
});
export type ClassListItem = z.infer<typeof classListItemSchema>;
export const classPageSchema = pageSchema(classListItemSchema);
export type ClassPage = z.infer<typeof classPageSchema>;

export const classDetailSchema = classListItemSchema.extend({
  introduction: z.string(),
  teachers: z.array(classTeacherSchema),
  /** every child assigned to the class, attending ones first */
  children: z.array(classChildSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const deletedClassSchema = z.object({ classId: z.number().int() });
export const deletedClassColorSchema = z.object({ colorId: z.number().int() });
