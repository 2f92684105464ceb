import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { openEmptyTestDatabase, type TestDatabase } from '../../test/test-database';
import { LocalStorage } from '../file/storage.local';
import { createArchive } from './backup.create';
import { restoreArchive } from './backup.restore';
import { tableContents, tempDir } from './backup.test-utils';

/** docs/product/backup.md#moving-to-postgresql: an embedded centre's archive restores into PostgreSQL unchanged. */
describe.runIf(process.env.TEST_DATABASE_URL)('PGlite archive → PostgreSQL', () => {
  let source: DatabaseHandle;
  let target: TestDatabase;
  const dir = tempDir();
  afterAll(async () => {
    await source?.close();
    await target?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row byte for byte', async () => {
    source = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(source);
    await source.db.execute(sql`insert into classes (centre_id, name, color) values (1, '햇님반', '#ffcc00'), (1, '달님반', '#0055ff')`);
    await source.db.execute(sql`insert into children (centre_id, name, birth_date, gender, class_id, allergies, health_notes)
      values (1, '곽주아', '2021-03-01', 'F', 1, '땅콩', '줄바꿈
과 "따옴표" \\ 백슬래시'), (1, '이준', '2021-05-01', 'M', 2, '', '')`);
    const archive = path.join(dir, 'pglite.tar.gz');
    await createArchive(source, new LocalStorage(path.join(dir, 'files')), fs.createWriteStream(archive));
    target = await openEmptyTestDatabase();
    expect(target.database.kind).toBe('postgres');
    const report = await restoreArchive(fs.createReadStream(archive), { database: target.database, storage: new LocalStorage(path.join(dir, 'restored')) });
    expect(report.manifest.database).toBe('pglite');
    expect(await tableContents(target.database.db)).toEqual(await tableContents(source.db));
  }, 120_000);
});
