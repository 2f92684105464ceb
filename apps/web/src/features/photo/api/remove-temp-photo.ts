import { apiDelete } from '@/api/client';

/** DELETE /api/file/upload/remove-tempFile?tempKey=&fileName=: one uploaded photo taken out before saving. */
export function removeTempPhoto(tempKey: string, fileName: string): Promise<{ fileId: number }> {
  return apiDelete<{ fileId: number }>('/api/file/upload/remove-tempFile', { params: { tempKey, fileName } });
}
