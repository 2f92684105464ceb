import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classEndpoints, type AssignTeacherBody } from '@kg/contract';
import { call } from '@/api/client';
import { showApiError } from '@/lib/show-api-error';
import { applyClassChange } from './get-class';
import { classKeys } from './list-classes';
import { teacherOptionKeys } from './list-teacher-options';

/** The listed teachers become the class's (others leave it). */
export function assignTeachers({ classId, tnos }: { classId: number } & AssignTeacherBody) {
  return call(classEndpoints.assignTeachers, { params: { id: classId }, body: { tnos } });
}

export function useAssignTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTeachers,
    onSuccess: async (detail) => {
      // a teacher taken from another class changes that class too
      await queryClient.invalidateQueries({
        queryKey: classKeys.details(),
        predicate: (query) => query.queryKey[2] !== detail.classId,
      });
      await Promise.all([applyClassChange(queryClient, detail), queryClient.invalidateQueries({ queryKey: teacherOptionKeys.all })]);
    },
    onError: showApiError,
  });
}
