import { useQuery, type QueryClient } from '@tanstack/react-query';
import { rehomeEndpoints, type Rehome } from '@kg/contract';
import { call } from '@/api/client';
import { rehomeKeys } from './list-rehome';

/** The record, with whether its pickup person is authorised. */
export function getRehome(classId: number, rehomeId: number) {
  return call(rehomeEndpoints.get, { params: { classId, id: rehomeId } });
}

export function useGetRehome(classId: number, rehomeId: number) {
  return useQuery({ queryKey: rehomeKeys.detail(classId, rehomeId), queryFn: () => getRehome(classId, rehomeId) });
}

/** Every change answers with the whole record: it replaces the cached record and every list page refetches. */
export function applyRehomeChange(queryClient: QueryClient, rehome: Rehome): Promise<void> {
  queryClient.setQueryData(rehomeKeys.detail(rehome.classId, rehome.rehomeId), rehome);
  return queryClient.invalidateQueries({ queryKey: rehomeKeys.lists() });
}
