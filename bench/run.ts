/**
 * `npm run bench [-- <part> …] [options]`: cold start, login and /me under load (with a bare Fastify route in the
 * same run for the framework-overhead ratio), every list/search call and the dashboard on the large seed on both
 * databases against their own SQL run directly, and the gzip size of the JS the login page loads.
 * Results: bench/results/*.json + a table with each target and ok / MISSED.
 *
 * Parts: cold, load, lists, photos, web (login JS weight and Lighthouse). Options (lists): --only <name,…> (list names: bench/lib/list-endpoints.ts),
 * --rounds <n>, --seconds <s>, --reseed (seed the benchmark databases again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldStart, coldStartOn } from './lib/cold-start';
import { apiLoad } from './lib/api-load';
import { loginPageWeight } from './lib/login-weight';
import { LIST_REQUEST_NAMES } from './lib/list-endpoints';
import { listLoad } from './lib/list-load';
import { formatRows, listSummaryRows, listTables, ok, type ListTargets } from './lib/list-report';
import { ensureSeeded } from './lib/seed-cache';
import { photoUpload } from './lib/photo-upload';
import { lighthouseScores } from './lib/lighthouse';

const targets = {
  readyMs: 3000,
  meToBareRatio: 0.5,
  loginPageGzipKB: 250,
  listToDirectRatio: 0.8,
  listP95Ms: { postgres: 60, pglite: 200 },
  historyGrowth: 2,
  serverRssMB: 400,
  photoUploadToSharpRatio: 1.5,
  photoUploadPeakRssMB: 500,
  lighthouseMin: 95,
} satisfies Record<string, unknown> & ListTargets;

const { values: options, positionals: parts } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '1' },
    reseed: { type: 'boolean', default: false },
  },
});
const knownParts = ['cold', 'load', 'lists', 'photos', 'web'];
const unknownParts = parts.filter((p) => !knownParts.includes(p));
if (unknownParts.length) throw new Error(`unknown part ${unknownParts.join(', ')} (parts: ${knownParts.join(', ')})`);
const onlyLists = options.only?.split(',').map((s) => s.trim()).filter(Boolean);
const unknownLists = onlyLists?.filter((n) => !LIST_REQUEST_NAMES.includes(n)) ?? [];
if (unknownLists.length) throw new Error(`unknown list ${unknownLists.join(', ')} (lists: ${LIST_REQUEST_NAMES.join(', ')})`);
const rounds = Number(options.rounds);
const seconds = Number(options.seconds);
if (!(rounds >= 1) || !(seconds > 0)) throw new Error('--rounds must be ≥ 1 and --seconds > 0');
const log = (line: string) => console.log(`· ${line}`);

// `npm run bench -- lists` runs one part; the table then shows only what ran.
const wants = (part: string) => parts.length === 0 || parts.includes(part);
const cold = wants('cold')
  ? {
      demo: await coldStart(5),
      large: await coldStartOn((await ensureSeeded('pglite', 'large', { reseed: options.reseed, log })).dataDir, 5),
    }
  : null;
const load = wants('load') ? await apiLoad() : null;
const lists = wants('lists')
  ? await listLoad({ rounds, seconds, reseed: options.reseed, log, only: (name) => !onlyLists || onlyLists.includes(name) })
  : null;
const photos = wants('photos') ? await photoUpload() : null;
const weight = wants('web') ? await loginPageWeight() : null;
const scores = wants('web') ? await lighthouseScores() : null;

const results = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  coldStart: cold,
  load,
  lists: lists && { connections: 50, rounds, seconds, only: onlyLists ?? null, databases: lists },
  photos,
  loginPage: weight,
  lighthouse: scores,
  targets,
};
const dir = path.join(import.meta.dirname, 'results');
const file = parts.length || onlyLists ? `partial-${[...parts, ...(onlyLists ? ['only'] : [])].join('-') || 'all'}.json` : 'latest.json';
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, file), JSON.stringify(results, null, 2));

const rows: [string, string, string, string][] = [];
if (cold) {
  rows.push(
    ['cold start to ready, demo DATA_DIR (median of 5)', `${cold.demo.medianMs} ms`, `< ${targets.readyMs} ms`, ok(cold.demo.medianMs < targets.readyMs)],
    ['cold start to ready, large DATA_DIR (median of 5)', `${cold.large.medianMs} ms`, `< ${targets.readyMs} ms`, ok(cold.large.medianMs < targets.readyMs)],
  );
}
if (load) {
  rows.push(
    ['bare Fastify JSON route', `${load.bare.rps} req/s, p50 ${load.bare.p50} ms`, '', ''],
    ['GET /api/v2/me', `${load.me.rps} req/s, p50 ${load.me.p50} ms`, '', ''],
    ['/me ÷ bare throughput', load.ratio.toFixed(2), `>= ${targets.meToBareRatio}`, ok(load.ratio >= targets.meToBareRatio)],
    ['POST /api/v2/login (argon2id)', `${load.login.rps} req/s, p50 ${load.login.p50} ms`, '', ''],
  );
}
if (lists) rows.push(...listSummaryRows(lists, targets));
if (photos) {
  for (const [label, result] of [['PGlite', photos.databases.pglite], ['PostgreSQL', photos.databases.postgres]] as const) {
    rows.push(
      [
        `album upload (${label}), ${photos.photos} photos of ${Math.round((photos.photoMB / photos.photos) * 10) / 10} MB ÷ sharp alone (${photos.concurrency} at a time)`,
        `${result.apiMs} ms ÷ ${photos.sharpAloneMs} ms = ${result.ratio}`,
        `<= ${targets.photoUploadToSharpRatio}`,
        ok(result.ratio <= targets.photoUploadToSharpRatio),
      ],
      [
        `server RSS during the upload (${label}; before → peak → after, medians; highest peak)`,
        `${result.serverRssMB.before} → ${result.serverRssMB.peak} → ${result.serverRssMB.after} MB; ${result.serverPeakMaxMB} MB`,
        `<= ${targets.photoUploadPeakRssMB} MB`,
        ok(result.serverPeakMaxMB <= targets.photoUploadPeakRssMB),
      ],
    );
  }
}
if (weight) {
  rows.push(['login page JS (gzip)', `${weight.gzipKB} KB in ${weight.files.length} files`, `< ${targets.loginPageGzipKB} KB`, ok(weight.gzipKB < targets.loginPageGzipKB)]);
}
if (scores) {
  for (const [name, page] of [['login page', scores.login], ['teacher dashboard', scores.dashboard]] as const) {
    const m = page.median;
    rows.push(
      [`Lighthouse ${name} performance (mobile, median of ${page.runs.length}; LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms)`, String(m.performance), `>= ${targets.lighthouseMin}`, ok(m.performance >= targets.lighthouseMin)],
      [`Lighthouse ${name} accessibility`, String(m.accessibility), `>= ${targets.lighthouseMin}`, ok(m.accessibility >= targets.lighthouseMin)],
    );
  }
}
if (lists) console.log(listTables(lists, targets, { rounds, seconds }));
console.log('\n' + formatRows(rows));
console.log(`\nwritten to bench/results/${file}`);
