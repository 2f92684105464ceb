/**
 * `npm run bench`: cold start, login and /me under load (with a bare Fastify route in the same run for the
 * framework-overhead ratio), and the gzip size of the JS the login page loads. Results: bench/results/*.json + a table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { coldStart } from './lib/cold-start';
import { apiLoad } from './lib/api-load';
import { loginPageWeight } from './lib/login-weight';

const targets = { readyMs: 3000, meToBareRatio: 0.5, loginPageGzipKB: 250 };

// `npm run bench -- load` runs one part; the table then shows only what ran.
const only = process.argv.slice(2);
const wants = (part: string) => only.length === 0 || only.includes(part);
const cold = wants('cold') ? await coldStart(5) : null;
const load = wants('load') ? await apiLoad() : null;
const weight = wants('web') ? await loginPageWeight() : null;

const results = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  coldStart: cold,
  load,
  loginPage: weight,
  targets,
};
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, only.length ? `partial-${only.join('-')}.json` : 'latest.json'), JSON.stringify(results, null, 2));

const rows: [string, string, string, string][] = [];
if (cold) rows.push(['cold start to ready (median of 5)', `${cold.medianMs} ms`, `< ${targets.readyMs} ms`, ok(cold.medianMs < targets.readyMs)]);
if (load) {
  rows.push(
    ['bare Fastify JSON route', `${load.bare.rps} req/s, p50 ${load.bare.p50} ms`, '', ''],
    ['GET /api/v2/me', `${load.me.rps} req/s, p50 ${load.me.p50} ms`, '', ''],
    ['/me ÷ bare throughput', load.ratio.toFixed(2), `>= ${targets.meToBareRatio}`, ok(load.ratio >= targets.meToBareRatio)],
    ['POST /api/v2/login (argon2id)', `${load.login.rps} req/s, p50 ${load.login.p50} ms`, '', ''],
  );
}
if (weight) {
  rows.push(['login page JS (gzip)', `${weight.gzipKB} KB in ${weight.files.length} files`, `< ${targets.loginPageGzipKB} KB`, ok(weight.gzipKB < targets.loginPageGzipKB)]);
}
const width = rows.reduce((w, r) => r.map((c, i) => Math.max(w[i], c.length)), [0, 0, 0, 0]);
console.log('\n' + rows.map((r) => r.map((c, i) => c.padEnd(width[i])).join('  ')).join('\n'));
console.log(`\nwritten to bench/results/${only.length ? `partial-${only.join('-')}.json` : 'latest.json'}`);

function ok(pass: boolean) {
  return pass ? 'ok' : 'MISSED';
}
