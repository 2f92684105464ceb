import { useQuery } from '@tanstack/react-query';
import { menuEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** The class's children at risk from the menu between the two days, per day and meal. */
export function checkAllergies(classId: number, startDate: string, endDate: string) {
  return call(menuEndpoints.allergyCheck, { query: { classId, startDate, endDate } });
}

export function useCheckAllergies(classId: number | null, startDate: string, endDate: string, enabled = true) {
  return useQuery({
    queryKey: menuKeys.allergy(classId ?? 0, startDate, endDate),
    queryFn: () => checkAllergies(classId!, startDate, endDate),
    enabled: enabled && classId !== null,
  });
}
