import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FILE_FIELD_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  fileTooLargeMessage,
  tooManyFilesMessage,
  type FileKind,
} from '@kg/contract';
import type { Config } from '../../config';
import { AppError, invalid } from '../../lib/errors';
import { processImage } from './file.image';
import { cleanFileName } from './file.presenter';
import { SNIFF_BYTES, sniffType } from './file.sniff';
import { newStorageKey, type Storage } from './storage';

/** A file whose bytes are stored but whose row is not written yet. */
export type PendingFile = {
  storageKey: string;
  thumbnailKey: string | null;
  originalName: string;
  kind: FileKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
};

export type UploadLimits = Config['uploads'];

/** The multipart field every upload call carries its files in (DESIGN §7). */
export const FILES_FIELD = 'files';
const ALL_KINDS: readonly FileKind[] = ['image', 'video', 'document'];

export function maxBytesFor(kind: FileKind, limits: UploadLimits): number {
  return kind === 'image' ? limits.imageMaxBytes : kind === 'video' ? limits.videoMaxBytes : limits.documentMaxBytes;
}

/**
 * Stores one file's bytes: sniffs the type from the first bytes, counts bytes while streaming and aborts past the
 * per-kind limit (nothing is truncated or kept), re-encodes images. Every storage key written is pushed to
 * `written` as soon as it exists, so the caller can remove them if anything later in the request fails.
 */
export async function storeFile(
  deps: { storage: Storage; limits: UploadLimits },
  source: AsyncIterable<Uint8Array>,
  originalName: string,
  written: string[],
  options: { kinds?: readonly FileKind[]; kindMessage?: string } = {},
): Promise<PendingFile> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await readHead(iterator, SNIFF_BYTES);
  const sniffed = await sniffType(head);
  if (!sniffed) throw new AppError('UNSUPPORTED_TYPE', UNSUPPORTED_FILE_MESSAGE);
  if (!(options.kinds ?? ALL_KINDS).includes(sniffed.kind)) {
    throw new AppError('UNSUPPORTED_TYPE', options.kindMessage ?? UNSUPPORTED_FILE_MESSAGE);
  }
  const maxBytes = maxBytesFor(sniffed.kind, deps.limits);
  const body = limitBytes(head, iterator, maxBytes, () => new AppError('TOO_LARGE', fileTooLargeMessage(sniffed.kind, maxBytes)));
  const name = cleanFileName(originalName);

  if (sniffed.kind === 'image') {
    // sharp needs the whole image; images are capped at imageMaxBytes and the original (with its EXIF) never touches disk
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const { display, thumbnail } = await processImage(Buffer.concat(chunks), sniffed, deps.limits.maxPixels);
    const storageKey = newStorageKey(display.ext);
    written.push(storageKey);
    await deps.storage.put(storageKey, [display.data]);
    const thumbnailKey = newStorageKey(thumbnail.ext);
    written.push(thumbnailKey);
    await deps.storage.put(thumbnailKey, [thumbnail.data]);
    return {
      storageKey,
      thumbnailKey,
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
  const { size } = await deps.storage.put(storageKey, body);
  return { storageKey, thumbnailKey: null, originalName: name, kind: sniffed.kind, mimeType: sniffed.mime, size, width: null, height: null };
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
};

export type ReadUploads = { files: PendingFile[]; fields: Record<string, string[]> };

/**
 * Reads a multipart request: every part in the `files` field is stored (see storeFile), other text fields are
 * collected. All or nothing: on any failure the objects already written are removed, the rest of the body is
 * discarded and the connection closed, and the error is rethrown.
 */
export async function readUploads(
  deps: { storage: Storage; limits: UploadLimits },
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReadUploadsOptions = {},
): Promise<ReadUploads> {
  const maxFiles = Math.min(options.maxFiles ?? deps.limits.maxFiles, deps.limits.maxFiles);
  const tooMany = options.tooManyFiles ?? ((n: number) => new AppError('TOO_LARGE', tooManyFilesMessage(n)));
  const requiredMessage = options.requiredMessage ?? FILE_REQUIRED_MESSAGE;
  if (!request.isMultipart()) throw invalid(FILES_FIELD, requiredMessage);

  const written: string[] = [];
  const files: PendingFile[] = [];
  const fields: Record<string, string[]> = {};
  let current: MultipartFile | null = null;
  try {
    const parts = request.parts({ limits: { files: maxFiles } });
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartError(error, maxFiles, tooMany);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      current = part;
      if (part.fieldname !== FILES_FIELD) throw invalid(FILES_FIELD, FILE_FIELD_MESSAGE);
      if (!part.filename) {
        // a browser sends an empty, nameless part when nothing was picked
        for await (const chunk of part.file) void chunk;
        current = null;
        continue;
      }
      if (files.length >= maxFiles) throw tooMany(maxFiles);
      try {
        // browsers escape a double quote in the multipart filename as %22 (HTML spec); undo that one escape
        files.push(await storeFile(deps, part.file, part.filename.replace(/%22/g, '"'), written, options));
      } catch (error) {
        throw multipartError(error, maxFiles, tooMany);
      }
      current = null;
    }
    if (files.length === 0) throw invalid(FILES_FIELD, requiredMessage);
    return { files, fields };
  } catch (error) {
    await removeKeys(deps.storage, written);
    abandonBody(request, reply, current);
    throw error;
  }
}

/** Removes stored objects of a failed request (best effort: the janitor sweeps what is left). */
export async function removeKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

function multipartError(error: unknown, maxFiles: number, tooMany: (n: number) => AppError): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooMany(maxFiles);
  if (code && code.startsWith('FST_')) return error; // mapped by the error plugin (413 limits, 400 malformed)
  const message = error instanceof Error ? error.message : '';
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || /Unexpected end of form|Malformed|terminated early|Premature close|aborted/i.test(message)) {
    return new AppError('BAD_REQUEST', '업로드 요청이 올바르지 않습니다. 다시 시도해 주세요.');
  }
  return error;
}

/** Stops reading a multipart body we are rejecting: discard what is in flight and close the connection after the reply. */
function abandonBody(request: FastifyRequest, reply: FastifyReply, current: MultipartFile | null) {
  if (request.raw.readableEnded) return;
  current?.file.destroy();
  request.raw.unpipe();
  request.raw.resume();
  if (!reply.sent) reply.header('connection', 'close');
}
