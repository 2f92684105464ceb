import type { ParentPage } from '@kg/contract';
import { apiGet } from '@/api/client';
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

/** GET /api/v2/parents/search: one page of parent accounts for the URL's search. */
export function listParents(search: ListSearch): Promise<ParentPage> {
  return apiGet<ParentPage>('/api/v2/parents/search', search);
}
