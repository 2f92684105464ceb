import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { createFileService, type FileService } from './file.service';
import { scheduleJanitor } from './file.janitor';
import { createStorage } from './storage.factory';

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
    const storage = await createStorage(app.config.storage, app.config.dataDir);
    const service = createFileService({ db: () => app.db, config: app.config, storage, log: app.log });
    app.decorate('files', service);
    scheduleJanitor(app);
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'files' },
);
