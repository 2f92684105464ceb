import { useCallback, useMemo, useRef, useState } from 'react';
import { POST_ATTACHMENTS_MAX, type PostRefType, type StoredFile, type UploadResult } from '@kg/contract';
import type { UploadEditorImage } from '@/components/rich-text/lazy-rich-text-editor';
import { ko } from '@/i18n/ko';
import { useUploadQueue, type SendFile, type UploadQueueHandle } from '@/lib/upload-queue';
import { useUiStore } from '@/stores/ui';
import { uploadPostAttachment, uploadPostEditorImage } from './api/post-files';

/**
 * The files of one post form (docs/product/file.md#tempkey-and-attach): attachments and the images of the text go
 * under ONE tempKey — the first upload of either kind gets it, every later one joins it — so the save attaches both.
 */

export type PostUploads = {
  refType: PostRefType;
  /** the attachments on their way or uploaded (progress, retry, remove: lib/upload-queue) */
  queue: UploadQueueHandle;
  /** the post's saved attachments still kept (edit) */
  kept: readonly StoredFile[];
  /** takes a saved attachment out: the save sends it in `removeFileIds` */
  removeKept: (fileId: number) => void;
  /** the saved attachments taken out */
  removeFileIds: number[];
  /** the editor's `onUploadImage` */
  uploadEditorImage: UploadEditorImage;
  /** the key the save sends (`?tempKey=`); undefined while nothing uploaded is left to attach */
  tempKey: string | undefined;
  /** an attachment or an image is on its way: a save waits */
  isBusy: boolean;
  /** kept + new attachments (not the failed ones) */
  attachmentCount: number;
  /** at most this many attachments, kept ones included */
  maxCount: number;
  /**
   * Adds picked or dropped attachments: they start uploading at once; beyond `maxCount` they are left out with a
   * warning. `batch` is the whole pick the file came with (antd's beforeUpload hands files over one by one).
   */
  addAttachment: (file: File, batch?: readonly File[]) => void;
  /** after a successful save */
  markSaved: () => void;
};

type WithKey = <R extends { tempKey: string }>(send: (tempKey: string | undefined) => Promise<R>) => Promise<R>;

/**
 * Runs uploads so they share one tempKey: while the first upload (the one that brings the key) is on its way, any
 * other waits for it and then joins its key; if it fails, the next one goes first.
 */
function useSharedTempKey(onKey: (tempKey: string) => void): WithKey {
  const key = useRef<string | undefined>(undefined);
  const first = useRef<Promise<unknown> | null>(null);
  return useCallback(
    async <R extends { tempKey: string }>(send: (tempKey: string | undefined) => Promise<R>): Promise<R> => {
      while (key.current === undefined && first.current) await first.current.catch(() => undefined);
      if (key.current !== undefined) return send(key.current);
      const sending = send(undefined);
      first.current = sending;
      try {
        const result = await sending;
        if (key.current === undefined) {
          key.current = result.tempKey;
          onKey(result.tempKey);
        }
        return result;
      } finally {
        if (first.current === sending) first.current = null;
      }
    },
    [onKey],
  );
}

/**
 * A temp file is taken back by its name under the tempKey, so no two files of one form share a name: attachments
 * and pasted images ('image.png') each get one no other file has ('image (2).png'). A retried file keeps its name.
 */
function useUniqueNames() {
  const taken = useRef(new Set<string>());
  const named = useRef(new WeakMap<File, File>());
  return useCallback((file: File): File => {
    const known = named.current.get(file);
    if (known) return known;
    let name = file.name || 'image';
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; taken.current.has(name); n++) name = `${base} (${n})${ext}`;
    taken.current.add(name);
    const renamed = name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
    named.current.set(file, renamed);
    return renamed;
  }, []);
}

export type PostUploadsOptions = {
  refType: PostRefType;
  /** the attachments the post has (editing) */
  existing?: readonly StoredFile[];
  /** at most this many attachments, kept ones included (default POST_ATTACHMENTS_MAX) */
  maxCount?: number;
};

/** One post form's uploads: attachments (queue, per-file progress) and editor images, under one tempKey. */
export function usePostUploads({ refType, existing = NO_FILES, maxCount = POST_ATTACHMENTS_MAX }: PostUploadsOptions): PostUploads {
  const [tempKey, setTempKey] = useState<string | undefined>();
  const [kept, setKept] = useState<readonly StoredFile[]>(existing);
  const [removeFileIds, setRemoveFileIds] = useState<number[]>([]);
  const [imagesOnTheWay, setImagesOnTheWay] = useState(0);
  const [imagesUploaded, setImagesUploaded] = useState(0);
  const withKey = useSharedTempKey(setTempKey);
  const uniqueName = useUniqueNames();

  const send: SendFile = useCallback(
    (file, { onProgress, signal }) =>
      withKey<UploadResult>((key) => uploadPostAttachment(refType, uniqueName(file), { tempKey: key, onProgress, signal })),
    [withKey, refType, uniqueName],
  );
  // the limit is kept here, not by the queue: its maxCount of 1 means "a new file replaces the one there"
  const queue = useUploadQueue({ send, alertErrors: false });

  const uploadEditorImage: UploadEditorImage = useCallback(
    async (file, { onProgress }) => {
      setImagesOnTheWay((n) => n + 1);
      try {
        const result = await withKey((key) => uploadPostEditorImage(uniqueName(file), { tempKey: key, onProgress }));
        setImagesUploaded((n) => n + 1);
        return result.url;
      } finally {
        setImagesOnTheWay((n) => n - 1);
      }
    },
    [withKey, uniqueName],
  );

  const removeKept = useCallback((fileId: number) => {
    setKept((list) => list.filter((file) => file.fileId !== fileId));
    setRemoveFileIds((ids) => (ids.includes(fileId) ? ids : [...ids, fileId]));
  }, []);

  // a tempKey with nothing left under it (every upload taken back) would be refused: the save then sends none
  const hasUploads = imagesUploaded > 0 || queue.doneCount > 0;
  const attachmentCount = kept.length + queue.items.filter((item) => item.status !== 'error').length;
  const { add } = queue;
  const addAttachment = useCallback(
    (file: File, batch: readonly File[] = [file]) => {
      // every file of one pick is handed over before the next render: its place in the pick says whether it fits
      const index = Math.max(0, batch.indexOf(file));
      if (attachmentCount + index < maxCount) add([file]);
      else useUiStore.getState().showAlert(ko.post.tooManyFiles(maxCount), 'warning');
    },
    [add, attachmentCount, maxCount],
  );
  return useMemo(
    () => ({
      refType,
      queue,
      kept,
      removeKept,
      removeFileIds,
      uploadEditorImage,
      tempKey: hasUploads ? tempKey : undefined,
      isBusy: queue.isBusy || imagesOnTheWay > 0,
      attachmentCount,
      maxCount,
      addAttachment,
      markSaved: queue.markSaved,
    }),
    [refType, queue, kept, removeKept, removeFileIds, uploadEditorImage, hasUploads, tempKey, imagesOnTheWay, attachmentCount, maxCount, addAttachment],
  );
}

const NO_FILES: readonly StoredFile[] = [];
