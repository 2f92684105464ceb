import { queryOptions, useQuery } from '@tanstack/react-query';
import { centreEndpoints } from '@kg/contract';
import { call } from '@/api/client';

export const centreKeys = {
  all: ['centre'] as const,
  settings: () => [...centreKeys.all, 'settings'] as const,
  memberships: () => [...centreKeys.all, 'memberships'] as const,
};

/** The session's centre with its settings (원 정보). */
export function getCentre() {
  return call(centreEndpoints.get);
}

export function getCentreQueryOptions() {
  return queryOptions({ queryKey: centreKeys.settings(), queryFn: getCentre, retryOnMount: false });
}

export function useGetCentre() {
  return useQuery(getCentreQueryOptions());
}
