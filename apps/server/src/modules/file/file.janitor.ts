import type { FastifyInstance } from 'fastify';
import type { ContextBase } from '../../lib/context';
import { fileRepository as repo, storedKeysOf } from './file.repository';
import { removeKeys } from './file.upload';

export type JanitorResult = {
  /** unattached rows older than TEMP_FILE_TTL_HOURS removed (with their objects) */
  tempFiles: number;
  /** storage objects without a row, older than an hour, removed */
  orphanObjects: number;
  /** unfinished writes older than an hour removed */
  partials: number;
};

export const JANITOR_INTERVAL_MS = 60 * 60 * 1000;
/** An object younger than this may belong to an upload whose rows are not written yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes unattached uploads older than the temp TTL (rows and objects), then sweeps storage objects that no row
 * references (crash leftovers, purges that never ran) and unfinished writes, both only when older than an hour.
 */
export async function runJanitor(
  { db, config, files }: Pick<ContextBase, 'db' | 'config' | 'files'>,
  now = new Date(),
): Promise<JanitorResult> {
  const storage = files.storage;
  const result: JanitorResult = { tempFiles: 0, orphanObjects: 0, partials: 0 };

  const tempCutoff = new Date(now.getTime() - config.uploads.tempTtlHours * 60 * 60 * 1000);
  for (;;) {
    const removed = await repo.deleteStaleTemp(db, tempCutoff, BATCH);
    if (removed.length === 0) break;
    result.tempFiles += removed.length;
    await removeKeys(
      storage,
      removed.flatMap(storedKeysOf),
    );
    if (removed.length < BATCH) break;
  }

  const orphanCutoff = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await repo.referencedKeys(db, batch);
    const orphans = batch.filter((key) => !referenced.has(key));
    await removeKeys(storage, orphans);
    result.orphanObjects += orphans.length;
    batch = [];
  };
  for await (const key of storage.listKeysOlderThan(orphanCutoff)) {
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();

  result.partials = await storage.removeStalePartials(orphanCutoff);
  return result;
}

/** Runs the janitor at boot (without delaying readiness) and then hourly; one run at a time; stopped on close. */
export function scheduleJanitor(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (running) return;
    running = runJanitor(app)
      .then((result) => {
        if (result.tempFiles + result.orphanObjects + result.partials > 0) app.log.info({ janitor: result }, 'file janitor');
      })
      .catch((error) => app.log.error({ err: error }, 'file janitor failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, JANITOR_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
