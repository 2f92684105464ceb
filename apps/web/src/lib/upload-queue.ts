import { useEffect, useState, useSyncExternalStore } from 'react';
import { fileEndpoints, type StoredFile, type UploadResult } from '@kg/contract';
import { call } from '@/api/client';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { showUploadError, uploadErrorMessage } from './upload-error';

/**
 * The one upload engine of the app (the class-story upload fields and the album form): every file is its own
 * request with its own progress, abort and retry; the first one gets a tempKey from the server and every later one
 * joins it, so a save attaches them all by that key.
 */

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export type UploadItem = {
  uid: string;
  file: File;
  status: UploadStatus;
  /** 0–100 */
  percent: number;
  /** the Korean message of a failed upload */
  error?: string;
  /** what the server stored (done) */
  stored?: StoredFile;
  /** the key the file is stored under (done) */
  tempKey?: string;
};

/** Sends one file: `tempKey` is the key to join (none for the first file), progress in percent, abortable. */
export type SendFile = (
  file: File,
  options: { tempKey: string | undefined; onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<UploadResult>;

export type UploadQueueOptions = {
  send: SendFile;
  /** parallel requests once the first file has brought the tempKey (that one always goes alone); default 1 */
  concurrency?: number;
  /** false holds the queued files (the album needs a tagged child first); default true */
  ready?: boolean;
  /** every file is an upload of its own that joins no tempKey (a note's one video) */
  separate?: boolean;
  /** at most this many files; 1 means a new file replaces the one there */
  maxCount?: number;
  /** besides the file's own error (and the access-denied dialog on a 403), show a failure in the global alert */
  alertErrors?: boolean;
  /** said when a finished file could not be taken back from the server (it stays in the list) */
  removeFailedMessage?: string;
  /** leaving without saving: the server may drop the temp files at once (keepalive while the tab closes) */
  discard?: (tempKey: string, options: { keepalive: boolean }) => Promise<unknown>;
};

export type UploadQueueState = {
  items: readonly UploadItem[];
  doneCount: number;
  failedIds: string[];
  /** a file is waiting or on its way: a save should wait */
  isBusy: boolean;
  /** files are queued while `ready` is false */
  isWaiting: boolean;
  /** 0–100 over the bytes of every file that has not failed */
  overallPercent: number;
  /** the key a save attaches: set once a file is on the server, undefined while none is */
  tempKey: string | undefined;
};

export type UploadQueueActions = {
  /** queues the files; answers the uids of those taken (none beyond `maxCount`), for a form that ties each to a field */
  add: (files: File[]) => string[];
  retry: (uids: string[]) => void;
  remove: (uid: string) => void;
  /** after a successful save: the temp files belong to the record now, leaving must not discard them */
  markSaved: () => void;
};

export type UploadQueueHandle = UploadQueueState & UploadQueueActions;

let nextUid = 0;

/**
 * A name no other file of the queue has: a temp file is taken back by its name, and phones often call every picked
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

/** Takes back one of the caller's not-yet-saved uploads. */
function removeTempFile(tempKey: string, fileName: string) {
  return call(fileEndpoints.removeTempFile, { query: { tempKey, fileName } });
}

function summarise(items: UploadItem[], ready: boolean): UploadQueueState {
  const counted = items.filter((i) => i.status !== 'error');
  const totalBytes = counted.reduce((sum, i) => sum + i.file.size, 0);
  const sentBytes = counted.reduce((sum, i) => sum + (i.file.size * i.percent) / 100, 0);
  const done = items.filter((i) => i.status === 'done');
  return {
    items,
    doneCount: done.length,
    failedIds: items.filter((i) => i.status === 'error').map((i) => i.uid),
    isBusy: items.some((i) => i.status === 'queued' || i.status === 'uploading'),
    isWaiting: !ready && items.some((i) => i.status === 'queued'),
    overallPercent: totalBytes > 0 ? Math.round((sentBytes / totalBytes) * 100) : 0,
    tempKey: done.at(-1)?.tempKey,
  };
}

class UploadQueue {
  private items: UploadItem[] = [];
  /** the shared tempKey once the server issued one (kept when files are removed: later files still join it) */
  private key: string | undefined;
  private readonly controllers = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();
  private state: UploadQueueHandle;
  private open = false;
  private saved = false;

  constructor(private options: UploadQueueOptions) {
    this.state = this.snapshot();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** The latest options (the send function sees the form's current values); queued files start when ready. */
  configure(options: UploadQueueOptions) {
    const readyChanged = (this.options.ready !== false) !== (options.ready !== false);
    this.options = options;
    if (readyChanged) this.commit(this.items); // isWaiting follows
    this.pump();
  }

  readonly add = (files: File[]): string[] => {
    const replace = this.options.maxCount === 1;
    if (replace) for (const item of this.items) this.remove(item.uid);
    const room = this.options.maxCount === undefined ? files.length : this.options.maxCount - this.items.length;
    const taken = new Set(this.items.map((i) => i.file.name));
    const added = files.slice(0, Math.max(0, room)).map(
      (file): UploadItem => ({ uid: `upload-${++nextUid}`, file: uniqueName(file, taken), status: 'queued', percent: 0 }),
    );
    if (added.length === 0) return [];
    this.commit([...this.items, ...added]);
    this.pump();
    return added.map((item) => item.uid);
  };

  readonly retry = (uids: string[]) => {
    const again = (i: UploadItem) => uids.includes(i.uid) && i.status === 'error';
    this.commit(this.items.map((i) => (again(i) ? { ...i, status: 'queued', percent: 0, error: undefined } : i)));
    this.pump();
  };

  /** Takes a file out: an upload on its way is aborted, a finished one is taken back from the server. */
  readonly remove = (uid: string) => {
    const index = this.items.findIndex((i) => i.uid === uid);
    const item = this.items[index];
    if (!item) return;
    this.controllers.get(uid)?.abort();
    this.commit(this.items.filter((i) => i.uid !== uid));
    if (item.status === 'done' && item.stored && item.tempKey) {
      removeTempFile(item.tempKey, item.stored.fileName).catch(() => {
        // it is still on the server and would be saved with the record: show it again
        const list = [...this.items];
        list.splice(Math.min(index, list.length), 0, item);
        this.commit(list);
        useUiStore.getState().showAlert(this.options.removeFailedMessage ?? ko.upload.removeFailed, 'error');
      });
    }
    this.pump();
  };

  readonly markSaved = () => {
    this.saved = true;
  };

  /** Mounted: uploads may start; a closing tab discards an unsaved upload. */
  start() {
    this.open = true;
    window.addEventListener('pagehide', this.handlePageHide);
    this.pump();
  }

  /** Unmounted: what is on its way is aborted and an unsaved upload discarded. */
  stop() {
    this.open = false;
    window.removeEventListener('pagehide', this.handlePageHide);
    for (const controller of this.controllers.values()) controller.abort();
    if (this.key && !this.saved) void this.options.discard?.(this.key, { keepalive: false }).catch(() => undefined);
  }

  private readonly handlePageHide = (event: PageTransitionEvent) => {
    // a page kept in the back/forward cache may come back: only a real unload discards the files
    if (event.persisted || !this.key || this.saved) return;
    void this.options.discard?.(this.key, { keepalive: true }).catch(() => undefined);
  };

  private snapshot(): UploadQueueHandle {
    return { ...summarise(this.items, this.options.ready !== false), add: this.add, retry: this.retry, remove: this.remove, markSaved: this.markSaved };
  }

  private commit(items: UploadItem[]) {
    this.items = items;
    this.state = this.snapshot();
    for (const listener of this.listeners) listener();
  }

  private patch(uid: string, change: Partial<UploadItem>) {
    if (!this.items.some((i) => i.uid === uid)) return;
    this.commit(this.items.map((i) => (i.uid === uid ? { ...i, ...change } : i)));
  }

  private pump() {
    if (!this.open || this.options.ready === false) return;
    const uploading = this.items.filter((i) => i.status === 'uploading').length;
    const alone = !this.options.separate && this.key === undefined;
    const slots = (alone ? 1 : (this.options.concurrency ?? 1)) - uploading;
    for (const item of this.items.filter((i) => i.status === 'queued').slice(0, Math.max(0, slots))) void this.send(item);
  }

  private async send(item: UploadItem) {
    const controller = new AbortController();
    this.controllers.set(item.uid, controller);
    this.patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
    try {
      const result = await this.options.send(item.file, {
        tempKey: this.options.separate ? undefined : this.key,
        onProgress: (percent) => this.patch(item.uid, { percent }),
        signal: controller.signal,
      });
      if (!this.options.separate) this.key ??= result.tempKey;
      else this.key = result.tempKey;
      const [stored] = result.files;
      if (this.items.some((i) => i.uid === item.uid)) this.patch(item.uid, { status: 'done', percent: 100, stored, tempKey: result.tempKey });
      else void removeTempFile(result.tempKey, stored.fileName).catch(() => undefined); // removed meanwhile
    } catch (error) {
      if (controller.signal.aborted) return;
      showUploadError(error, { alert: this.options.alertErrors ?? false });
      this.patch(item.uid, { status: 'error', error: uploadErrorMessage(error) });
    } finally {
      this.controllers.delete(item.uid);
      this.pump();
    }
  }
}

/** One upload queue for the life of a form (see UploadQueue); the options may change on every render. */
export function useUploadQueue(options: UploadQueueOptions): UploadQueueHandle {
  const [queue] = useState(() => new UploadQueue(options));
  useEffect(() => queue.configure(options));
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  return useSyncExternalStore(queue.subscribe, queue.getState);
}

/**
 * A form left unsaved: its uploaded files are taken back one by one (there is no call for a whole tempKey; anything
 * missed goes with the server's hourly clean-up). `keepalive` lets the requests outlive a closing tab.
 */
export function discardTempFiles(tempKey: string, fileNames: readonly string[], { keepalive }: { keepalive: boolean }) {
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
