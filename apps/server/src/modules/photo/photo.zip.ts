import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A ZIP written as it is read (docs/product/photo.md#parent-app): stored entries (photos are compressed already), UTF-8
 * names, each entry's CRC and size in a data descriptor after its bytes, so nothing is held in memory but one chunk.
 * Classic ZIP (no ZIP64): the caller keeps the total under ZIP_MAX_BYTES and the entries under ZIP_MAX_ENTRIES.
 */

export const ZIP_MAX_BYTES = 0xffffffff - 64 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 0xffff - 1;

export type ZipSource = { name: string; open: () => Promise<AsyncIterable<Buffer | Uint8Array>> };

const SIG = { local: 0x04034b50, descriptor: 0x08074b50, central: 0x02014b50, end: 0x06054b50 };
const FLAGS = 0x0008 | 0x0800; // sizes in a data descriptor, UTF-8 names

/** MS-DOS time and date of `at` (local fields, as archivers write them). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

async function* zipChunks(sources: readonly ZipSource[], at: Date): AsyncGenerator<Buffer> {
  const { time, date } = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  for (const source of sources) {
    const name = Buffer.from(source.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(SIG.local, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    yield local;
    yield name;
    let crc = 0;
    let size = 0;
    for await (const chunk of await source.open()) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      crc = zlib.crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(SIG.descriptor, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const header = Buffer.alloc(46);
    header.writeUInt32LE(SIG.central, 0);
    header.writeUInt16LE(20, 4); // made by
    header.writeUInt16LE(20, 6); // needed
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + size + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG.end, 0);
  end.writeUInt16LE(sources.length, 8);
  end.writeUInt16LE(sources.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/** The archive of `sources` in order, as a stream; a source that fails to open ends the stream with its error. */
export function zipStream(sources: readonly ZipSource[], at: Date = new Date()): Readable {
  return Readable.from(zipChunks(sources, at), { objectMode: false });
}

/** A name safe as one path segment inside the archive: no slashes, control characters or dot-only names. */
export function zipSegment(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.normalize('NFC').replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ').replace(/\s+/g, ' ').trim();
  const safe = cleaned.replace(/^\.+$/, '');
  return Array.from(safe || fallback).slice(0, 100).join('');
}

/** `name`, or `name (2)`, `name (3)` … so every entry of a folder is unique (the extension stays last). */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base} (${n})${ext}`;
  taken.add(candidate);
  return candidate;
}
