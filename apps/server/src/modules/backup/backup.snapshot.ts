import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appliedMigrations, assertSchemaNotNewer, type AppliedMigration } from '../../db/migrate';
import { files } from '../../db/schema/index';
import { listSequenceValues, listTables, quoteIdent, type SequenceValue } from './backup.catalog';

/** Rows fetched per round trip while dumping a table. */
const FETCH_ROWS = 2000;

export type DatabaseSnapshot = {
  migrations: AppliedMigration[];
  /** table → rows dumped into `dir`/<table>.ndjson */
  tables: Record<string, number>;
  sequences: SequenceValue[];
  /** the storage keys the snapshot's files rows name (originals and thumbnails) */
  fileKeys: string[];
};

/**
 * Dumps every table into `dir` (one JSON object per row and line, PostgreSQL's own row_to_json) inside one REPEATABLE
 * READ, read-only transaction: the rows are those of one moment on PostgreSQL while other connections go on writing.
 * PGlite has one connection, so other statements wait until this transaction ends (docs/decisions/016-backups.md#pglite).
 */
export async function dumpDatabase(db: Db, dir: string): Promise<DatabaseSnapshot> {
  return db.transaction(
    async (tx) => {
      // a table under row-level security then fails the backup instead of silently giving only some of its rows
      await tx.execute(sql`set local row_security = off`);
      const migrations = await appliedMigrations(tx);
      assertSchemaNotNewer(migrations);
      const tables: Record<string, number> = {};
      for (const table of await listTables(tx)) {
        tables[table] = await dumpTable(tx as unknown as Db, table, path.join(dir, `${table}.ndjson`));
      }
      const keys = await tx.select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey }).from(files);
      const fileKeys = [...new Set(keys.flatMap((k) => (k.thumbnailKey ? [k.storageKey, k.thumbnailKey] : [k.storageKey])))].sort();
      return { migrations, tables, sequences: await listSequenceValues(tx), fileKeys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Db, table: string, file: string): Promise<number> {
  const out = await fsp.open(file, 'wx');
  let rows = 0;
  try {
    await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoteIdent(table)} t`));
    for (;;) {
      const batch = (await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`))) as unknown as { rows: { r: string }[] };
      if (batch.rows.length === 0) break;
      await out.write(batch.rows.map((row) => `${row.r}\n`).join(''));
      rows += batch.rows.length;
    }
    await tx.execute(sql.raw('close backup_rows'));
  } finally {
    await out.close();
  }
  return rows;
}
