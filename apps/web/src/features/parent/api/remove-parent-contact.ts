import { parentContactPaths, type ParentContactKind, type ParentDetail } from '@kg/contract';
import { apiDelete } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** DELETE /api/v2/parents/detail-phone|email|mobile/{pno}/{entryId}. */
export function removeParentContact({ kind, pno, entryId }: { kind: ParentContactKind; pno: number; entryId: number }): Promise<ParentDetail> {
  return apiDelete<ParentDetail>(`/api/v2/parents/${parentContactPaths[kind].remove}/${pno}/${entryId}`);
}

export const useRemoveParentContact = () => useParentMutation(removeParentContact);
