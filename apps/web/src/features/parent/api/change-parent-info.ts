import type { ChangeParentInfoInput, ParentDetail } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** PUT /api/v2/parents/change-info: name, mobile, e-mail, memo. */
export function changeParentInfo(body: ChangeParentInfoInput): Promise<ParentDetail> {
  return apiPut<ParentDetail>('/api/v2/parents/change-info', body);
}

export const useChangeParentInfo = () => useParentMutation(changeParentInfo, { showErrors: false });
