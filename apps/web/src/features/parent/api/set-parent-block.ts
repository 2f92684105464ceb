import type { ParentDetail, SetParentBlockBody } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** PUT /api/v2/parents/admin/set-block: 차단 (ends the parent's sessions) or 차단 해제. */
export function setParentBlock(body: SetParentBlockBody): Promise<ParentDetail> {
  return apiPut<ParentDetail>('/api/v2/parents/admin/set-block', body);
}

export const useSetParentBlock = () => useParentMutation(setParentBlock);
