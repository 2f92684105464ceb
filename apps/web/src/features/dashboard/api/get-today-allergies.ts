import { useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { dashboardKeys } from './list-story-classes';

/** Today's menu checked against the class's children's allergies (docs/product/menu.md#the-check). */
export function getTodayAllergies(classId: number, today: string) {
  return call(menuEndpoints.allergyCheck, { query: { classId, startDate: today } });
}

/** Asked once the dashboard has said which day is today (the centre's, not the browser's). */
export function useGetTodayAllergies(classId: number, today: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'allergy', classId, today],
    queryFn: () => getTodayAllergies(classId, today!),
    enabled: today !== undefined,
  });
}
