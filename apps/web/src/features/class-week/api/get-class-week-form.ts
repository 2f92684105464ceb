import { queryOptions, useQuery } from '@tanstack/react-query';
import { classWeekEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Query keys of 주간 계획안: one form per class and week (its Monday), the list pages under lists(). */
export const classWeekKeys = {
  all: ['class-week'] as const,
  forms: () => [...classWeekKeys.all, 'form'] as const,
  form: (classId: number, monday: string) => [...classWeekKeys.forms(), classId, monday] as const,
  lists: () => [...classWeekKeys.all, 'list'] as const,
  list: (classId: number) => [...classWeekKeys.lists(), classId] as const,
};

/** The week's plan, or an empty Mon–Fri form. */
export function getClassWeekForm(classId: number, monday: string) {
  return call(classWeekEndpoints.form, { params: { classId }, query: { anyDate: monday } });
}

/** Prefetched by the route's loader: a failed answer is shown (with its retry button), not asked again on mount. */
export function getClassWeekFormQueryOptions(classId: number, monday: string) {
  return queryOptions({ queryKey: classWeekKeys.form(classId, monday), queryFn: () => getClassWeekForm(classId, monday), retryOnMount: false });
}

export function useGetClassWeekForm(classId: number, monday: string) {
  return useQuery(getClassWeekFormQueryOptions(classId, monday));
}
