import { queryOptions, useQuery } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';
import { childKeys } from './child-keys';

/** The children attending a class, pages from 0. */
export function listClassChildren(classId: number, search: Pick<ListSearch, 'page' | 'size'>) {
  return call(childEndpoints.listOfClass, { params: { classId }, query: { page: search.page, size: search.size } });
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
