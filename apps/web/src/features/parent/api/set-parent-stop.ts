import { parentEndpoints, type SetParentStopBody } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** 이용 중지 (ends the parent's sessions) or 재개. */
export function setParentStop(body: SetParentStopBody) {
  return call(parentEndpoints.setStop, { body });
}

export const useSetParentStop = () => useParentMutation(setParentStop);
