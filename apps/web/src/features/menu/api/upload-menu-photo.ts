import { fileEndpoints, menuEndpoints } from '@kg/contract';
import { call, upload } from '@/api/client';
import type { SendFile } from '@/lib/upload-queue';

/** One meal photo per request (its own progress and retry); the first gets the week's tempKey, later ones join it. */
export const sendMenuPhoto: SendFile = (file, { tempKey, onProgress, signal }) =>
  upload(menuEndpoints.uploadPhoto, { query: tempKey ? { tempKey } : {}, files: [file], onProgress, signal });

/**
 * The form was left unsaved: its uploaded photos are taken back one by one (there is no call for a whole tempKey;
 * anything missed goes with the server's hourly clean-up). `keepalive` lets the requests outlive a closing tab.
 */
export function discardMenuPhotos(tempKey: string, fileNames: readonly string[], { keepalive }: { keepalive: boolean }) {
  return Promise.allSettled(
    fileNames.map((fileName) =>
      call(
        fileEndpoints.removeTempFile,
        { query: { tempKey, fileName } },
        { skipAuthRedirect: true, ...(keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {}) },
      ),
    ),
  );
}
