import { VIDEO_UNREADABLE_MESSAGE } from '@kg/contract';
import { AppError } from '../../lib/errors';
import type { SniffedType } from './file.sniff';

/** MP4 and MOV are ISO-BMFF box trees; WebM (Matroska) is stored as it is. */
export function isBoxVideo(sniffed: SniffedType): boolean {
  return sniffed.mime === 'video/mp4' || sniffed.mime === 'video/quicktime';
}

/** Boxes whose whole payload is a position: QuickTime/Android `©xyz` (in udta or an ilst) and 3GPP `loci`. */
const LOCATION_BOXES = new Set(['\u00a9xyz', 'loci']);
/** Apple's `moov/meta` keys (`mdta`) naming a position: ISO6709, name, body, note, accuracy, … */
const LOCATION_KEY_PREFIX = 'com.apple.quicktime.location.';
/** XMP (`uuid` with this user type, or Adobe's `XMP_`) may carry exif:GPS* and is dropped whole. */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
/** Boxes that may hold the above somewhere inside them; nothing else is read. */
const CONTAINERS = new Set(['moov', 'trak', 'moof', 'traf', 'udta', 'meta', 'ilst']);
/** Top-level boxes read into memory to be scrubbed (moov is small next to mdat); every other box streams through. */
const SCANNED_AT_TOP = new Set([...CONTAINERS, 'uuid', 'XMP_']);
/** A phone's moov is a few MB even for a long 4K clip; a larger scanned box is refused rather than held in memory. */
const MAX_SCANNED_BYTES = 64 * 1024 * 1024;

type Box = { type: string; start: number; body: number; end: number };

function unreadable(): AppError {
  return new AppError('UNSUPPORTED_TYPE', VIDEO_UNREADABLE_MESSAGE);
}

/**
 * Streams an MP4/MOV through while neutralising its location metadata in place (docs/product/file.md#kinds-and-limits):
 * each location box is renamed `free` and its payload zeroed, so every box size and every `stco`/`co64` chunk offset
 * stays valid and nothing is re-encoded. A box tree that cannot be walked (a size past its parent or the end of the
 * file, a cut header, a scanned box over `maxScannedBytes`) is refused like an unreadable image: 415 '동영상 파일을
 * 읽을 수 없습니다. …'.
 */
export async function* stripVideoLocation(
  source: AsyncIterable<Uint8Array>,
  maxScannedBytes = MAX_SCANNED_BYTES,
): AsyncGenerator<Buffer> {
  const reader = new ChunkReader(source);
  for (;;) {
    let header = await reader.take(8);
    if (header.length < 8) {
      if (!isPadding(header)) throw unreadable();
      if (header.length > 0) yield header;
      return;
    }
    let size = header.readUInt32BE(0);
    if (size === 1) {
      const large = await reader.take(8);
      if (large.length < 8) throw unreadable();
      header = Buffer.concat([header, large]);
      size = Number(large.readBigUInt64BE(0));
    }
    const toEnd = size === 0;
    if (!toEnd && size < header.length) throw unreadable();
    const bodyLength = toEnd ? Infinity : size - header.length;

    if (SCANNED_AT_TOP.has(header.toString('latin1', 4, 8))) {
      const body = await reader.take(Math.min(bodyLength, maxScannedBytes + 1));
      if (body.length > maxScannedBytes || (!toEnd && body.length < bodyLength)) throw unreadable();
      const box = Buffer.concat([header, body]);
      scrub(box, 0, box.length);
      yield box;
    } else {
      yield header;
      const passed = yield* reader.pass(bodyLength);
      if (!toEnd && passed < bodyLength) throw unreadable();
    }
    if (toEnd) return;
  }
}

/** Neutralises the location boxes among the boxes in `buffer[start, end)`, descending into containers. */
function scrub(buffer: Buffer, start: number, end: number, locationItems: ReadonlySet<number> = new Set()) {
  const boxes = children(buffer, start, end);
  const keys = boxes.find((box) => box.type === 'keys');
  const locationKeys = keys ? locationKeyIndices(buffer, keys) : new Set<number>();
  for (const box of boxes) {
    // an item of a keyed ilst is typed by its 1-based index into the sibling `keys`
    const locationItem = locationItems.has(buffer.readUInt32BE(box.start + 4));
    if (LOCATION_BOXES.has(box.type) || locationItem || isXmp(buffer, box)) neutralise(buffer, box);
    else if (box.type === 'ilst') scrub(buffer, box.body, box.end, locationKeys);
    else if (box.type === 'meta') scrub(buffer, metaChildren(buffer, box), box.end);
    else if (CONTAINERS.has(box.type)) scrub(buffer, box.body, box.end);
  }
}

function children(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    const left = end - at;
    if (left < 8) {
      if (!isPadding(buffer.subarray(at, end))) throw unreadable();
      break;
    }
    let size = buffer.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (left < 16) throw unreadable();
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = left;
    if (size < header || size > left) throw unreadable();
    boxes.push({ type: buffer.toString('latin1', at + 4, at + 8), start: at, body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** QuickTime ends some atom lists with a 32-bit zero; a few zero bytes after the last box are no box. */
function isPadding(bytes: Buffer): boolean {
  return bytes.every((byte) => byte === 0);
}

/** ISO `meta` is a full box (version and flags first); QuickTime's `moov/meta` starts with its `hdlr` child at once. */
function metaChildren(buffer: Buffer, box: Box): number {
  return box.end - box.body >= 4 && buffer.readUInt32BE(box.body) === 0 ? box.body + 4 : box.body;
}

/** The 1-based indices of the `keys` entries naming a location. */
function locationKeyIndices(buffer: Buffer, box: Box): Set<number> {
  const indices = new Set<number>();
  if (box.end - box.body < 8) throw unreadable();
  const count = buffer.readUInt32BE(box.body + 4);
  let at = box.body + 8;
  for (let index = 1; index <= count; index += 1) {
    if (box.end - at < 8) throw unreadable();
    const size = buffer.readUInt32BE(at);
    if (size < 8 || size > box.end - at) throw unreadable();
    if (buffer.toString('latin1', at + 8, at + size).startsWith(LOCATION_KEY_PREFIX)) indices.add(index);
    at += size;
  }
  return indices;
}

function isXmp(buffer: Buffer, box: Box): boolean {
  return box.type === 'XMP_' || (box.type === 'uuid' && buffer.subarray(box.body, box.body + 16).equals(XMP_UUID));
}

function neutralise(buffer: Buffer, box: Box) {
  buffer.write('free', box.start + 4, 'latin1');
  buffer.fill(0, box.body, box.end);
}

/** Exact byte counts out of a chunked stream. */
class ChunkReader {
  private pending: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** The next `n` bytes in one buffer (fewer only at the end of the stream; Infinity = the rest). */
  async take(n: number): Promise<Buffer> {
    const chunks: Uint8Array[] = [this.pending];
    let length = this.pending.length;
    while (length < n) {
      const { value, done } = await this.source.next();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
    const all = chunks.length === 1 ? this.pending : Buffer.concat(chunks, length);
    const count = Math.min(n, all.length);
    this.pending = all.subarray(count);
    return all.subarray(0, count);
  }

  /** Yields the next `n` bytes as they arrive and returns how many there were (fewer only at the end of the stream). */
  async *pass(n: number): AsyncGenerator<Buffer, number> {
    let left = n;
    while (left > 0) {
      if (this.pending.length === 0) {
        const { value, done } = await this.source.next();
        if (done) break;
        this.pending = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        continue;
      }
      const part = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(part.length);
      left -= part.length;
      yield part;
    }
    return n - left;
  }
}
