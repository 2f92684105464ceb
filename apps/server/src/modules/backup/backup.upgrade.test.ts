import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { NewerSchemaError, knownMigrations, runMigrations } from '../../db/migrate';
import { openEmptyTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTestApp } from '../../test/test-app';
import { loginAs } from '../../test/session';
import { api } from '../../test/api';
import { createTeacher } from '../../test/factories';
import { LocalStorage } from '../file/storage.local';
import { createArchive } from './backup.create';
import { readArchive, readAll, writeArchive } from './backup.archive';
import { restoreArchive } from './backup.restore';
import { isBackupDue } from './backup.schedule';
import { tempDir } from './backup.test-utils';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const opened: TestDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
async function emptyDatabase() {
  const db = await openEmptyTestDatabase();
  opened.push(db);
  return db;
}
const dir = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};

/** A database as `main` left it before this work (migrations up to 0013), with a centre's rows, recorded as applied. */
async function databaseOf0013() {
  const db = await emptyDatabase();
  await runMigrations(db.database, { upTo: '0013_list_search_indexes' });
  await db.database.db.execute(sql`insert into classes (id, name) values (1, '햇님반')`);
  await db.database.db.execute(sql`insert into children (id, name, birth_date, gender, class_id) values (1, '곽주아', '2021-03-01', 'F', 1)`);
  return db;
}

describe('upgrades (docs/decisions/016-backups.md#upgrades)', () => {
  it('brings a 0013 database up to this version with its rows', async () => {
    const db = await databaseOf0013();
    const pending = knownMigrations().filter((m) => m.tag >= '0014').length;
    expect(await runMigrations(db.database)).toBe(pending);
    expect(rowsOf(await db.database.db.execute(sql`select name, class_id from children`))).toEqual([{ name: '곽주아', class_id: 1 }]);
  }, 120_000);

  it('restores a 0013 archive into this version: its schema first, then the newer migrations', async () => {
    const old = await databaseOf0013();
    const archive = path.join(dir(), 'old.tar.gz');
    const { manifest } = await createArchive(old.database, new LocalStorage(dir()), fs.createWriteStream(archive));
    expect(manifest.schema.tag).toBe('0013_list_search_indexes');
    const target = await emptyDatabase();
    const report = await restoreArchive(fs.createReadStream(archive), { database: target.database, storage: new LocalStorage(dir()) });
    expect(report.migrationsApplied).toBe(knownMigrations().filter((m) => m.tag >= '0014').length);
    expect(rowsOf(await target.database.db.execute(sql`select name from children`))).toEqual([{ name: '곽주아' }]);
  }, 120_000);

  it('refuses to start on a database a newer version migrated', async () => {
    const db = await databaseOf0013();
    await db.database.db.execute(sql`insert into schema_migrations (hash, created_at) values ('from-a-newer-version', 4102444800000)`);
    const error = await runMigrations(db.database).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewerSchemaError);
    expect((error as Error).message).toContain('migrated by a newer version');
    expect(rowsOf(await db.database.db.execute(sql`select count(*)::int as n from children`))).toEqual([{ n: 1 }]);
  }, 120_000);

  it('refuses an archive of a newer schema, and writes nothing', async () => {
    const old = await databaseOf0013();
    const archive = path.join(dir(), 'old.tar.gz');
    await createArchive(old.database, new LocalStorage(dir()), fs.createWriteStream(archive));
    // the same archive as a newer version would have written it: one more migration in its manifest
    const newer = path.join(dir(), 'newer.tar.gz');
    const out = writeArchive(fs.createWriteStream(newer));
    for await (const entry of readArchive(fs.createReadStream(archive))) {
      if (entry.name === 'SHA256SUMS') continue;
      let bytes = await readAll(entry.body);
      if (entry.name === 'manifest.json') {
        const manifest = JSON.parse(bytes.toString());
        manifest.appVersion = '9.0.0';
        manifest.schema.migrations.push({ hash: 'newer', createdAt: 4102444800000, tag: '0099_future' });
        bytes = Buffer.from(JSON.stringify(manifest));
      }
      await out.add(entry.name, bytes.length, bytes);
    }
    await out.finish();
    const target = await emptyDatabase();
    await expect(restoreArchive(fs.createReadStream(newer), { database: target.database, storage: new LocalStorage(dir()) })).rejects.toThrow(
      '이 백업은 더 새 버전(9.0.0)의 데이터베이스 구조로 만들어졌습니다 (이 버전이 모르는 변경: 0099_future)',
    );
    expect(rowsOf(await target.database.db.execute(sql`select to_regclass('public.children') as t`))).toEqual([{ t: null }]);
  }, 120_000);
});

describe('GET /api/v2/backup/status', () => {
  it('answers the admin the last run, a failure with its Korean reason; others 401/403', async () => {
    // a BACKUP_DIR under a file cannot be made: the run fails, and says so
    const blocker = path.join(dir(), 'a-file');
    fs.writeFileSync(blocker, '');
    const t = await createTestApp({ env: { BACKUP_HOUR: '3', BACKUP_KEEP: '2', BACKUP_DIR: path.join(blocker, 'backups') } });
    try {
      const anonymous = await api(t.app, null).get('/api/v2/backup/status');
      expect(anonymous.status).toBe(401);
      await createTeacher(t.app.db, { loginId: 'director', role: 'ROLE_ADMIN', password: 'director1234!' });
      const admin = await loginAs(t.app, 'director', 'director1234!');
      const before = await api(t.app, admin).get('/api/v2/backup/status');
      expect(before.json.data).toEqual({ last: null, running: false, schedule: { hour: 3, keep: 2, destination: 'folder', timeZone: 'Asia/Seoul' } });
      const run = await t.app.backups.run();
      expect(run).toMatchObject({ ok: false, sizeBytes: null, errorMessage: '백업 폴더를 만들 수 없습니다 (BACKUP_DIR 경로를 확인해 주세요).' });
      const after = await api(t.app, admin).get('/api/v2/backup/status');
      expect(after.json.data.last).toEqual(run);
    } finally {
      await t.close();
    }
  });

  it('is the admin’s only: a manager gets 403', async () => {
    const t = await createTestApp({ env: { BACKUP_HOUR: 'off', BACKUP_DIR: dir() } });
    try {
      await createTeacher(t.app.db, { loginId: 'manager1', role: 'ROLE_MANAGER', password: 'manager1234!' });
      const manager = await loginAs(t.app, 'manager1', 'manager1234!');
      expect((await api(t.app, manager).get('/api/v2/backup/status')).status).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const folder = dir();
    const t = await createTestApp({ env: { BACKUP_HOUR: 'off', BACKUP_KEEP: '2', BACKUP_DIR: folder } });
    try {
      for (let i = 1; i <= 3; i++) fs.writeFileSync(path.join(folder, `backup-2026110${i}T170000Z.tar.gz`), 'old');
      const run = await t.app.backups.run();
      expect(run.ok).toBe(true);
      expect(fs.readdirSync(folder).filter((n) => n.endsWith('.tar.gz')).sort()).toEqual(['backup-20261103T170000Z.tar.gz', run.archive]);
    } finally {
      await t.close();
    }
  });
});

describe('isBackupDue', () => {
  const at = (iso: string) => new Date(iso);
  it('is due once in the hour of the centre’s night', () => {
    expect(isBackupDue(at('2026-12-06T17:05:00Z'), 'Asia/Seoul', 2, '2026-12-06')).toBe(true); // 02:05 on the 7th
    expect(isBackupDue(at('2026-12-06T17:05:00Z'), 'Asia/Seoul', 2, '2026-12-07')).toBe(false);
    expect(isBackupDue(at('2026-12-06T18:05:00Z'), 'Asia/Seoul', 2, null)).toBe(false); // 03:05
    expect(isBackupDue(at('2026-12-06T17:05:00Z'), 'Asia/Seoul', null, null)).toBe(false);
  });
});
