import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordHelpEndpoints, type PasswordHelpRealm } from '@kg/contract';
import { call } from '@/api/client';

export const passwordHelpKeys = { list: (realm: PasswordHelpRealm) => ['password-help', realm] as const };

export function listPasswordHelp(realm: PasswordHelpRealm) {
  return call(passwordHelpEndpoints.list, { query: { realm } });
}

export const listPasswordHelpQueryOptions = (realm: PasswordHelpRealm) =>
  // always asked again: a one-time password given on a detail page answers a request here
  queryOptions({ queryKey: passwordHelpKeys.list(realm), queryFn: () => listPasswordHelp(realm), staleTime: 0 });

export function useListPasswordHelp(realm: PasswordHelpRealm) {
  return useQuery(listPasswordHelpQueryOptions(realm));
}
