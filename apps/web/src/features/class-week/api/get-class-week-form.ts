import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWeek } from '@kg/contract';
import { apiGet } from '@/api/client';

/** Query keys of 주간 계획안: one form per class and week (its Monday), the list pages under lists(). */
export const classWeekKeys = {
  all: ['class-week'] as const,
  forms: () => [...classWeekKeys.all, 'form'] as const,
  form: (classId: number, monday: string) => [...classWeekKeys.forms(), classId, monday] as const,
  lists: () => [...classWeekKeys.all, 'list'] as const,
  list: (classId: number) => [...classWeekKeys.lists(), classId] as const,
};

/** GET /api/v2/story/class-week/form/write/{classId}?anyDate=: the week's plan, or an empty Mon–Fri form. */
export function getClassWeekForm(classId: number, monday: string): Promise<ClassWeek> {
  return apiGet<ClassWeek>(`/api/v2/story/class-week/form/write/${classId}`, { anyDate: monday });
}

export function getClassWeekFormQueryOptions(classId: number, monday: string) {
  return queryOptions({ queryKey: classWeekKeys.form(classId, monday), queryFn: () => getClassWeekForm(classId, monday) });
}

export function useGetClassWeekForm(classId: number, monday: string) {
  return useQuery(getClassWeekFormQueryOptions(classId, monday));
}
