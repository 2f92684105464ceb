import crypto from 'node:crypto';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/*
 * A backup archive is a gzip'd tar (docs/decisions/016-backups.md#archive): manifest.json first, then db/<table>.ndjson,
 * then files/<storage key>, then files-missing.json and last SHA256SUMS (`sha256sum -c` checks an extracted archive).
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
export const MISSING_FILES_ENTRY = 'files-missing.json';
export const tableEntry = (table: string) => `db/${table}.ndjson`;
export const fileEntry = (key: string) => `files/${key}`;

export type ArchiveWriter = {
  /** Adds an entry of `size` bytes; its sha256 goes into SHA256SUMS. */
  add(name: string, size: number, body: Readable | Buffer): Promise<void>;
  /** Writes SHA256SUMS and ends the archive; resolves once every byte reached the output. */
  finish(): Promise<void>;
};

/** Streams a tar.gz into `out`; entries are added one at a time. */
export function writeArchive(out: Writable): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(Readable.from(pack), zlib.createGzip({ level: 6 }), out);
  done.catch(() => undefined); // reported by add() or finish()
  const sums: string[] = [];
  const add = async (name: string, size: number, body: Readable | Buffer, summed = true) => {
    const hash = crypto.createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
      void (async () => {
        try {
          for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
            hash.update(chunk as Buffer);
            if (!entry.write(chunk)) await once(entry, 'drain');
          }
          entry.end(() => undefined);
        } catch (error) {
          entry.destroy(error as Error);
          reject(error as Error);
        }
      })();
    });
    if (summed) sums.push(`${hash.digest('hex')}  ${name}\n`);
  };
  return {
    add: (name, size, body) => add(name, size, body),
    finish: async () => {
      const text = Buffer.from(sums.join(''));
      await add(CHECKSUMS_ENTRY, text.length, text, false);
      pack.finalize();
      await done;
    },
  };
}

export type ArchiveEntry = { name: string; size: number; body: Readable };

/** The entries of a tar.gz in order; each body must be read (or resumed) before the next entry comes. */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => extract.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  input.pipe(gunzip).pipe(extract);
  for await (const entry of extract) {
    yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as unknown as Readable };
    entry.resume(); // whatever the caller left unread
  }
}

/** Reads a whole (small) entry: the manifest, the checksums. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** SHA256SUMS as written above: entry name → sha256. */
export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (match) sums.set(match[2]!, match[1]!);
  }
  return sums;
}
