import { alimNoteEndpoints } from '@kg/contract';
import { upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** One child's photos, each joining the tempKey of the first. */
export function alimPhotoSender(classId: number, childCode: number): SendFile {
  return (file, { tempKey, onProgress, signal }) =>
    upload(alimNoteEndpoints.uploadPhotos, { params: { classId }, query: { childCode, tempKey }, files: [file], onProgress, signal });
}
