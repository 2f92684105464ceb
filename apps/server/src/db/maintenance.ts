import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timeIn, todayIn } from '@kg/contract';
import type { DatabaseHandle } from './client';

/*
 * Planner statistics and dead rows (docs/decisions/008-database-statistics.md). PostgreSQL's autovacuum keeps both
 * up to date once the server runs, but not in the minutes after a migration or a bulk seed; PGlite has no autovacuum at
 * all, so without this its tables are planned as if empty forever.
 */

/** ANALYZE every table: after migrations changed the schema. */
export async function refreshStatistics(database: DatabaseHandle): Promise<void> {
  await database.exec('analyze');
}

/**
 * VACUUM (ANALYZE) every table after a seed filled an empty database: besides the statistics, the vacuum marks the new
 * pages all-visible, so a list's count runs as an index-only scan instead of visiting one heap page per counted row.
 */
export async function settleAfterBulkLoad(database: DatabaseHandle): Promise<void> {
  await database.exec('vacuum (analyze)');
}

/**
 * Tables that hold data but were never analysed (a DATA_DIR filled before this existed, a restored dump). Cheap: reads
 * the catalogue only. Returns how many were analysed.
 */
export async function analyzeNeverAnalyzed(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute<{ name: string }>(sql`
    select quote_ident(c.relname) as name from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.reltuples < 0 and pg_relation_size(c.oid) > 0`);
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  if (names.length > 0) await database.exec(`analyze ${names.join(', ')}`);
  return names.length;
}

/** The hour (centre time) of PGlite's nightly VACUUM ANALYZE: nobody is at the centre. */
const NIGHTLY_HOUR = '03';
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * PGlite only: VACUUM ANALYZE once a night, standing in for autovacuum. It holds the single connection for a few seconds
 * on a large centre, hence the night. PostgreSQL needs nothing here.
 */
export function scheduleDatabaseMaintenance(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  let lastRunDay = todayIn(app.config.timeZone);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = new Date();
    const day = todayIn(app.config.timeZone, now);
    if (running || day === lastRunDay || !timeIn(app.config.timeZone, now).startsWith(NIGHTLY_HOUR)) return;
    lastRunDay = day;
    const started = performance.now();
    running = app.database
      .exec('vacuum (analyze)')
      .then(() => app.log.info({ ms: Math.round(performance.now() - started) }, 'nightly vacuum analyze'))
      .catch((error) => app.log.error({ err: error }, 'nightly vacuum analyze failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
