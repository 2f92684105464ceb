import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  medicineFamilyEndpoints,
  type CancelFamilyMedicineBody,
  type CreateFamilyMedicineInput,
  type FamilyMedicine,
  type UpdateFamilyMedicineInput,
} from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyMedicineKeys = {
  all: ['family', 'medicine'] as const,
  lists: (childCode: number) => [...familyMedicineKeys.all, 'list', childCode] as const,
  list: (childCode: number, page: number) => [...familyMedicineKeys.lists(childCode), page] as const,
  detail: (childCode: number, medicineId: number) => [...familyMedicineKeys.all, 'detail', childCode, medicineId] as const,
};

export function familyMedicineListQueryOptions(childCode: number, page: number) {
  return queryOptions({
    queryKey: familyMedicineKeys.list(childCode, page),
    queryFn: () => familyCall(medicineFamilyEndpoints.list, { params: { childCode }, query: { page, size: DEFAULT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useFamilyMedicineList(childCode: number, page: number) {
  return useQuery(familyMedicineListQueryOptions(childCode, page));
}

export function useFamilyMedicine(childCode: number, medicineId: number) {
  return useQuery({
    queryKey: familyMedicineKeys.detail(childCode, medicineId),
    queryFn: () => familyCall(medicineFamilyEndpoints.get, { params: { childCode, id: medicineId } }),
  });
}

/** Every write answers with the whole request: it replaces the cached record and the child's list refetches. */
function applyChange(queryClient: QueryClient, medicine: FamilyMedicine) {
  queryClient.setQueryData(familyMedicineKeys.detail(medicine.childCode, medicine.medicineId), medicine);
  return queryClient.invalidateQueries({ queryKey: familyMedicineKeys.lists(medicine.childCode) });
}

export function useCreateFamilyMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyMedicineInput) => familyCall(medicineFamilyEndpoints.create, { body }),
    onSuccess: (medicine) => applyChange(queryClient, medicine),
  });
}

export function useUpdateFamilyMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFamilyMedicineInput) => familyCall(medicineFamilyEndpoints.update, { body }),
    onSuccess: (medicine) => applyChange(queryClient, medicine),
  });
}

export function useCancelFamilyMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelFamilyMedicineBody) => familyCall(medicineFamilyEndpoints.cancel, { body }),
    onSuccess: (medicine) => applyChange(queryClient, medicine),
  });
}
