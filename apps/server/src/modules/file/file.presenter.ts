import path from 'node:path';
import { FILE_API_BASE, acceptedFileType, type StoredFile } from '@kg/contract';
import type { FileRow } from '../../db/schema/index';

/** The contract's storedFileSchema shape; files are only reachable through the authorised /api/file/{id} route. */
export function presentFile(row: FileRow): StoredFile {
  return {
    fileId: row.id,
    fileName: row.originalName,
    kind: row.kind,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl(row.id),
    thumbnailUrl: row.thumbnailKey ? `${fileUrl(row.id)}/thumb` : null,
  };
}

export function fileUrl(id: number): string {
  return `${FILE_API_BASE}/${id}`;
}

/** The name a download gets: the uploaded name with the extension of what is actually served (a re-encoded photo is .jpg/.webp). */
export function downloadName(originalName: string, mime: string): string {
  const ext = acceptedFileType(mime)?.ext;
  if (!ext) return originalName;
  const base = path.basename(originalName, path.extname(originalName)) || 'file';
  return `${base}.${ext}`;
}

/**
 * `inline; filename="<ascii fallback>"; filename*=UTF-8''<percent-encoded>` (RFC 6266/5987): old clients see an ASCII
 * name, browsers the Korean one.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ext = path.extname(fileName);
  const asciiBase = path
    .basename(fileName, ext)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .trim();
  const asciiExt = ext.replace(/[^A-Za-z0-9.]/g, '');
  const fallback = `${asciiBase || 'file'}${asciiExt}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Cleans a client-supplied file name for storage and display: no path, no control characters, at most 255 chars. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(cleaned || 'file').slice(0, 255).join('');
}
