import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicineEndpoints, type LogMedicineDoseInput } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyMedicineChange } from './get-medicine';

/** One dose given (time defaults to now on the server). */
export function logDose(body: LogMedicineDoseInput) {
  return call(medicineEndpoints.logDose, { body });
}

export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logDose,
    onSuccess: (medicine) => applyMedicineChange(queryClient, medicine),
    onError: showApiError,
  });
}
