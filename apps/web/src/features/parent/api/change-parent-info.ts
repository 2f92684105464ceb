import { parentEndpoints, type ChangeParentInfoInput } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** Name, mobile, e-mail, memo. */
export function changeParentInfo(body: ChangeParentInfoInput) {
  return call(parentEndpoints.changeInfo, { body });
}

export const useChangeParentInfo = () => useParentMutation(changeParentInfo, { showErrors: false });
