import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, type ChildStatus } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyChildChange } from './get-child';

/** 재원·휴원·퇴소·졸업 (docs/product/child.md#statuses). */
export function changeChildStatus({ childCode, status }: { childCode: number; status: ChildStatus }) {
  return call(childEndpoints.changeStatus, { params: { childCode }, query: { status } });
}

export function useChangeChildStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChildStatus,
    onSuccess: (child) => applyChildChange(queryClient, child),
    onError: showApiError,
  });
}
