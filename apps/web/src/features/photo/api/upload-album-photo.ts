import { photoEndpoints } from '@kg/contract';
import { upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** One photo per request (its own progress and retry), tagged with the chosen children; later ones join the first's tempKey. */
export function albumPhotoSender(classId: number, childCodes: readonly number[]): SendFile {
  return (file, { tempKey, onProgress, signal }) =>
    upload(photoEndpoints.upload, {
      query: { classId, tempKey },
      fields: { childCodeSet: childCodes.join(',') },
      files: [file],
      onProgress,
      signal,
    });
}
