import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childImportErrorDetailsSchema, type ChildImportRejection, type ChildImportResult } from '@kg/contract';
import { api, apiPost } from '@/api/client';
import { fromErrorBody, toApiError } from '@/api/api-error';
import type { ListSearch } from '@/components/list-page/list-search';
import { showApiError } from '@/lib/show-api-error';
import { invalidateChildLists } from './get-child';

/** The file name the server gives (Content-Disposition filename*), or `fallback`. */
function fileNameOf(disposition: string | undefined, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/** Downloads a workbook call and lets the browser save it; an error body (also a Blob) becomes the ApiError. */
async function downloadWorkbook(url: string, params: object, fallbackName: string): Promise<string> {
  try {
    const response = await api.get<Blob>(url, { params, responseType: 'blob' });
    const fileName = fileNameOf(response.headers['content-disposition'] as string | undefined, fallbackName);
    const href = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(href);
    return fileName;
  } catch (error) {
    const response = (error as { response?: { status: number; data?: unknown } }).response;
    if (response?.data instanceof Blob) throw fromErrorBody(response.status, JSON.parse(await response.data.text()));
    throw toApiError(error);
  }
}

/** GET /api/v2/child/export: the list's current search (every page) as .xlsx. */
export function exportChildren(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  return downloadWorkbook('/api/v2/child/export', query, '원아목록.xlsx');
}

/** GET /api/v2/child/import/template */
export function downloadImportTemplate(): Promise<string> {
  return downloadWorkbook('/api/v2/child/import/template', {}, '원아_일괄등록_양식.xlsx');
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
