import { useMutation } from '@tanstack/react-query';
import type { ListSearch } from '@/components/list-page/list-search';
import { downloadFile } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';

/** GET /api/v2/parents/export: the current search (every page) as .xlsx, saved by the browser. */
export function exportParents(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  return downloadFile('/api/v2/parents/export', query, '학부모_목록.xlsx');
}

export function useExportParents() {
  return useMutation({ mutationFn: exportParents, onError: showApiError });
}
