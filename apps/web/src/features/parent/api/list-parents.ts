import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 학부모: list pages under lists(), records under details(), class contact lists under classes(). */
export const parentKeys = {
  all: ['parent'] as const,
  lists: () => [...parentKeys.all, 'list'] as const,
  details: () => [...parentKeys.all, 'detail'] as const,
  detail: (pno: number) => [...parentKeys.details(), pno] as const,
  classes: () => [...parentKeys.all, 'class'] as const,
  ofClass: (classId: number) => [...parentKeys.classes(), classId] as const,
};

export const parentPath = (pno: number) => `/admin/parents/${pno}`;

/** One page of parent accounts for the URL's search. */
export function listParents(search: ListSearch) {
  return call(parentEndpoints.search, { query: search });
}
