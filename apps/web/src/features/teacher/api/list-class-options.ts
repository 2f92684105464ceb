import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, classEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { teacherKeys } from './list-teachers';

/** The classes a teacher can be given (the class search, one large page). */
export function listClassOptions() {
  return call(classEndpoints.search, { query: { size: MAX_PAGE_SIZE } });
}

export function useClassOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: teacherKeys.classOptions(), queryFn: listClassOptions, enabled: options.enabled ?? true });
}
