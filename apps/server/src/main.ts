import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { buildApp } from './app';
import { ensureSecrets } from './lib/secrets';
import { seedDemoIfEmpty } from './db/seed/demo';
import { systemContext } from './lib/context';
import { hasStaff } from './db/seed/first-admin';
import { analyzeNeverAnalyzed, refreshStatistics, scheduleDatabaseMaintenance, settleAfterBulkLoad } from './db/maintenance';

/** Process entry: config from env, migrations, demo seed, listen, graceful shutdown. */
async function main() {
  const started = performance.now();
  const config = ensureSecrets(loadConfig());
  process.env.TZ ??= 'Asia/Seoul';
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config, database);
  scheduleDatabaseMaintenance(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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
    app.log.error({ err: error }, 'startup failed');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
}

void main();
