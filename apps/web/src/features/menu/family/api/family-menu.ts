import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuFamilyEndpoints } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyMenuKeys = {
  all: ['family', 'menu'] as const,
  week: (childCode: number, date: string) => [...familyMenuKeys.all, 'week', childCode, date] as const,
};

/** The week holding `date`, each dish marked when it holds one of the child's allergens (null: no menu that week). */
export function familyMenuWeekQueryOptions(childCode: number, date: string) {
  return queryOptions({
    queryKey: familyMenuKeys.week(childCode, date),
    queryFn: () => familyCall(menuFamilyEndpoints.week, { params: { childCode }, query: { date } }),
  });
}

export function useFamilyMenuWeek(childCode: number, date: string) {
  return useQuery(familyMenuWeekQueryOptions(childCode, date));
}
