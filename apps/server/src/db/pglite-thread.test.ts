import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { databaseErrorOf } from '../lib/database-error';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { PgliteThread } from './pglite-thread';
import { classes } from './schema/index';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The DATA_DIR database as the server runs it: PGlite on a worker thread behind drizzle, behind a lock file. */
describe('embedded database on its worker thread', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-thread-'));
    database = await openDatabase({ dataDir });
    await runMigrations(database);
  }, 60_000);

  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const client = () => (database.db as unknown as { $client: PgliteThread }).$client;

  it('runs on the thread client and maps rows as drizzle does in-process (timestamps as Date, serial ids)', async () => {
    expect(client()).toBeInstanceOf(PgliteThread);
    const [created] = await database.db.insert(classes).values({ centreId: 1, name: '햇살반', capacity: 15 }).returning();
    expect(created).toMatchObject({ name: '햇살반', capacity: 15, color: '#e2e8f0' });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(created.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [read] = await database.db.select().from(classes).where(eq(classes.id, created.id));
    expect(read).toEqual(created);
  });

  it('opens with the embedded settings: 16 MB of shared buffers, not the 128 MB default held in its WASM heap', async () => {
    const result = await database.db.execute(sql`show shared_buffers`);
    expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers).toBe('16MB');
  });

  it('commits a transaction that returns and rolls back one that throws, as a whole', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx.insert(classes).values({ centreId: 1, name: '바다반' }).returning({ id: classes.id });
      await tx.update(classes).set({ capacity: 12 }).where(eq(classes.id, row.id));
      return row.id;
    });
    expect((await database.db.select().from(classes).where(eq(classes.id, id)))[0]?.capacity).toBe(12);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(classes).values({ centreId: 1, name: '하늘반' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await database.db.select().from(classes).where(eq(classes.name, '하늘반'))).toEqual([]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(classes).values({ centreId: 1, name: '숲반' });
      inserted();
      await held;
    });
    await insertedOnce;
    let outsideDone = false;
    const outside = database.db
      .select({ name: classes.name })
      .from(classes)
      .where(eq(classes.name, '숲반'))
      .then((rows) => {
        outsideDone = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsideDone).toBe(false);
    release();
    await transaction;
    expect(await outside).toEqual([{ name: '숲반' }]);
  });

  it('gives constraint errors their SQLSTATE and constraint, as the error mapping expects', async () => {
    await database.db.insert(classes).values({ centreId: 1, name: '별반' });
    const error = await database.db
      .insert(classes)
      .values({ centreId: 1, name: '별반' })
      .then(() => null, (e: unknown) => e);
    expect(databaseErrorOf(error)).toMatchObject({ sqlState: '23505', constraint: 'classes_centre_name_key' });
    // the database goes on after a failed statement, and after a failed statement inside a transaction
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    expect(rowsOf(await database.db.execute(sql`select 2 as n`))).toEqual([{ n: 2 }]);
  });

  it('delivers a notification before the result of the statement that sent it (the session cache relies on it)', async () => {
    const events: string[] = [];
    const stop = await client().listen('kg_thread_test', (payload) => events.push(`notify ${payload}`));
    await client()
      .exec(`notify kg_thread_test, 'changed'`)
      .then(() => events.push('result'));
    expect(events).toEqual(['notify changed', 'result']);
    await stop();
    await client().exec(`notify kg_thread_test, 'again'`);
    expect(events).toEqual(['notify changed', 'result']);
  });

  it('does not count a LISTEN that failed as listening: asking again asks the database again', async () => {
    // an empty channel name is refused by PostgreSQL (a zero-length identifier)
    await expect(client().listen('', () => undefined)).rejects.toThrow();
    await expect(client().listen('', () => undefined)).rejects.toThrow();
  });

  it('keeps its data across a close and a new open, and refuses statements once closed', async () => {
    // this suite's own DATA_DIR (a second one would cost another initdb): the classes the tests above made
    const first = database;
    const before = rowsOf(await first.db.execute(sql`select name from classes order by id`));
    expect(before).toContainEqual({ name: '햇살반' });
    await first.close();
    await expect(first.exec('select 1')).rejects.toThrow(/closed/);
    database = await openDatabase({ dataDir });
    expect(rowsOf(await database.db.execute(sql`select name from classes order by id`))).toEqual(before);
  }, 60_000);

  it('is opened by one process only: a second open of the same DATA_DIR fails clearly, and works after close', async () => {
    const lock = path.join(dataDir, 'server.lock');
    // a lock held by another live process (our parent stands in for it)
    fs.writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by another server/);
    fs.writeFileSync(lock, String(process.pid));
    await database.close();
    expect(fs.existsSync(lock)).toBe(false);

    // a stale lock from a crashed process is taken over
    fs.writeFileSync(lock, '999999999');
    database = await openDatabase({ dataDir });
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
  }, 60_000);

  /** Stops the database's thread as a WASM abort or an uncaught error in it would. */
  const killThread = () => (client() as unknown as { worker: Worker }).worker.terminate();

  it('reports a thread that died, answers health with 503, and leaves a DATA_DIR the next server opens', async () => {
    const app = await buildApp(testConfig(dataDir), database, { logger: false });
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      await killThread();
      await expect(database.exec('select 1')).rejects.toThrow('The database thread stopped');
      const health = await app.inject('/healthz');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'pglite' });
      expect((await database.failed).message).toBe('The database thread stopped (exit code 1)');
    } finally {
      await app.close();
    }
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    database = await openDatabase({ dataDir });
    expect(rowsOf(await database.db.execute(sql`select name from classes where name = '햇살반'`))).toEqual([{ name: '햇살반' }]);
  }, 60_000);

  it('does not report its own close as a failure', async () => {
    const failed = database.failed.then(() => 'failed');
    await database.close();
    // close() returns once the thread has exited, so a report would be there by now
    expect(await Promise.race([failed, new Promise((resolve) => setImmediate(resolve, 'not failed'))])).toBe('not failed');
    database = await openDatabase({ dataDir });
  }, 60_000);

  it('closes the server when the thread dies: one error line, then exit code 1 with the DATA_DIR unlocked', async () => {
    await database.close();
    // the server as main.ts runs it, from source; SIGUSR2 stops its database thread (a Worker that remembers itself)
    const hook = path.join(dataDir, 'kill-thread-hook.mjs');
    fs.writeFileSync(
      hook,
      `import threads from 'node:worker_threads';
      import { syncBuiltinESMExports } from 'node:module';
      const workers = [];
      threads.Worker = class extends threads.Worker {
        constructor(...args) { super(...args); workers.push(this); }
      };
      syncBuiltinESMExports();
      process.on('SIGUSR2', () => workers.forEach((worker) => worker.terminate()));`,
    );
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const server = spawn(process.execPath, ['--import', 'tsx', '--import', pathToFileURL(hook).href, main], {
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: path.join(dataDir, 'backups'), DATABASE_URL: '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    let ready!: () => void;
    const readyOnce = new Promise<void>((resolve) => (ready = resolve));
    readline.createInterface({ input: server.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line);
      lines.push(entry);
      if (entry.msg?.startsWith('ready on')) ready();
    });
    // 'close': its output read to the end
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms, 'still running').unref());
    try {
      await Promise.race([readyOnce, exited, after(90_000)]);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      server.kill('SIGUSR2');
      expect(await Promise.race([exited, after(60_000)])).toBe(1);
    } finally {
      server.kill('SIGKILL');
    }
    // the first error (work in flight, such as the start's file janitor, may fail after it), and the only one that says so
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors[0]).toMatchObject({
      msg: 'the database stopped: closing the server so that it can be started again',
      err: { message: 'The database thread stopped (exit code 1)' },
    });
    expect(errors.filter((line) => line.msg === errors[0].msg)).toHaveLength(1);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'shutting down', reason: 'database stopped' }));
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});

function testConfig(dataDir: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'j'.repeat(32),
    CSRF_SECRET: 'c'.repeat(32),
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
}
