/**
 * The benchmark databases, seeded once and reused: the large seed (`npm run seed:large`) and the demo seed (what
 * `npm start` creates on an empty database), each as a PGlite DATA_DIR under bench/.data and as a PostgreSQL database
 * (kg_bench_large, kg_bench_demo) on BENCH_DATABASE_URL's server. A marker (in the DATA_DIR; the database's comment
 * on PostgreSQL) records the seed code it was made with and the day: the seeds write "today"'s attendance, medicine
 * and pick-ups, so a cache from another day or other seed code is seeded again. New migrations do not reseed: the
 * server applies them at start to the existing centre, as it does in production.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { todayIn } from '@kg/contract';
import type { BenchDatabase } from './capture';
import { startApp } from './server';

export type Seed = 'large' | 'demo';

const root = path.resolve(import.meta.dirname, '../..');
/** Caches of the bench (gitignored): the seeded DATA_DIRs, the captured SQL. */
export const dataRoot = path.join(root, 'bench/.data');
const seedSource = path.join(root, 'apps/server/src/db/seed');
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

type Marker = { seed: Seed; version: string; date: string };

/** The seed code and its data files: any change means another centre. */
function seedVersion(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.includes('.test.')) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  };
  walk(seedSource);
  return hash.digest('hex').slice(0, 16);
}

const sameMarker = (a: Marker | null, b: Marker) => a !== null && a.seed === b.seed && a.version === b.version && a.date === b.date;

/** `--reseed` means once per run: a part that follows one that seeded reuses what it made. */
export type SeedOptions = { reseed: boolean; log: (line: string) => void };
const seededThisRun = new Set<string>();

export function postgresUrl(database: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function ensureSeeded(kind: BenchDatabase['kind'], seed: Seed, options: SeedOptions): Promise<BenchDatabase> {
  const want: Marker = { seed, version: seedVersion(), date: todayIn(process.env.CENTRE_TIME_ZONE || 'Asia/Seoul') };
  const key = `${kind} ${seed}`;
  const reseed = options.reseed && !seededThisRun.has(key);
  seededThisRun.add(key);
  return kind === 'pglite' ? ensurePglite(seed, want, { ...options, reseed }) : ensurePostgres(seed, want, { ...options, reseed });
}

async function ensurePglite(seed: Seed, want: Marker, { reseed, log }: SeedOptions): Promise<BenchDatabase> {
  const dataDir = path.join(dataRoot, `${seed}-pglite`);
  const markerFile = path.join(dataDir, 'bench-seed.json');
  const have = fs.existsSync(markerFile) ? (JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker) : null;
  const target = { kind: 'pglite' as const, dataDir };
  if (!reseed && sameMarker(have, want)) return target;
  log(`PGlite ${seed} seed in ${path.relative(root, dataDir)}: ${why(have, want, reseed)} — seeding`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await runSeed(seed, { DATA_DIR: dataDir }, `pglite ${seed}`, log);
  fs.writeFileSync(markerFile, JSON.stringify(want));
  return target;
}

async function ensurePostgres(seed: Seed, want: Marker, { reseed, log }: SeedOptions): Promise<BenchDatabase> {
  const name = `kg_bench_${seed}`;
  // uploaded files of a PostgreSQL centre (the demo seed's pictures) live in a DATA_DIR of their own
  const target = { kind: 'postgres' as const, databaseUrl: postgresUrl(name), dataDir: path.join(dataRoot, `${seed}-postgres-files`) };
  const admin = new pg.Client({ connectionString: postgresUrl('postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    const have = rows[0]?.comment ? (JSON.parse(rows[0].comment) as Marker) : null;
    if (!reseed && sameMarker(have, want)) return target;
    log(`PostgreSQL ${seed} seed in ${name}: ${rows.length ? why(have, want, reseed) : 'none yet'} — seeding`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    fs.mkdirSync(target.dataDir, { recursive: true });
    await runSeed(seed, { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }, `postgres ${seed}`, log);
    await admin.query(`comment on database ${name} is '${JSON.stringify(want)}'`);
    return target;
  } finally {
    await admin.end();
  }
}

function why(have: Marker | null, want: Marker, reseed: boolean): string {
  if (reseed) return '--reseed';
  if (!have) return 'none yet';
  if (have.version !== want.version) return 'the seed code changed';
  return `seeded for ${have.date}, today is ${want.date}`;
}

/** The large seed through its own command line; the demo seed as `npm start` makes it (the server's first start). */
async function runSeed(seed: Seed, env: { DATA_DIR: string; DATABASE_URL?: string }, label: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  if (seed === 'demo') {
    // a first start creates the database, migrates and seeds: minutes on a busy machine
    const app = await startApp(env.DATA_DIR, env, { timeoutMs: 15 * 60_000 });
    await app.stop();
  } else {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/db/seed/large.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      let rest = '';
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) log(`[${label}] ${line.trim()}`);
      });
    }
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`seed:large (${label}) exited with ${code}`);
  }
  log(`[${label}] seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
