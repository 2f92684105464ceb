import type { ParentDetail, SetParentStopBody } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** PUT /api/v2/parents/admin/set-stop: 이용 중지 (ends the parent's sessions) or 재개. */
export function setParentStop(body: SetParentStopBody): Promise<ParentDetail> {
  return apiPut<ParentDetail>('/api/v2/parents/admin/set-stop', body);
}

export const useSetParentStop = () => useParentMutation(setParentStop);
