import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, assertStorageKey, isStorageKey, type ByteRange, type Storage } from './storage';

/** Files on local disk under `root`; writes go to `root/.partial` first and are renamed into place. */
export class LocalStorage implements Storage {
  private readonly partialDir: string;

  constructor(private readonly root: string) {
    this.partialDir = path.join(root, '.partial');
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fsp.mkdir(this.partialDir, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = path.join(this.partialDir, `${crypto.randomUUID()}.part`);
    let size = 0;
    const count = async function* (source: AsyncIterable<Uint8Array>) {
      for await (const chunk of source) {
        size += chunk.length;
        yield chunk;
      }
    };
    const sink = fs.createWriteStream(partial, { flags: 'wx' });
    try {
      const source = body instanceof Readable ? body : Readable.from(body, { objectMode: false });
      await pipeline(source, count, sink);
      const handle = await fsp.open(partial, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(partial, target);
    } catch (error) {
      // a write refused early may still be opening its file: remove it only once the stream has let go of it
      if (!sink.closed) await once(sink, 'close').catch(() => undefined);
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { size };
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isAbsent(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? { size: stat.size } : null;
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async *listKeysOlderThan(before: Date): AsyncIterable<string> {
    for (const year of await listDir(this.root)) {
      if (!/^\d{4}$/.test(year)) continue;
      for (const month of await listDir(path.join(this.root, year))) {
        if (!/^\d{2}$/.test(month)) continue;
        for (const name of await listDir(path.join(this.root, year, month))) {
          const key = `${year}/${month}/${name}`;
          if (!isStorageKey(key)) continue;
          const stat = await fsp.stat(path.join(this.root, key)).catch(() => null);
          if (stat?.isFile() && stat.mtimeMs < before.getTime()) yield key;
        }
      }
    }
  }

  async removeStalePartials(before: Date): Promise<number> {
    let removed = 0;
    for (const name of await listDir(this.partialDir)) {
      const file = path.join(this.partialDir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < before.getTime()) {
        await fsp.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await fsp.readdir(dir)).sort();
  } catch (error) {
    if (isAbsent(error)) return [];
    throw error;
  }
}

/** ENOTDIR: a key whose month folder is a file cannot exist either. */
function isAbsent(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
