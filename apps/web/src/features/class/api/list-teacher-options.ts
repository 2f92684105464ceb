import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type TeacherPage } from '@kg/contract';
import { apiGet } from '@/api/client';

export const teacherOptionKeys = { all: ['class', 'teacher-options'] as const };

/** The staff a class can be given: active accounts (GET /api/v2/teacher/, one large page). */
export function listTeacherOptions(): Promise<TeacherPage> {
  return apiGet<TeacherPage>('/api/v2/teacher/', { active: 'true', size: MAX_PAGE_SIZE });
}

export function useTeacherOptions() {
  return useQuery({ queryKey: teacherOptionKeys.all, queryFn: listTeacherOptions });
}
