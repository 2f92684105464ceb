import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { childKeys } from './child-keys';

/** GET /api/v2/child/list/{classId}?page (0-based): the children attending a class. */
export function listClassChildren(classId: number, search: Pick<ListSearch, 'page' | 'size'>): Promise<ChildPage> {
  return apiGet<ChildPage>(`/api/v2/child/list/${classId}`, { page: search.page, size: search.size });
}

export function listClassChildrenQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(childKeys.classList(classId), (s) => listClassChildren(classId, s), search);
}

/** Every attending child of a class at once (the move dialog's choices; classes hold far fewer than 100). */
export function useAllClassChildren(classId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...childKeys.classList(classId ?? 0), 'all'],
      queryFn: () => listClassChildren(classId!, { page: 0, size: 100 }),
      enabled: classId !== undefined,
    }),
  );
}
