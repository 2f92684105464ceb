import { z } from 'zod';
import { roles } from '../common/constants';
import { pageSchema } from '../common/envelope';
import { requiredIdSchema } from '../common/fields';
import { optionalFilter, searchQuerySchema } from '../common/search';
import { roleSchema } from '../auth/auth.schema';
import { passwordSchema } from '../auth/password';

// ------------------------------------------------------------------------------------------------ rules

export const TEACHER_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{3,29}$/;
export const TEACHER_ID_RULE_MESSAGE = '아이디는 영문 소문자·숫자로 시작하는 4~30자(영문 소문자, 숫자, . _ -)로 입력해 주세요.';
export const TEACHER_ID_TAKEN_MESSAGE = '이미 사용 중인 아이디입니다.';
export const TEACHER_ID_FREE_MESSAGE = '사용할 수 있는 아이디입니다.';
export const TEACHER_NOT_FOUND_MESSAGE = '교사를 찾을 수 없습니다.';
export const TEACHER_ADMIN_ONLY_MESSAGE = '원장(관리자) 계정은 원장만 등록하거나 변경할 수 있습니다.';
export const TEACHER_SELF_DEACTIVATE_MESSAGE = '본인 계정은 사용 중지할 수 없습니다.';
export const TEACHER_SELF_ROLE_MESSAGE = '본인의 권한은 변경할 수 없습니다.';
export const TEACHER_SELF_RESET_MESSAGE = '본인 비밀번호는 내 정보에서 변경해 주세요.';
export const TEACHER_OWN_PASSWORD_ONLY_MESSAGE = '본인 비밀번호만 변경할 수 있습니다.';
export const TEACHER_OTHER_CENTRE_RESET_MESSAGE = '다른 어린이집에서도 근무하는 교사의 비밀번호는 그 어린이집에서도 관리 권한이 있는 분만 초기화할 수 있습니다.';
export const TEACHER_CURRENT_PASSWORD_WRONG_MESSAGE = '현재 비밀번호가 올바르지 않습니다.';
export const TEACHER_SAME_PASSWORD_MESSAGE = '새 비밀번호는 현재 비밀번호와 달라야 합니다.';
export const TEACHER_NO_PHOTO_MESSAGE = '등록된 사진이 없습니다.';
export const TEACHER_PHOTO_IMAGE_ONLY_MESSAGE = '프로필 사진은 이미지 파일만 올릴 수 있습니다.';
export const TEACHER_PHOTO_REQUIRED_MESSAGE = '프로필 사진으로 쓸 이미지 파일을 선택해 주세요.';
export const TEACHER_PHOTO_SINGLE_MESSAGE = '프로필 사진은 한 장만 올릴 수 있습니다.';

export const tnoSchema = requiredIdSchema('교사 번호가 올바르지 않습니다.');
export const teacherParamsSchema = z.object({ id: tnoSchema });
export const tnoQuerySchema = z.object({ tno: tnoSchema });

/** The login id (아이디): checked and stored exactly as typed. */
export const teacherIdSchema = z
  .string({ error: '아이디를 입력해 주세요.' })
  .min(1, { error: '아이디를 입력해 주세요.' })
  .regex(TEACHER_ID_PATTERN, { error: TEACHER_ID_RULE_MESSAGE });

export const teacherNameSchema = z
  .string({ error: '이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '이름을 입력해 주세요.' })
  .max(50, { error: '이름은 50자 이하로 입력해 주세요.' });

const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/** 010-1234-5678, 02-123-4567 …; empty means none. */
export const teacherPhoneSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, { error: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)' })
    .nullable(),
);

export const teacherEmailSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(100, { error: '이메일은 100자 이하로 입력해 주세요.' })
    .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' }))
    .nullable(),
);

/** A class to teach, or none (null). */
export const teacherClassIdSchema = z.preprocess(
  blankToNull,
  requiredIdSchema('반 번호가 올바르지 않습니다.').nullable(),
);

export const teacherRoleSchema = z.enum(roles, { error: '권한을 선택해 주세요.' });

/** PUT /teacher/{id}: what every teacher may change about themselves. */
export const teacherProfileBodySchema = z.object({
  teacherName: teacherNameSchema,
  phone: teacherPhoneSchema,
  email: teacherEmailSchema,
});
export type TeacherProfileBody = z.infer<typeof teacherProfileBodySchema>;
export type TeacherProfileInput = z.input<typeof teacherProfileBodySchema>;

/** PUT /teacher/admin/{id}: the director's edit (role, class, active on top of the profile). */
export const teacherAdminBodySchema = teacherProfileBodySchema.extend({
  role: teacherRoleSchema,
  classId: teacherClassIdSchema,
  active: z.boolean({ error: '사용 여부를 선택해 주세요.' }),
});
export type TeacherAdminBody = z.infer<typeof teacherAdminBodySchema>;
export type TeacherAdminInput = z.input<typeof teacherAdminBodySchema>;

/** POST /teacher/new. The password follows the contract's password rules (and may not contain the id). */
export const createTeacherBodySchema = teacherProfileBodySchema
  .extend({
    teacherId: teacherIdSchema,
    password: z.string({ error: '비밀번호를 입력해 주세요.' }),
    role: teacherRoleSchema,
    classId: teacherClassIdSchema,
  })
  // runs even when other fields failed, so the form gets every field's message at once
  .superRefine(
    (body, ctx) => {
      if (typeof body.password !== 'string') return;
      const userId = typeof body.teacherId === 'string' ? body.teacherId : undefined;
      const result = passwordSchema(userId).safeParse(body.password);
      if (!result.success) ctx.addIssue({ code: 'custom', path: ['password'], message: result.error.issues[0].message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateTeacherBody = z.infer<typeof createTeacherBodySchema>;
export type CreateTeacherInput = z.input<typeof createTeacherBodySchema>;

/** PUT /teacher/change-password?tno=: the own password, with the current one. */
export const changeTeacherPasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, { error: '현재 비밀번호를 입력해 주세요.' }).max(256),
    newPassword: passwordSchema(),
  })
  .refine((b) => b.currentPassword !== b.newPassword, { path: ['newPassword'], error: TEACHER_SAME_PASSWORD_MESSAGE });
export type ChangeTeacherPasswordBody = z.infer<typeof changeTeacherPasswordBodySchema>;

export const teacherIdCheckQuerySchema = z.object({ teacherId: teacherIdSchema });
export const teacherIdCheckSchema = z.object({ available: z.boolean(), message: z.string() });
export type TeacherIdCheck = z.infer<typeof teacherIdCheckSchema>;

export const teacherSearchTypes = ['name', 'teacherId', 'phone'] as const;
export const teacherActiveFilters = ['true', 'false'] as const;
export const teacherSearchQuerySchema = searchQuerySchema(teacherSearchTypes, 1, {
  role: optionalFilter(teacherRoleSchema),
  active: optionalFilter(z.enum(teacherActiveFilters, { error: '사용 여부가 올바르지 않습니다.' })),
});
export type TeacherSearchQuery = z.infer<typeof teacherSearchQuerySchema>;

// ------------------------------------------------------------------------------------------------ rows

export const teacherListItemSchema = z.object({
  tno: z.number().int(),
  teacherId: z.string(),
  teacherName: z.string(),
  role: roleSchema,
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classColor: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  pfImgUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type TeacherListItem = z.infer<typeof teacherListItemSchema>;
export const teacherPageSchema = pageSchema(teacherListItemSchema);
export type TeacherPage = z.infer<typeof teacherPageSchema>;

/** GET /teacher/{id} (teacherName, classId, className, pfImgUrl; docs/product/teacher.md) and every change's answer. */
export const teacherDetailSchema = teacherListItemSchema.extend({
  passwordChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

/** PUT /teacher/admin/reset-passwd: the one-time password, shown once to the admin and never stored in clear. */
export const teacherPasswordResetSchema = z.object({ tno: z.number().int(), temporaryPassword: z.string() });
export type TeacherPasswordReset = z.infer<typeof teacherPasswordResetSchema>;
