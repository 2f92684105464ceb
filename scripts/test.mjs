// `npm test`: everything, in order — typecheck, lint, contract, server integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web components, the build (web app and server bundle), end-to-end in Chromium (and two
// server instances on PostgreSQL and Redis when TEST_DATABASE_URL is set). Ends with a table of stage times and
// `N passed, N failed` as the last line. `npm test -- web server` runs only the named stages, in the usual order.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptStarted = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAGES = ['typecheck', 'lint', 'contract', 'server', 'server-postgres', 'web', 'build', 'e2e'];
const only = process.argv.slice(2);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-reports-'));
const env = { ...process.env, TZ: 'Asia/Seoul', FORCE_COLOR: '0' };
let passed = 0;
let failed = 0;
const failures = [];
/** Each stage run: its name, ok or not, seconds — printed as a table at the end. */
const timings = [];

const unknown = only.filter((name) => !STAGES.includes(name));
if (unknown.length) {
  console.log(`Unknown stage: ${unknown.join(', ')}. Stages: ${STAGES.join(', ')}.`);
  failed += 1;
  finish(1);
}
if (only.includes('server-postgres') && !process.env.TEST_DATABASE_URL) {
  console.log('server-postgres needs TEST_DATABASE_URL (a PostgreSQL server whose user may create databases).');
  failed += 1;
  finish(1);
}

/** Runs a command; its output goes to ours as it comes, or is collected (`collect`) for printing in one piece. */
function exec(command, args, { extraEnv = {}, collect = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv },
    });
    let output = '';
    if (collect) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

async function run(name, work, { vitestReport } = {}) {
  if (!wanted(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = await work();
  record(name, status, started, vitestReport);
}

const wanted = (name) => !only.length || only.includes(name);

function record(name, status, started, vitestReport) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (vitestReport && fs.existsSync(vitestReport)) {
    const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      failed += 1;
      failures.push(`${name}: no tests ran`);
    }
  } else if (status === 0) passed += 1;
  else failed += 1;
  if (status !== 0) failures.push(`${name} (exit ${status})`);
  console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  timings.push({ name, ok: status === 0, seconds: Number(seconds) });
}

const command = (cmd, args, extraEnv) => async () => (await exec(cmd, args, { extraEnv })).status;

function vitest(name, dir, extraEnv) {
  const report = path.join(reports, `${name}.json`);
  const args = ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile=${report}`];
  return run(name, command('npx', args, extraEnv), { vitestReport: report });
}

/**
 * typecheck and lint together, two commands at a time (tsc and eslint use one core each; the machine has two): the
 * root `typecheck` script's projects (`tsc -p a && tsc -p b && …`) one by one, and `npm run lint`. Longest first.
 * Each command's output is printed whole when it ends.
 */
async function checks() {
  const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.typecheck;
  const jobs = [
    ...script.split('&&').map((part) => ({ stage: 'typecheck', argv: part.trim().split(/\s+/) })),
    { stage: 'lint', argv: ['npm', 'run', 'lint', '--silent'] },
  ].filter((job) => wanted(job.stage));
  if (!jobs.length) return;
  const weight = ({ argv }) => (argv.includes('apps/web') ? 3 : argv.includes('tsconfig.node.json') ? 2 : argv.includes('lint') ? 1 : 0);
  const queue = jobs.sort((a, b) => weight(b) - weight(a));
  const stages = [...new Set(jobs.map((job) => job.stage))];
  console.log(`\n━━ ${stages.join(' + ')} ━━`);
  const started = {};
  const status = Object.fromEntries(stages.map((stage) => [stage, 0]));
  const left = Object.fromEntries(stages.map((stage) => [stage, jobs.filter((job) => job.stage === stage).length]));
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now();
      started[job.stage] ??= jobStarted;
      const [bin, ...args] = job.argv;
      const local = path.join(root, 'node_modules', '.bin', bin);
      const result = fs.existsSync(local) ? await exec(local, args, { collect: true }) : await exec(bin, args, { collect: true });
      const seconds = ((Date.now() - jobStarted) / 1000).toFixed(1);
      console.log(`${job.stage}: ${job.argv.join(' ')}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      if (result.status !== 0) status[job.stage] = result.status;
      if (--left[job.stage] === 0) record(job.stage, status[job.stage], started[job.stage]);
    }
  };
  await Promise.all([lane(), lane()]);
}

await checks();
await vitest('contract', 'packages/contract');
await vitest('server', 'apps/server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) await vitest('server-postgres', 'apps/server');
await vitest('web', 'apps/web');
await run('build', command('npm', ['run', 'build', '--silent']));
await vitest('e2e', 'e2e');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
finish(failures.length ? 1 : 0);

/** The stage times, then `N passed, N failed` as the very last line (CI reads it). */
function finish(exitCode) {
  fs.rmSync(reports, { recursive: true, force: true });
  if (timings.length) {
    const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
    const total = (Date.now() - scriptStarted) / 1000;
    console.log('\nStage times:');
    for (const t of timings) console.log(`  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)}s  ${t.ok ? 'ok' : 'FAILED'}`);
    console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}s  (typecheck and lint run side by side)`);
  }
  const summary = `${passed} passed, ${failed} failed`;
  console.log(`\n${summary}`);
  if (process.env.KG_TEST_SUMMARY) fs.writeFileSync(process.env.KG_TEST_SUMMARY, `${summary}\n`);
  process.exit(exitCode);
}
