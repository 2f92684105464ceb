import type { ResetPhotoFilesResult } from '@kg/contract';
import { apiDelete } from '@/api/client';

/**
 * DELETE /api/file/upload/photoAlbum/reset-files?tkLKey=: the album was left unsaved, its uploaded photos go.
 * `keepalive` lets the request outlive a closing tab (pagehide).
 */
export function resetPhotoFiles(tempKey: string, options: { keepalive?: boolean } = {}): Promise<ResetPhotoFilesResult> {
  return apiDelete<ResetPhotoFilesResult>('/api/file/upload/photoAlbum/reset-files', {
    params: { tkLKey: tempKey },
    skipAuthRedirect: true,
    ...(options.keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {}),
  });
}
