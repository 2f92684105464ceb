import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Medicine } from '@kg/contract';
import { apiGet } from '@/api/client';
import { medicineKeys } from './list-medicine';

/** GET /api/v2/story/medicine/{classId}/{id}: the request with its doses. */
export function getMedicine(classId: number, medicineId: number): Promise<Medicine> {
  return apiGet<Medicine>(`/api/v2/story/medicine/${classId}/${medicineId}`);
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
