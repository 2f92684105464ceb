import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** The week's menu to edit, or its empty Mon–Fri form. */
export function getMenuForm(monday: string) {
  return call(menuEndpoints.form, { query: { anyDate: monday } });
}

/** Always fresh: the form starts from what is saved now (another admin may have saved the week meanwhile). */
export function getMenuFormQueryOptions(monday: string) {
  return queryOptions({ queryKey: menuKeys.form(monday), queryFn: () => getMenuForm(monday), staleTime: 0, retryOnMount: false });
}

export function useGetMenuForm(monday: string) {
  return useQuery(getMenuFormQueryOptions(monday));
}
