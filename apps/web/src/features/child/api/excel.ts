import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childImportErrorDetailsSchema, type ChildImportRejection, type ChildImportResult } from '@kg/contract';
import { apiPost } from '@/api/client';
import { toApiError } from '@/api/api-error';
import type { ListSearch } from '@/components/list-page/list-search';
import { downloadFile } from '@/lib/download-file';
import { showApiError } from '@/lib/show-api-error';
import { invalidateChildLists } from './get-child';

/** GET /api/v2/child/export: the list's current search (every page) as .xlsx. */
export function exportChildren(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  return downloadFile('/api/v2/child/export', query, '원아목록.xlsx');
}

/** GET /api/v2/child/import/template */
export function downloadImportTemplate(): Promise<string> {
  return downloadFile('/api/v2/child/import/template', {}, '원아_일괄등록_양식.xlsx');
}

export function useExportChildren() {
  return useMutation({ mutationFn: exportChildren, onError: showApiError });
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate, onError: showApiError });
}

/** POST /api/v2/child/import: the .xlsx in the field `files`. */
export function importChildren(file: File): Promise<ChildImportResult> {
  const form = new FormData();
  form.append('files', file, file.name);
  return apiPost<ChildImportResult>('/api/v2/child/import', form);
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
