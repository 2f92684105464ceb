import { parentEndpoints, type ResetParentFailedBody } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** Failed-login counter to 0, lock lifted. */
export function resetParentFailed(body: ResetParentFailedBody) {
  return call(parentEndpoints.resetFailed, { body });
}

export const useResetParentFailed = () => useParentMutation(resetParentFailed);
