import { queryOptions, useQuery } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { childKeys } from './child-keys';

/** Attending children without a class. */
export function listUnassignedChildren() {
  return call(childEndpoints.unassigned);
}

export function useUnassignedChildren(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: childKeys.unassigned(), queryFn: listUnassignedChildren, enabled }));
}
