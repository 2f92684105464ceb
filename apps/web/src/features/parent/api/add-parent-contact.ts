import { parentContactPaths, type AddParentContactInput, type ParentContactKind, type ParentDetail } from '@kg/contract';
import { apiPost } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

export type AddParentContactVariables = { kind: ParentContactKind; pno: number; body: AddParentContactInput };

/** POST /api/v2/parents/detail-addPhone|addEmail|addMobile/{pno}. */
export function addParentContact({ kind, pno, body }: AddParentContactVariables): Promise<ParentDetail> {
  return apiPost<ParentDetail>(`/api/v2/parents/${parentContactPaths[kind].add}/${pno}`, body);
}

export const useAddParentContact = () => useParentMutation(addParentContact, { showErrors: false });
