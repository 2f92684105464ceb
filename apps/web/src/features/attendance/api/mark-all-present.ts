import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { attendanceEndpoints, type AllPresentBody, type AttendanceSheet } from '@kg/contract';
import { call } from '@/api/client';

/** Every child not checked yet today becomes 출석. */
export function markAllPresent(classId: number, body: AllPresentBody) {
  return call(attendanceEndpoints.allPresent, { params: { classId }, body });
}

export function useMarkAllPresent(classId: number, sheetKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllPresentBody) => markAllPresent(classId, body),
    scope: { id: `attendance-${classId}` },
    onSuccess: (result) => queryClient.setQueryData<AttendanceSheet>(sheetKey, result.sheet),
  });
}
