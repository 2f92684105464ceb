import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** The parents of the class's children (a teacher: their own class only). */
export function listClassParents(classId: number, search: ListSearch) {
  return call(parentEndpoints.listOfClass, { params: { classId }, query: search });
}
