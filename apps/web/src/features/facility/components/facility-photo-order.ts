import { useState } from 'react';
import type { FacilityPhoto } from '@kg/contract';
import type { UploadItem } from '@/lib/upload-queue';

/**
 * The form's photos as one ordered list: the space's attached photos (editing) and the upload queue's files, new ones
 * joining at the end. The upload engine keeps its files in the order they were dropped; the order arranged here is
 * kept by key, so the engine stays the app's one upload engine.
 */
export type FacilityPhotoEntry =
  | { key: string; kind: 'saved'; name: string; photo: FacilityPhoto }
  | { key: string; kind: 'upload'; name: string; item: UploadItem };

export const savedPhotoKey = (photo: Pick<FacilityPhoto, 'fileId'>) => `saved-${photo.fileId}`;
const uploadKey = (item: UploadItem) => `upload-${item.uid}`;

/** Every photo in `order` first (keys no longer present are skipped), then the rest as they come: saved, then uploads. */
export function arrangeFacilityPhotos(
  saved: readonly FacilityPhoto[],
  items: readonly UploadItem[],
  order: readonly string[],
): FacilityPhotoEntry[] {
  const all: FacilityPhotoEntry[] = [
    ...saved.map((photo): FacilityPhotoEntry => ({ key: savedPhotoKey(photo), kind: 'saved', name: photo.fileName, photo })),
    ...items.map((item): FacilityPhotoEntry => ({ key: uploadKey(item), kind: 'upload', name: item.file.name, item })),
  ];
  const byKey = new Map(all.map((entry) => [entry.key, entry]));
  const placed = order.flatMap((key) => byKey.get(key) ?? []);
  const placedKeys = new Set(placed.map((entry) => entry.key));
  return [...placed, ...all.filter((entry) => !placedKeys.has(entry.key))];
}

/** The keys with `key` moved to index `to` (clamped). */
export function moveKey(keys: readonly string[], key: string, to: number): string[] {
  if (!keys.includes(key)) return [...keys];
  const next = keys.filter((k) => k !== key);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, key);
  return next;
}

/** The file id a save sends for an entry: attached photos and finished uploads (failed or unfinished ones are not saved). */
export function fileIdOf(entry: FacilityPhotoEntry): number | undefined {
  if (entry.kind === 'saved') return entry.photo.fileId;
  return entry.item.status === 'done' ? entry.item.stored?.fileId : undefined;
}

export type FacilityPhotoOrder = {
  entries: FacilityPhotoEntry[];
  /** moves the photo of `key` to index `to` of `entries` */
  move: (key: string, to: number) => void;
  /** takes an attached photo out of the list (the server removes it when the edit is saved) */
  removeSaved: (fileId: number) => void;
};

/** The ordered photos of one form: `initial` are the space's attached photos (none for a new space). */
export function useFacilityPhotoOrder(initial: readonly FacilityPhoto[], items: readonly UploadItem[]): FacilityPhotoOrder {
  const [saved, setSaved] = useState(initial);
  const [order, setOrder] = useState<readonly string[]>([]);
  return {
    entries: arrangeFacilityPhotos(saved, items, order),
    move: (key, to) =>
      setOrder((current) =>
        moveKey(
          arrangeFacilityPhotos(saved, items, current).map((entry) => entry.key),
          key,
          to,
        ),
      ),
    removeSaved: (fileId) => setSaved((list) => list.filter((photo) => photo.fileId !== fileId)),
  };
}
