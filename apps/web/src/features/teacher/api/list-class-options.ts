import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ClassPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import { teacherKeys } from './list-teachers';

/** The classes a teacher can be given (GET /api/v2/class/search, one large page). */
export function listClassOptions(): Promise<ClassPage> {
  return apiGet<ClassPage>('/api/v2/class/search', { size: MAX_PAGE_SIZE });
}

export function useClassOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: teacherKeys.classOptions(), queryFn: listClassOptions, enabled: options.enabled ?? true });
}
