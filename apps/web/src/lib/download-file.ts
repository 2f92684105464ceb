import { api } from '@/api/client';

/**
 * GETs a file through the shared client and lets the browser save it under the server's Korean file name
 * (Content-Disposition `filename*=UTF-8''…`), or `fallbackName` when the server gives none. Resolves to that name;
 * a failure arrives as the ApiError with the server's message.
 */
export async function downloadFile(url: string, params: object, fallbackName: string): Promise<string> {
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  const encoded = String(response.headers['content-disposition'] ?? '').match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : fallbackName;
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
  return fileName;
}
