import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AllPresentBody, AllPresentResult, AttendanceSheet } from '@kg/contract';
import { apiPut } from '@/api/client';

/** PUT /api/v2/story/attendance/{classId}/all-present: every child not checked yet today becomes 출석. */
export function markAllPresent(classId: number, body: AllPresentBody): Promise<AllPresentResult> {
  return apiPut<AllPresentResult>(`/api/v2/story/attendance/${classId}/all-present`, body);
}

export function useMarkAllPresent(classId: number, sheetKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllPresentBody) => markAllPresent(classId, body),
    scope: { id: `attendance-${classId}` },
    onSuccess: (result) => queryClient.setQueryData<AttendanceSheet>(sheetKey, result.sheet),
  });
}
