/**
 * "The same SQL": the server's own app, built in this process on the benchmark database with its driver wrapped, serves
 * each list request; every statement the request issues (text, parameters, driver options, which ran side by side,
 * which formed a transaction) is recorded, so the direct replay runs exactly what the current code runs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import inject from 'light-my-request';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { injectRequester } from './http-session';
import { listRequests, signInBoth, type ListRequest } from './list-endpoints';
import { toSequence, type SqlSequence, type Statement, type Unit } from './sql-sequence';

/** A benchmark database; on PostgreSQL `dataDir` holds only the centre's uploaded files. */
export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; dataDir: string };

type Recorded = { unit: Unit; start: number; end: number };
type Recording = { units: Recorded[]; pgTransactions: Map<pg.Client, Recorded & { unit: { kind: 'transaction' } }> };

// The request being recorded: the app's router runs inside it (app.inject would not carry it into the handlers).
const current = new AsyncLocalStorage<Recording>();

export type CapturedList = ListRequest & { sequence: SqlSequence };

/**
 * Captures one request per list endpoint (after two warm-up requests: caches filled, statements prepared). `setup`:
 * the `prepare …` statements the server ran once on its PGlite connection (its session lookups), which a request then
 * `execute`s — a replaying connection runs them first.
 */
export async function captureLists(target: BenchDatabase, only: (name: string) => boolean): Promise<{ lists: CapturedList[]; setup: Statement[] }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.kind === 'postgres' ? target.databaseUrl : '',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    CSRF_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: path.join(import.meta.dirname, '../.data/no-web'),
  });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const setup: Statement[] = [];
  const restore = database.kind === 'postgres' ? recordPg() : recordPglite((database.db as unknown as { $client: PGlite }).$client, setup);
  try {
    await runMigrations(database);
    const app = await buildApp(config, database, { logger: false });
    await app.ready();
    try {
      const request = injectRequester(app);
      const sessions = await signInBoth(request);
      const lists: CapturedList[] = [];
      for (const list of (await listRequests(request, sessions)).filter((l) => only(l.name))) {
        // three requests, the last one recorded: the first two fill caches and prepare statements
        let recording: Recording = { units: [], pgTransactions: new Map() };
        for (let i = 0; i < 3; i++) {
          recording = { units: [], pgTransactions: new Map() };
          const res = await inject(
            (req, res) => current.run(recording, () => app.routing(req, res)),
            { method: 'GET', url: list.url, headers: { cookie: sessions[list.realm].cookie } },
          );
          if (res.statusCode !== 200) throw new Error(`${list.name}: GET ${list.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }
        if (!recording.units.length) throw new Error(`${list.name}: no SQL captured for GET ${list.url}`);
        lists.push({ ...list, sequence: toSequence(recording.units) });
      }
      return { lists, setup };
    } finally {
      await app.close();
    }
  } finally {
    restore();
    await database.close();
  }
}

/** Until `end` is called on the returned timing, the unit counts as running (for side-by-side grouping). */
function timed(recording: Recording, unit: Unit): Recorded {
  const recorded = { unit, start: performance.now(), end: Infinity };
  recording.units.push(recorded);
  return recorded;
}

// Type parsers drizzle overrides to keep values raw (dates, timestamps, intervals, numeric[] and the like): probed
// on each captured query's own `types`, so the replay parses what the server parses.
const PARSER_CANDIDATES = [1082, 1114, 1184, 1186, 1231, 1115, 1182, 1185, 1187];

function rawOidsOf(types: pg.CustomTypesConfig | undefined): number[] | undefined {
  if (!types) return undefined;
  const raw = PARSER_CANDIDATES.filter((oid) => types.getTypeParser(oid, 'text') !== pg.types.getTypeParser(oid, 'text'));
  return raw.length ? raw : undefined;
}

/** node-postgres: every Client.query in a recorded request; begin … commit on one client is one transaction unit. */
function recordPg(): () => void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const recording = current.getStore();
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? (first as pg.QueryConfig & { rowMode?: 'array'; types?: pg.CustomTypesConfig }) : null;
    const text = typeof first === 'string' ? first : config?.text;
    if (!recording || text === undefined) return original.apply(this, args);
    const statement: Statement = {
      text,
      params: Array.isArray(second) ? second : (config?.values ?? []),
      ...(config?.rowMode ? { rowMode: config.rowMode } : {}),
      ...(config?.name ? { name: config.name } : {}),
    };
    const rawTypeOids = rawOidsOf(config?.types);
    if (rawTypeOids) statement.rawTypeOids = rawTypeOids;
    const open = recording.pgTransactions.get(this);
    let done = () => undefined as void;
    if (/^\s*begin\b/i.test(text)) {
      const unit = { kind: 'transaction' as const, statements: [statement] };
      recording.pgTransactions.set(this, timed(recording, unit) as Recorded & { unit: typeof unit });
    } else if (open) {
      open.unit.statements.push(statement);
      if (/^\s*(commit|rollback)\b/i.test(text)) {
        recording.pgTransactions.delete(this);
        done = () => void (open.end = performance.now());
      }
    } else {
      const timing = timed(recording, { kind: 'statement', statement });
      done = () => void (timing.end = performance.now());
    }
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...a: unknown[]) => void;
      args[callbackAt] = (...a: unknown[]) => {
        done();
        callback(...a);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  return () => {
    proto.query = original;
  };
}

type PgliteRunner = Pick<PGlite, 'query' | 'exec'>;

/**
 * PGlite: `query` and `exec` on the instance and inside `transaction`; `prepare …` (run once per connection by the
 * server's session lookups) goes to `setup` instead of the request.
 */
function recordPglite(client: PGlite, setup: Statement[]): () => void {
  const saved = { query: client.query, exec: client.exec, transaction: client.transaction };
  const originalTransaction = client.transaction.bind(client);
  const wrap = (runner: PgliteRunner, into: (recording: Recording, statement: Statement) => Recorded | null) => {
    const query = runner.query.bind(runner);
    const exec = runner.exec.bind(runner);
    const around = async <T>(statement: Statement, run: () => Promise<T>): Promise<T> => {
      if (/^\s*prepare\s/i.test(statement.text)) {
        if (!setup.some((s) => s.text === statement.text)) setup.push(statement);
        return run();
      }
      const recording = current.getStore();
      const timing = recording ? into(recording, statement) : null;
      try {
        return await run();
      } finally {
        if (timing && timing.unit.kind === 'statement') timing.end = performance.now();
      }
    };
    const optionsOf = (options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }) => ({
      ...(options?.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      ...(options?.parsers ? { rawTypeOids: Object.keys(options.parsers).map(Number) } : {}),
    });
    runner.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
      around({ text, params: params ?? [], ...optionsOf(options) }, () => query(text, params, options))) as PGlite['query'];
    runner.exec = ((text: string, options?: Parameters<PGlite['exec']>[1]) =>
      around({ text, params: [], simple: true, ...optionsOf(options) }, () => exec(text, options))) as PGlite['exec'];
  };
  wrap(client, (recording, statement) => timed(recording, { kind: 'statement', statement }));
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    const recording = current.getStore();
    const timing = recording ? timed(recording, { kind: 'transaction', statements: [] }) : null;
    try {
      return await originalTransaction(async (tx) => {
        if (timing && timing.unit.kind === 'transaction') {
          const statements = timing.unit.statements;
          wrap(tx, (_recording, statement) => {
            statements.push(statement);
            return null;
          });
        }
        return callback(tx);
      });
    } finally {
      if (timing) timing.end = performance.now();
    }
  }) as PGlite['transaction'];
  return () => Object.assign(client, saved);
}
