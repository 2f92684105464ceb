import { z } from 'zod';
import { commonPasswords } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** NIST-style rules: length only, no composition rules, common passwords and the user's own id refused. */
export function passwordSchema(userId?: string) {
  return z
    .string({ error: '비밀번호를 입력해 주세요.' })
    .min(PASSWORD_MIN, { error: `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.` })
    .max(PASSWORD_MAX, { error: `비밀번호는 ${PASSWORD_MAX}자 이하여야 합니다.` })
    .refine((p) => !isCommonPassword(p), { error: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.' })
    .refine((p) => !userId || !p.toLowerCase().includes(userId.toLowerCase()), {
      error: '비밀번호에 아이디를 포함할 수 없습니다.',
    });
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
