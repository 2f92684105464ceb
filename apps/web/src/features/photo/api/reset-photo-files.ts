import { photoEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/**
 * The album was left unsaved: its uploaded photos go (the SPEC's `tkLKey`). `keepalive` lets the request outlive a
 * closing tab (pagehide).
 */
export function resetPhotoFiles(tempKey: string, { keepalive }: { keepalive: boolean }) {
  return call(
    photoEndpoints.resetFiles,
    { query: { tkLKey: tempKey } },
    { skipAuthRedirect: true, ...(keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {}) },
  );
}
