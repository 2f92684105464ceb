import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LocalStorage } from '../file/storage.local';
import { createArchive } from './backup.create';
import { readAll, readArchive } from './backup.archive';
import { restoreArchive } from './backup.restore';
import { seedDemo, startWriteLoad, storedFiles, tableContents, tempDir } from './backup.test-utils';

/**
 * docs/product/backup.md: a backup of the demo centre taken while a director keeps writing restores into an empty
 * database and storage with every table and file as they were at the backup's moment.
 */
describe('backup and restore of a running server', () => {
  let t: TestApp;
  let target: TestDatabase;
  let archive: string;
  const dirs: string[] = [];
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    await t?.close();
    await target?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  let ackedBefore = 0;
  let ackedAfter = 0;
  let ackedTotal = 0;
  let source: Record<string, string[]>;
  let sourceFiles: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_HOUR: 'off', BACKUP_DIR: dir() } });
    const admin = await seedDemo(t.app);
    const load = startWriteLoad(t.app, admin);
    await load.untilAcked(4);
    archive = path.join(dir(), 'backup.tar.gz');
    ackedBefore = load.state.acked;
    await createArchive(t.database, t.app.files.storage, fs.createWriteStream(archive));
    ackedAfter = load.state.acked;
    await load.untilAcked(ackedAfter + 2); // writes went on after the backup too
    await load.stop();
    ackedTotal = load.state.acked;
    source = await tableContents(t.database.db);
    sourceFiles = await storedFiles(t.database.db, t.app.files.storage);
  }, 60_000);

  it('restores the rows of one moment: every write acknowledged before it, none started after it', async () => {
    target = await openEmptyTestDatabase();
    const storage = new LocalStorage(dir());
    const report = await restoreArchive(fs.createReadStream(archive), { database: target.database, storage });
    const restored = await tableContents(target.database.db);
    expect(Object.keys(restored)).toEqual(Object.keys(source));

    // the writes in the archive: a prefix of the acknowledged ones, holding at least those acknowledged before it began
    const titles = restored.notices!.map((r) => (JSON.parse(r) as { title: string }).title).filter((title) => title.startsWith('load-'));
    const uploads = restored.files!.map((r) => (JSON.parse(r) as { original_name: string }).original_name).filter((n) => n.startsWith('load-'));
    const writes = [...titles, ...uploads].map((name) => Number(/\d+/.exec(name)![0])).sort((a, b) => a - b);
    const inArchive = writes.length;
    expect(writes).toEqual(Array.from({ length: inArchive }, (_, i) => i + 1));
    expect(inArchive).toBeGreaterThanOrEqual(ackedBefore);
    expect(inArchive).toBeLessThanOrEqual(ackedAfter + 1); // + the one in flight when it ended

    // every table: the restored rows are the server's rows byte for byte, missing only the later writes' own rows
    for (const [table, rows] of Object.entries(restored)) {
      const sourceRows = new Set(source[table]);
      for (const row of rows) expect(sourceRows.has(row), `${table}: ${row}`).toBe(true);
    }
    const laterWrites = source.notices!.length - restored.notices!.length + (source.files!.length - restored.files!.length);
    expect(laterWrites).toBe(ackedTotal - inArchive);
    const changed = Object.keys(source).filter((table) => source[table]!.length !== restored[table]!.length);
    for (const table of changed) expect(['notices', 'files', 'audit_log', 'notice_classes']).toContain(table);
    expect(report.manifest.tables).toEqual(Object.fromEntries(Object.entries(restored).map(([table, rows]) => [table, rows.length])));

    // every file a restored row names: the same bytes as in the server's storage
    const restoredFiles = await storedFiles(target.database.db, storage);
    expect(restoredFiles.size).toBeGreaterThan(10); // the demo centre's photos
    for (const [key, sum] of restoredFiles) expect(sourceFiles.get(key), key).toBe(sum);
  });

  it('continues the ids where the server had got to: the next row gets a new id', async () => {
    const next = await target.database.db.execute(sql`select nextval('notices_id_seq')::int as id`);
    const maxRestored = Math.max(...(await tableContents(target.database.db)).notices!.map((r) => (JSON.parse(r) as { id: number }).id));
    expect((next as unknown as { rows: { id: number }[] }).rows[0]!.id).toBeGreaterThan(maxRestored);
  });

  it('writes a manifest with the schema tag, row counts and a sha256 for every entry', async () => {
    const names: string[] = [];
    let manifest: Record<string, unknown> = {};
    let sums = '';
    for await (const entry of readArchive(fs.createReadStream(archive))) {
      names.push(entry.name);
      if (entry.name === 'manifest.json') manifest = JSON.parse((await readAll(entry.body)).toString()) as Record<string, unknown>;
      if (entry.name === 'SHA256SUMS') sums = (await readAll(entry.body)).toString();
    }
    expect(names[0]).toBe('manifest.json');
    expect(names.at(-1)).toBe('SHA256SUMS');
    expect(manifest).toMatchObject({ format: 'kg-backup', database: t.database.kind, schema: { tag: expect.stringMatching(/^\d{4}_/) } });
    expect(sums.trim().split('\n')).toHaveLength(names.length - 1); // all but SHA256SUMS itself
    expect(names).toContain('db/children.ndjson');
    expect(names.filter((n) => n.startsWith('files/')).length).toBeGreaterThan(10);
  });

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const before = await tableContents(target.database.db);
    await expect(restoreArchive(fs.createReadStream(archive), { database: target.database, storage: new LocalStorage(dir()) })).rejects.toThrow(
      '복원할 곳의 데이터베이스가 비어 있지 않습니다',
    );
    expect(await tableContents(target.database.db)).toEqual(before);
  });

  it('refuses a file storage that is not empty', async () => {
    const empty = await openEmptyTestDatabase();
    try {
      await expect(restoreArchive(fs.createReadStream(archive), { database: empty.database, storage: t.app.files.storage })).rejects.toThrow(
        '파일 저장소가 비어 있지 않습니다',
      );
    } finally {
      await empty.close();
    }
  });
});
