import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition, downloadName } from './file.presenter';
import { THUMBNAIL_MIME } from './file.image';
import type { FileService, OpenedFile } from './file.service';

/**
 * Private files: never in a shared cache, and the browser asks again on every use (`no-cache`). The 304 it gets back
 * comes only after the access check, so a signed-out or no-longer-allowed user never sees a cached copy.
 */
export const FILE_CACHE_CONTROL = 'private, no-cache';

/** A stored file's bytes never change (a new upload is a new row): row, variant, size and upload time name them. */
function fileEtag(file: OpenedFile): string {
  return `"f${file.row.id}-${file.variant}-${file.size}-${file.row.createdAt.getTime().toString(36)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` matches any). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/** Parses a single `bytes=a-b` / `bytes=a-` / `bytes=-n` range; undefined = serve whole, null = unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // multiple or malformed ranges: whole file
  if (size === 0) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

/**
 * Streams a stored file with its real type, nosniff, private revalidated caching, an ETag (304 when the browser's copy
 * is current) and a Content-Disposition carrying the Korean name (RFC 5987). Videos and documents download; images
 * show inline. Single byte ranges answer 206 so videos can seek. Called only with a file the caller may read.
 */
export async function sendFile(
  files: FileService,
  request: FastifyRequest,
  reply: FastifyReply,
  file: OpenedFile,
  /** `attachment` saves even an image (the parent app's 원본 저장) */
  options: { disposition?: 'inline' | 'attachment' } = {},
) {
  const { row, size } = file;
  const etag = fileEtag(file);
  const disposition = options.disposition ?? (file.variant === 'thumb' || row.kind === 'image' ? 'inline' : 'attachment');
  const name = file.variant === 'thumb' ? downloadName(row.originalName, THUMBNAIL_MIME) : downloadName(row.originalName, row.mimeType);
  reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', FILE_CACHE_CONTROL)
    .header('etag', etag)
    .header('last-modified', row.createdAt.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(disposition, name));

  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, size);
  if (range === null) {
    return reply.code(416).header('content-range', `bytes */${size}`).header('content-type', 'text/plain').send('');
  }
  if (range) {
    const stream = await files.readStream(file, range);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  }
  const stream = await files.readStream(file);
  return reply.header('content-length', size).send(stream);
}
