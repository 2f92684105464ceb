/**
 * The direct side of the ratio: a captured request's SQL replayed by `workers` concurrent loops, on PostgreSQL with a
 * pool of the server's size in this process, on PGlite in a process of its own (pglite-replay-process.ts) since only
 * one process may open a DATA_DIR.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { closedLoop, type RoundResult } from './closed-loop';
import { pgExecutor } from './sql-executors';
import { replayOnce, type SqlExecutor, type SqlSequence, type Statement } from './sql-sequence';

/** The server's pool size on PostgreSQL (apps/server/src/db/client.ts › openDatabase). */
export const SERVER_POOL_SIZE = 10;

export type Replayer = { load(sequence: SqlSequence, workers: number, seconds: number): Promise<RoundResult>; close(): Promise<void> };

export function measureReplay(executor: SqlExecutor, sequence: SqlSequence, workers: number, seconds: number): Promise<RoundResult> {
  return closedLoop(() => replayOnce(executor, sequence), workers, seconds);
}

export async function pgReplayer(databaseUrl: string): Promise<Replayer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => undefined);
  const executor = pgExecutor(pool);
  return { load: (sequence, workers, seconds) => measureReplay(executor, sequence, workers, seconds), close: () => pool.end() };
}

export type ReplayRequest = { type: 'load'; id: number; sequence: SqlSequence; workers: number; seconds: number } | { type: 'close' };
export type ReplayReply = { type: 'ready' } | { type: 'result'; id: number; result?: RoundResult; error?: string };

export async function pgliteReplayer(dataDir: string, setup: Statement[]): Promise<Replayer> {
  const child = fork(path.join(import.meta.dirname, 'pglite-replay-process.ts'), [dataDir, JSON.stringify(setup)], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (r: RoundResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: ReplayReply) => {
      if (message.type === 'ready') return resolve();
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error || !message.result) waiter?.reject(new Error(message.error ?? 'no result'));
      else waiter?.resolve(message.result);
    });
    child.once('exit', (code) => {
      const error = new Error(`PGlite replay process exited with ${code}`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
    });
  });
  await ready;
  return {
    load: (sequence, workers, seconds) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ type: 'load', id, sequence, workers, seconds } satisfies ReplayRequest);
      }),
    close: async () => {
      if (child.exitCode === null) child.send({ type: 'close' } satisfies ReplayRequest);
      await exited;
    },
  };
}
