import { fileTypeFromBuffer } from 'file-type';
import { acceptedFileType, type FileKind } from '@kg/contract';

/** The real type of an upload, read from its bytes (never from the name or the client's Content-Type). */
export type SniffedType = { kind: FileKind; mime: string; ext: string };

/** How many leading bytes are read before deciding (enough for OOXML's [Content_Types].xml and OLE headers). */
export const SNIFF_BYTES = 64 * 1024;

/** What file-type reports for a type stored under another accepted mime (HEIF is stored as HEIC, M4V as MP4). */
const DETECTED_AS: Record<string, string> = {
  'image/heif': 'image/heic',
  'video/x-m4v': 'video/mp4',
};

/** The contract's accepted type (kind, stored mime and extension) for a mime, as the sniffer's result. */
function accepted(mime: string): SniffedType | null {
  const type = acceptedFileType(mime);
  return type ? { kind: type.kind, mime: type.mime, ext: type.ext } : null;
}

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
  const type = detected?.mime ? accepted(DETECTED_AS[detected.mime] ?? detected.mime) : null;
  if (type) return type;
  if (detected?.ext === 'cfb' && buffer.includes(HWP_SIGNATURE)) return accepted('application/x-hwp');
  if ((detected === undefined || detected.ext === 'zip') && isHwpx(buffer)) return accepted('application/hwp+zip');
  return null;
}

function isHwpx(buffer: Buffer): boolean {
  // local file header: PK\3\4 … name at offset 30; the stored entry's data follows the name (no extra field)
  return buffer.length > 60 && buffer.readUInt32LE(0) === 0x04034b50 && buffer.subarray(30, 30 + HWPX_MIMETYPE.length).equals(HWPX_MIMETYPE);
}
