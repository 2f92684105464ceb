import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { NewerSchemaError, runMigrations } from './db/migrate';
import { buildApp } from './app';
import { ensureSecrets } from './lib/secrets';
import { seedDemoIfEmpty } from './db/seed/demo';
import { systemContext } from './lib/context';
import { hasStaff } from './db/seed/first-admin';
import { scheduleBackups } from './modules/backup/backup.schedule';
import { analyzeNeverAnalyzed, refreshStatistics, scheduleDatabaseMaintenance, settleAfterBulkLoad } from './db/maintenance';

/**
 * Exit code of a start that cannot succeed as configured (sysexits' EX_CONFIG: a bad variable, a DATA_DIR in use):
 * `npm start` does not start such a server again (scripts/supervise.mjs).
 */
const EXIT_CONFIG = 78;

/** Process entry: config from env, migrations, demo seed, listen, graceful shutdown. */
async function main() {
  const started = performance.now();
  let config;
  try {
    config = ensureSecrets(loadConfig());
  } catch (error) {
    // an invalid variable, missing secrets, a DATA_DIR that cannot be written
    console.error(`\n${(error as Error).message}\n`);
    process.exit(EXIT_CONFIG);
  }
  process.env.TZ ??= 'Asia/Seoul';
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
  const app = await buildApp(config, database);
  scheduleDatabaseMaintenance(app);
  scheduleBackups(app);
  let closing = false;
  /** Stops listening (requests in flight finish, new ones get 503), closes the database and exits with `code`. */
  const shutdown = async (why: object, code: number) => {
    if (closing) return;
    closing = true;
    app.log.info(why, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown({ signal: 'SIGINT' }, 0));
  process.on('SIGTERM', () => void shutdown({ signal: 'SIGTERM' }, 0));
  // `npm run backup` beside a running embedded server asks it for a backup (docs/decisions/016-backups.md#pglite)
  process.on('SIGUSR2', () => void app.backups.run());
  // Crash-only: a database that stopped for good (the embedded one's thread died) would fail every request, so the
  // server closes and exits non-zero, and `npm start` or a service manager starts it again (docs/decisions/010).
  void database.failed.then((error) => {
    app.log.error({ err: error }, 'the database stopped: closing the server so that it can be started again');
    void shutdown({ reason: 'database stopped' }, 1);
  });
  try {
    const applied = await runMigrations(database);
    const seeded = config.seedDemo && (await seedDemoIfEmpty(systemContext({ db: app.db, config: app.config, files: app.files, log: app.log })));
    if (!config.seedDemo && !(await hasStaff(database.db))) {
      app.log.warn('no staff account yet: create the first admin with `npm run create-admin -- --id <login id> --name <name>`');
    }
    if (seeded) await settleAfterBulkLoad(database);
    else if (applied > 0) await refreshStatistics(database);
    else await analyzeNeverAnalyzed(database);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { migrationsApplied: applied, database: database.kind, readyMs: Math.round(performance.now() - started) },
      `ready on http://localhost:${config.port}`,
    );
  } catch (error) {
    if (closing) return; // a signal or the database's failure stopped the start, and is closing the server
    if (error instanceof NewerSchemaError) {
      // an older version started on a newer version's database: starting again cannot help (docs/decisions/016-backups.md)
      console.error(`\n${error.message}\n`);
      return shutdown({ reason: 'database schema is newer than this version' }, EXIT_CONFIG);
    }
    app.log.error({ err: error }, 'startup failed');
    await shutdown({ reason: 'startup failed' }, 1);
  }
}

void main();
