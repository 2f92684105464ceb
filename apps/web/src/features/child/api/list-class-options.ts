import { queryOptions, useQuery } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { childKeys } from './child-keys';

/** Every class with its colour, capacity and attending head count. */
export function listClassOptions() {
  return call(childEndpoints.classOptions);
}

/** Prefetched by the child pages' loaders: a failed answer is shown (with its retry button), not asked again on mount. */
export function classOptionsQueryOptions() {
  return queryOptions({ queryKey: childKeys.classOptions(), queryFn: listClassOptions, retryOnMount: false });
}

export function useClassOptions(enabled = true) {
  return useQuery({ ...classOptionsQueryOptions(), enabled });
}
