import { useState } from 'react';
import type { StoredFile } from '@kg/contract';
import type { UploadItem } from '@/lib/upload-queue';

/**
 * The album form's photos as one ordered list (docs/product/photo.md#order): the album's saved photos (editing) and
 * the upload queue's files, new ones joining at the end. The upload engine keeps its files in the order they were
 * dropped; the order the teacher arranges is kept here, by key, so the engine stays the app's one upload engine.
 */
export type PhotoEntry =
  | { key: string; kind: 'saved'; name: string; file: StoredFile }
  | { key: string; kind: 'upload'; name: string; item: UploadItem };

const savedKey = (file: StoredFile) => `saved-${file.fileId}`;
const uploadKey = (item: UploadItem) => `upload-${item.uid}`;

/** Every photo in `order` first (keys no longer present are skipped), then the rest as they come: saved, then uploads. */
export function arrangePhotos(saved: readonly StoredFile[], items: readonly UploadItem[], order: readonly string[]): PhotoEntry[] {
  const all: PhotoEntry[] = [
    ...saved.map((file): PhotoEntry => ({ key: savedKey(file), kind: 'saved', name: file.fileName, file })),
    ...items.map((item): PhotoEntry => ({ key: uploadKey(item), kind: 'upload', name: item.file.name, item })),
  ];
  const byKey = new Map(all.map((entry) => [entry.key, entry]));
  const placed = order.flatMap((key) => byKey.get(key) ?? []);
  const placedKeys = new Set(placed.map((entry) => entry.key));
  return [...placed, ...all.filter((entry) => !placedKeys.has(entry.key))];
}

/** The keys with `key` moved to index `to` (clamped). */
export function moveKey(keys: readonly string[], key: string, to: number): string[] {
  const from = keys.indexOf(key);
  if (from < 0) return [...keys];
  const next = keys.filter((k) => k !== key);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, key);
  return next;
}

/** What the save sends as `photoFileIds`: saved photos and finished uploads, in order (failed or unfinished ones are not saved). */
export function orderedFileIds(entries: readonly PhotoEntry[]): number[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'saved') return [entry.file.fileId];
    return entry.item.status === 'done' && entry.item.stored ? [entry.item.stored.fileId] : [];
  });
}

export type PhotoOrder = {
  entries: PhotoEntry[];
  /** moves the photo of `key` to index `to` of `entries` */
  move: (key: string, to: number) => void;
  /** takes a saved photo out of the album (deleted when the edit is saved; cancelling keeps it) */
  removeSaved: (fileId: number) => void;
  fileIds: number[];
};

/** The ordered photos of one album form: `initial` are the album's saved photos (none for a new album). */
export function usePhotoOrder(initial: readonly StoredFile[], items: readonly UploadItem[]): PhotoOrder {
  const [saved, setSaved] = useState(initial);
  const [order, setOrder] = useState<readonly string[]>([]);
  const entries = arrangePhotos(saved, items, order);
  return {
    entries,
    move: (key, to) =>
      setOrder((current) =>
        moveKey(
          arrangePhotos(saved, items, current).map((entry) => entry.key),
          key,
          to,
        ),
      ),
    removeSaved: (fileId) => setSaved((list) => list.filter((file) => file.fileId !== fileId)),
    fileIds: orderedFileIds(entries),
  };
}
