import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { SerializedError, WorkerData, WorkerMessage, WorkerRequest } from './pglite-worker';

type RowMode = 'array' | 'object';
type Parser = (value: string, type: number) => unknown;
export type ThreadQueryOptions = { rowMode?: RowMode; parsers?: Record<number, Parser> };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The calls drizzle's PGlite driver and this app make (query, exec, transaction, listen), scoped to one transaction or none. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: { rowMode?: RowMode }): Promise<Results[]>;
}

/**
 * The worker as built (dist/, beside the bundle), or from source (tsx, vitest) through tsx's API: Node 20 does not
 * apply an `--import` loader to a worker thread.
 */
function startWorker(workerData: WorkerData): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(built)) return new Worker(built, { workerData });
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${source}, ${source}))`, { eval: true, workerData });
}

function toError(serialized: SerializedError): Error {
  const { message, ...fields } = serialized;
  return Object.assign(new Error(message), fields);
}

/**
 * PGlite on a worker thread (docs/decisions/010-pglite-on-a-worker-thread.md): PGlite executes SQL synchronously in WASM,
 * so on the server's own thread every statement stops the event loop; on a thread of its own the database and the
 * server's JavaScript use two cores. Transactions run inside PGlite's `transaction()` in the worker, so the same
 * exclusion holds as in-process; a notification reaches `listen` callbacks before the result of the statement that
 * sent it (messages arrive in order), which session-cache.ts relies on.
 */
export class PgliteThread implements PgliteLike {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private failure: Error | null = null;
  /** Statements outside any transaction. */
  private readonly outside = this.scoped();
  /**
   * Settles with the reason when the thread stops other than through close() (a WASM abort, out of memory, an uncaught
   * error): every call fails from then on, and main.ts closes the server so that it is started again.
   */
  readonly failed: Promise<Error>;

  private constructor(private readonly worker: Worker) {
    let reportFailure!: (error: Error) => void;
    this.failed = new Promise((resolve) => (reportFailure = resolve));
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if ('notify' in message) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref(); // an idle database does not keep the process alive
      if (message.error) waiter.reject(toError(message.error));
      else waiter.resolve(message.result);
    });
    const fail = (error: Error) => {
      if (!this.failure) reportFailure(error); // close() sets `failure` before it stops the thread
      this.failure ??= error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = startWorker({ dataDir });
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (!error) return resolve();
        void worker.terminate();
        reject(error);
      };
      const onMessage = (message: WorkerMessage) => {
        if ('id' in message && message.id === 0) settle(message.error && toError(message.error));
      };
      const onError = (error: Error) => settle(error);
      const onExit = (code: number) => settle(new Error(`The database thread stopped while opening (exit code ${code})`));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
    return new PgliteThread(worker);
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private scoped(tx?: number): PgliteLike {
    return {
      query: async <T>(sql: string, params: unknown[] = [], options: ThreadQueryOptions = {}) => {
        const parsers = options.parsers ?? {};
        const rawTypes = Object.keys(parsers).map(Number);
        const result = await this.call<Results<T>>({ op: 'query', sql, params, rowMode: options.rowMode, rawTypes, tx });
        if (rawTypes.length > 0) applyParsers(result, parsers, options.rowMode);
        return result;
      },
      exec: (sql, options = {}) => this.call<Results[]>({ op: 'exec', sql, rowMode: options.rowMode, tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>> {
    return this.outside.query<T>(sql, params, options);
  }

  exec(sql: string, options?: { rowMode?: RowMode }): Promise<Results[]> {
    return this.outside.exec(sql, options);
  }

  /** Commits when `fn` resolves, rolls back when it throws; other statements wait until then. */
  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn(this.scoped(tx));
    } catch (error) {
      // the caller's error is the one to report; a failed rollback has already left PGlite's transaction closed
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Resolves once listening; the returned function stops this callback. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      try {
        await this.call({ op: 'listen', channel });
      } catch (error) {
        // not listening after all: a later call must ask the worker again (the session cache retries)
        this.listeners.delete(channel);
        throw error;
      }
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    this.failure = new Error('The database is closed');
    await this.worker.terminate();
  }
}

/** Applies the caller's parsers to the columns of their types (the worker left those values as text). */
function applyParsers(result: Results<unknown>, parsers: Record<number, Parser>, rowMode: RowMode | undefined) {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = rowMode === 'array' ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, field.dataTypeID);
    }
  });
}
