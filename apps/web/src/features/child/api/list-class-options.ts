import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildClassOption } from '@kg/contract';
import { apiGet } from '@/api/client';
import { childKeys } from './child-keys';

/** GET /api/v2/child/class-options: every class with its colour, capacity and attending head count. */
export function listClassOptions(): Promise<ChildClassOption[]> {
  return apiGet<ChildClassOption[]>('/api/v2/child/class-options');
}

export function classOptionsQueryOptions() {
  return queryOptions({ queryKey: childKeys.classOptions(), queryFn: listClassOptions });
}

export function useClassOptions(enabled = true) {
  return useQuery({ ...classOptionsQueryOptions(), enabled });
}
