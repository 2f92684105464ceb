import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { parentKeys } from './list-parents';

const parentsDueKey = [...parentKeys.all, 'tobe-delete'] as const;

/** Accounts past the retention period with no child still attending. */
export function listParentsToBeDeleted(page: number, size: number) {
  return call(parentEndpoints.toBeDeleted, { query: { page, size } });
}

export function useListParentsToBeDeleted(page: number, size: number, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: [...parentsDueKey, page, size], queryFn: () => listParentsToBeDeleted(page, size), placeholderData: keepPreviousData, enabled }),
  );
}
