import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, ChildStatus } from '@kg/contract';
import { apiPut } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyChildChange } from './get-child';

/** PUT /api/v2/child/chang-status/{childCode}?status= (SPEC §7). */
export function changeChildStatus({ childCode, status }: { childCode: number; status: ChildStatus }): Promise<Child> {
  return apiPut<Child>(`/api/v2/child/chang-status/${childCode}`, undefined, { params: { status } });
}

export function useChangeChildStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChildStatus,
    onSuccess: (child) => applyChildChange(queryClient, child),
    onError: showApiError,
  });
}
