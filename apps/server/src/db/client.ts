import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { pgliteOptions } from './pglite-options';
import { PgliteThread } from './pglite-thread';
import { PreparingClient } from './prepared-client';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL (migrations, advisory locks). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Settles with the reason when the database stopped for good other than through close(): the thread of a DATA_DIR's
   * PGlite died (docs/decisions/010-pglite-on-a-worker-thread.md). Never for PostgreSQL, whose pool replaces a lost
   * connection at the next query, nor for an in-memory PGlite, which runs on the calling thread.
   */
  failed: Promise<Error>;
  /** PostgreSQL's connection pool, read by the metrics (lib/metrics.ts); PGlite has none. */
  pool?: PoolStats;
};

/** What pg.Pool tells about its connections. */
export type PoolStats = { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };

const never = new Promise<never>(() => undefined);

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
  /** More PGlite options for `memory://`: tests load one migrated image (loadDataDir) instead of running initdb. */
  memory?: PGliteOptions;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir, options.memory);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    failed: never,
    pool,
  };
}

/**
 * PGlite is single-process: a lock file in DATA_DIR keeps a second server off the same files. A DATA_DIR's database
 * runs on a worker thread (pglite-thread.ts); `dataDir === 'memory://'` opens an in-memory one on this thread (tests).
 */
async function openPglite(dataDir: string, memory: PGliteOptions = {}): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') return wrapPglite(new PGlite({ ...pgliteOptions, ...memory, extensions: { ...pgliteOptions.extensions, ...memory.extensions } }), () => undefined);
  const dbDir = pgliteDirOf(dataDir);
  fs.mkdirSync(dbDir, { recursive: true });
  const releaseLock = acquireLock(path.join(dataDir, 'server.lock'));
  try {
    return wrapPglite(await PgliteThread.open(dbDir), releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function wrapPglite(client: PGlite | PgliteThread, releaseLock: () => void): DatabaseHandle {
  // drizzle's driver calls query() and transaction() only, which the thread client offers alike
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
    failed: client instanceof PgliteThread ? client.failed : never,
  };
}

/** Where in DATA_DIR the embedded database keeps its files. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** the process that holds DATA_DIR: the running server */
    readonly pid: number,
  ) {
    super(message);
  }
}

function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.dirname(lockPath)} is in use by another server (pid ${pid}). ` +
            'Stop it first, or start this one with another DATA_DIR (or DATABASE_URL for PostgreSQL).',
          pid,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
