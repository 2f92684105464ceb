import fp from 'fastify-plugin';
import { createDestination } from './backup.destination';
import { createBackupService, type BackupService } from './backup.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups of this deployment and the last run's status (docs/product/backup.md). */
    backups: BackupService;
  }
}

/** `app.backups`, after the files plugin (it reads the same storage); closing the app waits for a backup in progress. */
export const backupPlugin = fp(
  async (app) => {
    const destination = await createDestination(app.config.backup.destination);
    const service = createBackupService({ database: app.database, storage: app.files.storage, destination, config: app.config.backup, timeZone: app.config.timeZone, log: app.log });
    app.decorate('backups', service);
    app.addHook('onClose', async () => service.idle());
  },
  { name: 'backups', dependencies: ['files'] },
);
