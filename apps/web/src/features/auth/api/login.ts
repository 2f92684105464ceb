import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';

export type LoginInput = { teacherId: string; passwd: string; rememberMe: boolean };

export function login(input: LoginInput) {
  return call(authEndpoints.login, { body: input });
}
