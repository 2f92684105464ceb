import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicineEndpoints, type CheckMedicineBody } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** The teacher confirms receipt (again is harmless). */
export function checkMedicine(body: CheckMedicineBody) {
  return call(medicineEndpoints.check, { body });
}

export function useCheckMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMedicine,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
