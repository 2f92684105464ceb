import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { createFileService, type FileService } from './file.service';
import { scheduleJanitor } from './file.janitor';
import { LocalStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads, storage and the functions modules use to attach, list and delete files (docs/product/file.md). */
    files: FileService;
  }
}

/** Multipart parsing, storage, `app.files` and the temp/orphan janitor. */
export const filePlugin = fp(
  async (app) => {
    const uploads = app.config.uploads;
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        // the per-kind limits are enforced while streaming; this is the backstop
        fileSize: Math.max(uploads.imageMaxBytes, uploads.videoMaxBytes, uploads.documentMaxBytes) + 1,
        files: uploads.maxFiles,
        fields: 50,
        fieldSize: 64 * 1024,
        fieldNameSize: 100,
        parts: uploads.maxFiles + 50,
        headerPairs: 100,
      },
    });
    const storage = new LocalStorage(path.join(app.config.dataDir, 'files'));
    const service = createFileService({ db: () => app.db, config: app.config, storage, log: app.log });
    app.decorate('files', service);
    scheduleJanitor(app);
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'files' },
);
