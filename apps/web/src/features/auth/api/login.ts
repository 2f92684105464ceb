import { authEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** `centreId`: the centre this device last used for the login (docs/product/centre.md#signing-in). */
export type LoginInput = { teacherId: string; passwd: string; rememberMe: boolean; centreId?: number };

export function login(input: LoginInput) {
  return call(authEndpoints.login, { body: input });
}
