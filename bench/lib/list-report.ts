import type { DatabaseResult, ListResult } from './list-load';
import { CONNECTIONS } from './list-load';

export type ListTargets = {
  /** API req/s ÷ direct SQL req/s, at least */
  listToDirectRatio: number;
  /** API p95 under load, at most */
  listP95Ms: Record<DatabaseResult['kind'], number>;
  /** large-seed time ÷ demo-seed time of the same page, at most */
  historyGrowth: number;
  /** server RSS under the list load on PostgreSQL, at most */
  serverRssMB: number;
};

const label = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
export const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');

export function listPasses(list: ListResult, kind: DatabaseResult['kind'], targets: ListTargets) {
  return {
    ratio: list.ratio >= targets.listToDirectRatio,
    p95: list.api.p95 <= targets.listP95Ms[kind],
    history: list.history === null || list.history.growth <= targets.historyGrowth,
  };
}

/** One table per database: each list's figures with its targets and ok / MISSED beside them. */
export function listTables(results: DatabaseResult[], targets: ListTargets, rounds: { rounds: number; seconds: number }): string {
  const out: string[] = [];
  for (const db of results) {
    out.push(
      `\n${label[db.kind]}, large seed, ${CONNECTIONS} connections, median of ${rounds.rounds} rounds × ${rounds.seconds} s ` +
        `(SQL: statements/steps one request runs; history: one request at a time, direct SQL, demo → large seed)`,
    );
    const rows: string[][] = [
      ['list', 'SQL', 'API req/s', 'API p95', `≤ ${targets.listP95Ms[db.kind]} ms`, 'direct req/s', 'direct p95', 'API÷direct', `≥ ${targets.listToDirectRatio}`, 'demo → large seed', `≤ ${targets.historyGrowth}×`],
    ];
    for (const list of db.lists) {
      const pass = listPasses(list, db.kind, targets);
      const errors = list.api.errors + list.direct.errors;
      rows.push([
        list.name + (errors ? ` (${errors} errors)` : ''),
        `${list.statements}/${list.steps}`,
        String(list.api.rps),
        `${list.api.p95} ms`,
        ok(pass.p95),
        String(list.direct.rps),
        `${list.direct.p95} ms`,
        list.ratio.toFixed(2),
        ok(pass.ratio),
        list.history ? `${list.history.demoMs} → ${list.history.largeMs} ms (${list.history.growth.toFixed(1)}×)` : '—',
        list.history ? ok(pass.history) : '',
      ]);
    }
    out.push(formatRows(rows));
  }
  return out.join('\n');
}

/** Summary rows for the main table: per database, how many lists meet each target, and the server's memory. */
export function listSummaryRows(results: DatabaseResult[], targets: ListTargets): [string, string, string, string][] {
  const rows: [string, string, string, string][] = [];
  for (const db of results) {
    const passes = db.lists.map((l) => listPasses(l, db.kind, targets));
    const count = (key: keyof ReturnType<typeof listPasses>) => passes.filter((p) => p[key]).length;
    const n = db.lists.length;
    rows.push(
      [`lists on ${label[db.kind]}: API ÷ direct SQL`, `${count('ratio')}/${n} lists`, `>= ${targets.listToDirectRatio}`, ok(count('ratio') === n)],
      [`lists on ${label[db.kind]}: API p95`, `${count('p95')}/${n} lists`, `<= ${targets.listP95Ms[db.kind]} ms`, ok(count('p95') === n)],
      [`lists on ${label[db.kind]}: demo → large seed`, `${count('history')}/${n} lists`, `<= ${targets.historyGrowth}×`, ok(count('history') === n)],
      db.kind === 'postgres'
        ? [`server RSS under the list load (${label[db.kind]})`, `peak ${db.serverRssMB.peak} MB (idle ${db.serverRssMB.idle} MB)`, `<= ${targets.serverRssMB} MB`, ok(db.serverRssMB.peak <= targets.serverRssMB)]
        : [`server RSS under the list load (${label[db.kind]})`, `peak ${db.serverRssMB.peak} MB (idle ${db.serverRssMB.idle} MB)`, '', ''],
    );
  }
  return rows;
}

export function formatRows(rows: string[][]): string {
  const width = rows.reduce((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), [] as number[]);
  return rows.map((r) => r.map((c, i) => c.padEnd(width[i])).join('  ').trimEnd()).join('\n');
}
