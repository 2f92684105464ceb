import zlib from 'node:zlib';

/**
 * Limits for an uploaded .xlsx. Measured with ExcelJS (zip-guard.test.ts): a typical 1,001-row import is 63 KB
 * (sheet1.xml 466 KB, sharedStrings.xml 103 KB, ≤ 13:1); with every text column of every row at its schema maximum in
 * Korean it is 2.8 MB of 16 entries (sharedStrings.xml 8.6 MB at 3:1, sheet1.xml 473 KB at 10:1, 9.1 MB in all). The
 * limits leave 3.7× (entry) and 7× (total) over that worst case; a legitimate sheet part compresses ~10:1, the bombs
 * that took the server down ~400–1000:1.
 */
export const ZIP_LIMITS = {
  maxEntries: 1000,
  maxEntrySize: 32 * 1024 * 1024,
  maxTotalSize: 64 * 1024 * 1024,
  /** An entry inflating beyond `ratioFrom` bytes may be at most `maxRatio` times its compressed size. */
  maxRatio: 100,
  ratioFrom: 1024 * 1024,
};
export type ZipLimits = typeof ZIP_LIMITS;

export type ArchiveRefusal =
  | 'not-zip'
  | 'zip64'
  | 'encrypted'
  | 'unsupported-method'
  | 'corrupt'
  | 'too-many-entries'
  | 'too-large'
  | 'ratio'
  | 'size-mismatch';

/** An archive refused before anything reads it; `reason` says why (English detail for logs, not for users). */
export class ArchiveRefused extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ArchiveRefused';
  }
}

/** One checked entry: its name, method (0 stored, 8 deflate), CRC, inflated size and its compressed bytes (a view). */
export type ZipEntry = { name: string; method: 0 | 8; crc: number; size: number; data: Buffer };

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, zip64Locator: 0x07064b50 };
const FLAG_ENCRYPTED = 0x0001 | 0x0040;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

function refuse(reason: ArchiveRefusal, detail: string): never {
  throw new ArchiveRefused(reason, detail);
}

/**
 * Reads the zip's central directory and refuses what a spreadsheet upload never is (ZIP64, encryption, methods other
 * than stored/deflate, local headers that disagree with the directory) and anything over `limits`; then inflates
 * every entry with a byte counter — never more than its declared size, so never more than the total limit — and
 * refuses entries whose real size or CRC differs from what they declared. Nothing inflated is kept.
 */
export async function checkArchive(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipEntry[]> {
  const entries = readDirectory(bytes, limits);
  for (const entry of entries) await verifyEntry(entry);
  return entries;
}

function findEnd(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX16);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === SIG.end && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return refuse('not-zip', 'no end-of-central-directory record');
}

function hasZip64Extra(extra: Buffer): boolean {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === 0x0001) return true;
  }
  return false;
}

function readDirectory(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  const end = findEnd(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const cdSize = bytes.readUInt32LE(end + 12);
  const cdOffset = bytes.readUInt32LE(end + 16);
  if (count === MAX16 || cdSize === MAX32 || cdOffset === MAX32 || (end >= 20 && bytes.readUInt32LE(end - 20) === SIG.zip64Locator)) {
    refuse('zip64', 'ZIP64 end record');
  }
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0 || bytes.readUInt16LE(end + 8) !== count) {
    refuse('corrupt', 'multi-disk archive');
  }
  if (count > limits.maxEntries) refuse('too-many-entries', `${count} entries`);
  if (cdOffset + cdSize > end) refuse('corrupt', 'central directory outside the file');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > cdOffset + cdSize || bytes.readUInt32LE(at) !== SIG.central) refuse('corrupt', `central header ${i}`);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameEnd = at + 46 + bytes.readUInt16LE(at + 28);
    const extraEnd = nameEnd + bytes.readUInt16LE(at + 30);
    const localOffset = bytes.readUInt32LE(at + 42);
    const next = extraEnd + bytes.readUInt16LE(at + 32);
    if (next > cdOffset + cdSize) refuse('corrupt', `central header ${i} overruns the directory`);
    const nameBytes = bytes.subarray(at + 46, nameEnd);
    const name = nameBytes.toString('utf8');
    at = next;

    if (compressedSize === MAX32 || size === MAX32 || localOffset === MAX32 || hasZip64Extra(bytes.subarray(nameEnd, extraEnd))) {
      refuse('zip64', name);
    }
    if (flags & FLAG_ENCRYPTED) refuse('encrypted', name);
    if (method !== 0 && method !== 8) refuse('unsupported-method', `${name}: method ${method}`);
    if (method === 0 && compressedSize !== size) refuse('corrupt', `${name}: stored sizes differ`);
    if (names.has(name)) refuse('corrupt', `${name} twice`);
    names.add(name);

    if (size > limits.maxEntrySize) refuse('too-large', `${name}: ${size} bytes`);
    total += size;
    if (total > limits.maxTotalSize) refuse('too-large', `${total} bytes in all`);
    if (size > limits.ratioFrom && size > compressedSize * limits.maxRatio) refuse('ratio', `${name}: ${size} from ${compressedSize} bytes`);

    // The local header must say the same (a streaming reader believes the local header, not the directory).
    const local = localOffset;
    if (local + 30 > cdOffset || bytes.readUInt32LE(local) !== SIG.local) refuse('corrupt', `${name}: no local header`);
    const localFlags = bytes.readUInt16LE(local + 6);
    const localNameEnd = local + 30 + bytes.readUInt16LE(local + 26);
    const dataStart = localNameEnd + bytes.readUInt16LE(local + 28);
    const sizesDeferred = (localFlags & FLAG_DATA_DESCRIPTOR) !== 0;
    const sameSizes =
      bytes.readUInt32LE(local + 14) === crc && bytes.readUInt32LE(local + 18) === compressedSize && bytes.readUInt32LE(local + 22) === size;
    if (
      (localFlags & FLAG_ENCRYPTED) !== 0 ||
      bytes.readUInt16LE(local + 8) !== method ||
      !(sameSizes || sizesDeferred) ||
      dataStart + compressedSize > cdOffset ||
      !bytes.subarray(local + 30, localNameEnd).equals(nameBytes)
    ) {
      refuse('corrupt', `${name}: local header disagrees with the central directory`);
    }
    if (hasZip64Extra(bytes.subarray(localNameEnd, dataStart))) refuse('zip64', name);
    entries.push({ name, method, crc, size, data: bytes.subarray(dataStart, dataStart + compressedSize) });
  }
  return entries;
}

/** Inflates with a counter, stopping as soon as the output passes the declared size. */
async function verifyEntry(entry: ZipEntry): Promise<void> {
  let size = 0;
  let crc = 0;
  if (entry.method === 0) {
    [size, crc] = [entry.data.length, zlib.crc32(entry.data)];
  } else {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    inflate.end(entry.data);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > entry.size) break; // leaving the loop destroys the stream: nothing more is inflated
        crc = zlib.crc32(chunk, crc);
      }
    } catch {
      refuse('corrupt', `${entry.name}: bad deflate data`);
    }
  }
  if (size > entry.size) refuse('size-mismatch', `${entry.name}: inflates past its declared ${entry.size} bytes`);
  if (size !== entry.size || crc !== entry.crc) refuse('corrupt', `${entry.name}: size or CRC differs from the header`);
}

/**
 * A fresh archive of already-checked entries in the given order, with their raw (still compressed) data and sizes in
 * every local header: a streaming reader of it sees exactly these entries, nothing hidden between them.
 */
export function packZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(SIG.local, 0);
    writeCommon(local, 4, entry, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(SIG.central, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeCommon(central, 6, entry, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const cdSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG.end, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** The fields local and central headers share, from "version needed" to the name length. */
function writeCommon(header: Buffer, at: number, entry: ZipEntry, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(FLAG_UTF8, at + 2);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt32LE(0x00210000, at + 6); // time 00:00, date 1980-01-01
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}
