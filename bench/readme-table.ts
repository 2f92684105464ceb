/**
 * `npx tsx bench/readme-table.ts [results.json]`: the lists part of a bench run (default bench/results/latest.json)
 * as the Markdown table the README shows, so the README is updated from a real run rather than by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseResult } from './lib/list-load';
import type { ListTargets } from './lib/list-report';
import { listPasses, ok } from './lib/list-report';

const file = process.argv[2] ?? path.join(import.meta.dirname, 'results/latest.json');
const results = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  date: string;
  lists: { connections: number; rounds: number; seconds: number; databases: DatabaseResult[] } | null;
  targets: ListTargets;
};
if (!results.lists) throw new Error(`${file} has no lists part`);
const { databases, connections, rounds, seconds } = results.lists;
const pg = databases.find((d) => d.kind === 'postgres');
const lite = databases.find((d) => d.kind === 'pglite');
const t = results.targets;

const cell = (db: DatabaseResult | undefined, name: string) => {
  const list = db?.lists.find((l) => l.name === name);
  if (!db || !list) return ['', '', '', ''];
  const pass = listPasses(list, db.kind, t);
  const growth = list.history ? `${list.history.growth.toFixed(1)}×${pass.history ? '' : ' ✗'}` : '';
  return [
    `${list.api.rps} req/s, p95 ${list.api.p95} ms${pass.p95 ? '' : ' ✗'}`,
    `${list.direct.rps} req/s, p95 ${list.direct.p95} ms`,
    `${list.ratio.toFixed(2)}${pass.ratio ? '' : ' ✗'}`,
    growth,
  ];
};

const names = (pg ?? lite)!.lists.map((l) => l.name);
const lines = [
  `Lists on the large seed, ${connections} connections, median of ${rounds} rounds × ${seconds} s (${results.date.slice(0, 10)}); ` +
    `✗ = target missed: API ÷ direct SQL ≥ ${t.listToDirectRatio}, p95 ≤ ${t.listP95Ms.postgres} ms (PostgreSQL) / ` +
    `${t.listP95Ms.pglite} ms (PGlite), demo → large seed ≤ ${t.historyGrowth}× (one request at a time, direct SQL).`,
  '',
  '| list | SQL statements (PG) | PostgreSQL API | direct SQL | ÷ | demo → large | PGlite API | direct SQL | ÷ | demo → large |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...names.map((name) => {
    const statements = pg?.lists.find((l) => l.name === name)?.statements ?? '';
    return `| ${name} | ${statements} | ${[...cell(pg, name), ...cell(lite, name)].join(' | ')} |`;
  }),
  '',
  ...databases.map(
    (db) =>
      `Server RSS under the list load, ${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: peak ${db.serverRssMB.peak} MB, idle ${db.serverRssMB.idle} MB` +
      (db.kind === 'postgres' ? ` (target ≤ ${t.serverRssMB} MB: ${ok(db.serverRssMB.peak <= t.serverRssMB)}).` : '.'),
  ),
];
console.log(lines.join('\n'));
