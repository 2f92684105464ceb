import type { UploadFn } from '@/components/upload-field';
import { uploadFiles } from '@/lib/upload-files';

/** POST /api/file/upload/classnote/{classId}?tempKey=: photos, appended under one tempKey. */
export function classNotePhotoUploader(classId: number): UploadFn {
  return (file, options) => uploadFiles(`/api/file/upload/classnote/${classId}`, [file], options);
}

/** POST /api/file/upload/classmov/{classId}: one video (a file is required). */
export function classNoteVideoUploader(classId: number): UploadFn {
  return (file, options) => uploadFiles(`/api/file/upload/classmov/${classId}`, [file], { onProgress: options.onProgress });
}
