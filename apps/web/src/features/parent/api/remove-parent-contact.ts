import { parentContactEndpoints, type ParentContactKind } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** Removes one extra phone, e-mail or mobile entry of the parent. */
export function removeParentContact({ kind, pno, entryId }: { kind: ParentContactKind; pno: number; entryId: number }) {
  return call(parentContactEndpoints[kind].remove, { params: { id: pno, entryId } });
}

export const useRemoveParentContact = () => useParentMutation(removeParentContact);
