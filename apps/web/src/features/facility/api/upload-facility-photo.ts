import { facilityEndpoints } from '@kg/contract';
import { upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** One photo per request (its own progress and retry); the first gets the tempKey, later ones join it. */
export const sendFacilityPhoto: SendFile = (file, { tempKey, onProgress, signal }) =>
  upload(facilityEndpoints.uploadPhotos, { query: tempKey ? { tempKey } : {}, files: [file], onProgress, signal });
