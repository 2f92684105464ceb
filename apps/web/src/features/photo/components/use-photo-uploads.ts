import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UPLOAD_FAILED_DEFAULT_MESSAGE, type StoredFile } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { photoKo } from '@/i18n/domains/photo';
import { useUiStore } from '@/stores/ui';
import { uploadAlbumPhoto } from '../api/upload-album-photo';
import { removeTempPhoto } from '../api/remove-temp-photo';
import { resetPhotoFiles } from '../api/reset-photo-files';

/** Parallel uploads once the album has its tempKey (the first photo goes alone to get one). */
export const UPLOAD_CONCURRENCY = 3;

export type PhotoUploadStatus = 'queued' | 'uploading' | 'done' | 'error';
export type PhotoUpload = {
  uid: string;
  file: File;
  status: PhotoUploadStatus;
  /** 0–100 */
  percent: number;
  error?: string;
  stored?: StoredFile;
};

let nextUid = 0;

/**
 * A name no other photo of the album has: a temp photo is removed by its name, and phones often call every picked
 * photo 'image.jpg'. 'image.jpg' → 'image (2).jpg'.
 */
function uniqueName(file: File, taken: Set<string>): File {
  let name = file.name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})${ext}`;
  taken.add(name);
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** The Korean message of a failed upload (SPEC §8); a 403 also opens the access-denied dialog. */
function uploadErrorMessage(error: unknown): string | null {
  const apiError = toApiError(error);
  if (apiError.code === 'CANCELED') return null;
  if (apiError.status === 403 || apiError.code === 'FORBIDDEN') useUiStore.getState().openAccessDenied(apiError.givenMessage);
  return apiError.status > 0 ? apiError.messageOr(UPLOAD_FAILED_DEFAULT_MESSAGE) : UPLOAD_FAILED_DEFAULT_MESSAGE;
}

/**
 * The photo queue of one album form: each photo is its own request (own progress, own retry), at most
 * UPLOAD_CONCURRENCY at a time, all under the tempKey the first one received. Uploads wait while no child is
 * tagged (the server needs one). Leaving the form unsaved (unmount, or the tab closing) resets the temp files.
 */
export function usePhotoUploads(classId: number, childCodes: readonly number[]) {
  const items = useRef<PhotoUpload[]>([]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const tempKey = useRef<string | undefined>(undefined);
  const saved = useRef(false);
  const controllers = useRef(new Map<string, AbortController>());
  const children = useRef(childCodes);
  const mounted = useRef(false);

  const commit = useCallback((next: PhotoUpload[]) => {
    items.current = next;
    rerender();
  }, []);
  const patch = useCallback(
    (uid: string, change: Partial<PhotoUpload>) => commit(items.current.map((i) => (i.uid === uid ? { ...i, ...change } : i))),
    [commit],
  );

  const pump = useCallback(() => {
    if (!mounted.current || children.current.length === 0) return;
    const active = items.current.filter((i) => i.status === 'uploading').length;
    const slots = (tempKey.current ? UPLOAD_CONCURRENCY : 1) - active;
    for (const item of items.current.filter((i) => i.status === 'queued').slice(0, Math.max(0, slots))) {
      void start(item);
    }

    async function start(item: PhotoUpload) {
      const controller = new AbortController();
      controllers.current.set(item.uid, controller);
      patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
      try {
        const result = await uploadAlbumPhoto({
          file: item.file,
          classId,
          childCodes: children.current,
          tempKey: tempKey.current,
          signal: controller.signal,
          onProgress: (percent) => patch(item.uid, { percent }),
        });
        tempKey.current ??= result.tempKey;
        const [stored] = result.files;
        if (items.current.some((i) => i.uid === item.uid)) patch(item.uid, { status: 'done', percent: 100, stored });
        else void removeTempPhoto(result.tempKey, stored.fileName).catch(() => undefined); // removed meanwhile
      } catch (error) {
        const message = uploadErrorMessage(error);
        if (message !== null && items.current.some((i) => i.uid === item.uid)) patch(item.uid, { status: 'error', error: message });
      } finally {
        controllers.current.delete(item.uid);
        pump();
      }
    }
  }, [classId, patch]);

  useEffect(() => {
    children.current = childCodes;
    pump();
  }, [childCodes, pump]);

  // leaving without saving: stop what is in flight and let the server drop this album's temp files
  useEffect(() => {
    mounted.current = true;
    const inFlight = controllers.current;
    const handlePageHide = (event: PageTransitionEvent) => {
      // a page kept in the back/forward cache may come back: only a real unload drops the photos
      if (event.persisted || !tempKey.current || saved.current) return;
      void resetPhotoFiles(tempKey.current, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', handlePageHide);
      for (const controller of inFlight.values()) controller.abort();
      if (tempKey.current && !saved.current) void resetPhotoFiles(tempKey.current).catch(() => undefined);
    };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const taken = new Set(items.current.map((i) => i.file.name));
      const added = files.map(
        (file): PhotoUpload => ({ uid: `photo-${++nextUid}`, file: uniqueName(file, taken), status: 'queued', percent: 0 }),
      );
      commit([...items.current, ...added]);
      pump();
    },
    [commit, pump],
  );

  const retry = useCallback(
    (uids: string[]) => {
      const again = (i: PhotoUpload) => uids.includes(i.uid) && i.status === 'error';
      commit(items.current.map((i) => (again(i) ? { ...i, status: 'queued', percent: 0, error: undefined } : i)));
      pump();
    },
    [commit, pump],
  );

  const remove = useCallback(
    (uid: string) => {
      const index = items.current.findIndex((i) => i.uid === uid);
      const item = items.current[index];
      if (!item) return;
      controllers.current.get(uid)?.abort();
      commit(items.current.filter((i) => i.uid !== uid));
      if (item.status === 'done' && item.stored && tempKey.current) {
        removeTempPhoto(tempKey.current, item.stored.fileName).catch(() => {
          // it is still on the server and would be saved with the album: show it again
          const list = [...items.current];
          list.splice(index, 0, item);
          commit(list);
          useUiStore.getState().showAlert(photoKo.removeFailed, 'error');
        });
      }
      pump();
    },
    [commit, pump],
  );

  const list = items.current;
  const counted = list.filter((i) => i.status !== 'error');
  const totalBytes = counted.reduce((sum, i) => sum + i.file.size, 0);
  const sentBytes = counted.reduce((sum, i) => sum + (i.file.size * i.percent) / 100, 0);
  return {
    items: list,
    doneCount: list.filter((i) => i.status === 'done').length,
    failedIds: list.filter((i) => i.status === 'error').map((i) => i.uid),
    isBusy: list.some((i) => i.status === 'queued' || i.status === 'uploading'),
    isWaitingForChildren: childCodes.length === 0 && list.some((i) => i.status === 'queued'),
    overallPercent: totalBytes > 0 ? Math.round((sentBytes / totalBytes) * 100) : 0,
    /** the album's tempKey once a photo is on the server */
    tempKey: () => tempKey.current,
    /** after a successful save: the temp files are the album's now, leaving must not reset them */
    markSaved: () => {
      saved.current = true;
    },
    add,
    retry,
    remove,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
