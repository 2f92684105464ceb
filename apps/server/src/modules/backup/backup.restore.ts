import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/client';
import { appliedMigrations, knownMigrations, runMigrations } from '../../db/migrate';
import { files } from '../../db/schema/index';
import type { Storage } from '../file/storage';
import { CHECKSUMS_ENTRY, MANIFEST_ENTRY, MISSING_FILES_ENTRY, parseChecksums, readAll, readArchive, type ArchiveEntry } from './backup.archive';
import { countRows, insertableColumns, listTables, quoteIdent } from './backup.catalog';
import { manifestSchema, type Manifest } from './backup.manifest';

/** Why a restore stopped, in Korean for the operator who ran `npm run restore`; nothing of it was kept. */
export class RestoreError extends Error {}

export type RestoreReport = {
  manifest: Manifest;
  /** migrations applied after loading, from the archive's schema up to this version's */
  migrationsApplied: number;
  files: number;
  /** files the archive lists as removed while it was written (their rows remain) */
  missingFiles: string[];
};

/** Rows per INSERT while loading a table. */
const INSERT_ROWS = 500;
const EVERYTHING = new Date(8.64e15);

/**
 * Rebuilds a stopped, empty deployment from an archive (docs/product/backup.md#restore): the schema of the archive's
 * migrations, its rows with triggers and foreign-key checks off (session_replication_role, as pg_restore
 * --disable-triggers), the sequences, the files; then checks every table's count and every entry's sha256 against the
 * manifest and SHA256SUMS, all in one transaction, and only then applies this version's newer migrations. On any
 * failure the database keeps nothing and the files written so far are removed.
 */
export async function restoreArchive(input: Readable, target: { database: DatabaseHandle; storage: Storage }): Promise<RestoreReport> {
  await assertEmptyTarget(target.database.db, target.storage);
  const entries = readArchive(input);
  const { manifest, sha256: manifestSha } = await readManifest(entries);
  assertSchemaKnown(manifest);
  const written: string[] = [];
  let result: Omit<RestoreReport, 'migrationsApplied'>;
  try {
    result = await target.database.db.transaction(async (tx) => {
      await runMigrations(target.database, { upTo: manifest.schema.tag ?? '', tx });
      // rows a migration itself made (0014's first organisation and centre) give way to the archive's own
      const tables = Object.keys(manifest.tables);
      if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')} cascade`));
      await disableTriggers(tx);
      const hashes = new Map<string, string>([[MANIFEST_ENTRY, manifestSha]]);
      let checksums: Map<string, string> | null = null;
      let missingFiles: string[] = [];
      for await (const entry of entries) {
        const tableMatch = /^db\/(.+)\.ndjson$/.exec(entry.name);
        const fileMatch = /^files\/(.+)$/.exec(entry.name);
        if (tableMatch && tableMatch[1]! in manifest.tables) hashes.set(entry.name, await loadTable(tx, tableMatch[1]!, entry));
        else if (fileMatch) hashes.set(entry.name, await restoreFile(target.storage, fileMatch[1]!, entry, written));
        else if (entry.name === MISSING_FILES_ENTRY) missingFiles = JSON.parse((await readAll(entry.body)).toString()) as string[];
        else if (entry.name === CHECKSUMS_ENTRY) checksums = parseChecksums((await readAll(entry.body)).toString());
        else throw new RestoreError(`백업 파일에 알 수 없는 항목이 있습니다: ${entry.name}`);
      }
      if (!checksums) throw new RestoreError('백업 파일이 끝까지 써지지 않았습니다 (SHA256SUMS가 없습니다). 다른 백업 파일로 복원해 주세요.');
      assertChecksums(hashes, checksums);
      await assertCounts(tx, manifest);
      await assertFilesPresent(tx, new Set(written), missingFiles);
      await restoreSequences(tx, manifest);
      return { manifest, files: written.length, missingFiles };
    });
  } catch (error) {
    for (const key of written) await target.storage.remove(key).catch(() => undefined);
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`복원하지 못했습니다: ${(error as Error).message}`);
  }
  // the archive's rows are in: this version's newer migrations bring them up to date, as at an upgrade
  const migrationsApplied = await runMigrations(target.database);
  return { ...result, migrationsApplied };
}

async function assertEmptyTarget(db: DbOrTx, storage: Storage) {
  const tables = await listTables(db);
  if (tables.length > 0 || (await appliedMigrations(db)).length > 0) {
    throw new RestoreError(
      `복원할 곳의 데이터베이스가 비어 있지 않습니다 (표 ${tables.length}개). 비어 있는 DATA_DIR이나 새 데이터베이스(DATABASE_URL)에만 복원합니다.`,
    );
  }
  for await (const key of storage.listKeysOlderThan(EVERYTHING)) {
    throw new RestoreError(`복원할 곳의 파일 저장소가 비어 있지 않습니다 (${key} 등). 비어 있는 저장소에만 복원합니다.`);
  }
}

async function readManifest(entries: AsyncGenerator<ArchiveEntry>): Promise<{ manifest: Manifest; sha256: string }> {
  let first: IteratorResult<ArchiveEntry>;
  try {
    first = await entries.next();
  } catch {
    throw new RestoreError('백업 파일이 아닙니다 (tar.gz로 읽을 수 없습니다).');
  }
  if (first.done || first.value.name !== MANIFEST_ENTRY) throw new RestoreError('백업 파일이 아닙니다 (manifest.json이 없습니다).');
  const bytes = await readAll(first.value.body);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(bytes.toString()));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) throw new RestoreError('백업 파일의 manifest.json을 읽을 수 없습니다 (이 버전이 모르는 형식입니다).');
  return { manifest: parsed.data, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** An archive of a newer schema cannot be loaded: this code cannot build that schema (migrations are forward-only). */
function assertSchemaKnown(manifest: Manifest) {
  const known = knownMigrations();
  const unknown = manifest.schema.migrations.filter((m) => !known.some((k) => k.hash === m.hash || k.folderMillis === m.createdAt));
  if (unknown.length > 0) {
    const names = unknown.map((m) => m.tag ?? String(m.createdAt)).join(', ');
    throw new RestoreError(
      `이 백업은 더 새 버전(${manifest.appVersion})의 데이터베이스 구조로 만들어졌습니다 (이 버전이 모르는 변경: ${names}). ` +
        '그 버전 이상을 설치한 뒤 복원해 주세요.',
    );
  }
}

async function disableTriggers(tx: DbOrTx) {
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
  } catch {
    throw new RestoreError(
      '데이터베이스 사용자에게 session_replication_role을 바꿀 권한이 없습니다. 관리자(superuser)로 복원하거나 ' +
        '`GRANT SET ON PARAMETER session_replication_role TO <사용자>`로 권한을 준 뒤 다시 실행해 주세요.',
    );
  }
}

/** Loads one table's NDJSON in batches; returns the sha256 of the entry's bytes. */
async function loadTable(tx: DbOrTx, table: string, entry: ArchiveEntry): Promise<string> {
  const columns = (await insertableColumns(tx, table)).map(quoteIdent).join(', ');
  const hash = crypto.createHash('sha256');
  const insert = async (rows: string[]) => {
    if (rows.length === 0) return;
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
    );
  };
  // a chunk may end inside a character: the decoder keeps its first bytes for the next chunk
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  for await (const chunk of entry.body) {
    hash.update(chunk as Buffer);
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      batch.push(line);
      if (batch.length >= INSERT_ROWS) {
        await insert(batch);
        batch = [];
      }
    }
  }
  rest += decoder.end();
  if (rest) batch.push(rest);
  await insert(batch);
  return hash.digest('hex');
}

/** Writes a file into storage, then reads it back: the returned sha256 is of the bytes the store now holds. */
async function restoreFile(storage: Storage, key: string, entry: ArchiveEntry, written: string[]): Promise<string> {
  const sent = crypto.createHash('sha256');
  const hashing = async function* () {
    for await (const chunk of entry.body) {
      sent.update(chunk as Buffer);
      yield chunk as Buffer;
    }
  };
  written.push(key);
  await storage.put(key, hashing());
  const stored = crypto.createHash('sha256');
  for await (const chunk of await storage.createReadStream(key)) stored.update(chunk as Buffer);
  const [sentHex, storedHex] = [sent.digest('hex'), stored.digest('hex')];
  if (sentHex !== storedHex) throw new RestoreError(`파일 저장소에 쓴 파일이 백업과 다릅니다: ${key}`);
  return storedHex;
}

function assertChecksums(hashes: Map<string, string>, checksums: Map<string, string>) {
  for (const [name, expected] of checksums) {
    const actual = hashes.get(name);
    if (!actual) throw new RestoreError(`백업 파일에서 ${name}이(가) 빠졌습니다. 다른 백업 파일로 복원해 주세요.`);
    if (actual !== expected) throw new RestoreError(`백업 파일이 손상되었습니다 (${name}의 체크섬이 다릅니다). 다른 백업 파일로 복원해 주세요.`);
  }
  for (const name of hashes.keys()) {
    if (!checksums.has(name)) throw new RestoreError(`백업 파일의 ${name}이(가) SHA256SUMS에 없습니다.`);
  }
}

async function assertCounts(tx: DbOrTx, manifest: Manifest) {
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const actual = await countRows(tx, table);
    if (actual !== expected) throw new RestoreError(`${table} 표의 행 수가 백업과 다릅니다 (백업 ${expected}, 복원 ${actual}).`);
  }
}

/** Every file a restored row names is back in storage, or the archive says it was removed while the backup ran. */
async function assertFilesPresent(tx: DbOrTx, restored: Set<string>, missing: string[]) {
  const allowed = new Set(missing);
  const rows = await tx.select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey }).from(files);
  for (const key of rows.flatMap((r) => [r.storageKey, r.thumbnailKey])) {
    if (key && !restored.has(key) && !allowed.has(key)) throw new RestoreError(`백업에 파일이 빠졌습니다: ${key}`);
  }
}

async function restoreSequences(tx: DbOrTx, manifest: Manifest) {
  for (const sequence of manifest.sequences) {
    await tx.execute(sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.value}::bigint, true)`);
  }
}
