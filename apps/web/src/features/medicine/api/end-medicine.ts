import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicineEndpoints, type EndMedicineInput } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** Completes a checked request with the teacher's comment (completedAt: today). */
export function endMedicine(body: EndMedicineInput) {
  return call(medicineEndpoints.end, { body });
}

export function useEndMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMedicine,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
