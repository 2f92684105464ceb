import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@kg/contract';

/** The real type of an upload, read from its bytes (never from the name or the client's Content-Type). */
export type SniffedType = { kind: FileKind; mime: string; ext: string };

/** How many leading bytes are read before deciding (enough for OOXML's [Content_Types].xml and OLE headers). */
export const SNIFF_BYTES = 64 * 1024;

/** Accepted types by the mime file-type reports, with the mime/extension we store and serve. */
const ACCEPTED: Record<string, SniffedType> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'image/gif': { kind: 'image', mime: 'image/gif', ext: 'gif' },
  'image/avif': { kind: 'image', mime: 'image/avif', ext: 'avif' },
  'image/heic': { kind: 'image', mime: 'image/heic', ext: 'heic' },
  'image/heif': { kind: 'image', mime: 'image/heic', ext: 'heic' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/x-m4v': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/quicktime': { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  'video/webm': { kind: 'video', mime: 'video/webm', ext: 'webm' },
  'application/pdf': { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
};

const HWP: SniffedType = { kind: 'document', mime: 'application/x-hwp', ext: 'hwp' };
const HWPX: SniffedType = { kind: 'document', mime: 'application/hwp+zip', ext: 'hwpx' };

/** HWP 5.0 is an OLE compound file whose FileHeader stream starts with this signature. */
const HWP_SIGNATURE = Buffer.from('HWP Document File', 'latin1');
/** HWPX is a zip whose first, stored entry `mimetype` holds this. */
const HWPX_MIMETYPE = Buffer.from('mimetypeapplication/hwp+zip', 'latin1');

/**
 * Decides the type from the first bytes of a file; `null` means "not accepted" (415).
 * HWP (OLE) and HWPX (zip) are recognised by their own signatures inside the container.
 */
export async function sniffType(head: Uint8Array): Promise<SniffedType | null> {
  if (head.length === 0) return null;
  const buffer = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime && ACCEPTED[detected.mime]) return ACCEPTED[detected.mime];
  if (detected?.ext === 'cfb' && buffer.includes(HWP_SIGNATURE)) return HWP;
  if ((detected === undefined || detected.ext === 'zip') && isHwpx(buffer)) return HWPX;
  return null;
}

function isHwpx(buffer: Buffer): boolean {
  // local file header: PK\3\4 … name at offset 30; the stored entry's data follows the name (no extra field)
  return buffer.length > 60 && buffer.readUInt32LE(0) === 0x04034b50 && buffer.subarray(30, 30 + HWPX_MIMETYPE.length).equals(HWPX_MIMETYPE);
}
