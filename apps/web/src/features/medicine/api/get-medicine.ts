import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { medicineEndpoints, type Medicine } from '@kg/contract';
import { call } from '@/api/client';
import { medicineKeys } from './list-medicine';

/** The request with its doses. */
export function getMedicine(classId: number, medicineId: number) {
  return call(medicineEndpoints.get, { params: { classId, id: medicineId } });
}

export function getMedicineQueryOptions(classId: number, medicineId: number) {
  return queryOptions({ queryKey: medicineKeys.detail(classId, medicineId), queryFn: () => getMedicine(classId, medicineId) });
}

export function useGetMedicine(classId: number, medicineId: number) {
  return useQuery(getMedicineQueryOptions(classId, medicineId));
}

/** Every change answers with the whole request: it replaces the cached record and every list page refetches. */
export function applyMedicineChange(queryClient: QueryClient, medicine: Medicine): Promise<void> {
  queryClient.setQueryData(medicineKeys.detail(medicine.classId, medicine.medicineId), medicine);
  return queryClient.invalidateQueries({ queryKey: medicineKeys.lists() });
}
