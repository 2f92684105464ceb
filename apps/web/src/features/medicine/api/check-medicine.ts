import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckMedicineBody, Medicine } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** PUT /api/v2/story/medicine/check: the teacher confirms receipt (again is harmless). */
export function checkMedicine(body: CheckMedicineBody): Promise<Medicine> {
  return apiPut<Medicine>('/api/v2/story/medicine/check', body);
}

export function useCheckMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMedicine,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
