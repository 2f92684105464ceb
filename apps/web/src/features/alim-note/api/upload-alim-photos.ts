import type { UploadFn } from '@/components/upload-field';
import { uploadFiles } from '@/lib/upload-files';

/** POST /api/file/upload/alimNote/{classId}?childCode=&tempKey=: one child's photos, under one tempKey. */
export function alimPhotoUploader(classId: number, childCode: number): UploadFn {
  return (file, options) => uploadFiles(`/api/file/upload/alimNote/${classId}`, [file], { ...options, params: { childCode } });
}
