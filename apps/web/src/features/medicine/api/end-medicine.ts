import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndMedicineInput, Medicine } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** PUT /api/v2/story/medicine/end: completes a checked request with the teacher's comment (completedAt: today). */
export function endMedicine(body: EndMedicineInput): Promise<Medicine> {
  return apiPut<Medicine>('/api/v2/story/medicine/end', body);
}

export function useEndMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMedicine,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
