import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { attendanceEndpoints, type AttendanceSheet, type SaveAttendanceInput } from '@kg/contract';
import { call } from '@/api/client';
import { applyOptimistic, mergeAnswer } from '../attendance-sheet';

/** One or more children of one day (a past day with its reason). */
export function saveAttendance(classId: number, body: SaveAttendanceInput) {
  return call(attendanceEndpoints.save, { params: { classId }, body });
}

/**
 * Saves with the change shown at once. Saves of a class run one after another (a mutation scope), so the server
 * sees taps in the order they were made. A failure puts the children back as they were before the tap — a reload
 * alone would not when the network is down (docs/product/errors.md#offline) — and then reloads the sheet.
 */
export function useSaveAttendance(classId: number, sheetKey: QueryKey) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: SaveAttendanceInput) => saveAttendance(classId, body),
    scope: { id: `attendance-${classId}` },
    onSuccess: (answer, body) =>
      queryClient.setQueryData<AttendanceSheet>(sheetKey, (current) =>
        current ? mergeAnswer(current, answer, body.records.map((r) => Number(r.childCode))) : answer,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: sheetKey }),
  });
  const save: typeof mutation.mutate = (body, options) => {
    const before = queryClient.getQueryData<AttendanceSheet>(sheetKey);
    queryClient.setQueryData<AttendanceSheet>(sheetKey, (current) => (current ? applyOptimistic(current, body.records) : current));
    mutation.mutate(body, {
      ...options,
      onError: (error, variables, onMutateResult, context) => {
        if (before) {
          const childCodes = body.records.map((r) => Number(r.childCode));
          queryClient.setQueryData<AttendanceSheet>(sheetKey, (current) => (current ? mergeAnswer(current, before, childCodes) : current));
        }
        options?.onError?.(error, variables, onMutateResult, context);
      },
    });
  };
  return { ...mutation, save };
}
