import type { MeData } from '@kg/contract';
import { apiGet } from '@/api/client';

export const ME_URL = '/api/v2/me';

/** The current user. A 401 is left to the caller (login page, session guard). */
export function getMe(): Promise<MeData> {
  return apiGet<MeData>(ME_URL, undefined, { skipAuthRedirect: true });
}
