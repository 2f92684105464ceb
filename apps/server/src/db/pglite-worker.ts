// The worker-thread side of pglite-thread.ts: owns the PGlite of one DATA_DIR and answers its requests in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';

type RowMode = 'array' | 'object';

export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: RowMode; rawTypes: number[]; tx?: number }
  | { op: 'exec'; sql: string; rowMode?: RowMode; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' }
);

/** A thrown error as plain data: the message and every primitive field (code, detail, constraint, …). */
export type SerializedError = { message: string; [field: string]: string | number | boolean | null };

export type WorkerMessage =
  | { id: number; result?: unknown; error?: SerializedError }
  | { notify: string; payload: string };

export type WorkerData = { dataDir: string };

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as string | number | boolean | null;
  }
  return out;
}

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { dataDir } = workerData as WorkerData;

const open = new Map<number, { tx: Transaction; finish(commit: boolean): void; done: Promise<void> }>();
const unlisten = new Map<string, () => Promise<void>>();
let nextTx = 1;

/** The transaction runs inside PGlite's own `transaction()`, which keeps every other query out until it ends. */
function begin(id: number, db: PGlite) {
  const txId = nextTx++;
  let started = false;
  const done = db.transaction(async (tx) => {
    const commit = await new Promise<boolean>((finish) => {
      open.set(txId, { tx, finish, done });
      started = true;
      post({ id, result: txId });
    });
    if (!commit) await tx.rollback();
  });
  done.catch((error) => {
    if (!started) post({ id, error: serializeError(error) });
  });
}

function target(db: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`Transaction ${tx} is not open`);
  return entry.tx;
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      // drizzle's parsers keep these types as text; the calling thread applies them (functions do not cross threads)
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, (value: string) => value]));
      return target(db, request.tx).query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'exec':
      return target(db, request.tx).exec(request.sql, { rowMode: request.rowMode });
    case 'end': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`Transaction ${request.tx} is not open`);
      open.delete(request.tx);
      entry.finish(request.commit);
      await entry.done;
      return null;
    }
    case 'listen':
      if (!unlisten.has(request.channel)) {
        unlisten.set(request.channel, await db.listen(request.channel, (payload) => post({ notify: request.channel, payload })));
      }
      return null;
    case 'unlisten':
      await unlisten.get(request.channel)?.();
      unlisten.delete(request.channel);
      return null;
    case 'close':
      await db.close();
      return null;
    case 'begin':
      throw new Error('begin is handled before dispatch');
  }
}

try {
  const db = await PGlite.create(dataDir, pgliteOptions);
  port.on('message', (request: WorkerRequest) => {
    if (request.op === 'begin') return begin(request.id, db);
    handle(db, request).then(
      (result) => post({ id: request.id, result }),
      (error) => post({ id: request.id, error: serializeError(error) }),
    );
  });
  post({ id: 0, result: 'ready' });
} catch (error) {
  post({ id: 0, error: serializeError(error) });
}
