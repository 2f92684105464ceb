import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const [created] = await database.db.insert(classes).values({ name: '햇살반', capacity: 15 }).returning();
    expect(created).toMatchObject({ name: '햇살반', capacity: 15, color: '#e2e8f0' });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(created.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [read] = await database.db.select().from(classes).where(eq(classes.id, created.id));
    expect(read).toEqual(created);
  });

  it('commits a transaction that returns and rolls back one that throws, as a whole', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx.insert(classes).values({ name: '바다반' }).returning({ id: classes.id });
      await tx.update(classes).set({ capacity: 12 }).where(eq(classes.id, row.id));
      return row.id;
    });
    expect((await database.db.select().from(classes).where(eq(classes.id, id)))[0]?.capacity).toBe(12);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(classes).values({ name: '하늘반' });
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
      await tx.insert(classes).values({ name: '숲반' });
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
    await database.db.insert(classes).values({ name: '별반' });
    const error = await database.db
      .insert(classes)
      .values({ name: '별반' })
      .then(() => null, (e: unknown) => e);
    expect(databaseErrorOf(error)).toMatchObject({ sqlState: '23505', constraint: 'classes_name_key' });
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
});
