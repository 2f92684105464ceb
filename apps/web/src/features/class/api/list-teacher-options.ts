import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, teacherEndpoints } from '@kg/contract';
import { call } from '@/api/client';

export const teacherOptionKeys = { all: ['class', 'teacher-options'] as const };

/** The staff a class can be given: active accounts (the teacher search, one large page). */
export function listTeacherOptions() {
  return call(teacherEndpoints.search, { query: { active: 'true', size: MAX_PAGE_SIZE } });
}

export function useTeacherOptions() {
  return useQuery({ queryKey: teacherOptionKeys.all, queryFn: listTeacherOptions });
}
