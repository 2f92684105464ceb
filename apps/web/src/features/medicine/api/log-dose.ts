import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogMedicineDoseInput, Medicine } from '@kg/contract';
import { apiPost } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** POST /api/v2/story/medicine/dose: one dose given (time defaults to now on the server). */
export function logDose(body: LogMedicineDoseInput): Promise<Medicine> {
  return apiPost<Medicine>('/api/v2/story/medicine/dose', body);
}

export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logDose,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
