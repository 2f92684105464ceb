import type { FastifyInstance } from 'fastify';
import { timeIn, todayIn } from '@kg/contract';

const CHECK_EVERY_MS = 60 * 1000;

/**
 * Whether the nightly backup is due at `now`: within BACKUP_HOUR of the centre's day (its time zone) and not yet run
 * that day. A server started later in that hour still makes the night's backup.
 */
export function isBackupDue(now: Date, timeZone: string, hour: number | null, lastRunDay: string | null): boolean {
  if (hour === null) return false;
  return timeIn(timeZone, now).startsWith(String(hour).padStart(2, '0')) && todayIn(timeZone, now) !== lastRunDay;
}

/** The nightly backup of a running server (docs/product/backup.md#nightly); main.ts starts it, tests call run(). */
export function scheduleBackups(app: FastifyInstance) {
  const { hour } = app.config.backup;
  if (hour === null) return;
  const zone = app.config.timeZone;
  let lastRunDay: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = new Date();
    if (!isBackupDue(now, zone, hour, lastRunDay)) return;
    lastRunDay = todayIn(zone, now);
    void app.backups.run();
  };
  app.addHook('onReady', async () => {
    // the night's backup already made (a restart within the hour) is not made again
    const last = (await app.backups.status()).last;
    if (last) lastRunDay = todayIn(zone, new Date(last.startedAt));
    timer = setInterval(tick, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
