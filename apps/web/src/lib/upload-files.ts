import type { UploadResult } from '@kg/contract';
import { apiDelete, apiPost } from '@/api/client';

export type UploadOptions = {
  /** earlier uploads' key: the new files join them */
  tempKey?: string;
  /** 0–100 as the bytes leave the browser */
  onProgress?: (percent: number) => void;
  /** extra query parameters of the upload call (e.g. childCode) */
  params?: Record<string, string | number>;
};

/** Sends files in the multipart field `files` (DESIGN §7) to an upload call; the answer carries the tempKey. */
export function uploadFiles(url: string, files: File[], options: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const params = { ...options.params, ...(options.tempKey ? { tempKey: options.tempKey } : {}) };
  return apiPost<UploadResult>(url, form, {
    params,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
}

/** DELETE /api/file/upload/remove-tempFile: takes back one of the caller's not-yet-saved uploads (best effort). */
export function removeTempFile(tempKey: string, fileName: string): Promise<unknown> {
  return apiDelete('/api/file/upload/remove-tempFile', { params: { tempKey, fileName } });
}
