import type { AxiosProgressEvent } from 'axios';
import type { UploadResult } from '@kg/contract';
import { apiPost } from '@/api/client';

export type UploadAlbumPhotoInput = {
  file: File;
  classId: number;
  childCodes: readonly number[];
  /** the album upload's tempKey once the server has issued it (every later file joins it) */
  tempKey?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /api/file/upload/photoAlbum: one photo per request, so each has its own progress and retry. */
export function uploadAlbumPhoto({ file, classId, childCodes, tempKey, onProgress, signal }: UploadAlbumPhotoInput): Promise<UploadResult> {
  const form = new FormData();
  form.append('childCodeSet', childCodes.join(','));
  form.append('files', file, file.name);
  return apiPost<UploadResult>('/api/file/upload/photoAlbum', form, {
    params: { classId, ...(tempKey ? { tempKey } : {}) },
    signal,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    },
  });
}
