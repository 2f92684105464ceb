import { parentContactEndpoints, type AddParentContactInput, type ParentContactKind } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

export type AddParentContactVariables = { kind: ParentContactKind; pno: number; body: AddParentContactInput };

/** An extra phone, e-mail or mobile entry. */
export function addParentContact({ kind, pno, body }: AddParentContactVariables) {
  return call(parentContactEndpoints[kind].add, { params: { id: pno }, body });
}

export const useAddParentContact = () => useParentMutation(addParentContact, { showErrors: false });
