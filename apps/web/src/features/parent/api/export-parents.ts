import { useMutation } from '@tanstack/react-query';
import { parentEndpoints } from '@kg/contract';
import { fetchFile } from '@/api/client';
import type { ListSearch } from '@/components/list-page/list-search';
import { downloadFile } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';

/** The current search (every page) as .xlsx, saved by the browser; resolves to the file name. */
export async function exportParents(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  return downloadFile(await fetchFile(parentEndpoints.exportExcel, { query }), '학부모_목록.xlsx');
}

export function useExportParents() {
  return useMutation({ mutationFn: exportParents, onError: showApiError });
}
