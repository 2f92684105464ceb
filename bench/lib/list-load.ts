/**
 * `npm run bench -- lists`: every list/search call and the dashboard on the large seed, on PGlite and on PostgreSQL,
 * each at 50 connections through the API and, in the same round, its own captured SQL replayed directly on the same
 * database; plus each page's cost on the demo seed against the large one (one request at a time, direct SQL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiRound } from './api-round';
import { captureLists, type BenchDatabase, type CapturedList } from './capture';
import type { RoundResult } from './closed-loop';
import { fetchRequester } from './http-session';
import { signInBoth } from './list-endpoints';
import { pgliteReplayer, pgReplayer, type Replayer } from './replay';
import { rssSampler, treeRssMB } from './rss';
import { dataRoot, ensureSeeded, type SeedOptions } from './seed-cache';
import { median, startApp } from './server';
import { statementCount, type SqlSequence, type Statement } from './sql-sequence';

export const CONNECTIONS = 50;

export type ListOptions = { rounds: number; seconds: number; only: (name: string) => boolean; reseed: boolean; log: (line: string) => void };

type Summary = { rps: number; p50: number; p95: number; errors: number; rounds: RoundResult[] };

export type ListResult = {
  name: string;
  url: string;
  /** statements one request ran on the large seed, and how many steps (side-by-side groups) they came in */
  statements: number;
  steps: number;
  api: Summary;
  direct: Summary;
  /** API req/s ÷ direct req/s (medians) */
  ratio: number;
  /** one request at a time, direct SQL: median ms on the demo and the large seed */
  history: { demoMs: number; largeMs: number; growth: number } | null;
};

export type DatabaseResult = {
  kind: BenchDatabase['kind'];
  lists: ListResult[];
  serverRssMB: { idle: number; peak: number };
};

const LOAD_ENV = { RATE_LIMIT_PER_MINUTE: '100000000', LOGIN_IP_MAX_PER_15MIN: '100000000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000000' };

/** Seeds what is missing (the four databases side by side), then measures PGlite and PostgreSQL in turn. */
export async function listLoad(options: ListOptions): Promise<DatabaseResult[]> {
  const seedOptions: SeedOptions = { reseed: options.reseed, log: options.log };
  const kinds = ['pglite', 'postgres'] as const;
  const seeded = await Promise.all(
    kinds.map(async (kind) => ({
      kind,
      large: await ensureSeeded(kind, 'large', seedOptions),
      demo: await ensureSeeded(kind, 'demo', seedOptions),
    })),
  );
  const results: DatabaseResult[] = [];
  for (const { kind, large, demo } of seeded) results.push(await benchDatabase(kind, large, demo, options));
  return results;
}

async function benchDatabase(kind: BenchDatabase['kind'], large: BenchDatabase, demo: BenchDatabase, options: ListOptions): Promise<DatabaseResult> {
  const { log } = options;
  log(`${kind}: capturing the SQL of each list request`);
  const captured = await captureLists(large, options.only);
  const sqlFile = path.join(dataRoot, `lists-sql-${kind}.json`);
  fs.writeFileSync(sqlFile, JSON.stringify(captured.lists.map((l) => ({ name: l.name, url: l.url, steps: stepTexts(l.sequence) })), null, 2));
  log(`${kind}: the SQL of each request is in ${path.relative(path.resolve(import.meta.dirname, '../..'), sqlFile)}`);
  const api = captured.lists.map(() => [] as RoundResult[]);
  const direct = captured.lists.map(() => [] as RoundResult[]);
  const rss = { idle: 0, peak: 0 };
  const withServer = async (use: (api: (i: number) => Promise<RoundResult>) => Promise<void>) => {
    const app = await startApp(large.dataDir, { ...LOAD_ENV, ...(large.kind === 'postgres' ? { DATABASE_URL: large.databaseUrl } : {}) });
    try {
      const sessions = await signInBoth(fetchRequester(app.baseUrl));
      const pid = app.child.pid!;
      rss.idle = Math.max(rss.idle, treeRssMB(pid));
      const sampler = rssSampler(pid);
      try {
        await use((i) => {
          const list = captured.lists[i];
          return apiRound(`${app.baseUrl}${list.url}`, sessions[list.realm].cookie, CONNECTIONS, options.seconds);
        });
      } finally {
        rss.peak = Math.max(rss.peak, sampler.stop());
      }
    } finally {
      await app.stop();
    }
  };
  const directOf = (replayer: Replayer) => (i: number) => replayer.load(captured.lists[i].sequence, CONNECTIONS, options.seconds);
  const indices = captured.lists.map((_, i) => i);

  if (kind === 'postgres') {
    // the server and the direct pool side by side: each list's API round and direct round back to back
    await withServer((apiOf) =>
      withReplayer(large, captured.setup, async (replayer) => {
        for (let round = 0; round < options.rounds; round++) {
          log(`${kind}: round ${round + 1}/${options.rounds}, API and direct SQL list by list`);
          for (const i of indices) {
            api[i].push(await apiOf(i));
            direct[i].push(await directOf(replayer)(i));
          }
        }
      }),
    );
  } else {
    // one process at a time on a DATA_DIR: all lists through the server, then all replayed; every other round the
    // other way round, so a drift in the machine's load does not favour one side
    for (let round = 0; round < options.rounds; round++) {
      const apiPhase = () => {
        log(`${kind}: round ${round + 1}/${options.rounds} through the API`);
        return withServer(async (apiOf) => {
          for (const i of indices) api[i].push(await apiOf(i));
        });
      };
      const directPhase = () => {
        log(`${kind}: round ${round + 1}/${options.rounds} direct SQL`);
        return withReplayer(large, captured.setup, async (replayer) => {
          for (const i of indices) direct[i].push(await directOf(replayer)(i));
        });
      };
      for (const phase of round % 2 ? [directPhase, apiPhase] : [apiPhase, directPhase]) await phase();
    }
  }
  log(`${kind}: one request at a time on the demo and the large seed`);
  const history = await historyOf(large, demo, captured, options);
  return {
    kind,
    serverRssMB: rss,
    lists: captured.lists.map((list, i) => {
      const apiSummary = summarise(api[i]);
      const directSummary = summarise(direct[i]);
      return {
        name: list.name,
        url: list.url,
        statements: statementCount(list.sequence),
        steps: list.sequence.length,
        api: apiSummary,
        direct: directSummary,
        ratio: round2(apiSummary.rps / directSummary.rps),
        history: history.get(list.name) ?? null,
      };
    }),
  };
}

/** The same page's direct SQL, one request at a time, on the demo seed and on the large seed. */
async function historyOf(large: BenchDatabase, demo: BenchDatabase, captured: { lists: CapturedList[]; setup: Statement[] }, options: ListOptions) {
  const demoCaptured = await captureLists(demo, options.only);
  const seconds = Math.min(0.3, options.seconds);
  const timeEach = async (target: BenchDatabase, from: { lists: CapturedList[]; setup: Statement[] }) => {
    const ms = new Map<string, number>();
    await withReplayer(target, from.setup, async (replayer) => {
      for (const list of from.lists) ms.set(list.name, (await replayer.load(list.sequence, 1, seconds)).p50);
    });
    return ms;
  };
  const demoMs = await timeEach(demo, demoCaptured);
  const largeMs = await timeEach(large, captured);
  const history = new Map<string, ListResult['history']>();
  for (const [name, d] of demoMs) {
    const l = largeMs.get(name);
    if (l !== undefined) history.set(name, { demoMs: d, largeMs: l, growth: round2(l / d) });
  }
  return history;
}

async function withReplayer(target: BenchDatabase, setup: Statement[], use: (replayer: Replayer) => Promise<void>) {
  const replayer = target.kind === 'pglite' ? await pgliteReplayer(target.dataDir, setup) : await pgReplayer(target.databaseUrl);
  try {
    await use(replayer);
  } finally {
    await replayer.close();
  }
}

/** Each step's statements (texts only), a transaction's as one list. */
function stepTexts(sequence: SqlSequence) {
  return sequence.map((step) => step.map((unit) => (unit.kind === 'statement' ? unit.statement.text : unit.statements.map((s) => s.text))));
}

function summarise(rounds: RoundResult[]): Summary {
  return {
    rps: Math.round(median(rounds.map((r) => r.rps))),
    p50: round1(median(rounds.map((r) => r.p50))),
    p95: round1(median(rounds.map((r) => r.p95))),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
