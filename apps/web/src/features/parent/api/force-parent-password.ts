import type { ParentDetail } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** PUT /api/v2/parents/force-change_pw/{pno}?newPassword= (SPEC's shape; the server keeps it out of its logs). */
export function forceParentPassword({ pno, newPassword }: { pno: number; newPassword: string }): Promise<ParentDetail> {
  return apiPut<ParentDetail>(`/api/v2/parents/force-change_pw/${pno}`, undefined, { params: { newPassword } });
}

export const useForceParentPassword = () => useParentMutation(forceParentPassword, { showErrors: false });
