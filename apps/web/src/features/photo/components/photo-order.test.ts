import { describe, expect, it } from 'vitest';
import { FILE_API_BASE, type StoredFile } from '@kg/contract';
import type { UploadItem } from '@/lib/upload-queue';
import { arrangePhotos, moveKey, orderedFileIds } from './photo-order';

const stored = (fileId: number): StoredFile => ({
  fileId,
  fileName: `${fileId}.jpg`,
  kind: 'image',
  mimeType: 'image/jpeg',
  size: 1,
  width: 1,
  height: 1,
  url: `${FILE_API_BASE}/${fileId}`,
  thumbnailUrl: null,
});
const upload = (uid: string, status: UploadItem['status'], fileId?: number): UploadItem => ({
  uid,
  file: new File([], `${uid}.jpg`),
  status,
  percent: status === 'done' ? 100 : 0,
  stored: fileId ? stored(fileId) : undefined,
});

describe('the album form’s photo order', () => {
  it('keeps the arranged order, skips photos that left, and puts new ones at the end', () => {
    const saved = [stored(1), stored(2)];
    const items = [upload('a', 'done', 10), upload('b', 'uploading')];
    expect(arrangePhotos(saved, items, []).map((e) => e.key)).toEqual(['saved-1', 'saved-2', 'upload-a', 'upload-b']);
    const order = ['upload-a', 'saved-2', 'upload-gone', 'saved-1'];
    expect(arrangePhotos(saved, items, order).map((e) => e.key)).toEqual(['upload-a', 'saved-2', 'saved-1', 'upload-b']);
  });

  it('moves a key to an index, clamped to the list', () => {
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });

  it('saves saved photos and finished uploads in order; failed and unfinished ones are not saved', () => {
    const entries = arrangePhotos([stored(1)], [upload('a', 'error'), upload('b', 'done', 11), upload('c', 'queued')], ['upload-b']);
    expect(orderedFileIds(entries)).toEqual([11, 1]);
  });
});
