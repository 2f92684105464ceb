import { useQuery } from '@tanstack/react-query';
import { medicineEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { listQueryOptions } from '@/components/list-page/list-query';
import type { ListSearch } from '@/components/list-page/list-search';

/** Query keys of 투약의뢰서: every list page under lists(), every record under details(). */
export const medicineKeys = {
  all: ['medicine'] as const,
  lists: () => [...medicineKeys.all, 'list'] as const,
  list: (classId: number) => [...medicineKeys.lists(), classId] as const,
  details: () => [...medicineKeys.all, 'detail'] as const,
  detail: (classId: number, medicineId: number) => [...medicineKeys.details(), classId, medicineId] as const,
};

/** One page, today's first. */
export function listMedicine(classId: number, search: ListSearch) {
  return call(medicineEndpoints.search, { params: { classId }, query: search });
}

export function listMedicineQueryOptions(classId: number, search: ListSearch) {
  return listQueryOptions(medicineKeys.list(classId), (s) => listMedicine(classId, s), search);
}

export function useListMedicine(classId: number, search: ListSearch) {
  return useQuery(listMedicineQueryOptions(classId, search));
}
