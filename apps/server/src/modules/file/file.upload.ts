import { UNSUPPORTED_FILE_MESSAGE, fileKinds, fileTooLargeMessage, type FileKind } from '@kg/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { processImage } from './file.image';
import { cleanFileName } from './file.presenter';
import { SNIFF_BYTES, sniffType } from './file.sniff';
import { isBoxVideo, stripVideoLocation } from './file.video';
import { newStorageKey, type Storage } from './storage';

/** A file whose bytes are stored but whose row is not written yet. */
export type PendingFile = {
  storageKey: string;
  thumbnailKey: string | null;
  originalKey: string | null;
  originalName: string;
  kind: FileKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
};

export type UploadLimits = Config['uploads'];

/** The multipart field every upload call carries its files in (docs/product/file.md#uploads). */
export const FILES_FIELD = 'files';

export function maxBytesFor(kind: FileKind, limits: UploadLimits): number {
  return kind === 'image' ? limits.imageMaxBytes : kind === 'video' ? limits.videoMaxBytes : limits.documentMaxBytes;
}

/**
 * Stores one file's bytes: sniffs the type from the first bytes, counts bytes while streaming and aborts past the
 * per-kind limit (nothing is truncated or kept), re-encodes images and strips the location of MP4/MOV videos. Every
 * storage key written is pushed to `written` as soon as it exists, so the caller can remove them if anything later in
 * the request fails.
 */
export async function storeFile(
  deps: { storage: Storage; limits: UploadLimits },
  source: AsyncIterable<Uint8Array>,
  originalName: string,
  written: string[],
  options: { kinds?: readonly FileKind[]; kindMessage?: string; keepOriginal?: boolean } = {},
): Promise<PendingFile> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await readHead(iterator, SNIFF_BYTES);
  const sniffed = await sniffType(head);
  if (!sniffed) throw new AppError('UNSUPPORTED_TYPE', UNSUPPORTED_FILE_MESSAGE);
  if (!(options.kinds ?? fileKinds).includes(sniffed.kind)) {
    throw new AppError('UNSUPPORTED_TYPE', options.kindMessage ?? UNSUPPORTED_FILE_MESSAGE);
  }
  const maxBytes = maxBytesFor(sniffed.kind, deps.limits);
  const body = limitBytes(head, iterator, maxBytes, () => new AppError('TOO_LARGE', fileTooLargeMessage(sniffed.kind, maxBytes)));
  const name = cleanFileName(originalName);

  if (sniffed.kind === 'image') {
    // sharp needs the whole image; images are capped at imageMaxBytes and the original (with its EXIF) never touches disk
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const { display, thumbnail, original } = await processImage(Buffer.concat(chunks), sniffed, deps.limits.maxPixels, options.keepOriginal);
    const storageKey = newStorageKey(display.ext);
    written.push(storageKey);
    await deps.storage.put(storageKey, [display.data]);
    const thumbnailKey = newStorageKey(thumbnail.ext);
    written.push(thumbnailKey);
    await deps.storage.put(thumbnailKey, [thumbnail.data]);
    const originalKey = original ? newStorageKey(original.ext) : null;
    if (original && originalKey) {
      written.push(originalKey);
      await deps.storage.put(originalKey, [original.data]);
    }
    return {
      storageKey,
      thumbnailKey,
      originalKey,
      originalName: name,
      kind: 'image',
      mimeType: display.mime,
      size: display.data.length,
      width: display.width,
      height: display.height,
    };
  }

  const storageKey = newStorageKey(sniffed.ext);
  written.push(storageKey);
  const { size } = await deps.storage.put(storageKey, isBoxVideo(sniffed) ? stripVideoLocation(body) : body);
  return { storageKey, thumbnailKey: null, originalKey: null, originalName: name, kind: sniffed.kind, mimeType: sniffed.mime, size, width: null, height: null };
}

async function readHead(iterator: AsyncIterator<Uint8Array>, bytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < bytes) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  return Buffer.concat(chunks);
}

/** Yields the head then the rest, throwing (never truncating) once more than `maxBytes` went by. */
async function* limitBytes(head: Buffer, rest: AsyncIterator<Uint8Array>, maxBytes: number, tooLarge: () => Error) {
  let total = head.length;
  if (total > maxBytes) throw tooLarge();
  if (head.length > 0) yield head;
  for (;;) {
    const { value, done } = await rest.next();
    if (done) return;
    total += value.length;
    if (total > maxBytes) throw tooLarge();
    yield value;
  }
}

export type ReadUploadsOptions = {
  kinds?: readonly FileKind[];
  /** 415 message when a file is of a kind this call does not take. */
  kindMessage?: string;
  /** Most files in one request (default UPLOAD_MAX_FILES). */
  maxFiles?: number;
  /** The error for one file too many (default 413 naming the limit). */
  tooManyFiles?: (maxFiles: number) => AppError;
  /** 400 message when the request holds no file. */
  requiredMessage?: string;
  /** Images also keep a full-size copy (album photos: 원본 저장). */
  keepOriginal?: boolean;
};

export type ReadUploads = { files: PendingFile[]; fields: Record<string, string[]> };

export type UploadDeps = { storage: Storage; limits: UploadLimits };

/**
 * Where uploaded files come from, without HTTP in the service that asks: a route hands its multipart request over
 * as one (`multipartSource` in file.multipart.ts). `read` stores every file (see storeFile), all or nothing.
 */
export type UploadSource = { read(deps: UploadDeps, options: ReadUploadsOptions): Promise<ReadUploads> };

/** Removes stored objects of a failed request (best effort: the janitor sweeps what is left). */
export async function removeKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
