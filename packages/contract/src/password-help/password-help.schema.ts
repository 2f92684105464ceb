import { z } from 'zod';

/**
 * 비밀번호를 잊으셨나요? (docs/product/auth.md#forgotten-passwords): there is no mail or SMS, so a user who forgot their
 * password asks the centre from the login page; the director gives a one-time password in person or by phone.
 */

export const PASSWORD_HELP_LOGIN_ID_MESSAGE = '아이디를 입력해 주세요.';
export const PASSWORD_HELP_NAME_MESSAGE = '이름을 입력해 주세요.';
/** The same answer whether or not the id and name belong to an account: nobody learns which ids exist. */
export const PASSWORD_HELP_SENT_MESSAGE =
  '요청을 받았습니다. 아이디와 이름이 맞으면 원장님께 요청이 전달되며, 원에서 확인한 뒤 임시 비밀번호를 알려 드립니다.';
export const PASSWORD_HELP_NOT_FOUND_MESSAGE = '비밀번호 요청을 찾을 수 없습니다.';

/** Which login the request is for: the staff app (교사) or the parent app (학부모). */
export const passwordHelpRealms = ['staff', 'family'] as const;
export type PasswordHelpRealm = (typeof passwordHelpRealms)[number];

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message });

export const passwordHelpBodySchema = z.strictObject({
  loginId: requiredText(PASSWORD_HELP_LOGIN_ID_MESSAGE, 50),
  name: requiredText(PASSWORD_HELP_NAME_MESSAGE, 50),
});
export type PasswordHelpBody = z.infer<typeof passwordHelpBodySchema>;

/** The answer to every request, valid or not. */
export const passwordHelpSentSchema = z.object({ message: z.string() });
export type PasswordHelpSent = z.infer<typeof passwordHelpSentSchema>;

/** An open request as the director sees it on 교사 관리 or 학부모 관리. */
export const passwordHelpRequestSchema = z.object({
  requestId: z.number().int(),
  realm: z.enum(passwordHelpRealms),
  /** the teacher's tno or the parent's pno */
  accountId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  /** the last time it was asked (ISO), and how often since it opened */
  requestedAt: z.string(),
  requestCount: z.number().int(),
});
export type PasswordHelpRequest = z.infer<typeof passwordHelpRequestSchema>;

export const passwordHelpListQuerySchema = z.object({ realm: z.enum(passwordHelpRealms, { error: '요청 종류가 올바르지 않습니다.' }) });
export const passwordHelpListSchema = z.array(passwordHelpRequestSchema);
export const passwordHelpParamsSchema = z.object({
  id: z.coerce.number({ error: PASSWORD_HELP_NOT_FOUND_MESSAGE }).int({ error: PASSWORD_HELP_NOT_FOUND_MESSAGE }).positive({ error: PASSWORD_HELP_NOT_FOUND_MESSAGE }).max(2_147_483_647, { error: PASSWORD_HELP_NOT_FOUND_MESSAGE }),
});
