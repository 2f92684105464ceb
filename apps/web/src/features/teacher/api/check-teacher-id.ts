import type { TeacherIdCheck } from '@kg/contract';
import { apiGet } from '@/api/client';

/** GET /api/v2/teacher/id-check?teacherId=: whether the id is free, exactly as typed. */
export function checkTeacherId(teacherId: string): Promise<TeacherIdCheck> {
  return apiGet<TeacherIdCheck>('/api/v2/teacher/id-check', { teacherId });
}
