import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { DatabaseHandle } from '../../db/client';
import { knownMigrations, schemaTagOf } from '../../db/migrate';
import { StorageNotFoundError, type Storage } from '../file/storage';
import { MANIFEST_ENTRY, MISSING_FILES_ENTRY, fileEntry, tableEntry, writeArchive } from './backup.archive';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, appVersion, type Manifest } from './backup.manifest';
import { dumpDatabase } from './backup.snapshot';

export type ArchiveSummary = { manifest: Manifest; missingFiles: string[] };

/**
 * Writes one backup archive of the deployment into `out` (docs/decisions/016-backups.md): the database as one snapshot,
 * then the bytes of every file its rows name. Files are written once and never changed under their key, so reading them
 * after the snapshot's transaction has ended gives the snapshot's bytes; a file removed in between (deleted after the
 * snapshot) is listed in files-missing.json instead.
 */
export async function createArchive(database: DatabaseHandle, storage: Storage, out: Writable, now = new Date()): Promise<ArchiveSummary> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'kg-backup-'));
  try {
    const snapshot = await dumpDatabase(database.db, staging);
    const tags = new Map(knownMigrations().map((m) => [m.hash, m.tag]));
    const sizes = new Map<string, number>();
    const missingFiles: string[] = [];
    for (const key of snapshot.fileKeys) {
      const stat = await storage.stat(key);
      if (stat) sizes.set(key, stat.size);
      else missingFiles.push(key);
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database: database.kind,
      schema: {
        tag: schemaTagOf(snapshot.migrations),
        migrations: snapshot.migrations.map((m) => ({ ...m, tag: tags.get(m.hash) ?? null })),
      },
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: { referenced: snapshot.fileKeys.length, bytes: [...sizes.values()].reduce((a, b) => a + b, 0) },
    };
    const archive = writeArchive(out);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await archive.add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    for (const table of Object.keys(snapshot.tables)) {
      const file = path.join(staging, `${table}.ndjson`);
      await archive.add(tableEntry(table), (await fsp.stat(file)).size, fs.createReadStream(file));
    }
    for (const [key, size] of sizes) {
      const body = await openFile(storage, key);
      if (body) await archive.add(fileEntry(key), size, body);
      else missingFiles.push(key);
    }
    if (missingFiles.length > 0) {
      const list = Buffer.from(JSON.stringify(missingFiles.sort()));
      await archive.add(MISSING_FILES_ENTRY, list.length, list);
    }
    await archive.finish();
    return { manifest, missingFiles };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function openFile(storage: Storage, key: string): Promise<Readable | null> {
  try {
    return await storage.createReadStream(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}
