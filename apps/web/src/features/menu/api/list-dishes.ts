import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** Dishes used before (latest first, 20) with the allergens they had: the form's suggestions. */
export function listDishes(keyword: string) {
  return call(menuEndpoints.dishes, { query: keyword ? { keyword } : {} });
}

export function useListDishes(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.dishes(keyword),
    queryFn: () => listDishes(keyword),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
