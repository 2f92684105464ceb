import type { LoginData } from '@kg/contract';
import { apiPost } from '@/api/client';

export const LOGIN_URL = '/api/v2/login';

export type LoginInput = { teacherId: string; passwd: string; rememberMe: boolean };

export function login(input: LoginInput): Promise<LoginData> {
  return apiPost<LoginData>(LOGIN_URL, input);
}
