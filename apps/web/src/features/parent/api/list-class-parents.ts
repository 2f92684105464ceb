import type { ClassParentPage } from '@kg/contract';
import { apiGet } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';

/** GET /api/v2/parents/list/{classId}: the parents of the class's children (a teacher: their own class only). */
export function listClassParents(classId: number, search: ListSearch): Promise<ClassParentPage> {
  return apiGet<ClassParentPage>(`/api/v2/parents/list/${classId}`, search);
}
