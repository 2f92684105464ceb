import { queryOptions } from '@tanstack/react-query';
import { centreEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { centreKeys } from './get-centre';

/** The centres the signed-in login works in (the choice after sign-in, the header's switcher). */
export function listMemberships() {
  return call(centreEndpoints.memberships);
}

export function membershipsQueryOptions() {
  return queryOptions({ queryKey: centreKeys.memberships(), queryFn: listMemberships, staleTime: 60_000 });
}
