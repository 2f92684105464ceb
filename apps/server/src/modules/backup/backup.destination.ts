import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupRunSchema, type BackupRun } from '@kg/contract';
import type { Config } from '../../config';

/** Where archives go: a folder (BACKUP_DIR) or an S3 bucket (BACKUP_S3_BUCKET), with the last run's status beside them. */
export interface BackupDestination {
  kind: 'folder' | 's3';
  /** Writes an archive under `name`; it appears only once complete. */
  write(name: string, body: Readable): Promise<{ size: number }>;
  /** Archive names, oldest first (names sort by time). */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  readStatus(): Promise<BackupRun | null>;
  writeStatus(status: BackupRun): Promise<void>;
}

const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z\.tar\.gz$/;
const STATUS_NAME = 'backup-status.json';

/** `backup-20261206T170000Z.tar.gz`: UTC, so names sort by time whatever the centre's zone. */
export function archiveName(now: Date): string {
  return `backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

export async function createDestination(config: Config['backup']['destination']): Promise<BackupDestination> {
  if (config.kind === 'folder') return folderDestination(config.dir);
  const { s3Destination } = await import('./backup.destination.s3');
  return s3Destination(config);
}

function folderDestination(dir: string): BackupDestination {
  return {
    kind: 'folder',
    write: async (name, body) => {
      await fsp.mkdir(dir, { recursive: true });
      const partial = path.join(dir, `${name}.partial`);
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'w', mode: 0o600 }));
        await fsp.rename(partial, path.join(dir, name));
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
      return { size: (await fsp.stat(path.join(dir, name))).size };
    },
    list: async () => (await fsp.readdir(dir).catch(() => [] as string[])).filter((n) => ARCHIVE_NAME.test(n)).sort(),
    remove: (name) => fsp.rm(path.join(dir, name), { force: true }),
    readStatus: async () => parseStatus(await fsp.readFile(path.join(dir, STATUS_NAME), 'utf8').catch(() => null)),
    writeStatus: async (status) => {
      await fsp.mkdir(dir, { recursive: true });
      await fsp.writeFile(path.join(dir, STATUS_NAME), JSON.stringify(status));
    },
  };
}

export function parseStatus(text: string | null): BackupRun | null {
  if (!text) return null;
  try {
    return backupRunSchema.parse(JSON.parse(text));
  } catch {
    return null; // a damaged status file reads as "no backup yet" rather than failing the status call
  }
}

export const destinationNames = { ARCHIVE_NAME, STATUS_NAME };
