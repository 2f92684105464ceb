// `npm test`: everything, in order — typecheck, lint, contract, server integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web components, web build, end-to-end in Chromium. Ends with `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-reports-'));
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];

function run(name, command, args, { env = {}, vitestReport } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const extra = vitestReport ? ['--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`] : [];
  const result = spawnSync(command, [...args, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'Asia/Seoul', FORCE_COLOR: '0', ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (vitestReport && fs.existsSync(vitestReport)) {
    const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      failed += 1;
      failures.push(`${name}: no tests ran`);
    }
  } else if (result.status === 0) passed += 1;
  else failed += 1;
  if (result.status !== 0) failures.push(`${name} (exit ${result.status})`);
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
}

const report = (name) => path.join(reports, `${name}.json`);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('contract', 'npx', ['vitest', 'run', '--root', 'packages/contract'], { vitestReport: report('contract') });
run('server', 'npx', ['vitest', 'run', '--root', 'apps/server'], { vitestReport: report('server'), env: { TEST_DATABASE_URL: '' } });
if (process.env.TEST_DATABASE_URL) {
  run('server-postgres', 'npx', ['vitest', 'run', '--root', 'apps/server'], { vitestReport: report('server-postgres') });
}
run('web', 'npx', ['vitest', 'run', '--root', 'apps/web'], { vitestReport: report('web') });
run('build', 'npm', ['run', 'build', '--silent']);
run('e2e', 'npx', ['vitest', 'run', '--root', 'e2e'], { vitestReport: report('e2e') });

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const summary = `${passed} passed, ${failed} failed`;
console.log(`\n${summary}`);
if (process.env.KG_TEST_SUMMARY) fs.writeFileSync(process.env.KG_TEST_SUMMARY, `${summary}\n`);
process.exit(failures.length ? 1 : 0);
