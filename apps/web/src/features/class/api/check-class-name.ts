import { classEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Whether the name is free (excludeId: the class being edited). */
export function checkClassName(className: string, excludeId?: number) {
  return call(classEndpoints.checkName, { query: { className, excludeId } });
}
