import path from 'node:path';
import type { Config } from '../../config';
import type { Storage } from './storage';
import { LocalStorage } from './storage.local';

/**
 * The store STORAGE names: DATA_DIR/files, or the S3-compatible bucket of the S3_* variables. The AWS SDK is loaded
 * only when S3 is chosen (docs/decisions/009).
 */
export async function createStorage(config: Config['storage'], dataDir: string): Promise<Storage> {
  if (config.kind === 'local') return new LocalStorage(path.join(dataDir, 'files'));
  const { S3Storage } = await import('./storage.s3');
  return new S3Storage(config);
}
