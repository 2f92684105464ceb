import { parentEndpoints, type SetParentBlockBody } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** 차단 (ends the parent's sessions) or 차단 해제. */
export function setParentBlock(body: SetParentBlockBody) {
  return call(parentEndpoints.setBlock, { body });
}

export const useSetParentBlock = () => useParentMutation(setParentBlock);
