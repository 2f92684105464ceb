import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Rehome } from '@kg/contract';
import { apiGet } from '@/api/client';
import { rehomeKeys } from './list-rehome';

/** GET /api/v2/story/rehome/{classId}/{id}: the record, with whether its pickup person is authorised. */
export function getRehome(classId: number, rehomeId: number): Promise<Rehome> {
  return apiGet<Rehome>(`/api/v2/story/rehome/${classId}/${rehomeId}`);
}

export function getRehomeQueryOptions(classId: number, rehomeId: number) {
  return queryOptions({ queryKey: rehomeKeys.detail(classId, rehomeId), queryFn: () => getRehome(classId, rehomeId) });
}

export function useGetRehome(classId: number, rehomeId: number) {
  return useQuery(getRehomeQueryOptions(classId, rehomeId));
}

/** Every change answers with the whole record: it replaces the cached record and every list page refetches. */
export function applyRehomeChange(queryClient: QueryClient, rehome: Rehome): Promise<void> {
  queryClient.setQueryData(rehomeKeys.detail(rehome.classId, rehome.rehomeId), rehome);
  return queryClient.invalidateQueries({ queryKey: rehomeKeys.lists() });
}
