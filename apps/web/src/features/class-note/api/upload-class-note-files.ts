import { classNoteEndpoints } from '@kg/contract';
import { upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** Photos, each joining the tempKey of the first. */
export function classNotePhotoSender(classId: number): SendFile {
  return (file, { tempKey, onProgress, signal }) =>
    upload(classNoteEndpoints.uploadPhotos, { params: { classId }, query: { tempKey }, files: [file], onProgress, signal });
}

/** One video (a file is required; it has a tempKey of its own). */
export function classNoteVideoSender(classId: number): SendFile {
  return (file, { onProgress, signal }) => upload(classNoteEndpoints.uploadVideo, { params: { classId }, files: [file], onProgress, signal });
}
