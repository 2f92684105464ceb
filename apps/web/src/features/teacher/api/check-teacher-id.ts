import { teacherEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Whether the login id is free, exactly as typed. */
export function checkTeacherId(teacherId: string) {
  return call(teacherEndpoints.checkId, { query: { teacherId } });
}
