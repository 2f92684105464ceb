import { z } from 'zod';
import { roles } from '../common/constants';

export const roleSchema = z.enum(roles);

/** The fields of a sign-in, staff (`teacherId`) or parent app (`loginId`): the same rules and messages. */
export const loginIdFieldSchema = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .min(1, { error: '아이디를 입력해 주세요.' })
  .max(50, { error: '아이디는 50자 이하입니다.' });
export const loginPasswordFieldSchema = z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }).max(256);
export const rememberMeFieldSchema = z.boolean().optional().default(false);

export const loginBodySchema = z.object({
  teacherId: loginIdFieldSchema,
  passwd: loginPasswordFieldSchema,
  rememberMe: rememberMeFieldSchema,
  /** the centre to start in, remembered by the device; another of the login's centres when it holds none there */
  centreId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** 429 on login while a throttle bucket is full (docs/decisions/006-login-throttling.md); the same for every id. */
export const loginThrottledMessage = (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`;

/** One centre a staff login works in: the choice after sign-in and the header's switcher (docs/product/centre.md). */
export const membershipSchema = z.object({
  centreId: z.number().int(),
  centreName: z.string(),
  role: roleSchema,
  className: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** Login response data (docs/product/auth.md#login). */
export const loginDataSchema = z.object({
  tno: z.number().int(),
  teacherId: z.string(),
  teacherName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classColor: z.string().nullable(),
  role: roleSchema,
  lastestLogin: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** minutes without a call after which a session without remember-me ends (the client warns before) */
  idleMinutes: z.number().int().positive(),
  /** the centre this session works in, and how many centres the login works in (the header offers a switch above 1) */
  centreId: z.number().int(),
  centreName: z.string(),
  centreCount: z.number().int(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** Current-user response (docs/product/auth.md#login): username and role(s), plus what the shell shows. */
export const meDataSchema = loginDataSchema.extend({
  username: z.string(),
  roles: z.array(roleSchema),
  pfImgUrl: z.string().nullable(),
});
export type MeData = z.infer<typeof meDataSchema>;
