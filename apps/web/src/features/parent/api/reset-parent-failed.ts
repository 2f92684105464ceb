import type { ParentDetail, ResetParentFailedBody } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** PUT /api/v2/parents/admin/reset-failed: failed-login counter to 0, lock lifted. */
export function resetParentFailed(body: ResetParentFailedBody): Promise<ParentDetail> {
  return apiPut<ParentDetail>('/api/v2/parents/admin/reset-failed', body);
}

export const useResetParentFailed = () => useParentMutation(resetParentFailed);
