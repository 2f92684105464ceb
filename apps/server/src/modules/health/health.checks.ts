import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { pendingMigrationCount } from '../../db/migrate';
import { newStorageKey, type Storage } from '../file/storage';

export type CheckResult = 'ok' | 'failed' | 'pending';
export type Readiness = { ready: boolean; checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult } };
export type ReadinessDeps = { database: DatabaseHandle; storage: Storage; log: { warn(obj: object, msg: string): void } };

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;

/**
 * Whether this instance can serve (docs/operations.md): the database answers, it has every migration this server
 * ships, and the file storage (DATA_DIR/files or the S3 bucket) takes a write. Only the outcome is reported; the
 * reason goes to the log, without personal data (there is none in these errors).
 */
export async function checkReadiness({ database, storage, log }: ReadinessDeps): Promise<Readiness> {
  const run = async (name: string, check: () => Promise<CheckResult>): Promise<CheckResult> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([check(), timeout]);
    } catch (error) {
      log.warn({ check: name, reason: error instanceof Error ? error.message : String(error) }, 'readiness check failed');
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  };
  const [databaseResult, migrations, storageResult] = await Promise.all([
    run('database', async () => {
      await database.db.execute(sql`select 1`);
      return 'ok';
    }),
    run('migrations', async () => ((await pendingMigrationCount(database)) === 0 ? 'ok' : 'pending')),
    run('storage', async () => {
      // a random key like any upload's: were the remove lost, the orphan sweep (file.janitor.ts) takes it
      const key = newStorageKey('probe');
      await storage.put(key, [Buffer.from('ready')]);
      await storage.remove(key);
      return 'ok';
    }),
  ]);
  const checks = { database: databaseResult, migrations, storage: storageResult };
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
}
