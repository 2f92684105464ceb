import { menuEndpoints } from '@kg/contract';
import { upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** One meal photo per request (its own progress and retry); the first gets the week's tempKey, later ones join it. */
export const sendMenuPhoto: SendFile = (file, { tempKey, onProgress, signal }) =>
  upload(menuEndpoints.uploadPhoto, { query: tempKey ? { tempKey } : {}, files: [file], onProgress, signal });
