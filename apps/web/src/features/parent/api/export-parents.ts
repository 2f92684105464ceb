import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { fromErrorBody, toApiError } from '@/api/api-error';
import type { ListSearch } from '@/components/list-page/list-search';
import { showApiError } from '@/lib/show-api-error';

/** The file name the server gives (Content-Disposition filename*), or a Korean default. */
function fileNameOf(disposition: string | undefined): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : '학부모_목록.xlsx';
}

/** GET /api/v2/parents/export: the current search (every page) as .xlsx, saved by the browser. */
export async function exportParents(search: ListSearch): Promise<string> {
  const { page: _page, size: _size, ...query } = search;
  try {
    const response = await api.get<Blob>('/api/v2/parents/export', { params: query, responseType: 'blob' });
    const fileName = fileNameOf(response.headers['content-disposition'] as string | undefined);
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
    return fileName;
  } catch (error) {
    // an error body arrives as a Blob too: read its JSON envelope for the Korean message
    const data = (error as { response?: { status: number; data?: unknown } }).response;
    if (data?.data instanceof Blob) throw fromErrorBody(data.status, JSON.parse(await data.data.text()));
    throw toApiError(error);
  }
}

export function useExportParents() {
  return useMutation({ mutationFn: exportParents, onError: showApiError });
}
