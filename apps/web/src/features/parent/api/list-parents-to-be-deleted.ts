import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentToBeDeletedPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { parentKeys } from './list-parents';

export const parentsDueKey = [...parentKeys.all, 'tobe-delete'] as const;

/** GET /api/v2/parents/tobe-delete?page,size: accounts past the retention period with no child still attending. */
export function listParentsToBeDeleted(page: number, size: number): Promise<ParentToBeDeletedPage> {
  return apiGet<ParentToBeDeletedPage>('/api/v2/parents/tobe-delete', { page, size });
}

export function useListParentsToBeDeleted(page: number, size: number, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: [...parentsDueKey, page, size], queryFn: () => listParentsToBeDeleted(page, size), placeholderData: keepPreviousData, enabled }),
  );
}
