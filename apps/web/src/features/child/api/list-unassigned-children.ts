import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildListItem } from '@kg/contract';
import { apiGet } from '@/api/client';
import { childKeys } from './child-keys';

/** GET /api/v2/child/empty-class: attending children without a class. */
export function listUnassignedChildren(): Promise<ChildListItem[]> {
  return apiGet<ChildListItem[]>('/api/v2/child/empty-class');
}

export function useUnassignedChildren(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: childKeys.unassigned(), queryFn: listUnassignedChildren, enabled }));
}
