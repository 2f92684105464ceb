import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childEndpoints, childImportErrorDetailsSchema, type ChildImportRejection } from '@kg/contract';
import { fetchFile, upload } from '@/api/client';
import { toApiError } from '@/api/api-error';
import type { ListSearch } from '@/components/list-page/list-search';
import { downloadFile } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';
import { invalidateChildLists } from './get-child';

/** The list's current search (every page) as .xlsx, saved by the browser; resolves to the file name. */
export async function exportChildren(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  return downloadFile(await fetchFile(childEndpoints.exportExcel, { query }), '원아목록.xlsx');
}

export async function downloadImportTemplate(): Promise<string> {
  return downloadFile(await fetchFile(childEndpoints.importTemplate, {}), '원아_일괄등록_양식.xlsx');
}

export function useExportChildren() {
  return useMutation({ mutationFn: exportChildren, onError: showApiError });
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate, onError: showApiError });
}

/** The .xlsx in the field `files`: all rows or none. */
export function importChildren(file: File) {
  return upload(childEndpoints.importExcel, { files: [file] });
}

/** The rejected rows of a refused import (400 details), or null for any other failure. */
export function importRejectionsOf(error: unknown): ChildImportRejection[] | null {
  const parsed = childImportErrorDetailsSchema.safeParse(toApiError(error).details);
  return parsed.success ? parsed.data.rows : null;
}

export function useImportChildren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importChildren,
    onSuccess: () => invalidateChildLists(queryClient),
    onError: (error) => {
      if (!importRejectionsOf(error)) showApiError(error);
    },
  });
}
