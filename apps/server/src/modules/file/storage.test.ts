import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateMultipartUploadCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { StorageNotFoundError, isStorageKey, newStorageKey, type Storage } from './storage';
import { createStorage } from './storage.factory';
import { LocalStorage } from './storage.local';
import { S3Storage, createS3Client } from './storage.s3';

/** One implementation under test, with what the shared cases need to do behind its back. */
type Backend = {
  storage: Storage;
  /** Stores bytes under any name, as something other than this server might have. */
  putForeign(name: string, bytes: Buffer): Promise<void>;
  /** Leaves an unfinished write behind, as a crashed process would. */
  leavePartial(): Promise<void>;
  /** Whether removeStalePartials can see what leavePartial left (s3rver cannot list multipart uploads). */
  seesPartials: boolean;
  close(): Promise<void>;
};

async function localBackend(): Promise<Backend> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-storage-'));
  const write = (name: string, bytes: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), bytes);
  };
  return {
    storage: new LocalStorage(root),
    putForeign: async (name, bytes) => write(name, bytes),
    leavePartial: async () => write(`.partial/${crypto.randomUUID()}.part`, Buffer.from('half')),
    seesPartials: true,
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** One s3rver for the whole file (each takes a second or two to start); every case writes keys of its own. */
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

async function s3Backend(): Promise<Backend> {
  const client = createS3Client(s3.config);
  return {
    // two objects per listing page, so a handful of objects already spans several pages
    storage: new S3Storage(s3.config, 2),
    putForeign: async (name, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: bytes }));
    },
    leavePartial: async () => {
      await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: newStorageKey('mp4') }));
    },
    seesPartials: false,
    close: async () => client.destroy(),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Yields `bytes` in 64 KiB chunks, then throws `error` if given (a body cut off midway, e.g. over the size limit). */
async function* chunksOf(bytes: Buffer, error?: Error) {
  for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  if (error) throw error;
}

const future = () => new Date(Date.now() + 60_000);
const past = () => new Date(Date.now() - 60_000);

describe.each([
  ['LocalStorage', localBackend],
  ['S3Storage (s3rver)', s3Backend],
])('%s', (_name, open) => {
  let backend: Backend;
  let storage: Storage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it('writes a streamed body, counts it, and reads it back whole and by inclusive ranges', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect((await readAll(await storage.createReadStream(key))).toString()).toBe('hello world');
    expect((await readAll(await storage.createReadStream(key, { start: 6, end: 10 }))).toString()).toBe('world');
    expect((await readAll(await storage.createReadStream(key, { start: 0, end: 1 }))).toString()).toBe('he');
  });

  it('takes arrays and async iterables as bodies too', async () => {
    const fromArray = newStorageKey('png');
    const fromGenerator = newStorageKey('mp4');
    expect(await storage.put(fromArray, [Buffer.from('ab'), Buffer.from('c')])).toEqual({ size: 3 });
    expect(await storage.put(fromGenerator, chunksOf(Buffer.alloc(200_000, 7)))).toEqual({ size: 200_000 });
    expect((await readAll(await storage.createReadStream(fromArray))).toString()).toBe('abc');
    expect((await readAll(await storage.createReadStream(fromGenerator))).equals(Buffer.alloc(200_000, 7))).toBe(true);
  });

  it('removes objects, and treats an absent one as absent everywhere', async () => {
    const key = newStorageKey('jpg');
    await storage.put(key, [Buffer.from('x')]);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.createReadStream(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.createReadStream(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.remove(key); // absent is fine
  });

  it('leaves nothing when the body fails before any part is sent, rejecting with the body error', async () => {
    const key = newStorageKey('mp4');
    const tooLarge = new Error('too large');
    await expect(storage.put(key, chunksOf(Buffer.from('partial'), tooLarge))).rejects.toBe(tooLarge);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.removeStalePartials(future())).toBe(0);
  });

  it('leaves nothing when the body fails after several megabytes (past the first S3 part)', async () => {
    const key = newStorageKey('mp4');
    const tooLarge = new Error('too large');
    await expect(storage.put(key, chunksOf(crypto.randomBytes(6 * 1024 * 1024), tooLarge))).rejects.toBe(tooLarge);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.removeStalePartials(future())).toBe(0);
  });

  it('stores a 12 MB body (several S3 parts) byte for byte, and reads ranges across a part boundary', async () => {
    const key = newStorageKey('mp4');
    const bytes = crypto.randomBytes(12 * 1024 * 1024 + 12_345);
    expect(await storage.put(key, Readable.from(chunksOf(bytes)))).toEqual({ size: bytes.length });
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    const whole = await readAll(await storage.createReadStream(key));
    expect(whole.length).toBe(bytes.length);
    expect(whole.equals(bytes)).toBe(true);
    const boundary = 5 * 1024 * 1024;
    const range = { start: boundary - 100, end: boundary + 99 };
    expect((await readAll(await storage.createReadStream(key, range))).equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    await storage.remove(key);
  });

  it('lists its own keys written before the cutoff, over several pages, and skips every other name', async () => {
    const keys = [newStorageKey('jpg'), newStorageKey('pdf'), newStorageKey('mp4'), newStorageKey('png', new Date(Date.UTC(2025, 0, 5)))];
    for (const key of keys) await storage.put(key, [Buffer.from(key)]);
    const foreign = ['notes.txt', '2026/11/readme.txt', `2026/11/${crypto.randomUUID()}.JPG`, `2026/1/${crypto.randomUUID()}.jpg`];
    for (const name of foreign) await backend.putForeign(name, Buffer.from('not ours'));

    const listed: string[] = [];
    for await (const key of storage.listKeysOlderThan(future())) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(listed.every(isStorageKey)).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);

    const older: string[] = [];
    for await (const key of storage.listKeysOlderThan(past())) older.push(key);
    expect(older).toEqual([]); // everything here was written within the last minute
  });

  it('removes unfinished writes older than the cutoff only', async () => {
    await backend.leavePartial();
    expect(await storage.removeStalePartials(past())).toBe(0);
    expect(await storage.removeStalePartials(future())).toBe(backend.seesPartials ? 1 : 0);
    expect(await storage.removeStalePartials(future())).toBe(0);
  });

  it('refuses keys it did not generate before touching the store', async () => {
    for (const key of ['../evil.jpg', '/etc/passwd', '2026/11/../../x.jpg', 'notes.txt']) {
      await expect(storage.put(key, [Buffer.from('x')])).rejects.toThrow('invalid storage key');
      await expect(storage.createReadStream(key)).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
      await expect(storage.stat(key)).rejects.toThrow('invalid storage key');
      await expect(storage.exists(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('S3Storage requests', () => {
  it('asks the server to abort a multipart write whose body failed, and sends nothing for refused keys', async () => {
    const storage = new S3Storage(s3.config);
    const key = newStorageKey('mp4');
    const tooLarge = new Error('too large');
    await expect(storage.put(key, chunksOf(crypto.randomBytes(6 * 1024 * 1024), tooLarge))).rejects.toBe(tooLarge);
    const ours = s3.requests().filter((line) => line.includes(key));
    expect(ours[0]).toMatch(new RegExp(`^POST /${s3.bucket}/${key}\\?uploads`));
    expect(ours.at(-1)).toMatch(new RegExp(`^DELETE /${s3.bucket}/${key}\\?uploadId=\\w+`));

    const before = s3.requests().length;
    await expect(storage.put('../evil.jpg', [Buffer.from('x')])).rejects.toThrow('invalid storage key');
    await expect(storage.stat('notes.txt')).rejects.toThrow('invalid storage key');
    expect(s3.requests().length).toBe(before);
  });
});

describe('createStorage', () => {
  it('builds the store STORAGE names', async () => {
    expect(await createStorage({ kind: 'local' }, os.tmpdir())).toBeInstanceOf(LocalStorage);
    const storage = await createStorage(s3.config, os.tmpdir());
    expect(storage).toBeInstanceOf(S3Storage);
    const key = newStorageKey('txt');
    await storage.put(key, [Buffer.from('shared')]);
    expect(s3.requests().some((line) => line.startsWith(`PUT /${s3.bucket}/${key}`))).toBe(true);
  });
});

describe('storage keys', () => {
  it('are random, month-bucketed and carry the stored type', () => {
    const key = newStorageKey('pdf', new Date(Date.UTC(2026, 10, 3)));
    expect(key).toMatch(/^2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(isStorageKey(key)).toBe(true);
    expect(newStorageKey('../x')).toMatch(/\.bin$/);
    expect(isStorageKey('../../etc/passwd')).toBe(false);
    expect(isStorageKey('2026/11/../../x.jpg')).toBe(false);
  });
});
