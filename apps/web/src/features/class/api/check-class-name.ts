import type { ClassNameCheck } from '@kg/contract';
import { apiGet } from '@/api/client';

/** GET /api/v2/class/is-valid-classname: whether the name is free (excludeId: the class being edited). */
export function checkClassName(className: string, excludeId?: number): Promise<ClassNameCheck> {
  return apiGet<ClassNameCheck>('/api/v2/class/is-valid-classname', { className, excludeId });
}
