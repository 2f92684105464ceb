import { z } from 'zod';
import { loginIdFieldSchema, loginPasswordFieldSchema, rememberMeFieldSchema } from '../auth/auth.schema';
import { passwordSchema } from '../auth/password';
import { requiredIdSchema } from '../common/fields';
import { childStatuses } from '../child/child.schema';

/** Parent-app sign-in (docs/product/parent-app.md#sign-in): the login id an admin or teacher gave with 보호자 추가. */
export const familyLoginBodySchema = z.object({
  loginId: loginIdFieldSchema,
  passwd: loginPasswordFieldSchema,
  rememberMe: rememberMeFieldSchema,
});
export type FamilyLoginBody = z.infer<typeof familyLoginBodySchema>;

/** A stopped or blocked parent account (403 ACCOUNT_DISABLED on the parent app's login). */
export const FAMILY_ACCOUNT_DISABLED_MESSAGE = '이용이 중지된 계정입니다. 어린이집에 문의해 주세요.';
export const FAMILY_CURRENT_PASSWORD_WRONG_MESSAGE = '현재 비밀번호가 올바르지 않습니다.';
export const FAMILY_SAME_PASSWORD_MESSAGE = '새 비밀번호는 현재 비밀번호와 달라야 합니다.';
/** A child the parent is not linked to, or one that left: the same answer as a child that does not exist. */
export const FAMILY_CHILD_NOT_FOUND_MESSAGE = '자녀 정보를 찾을 수 없습니다.';

/** 409 when a parent writes (투약의뢰서, 귀가동의서, 댓글) for a child who is no longer, or not yet, in a class. */
export const FAMILY_CHILD_NOT_ENROLLED_MESSAGE = '반에 다니고 있는 자녀만 신청할 수 있습니다.';

export const familyChildCodeSchema = requiredIdSchema('자녀를 선택해 주세요.');
/** `:childCode` in the path of every per-child family call. */
export const familyChildParamsSchema = z.object({ childCode: familyChildCodeSchema });

/** One child of the signed-in parent, as the switcher and the home screen show it. */
export const familyChildSchema = z.object({
  childCode: z.number().int(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.enum(['M', 'F']),
  status: z.enum(childStatuses),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classColor: z.string().nullable(),
  /** the child's centre: a parent's children may be in several (docs/product/centre.md#guardians) */
  centreId: z.number().int(),
  centreName: z.string(),
  /** the parent's relation to this child (모, 부, 조모 …) */
  relation: z.string(),
  /** the parent is this child's 주 보호자: the app opens on this child first (docs/product/parent-app.md) */
  isPrimary: z.boolean(),
  photoConsent: z.boolean(),
  /** 식품 알레르기 번호 (docs/product/menu.md#allergens) and free text: the menu highlights them */
  allergyCodes: z.array(z.number().int()),
  allergies: z.string(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** The signed-in parent (login, refresh, /me). */
export const familyMeSchema = z.object({
  pno: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** minutes without a call after which a session without remember-me ends */
  idleMinutes: z.number().int().positive(),
  children: z.array(familyChildSchema),
});
export type FamilyMe = z.infer<typeof familyMeSchema>;

/** PUT /family/password: the own password, with the current one (also the forced change after a one-time password). */
export const familyPasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, { error: '현재 비밀번호를 입력해 주세요.' }).max(256),
    newPassword: passwordSchema(),
  })
  .refine((b) => b.currentPassword !== b.newPassword, { path: ['newPassword'], error: FAMILY_SAME_PASSWORD_MESSAGE });
export type FamilyPasswordBody = z.infer<typeof familyPasswordBodySchema>;
