import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeacher } from '../../test/factories';
import { loginAs, type TestSession } from '../../test/session';
import { api } from '../../test/api';
import { files } from '../../db/schema/index';
import { runJanitor } from './file.janitor';
import { smallPng, storagePath } from './file.test-utils';

describe('file janitor', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createTeacher(t.app.db, { role: 'ROLE_ADMIN', password: 'Admin-pass-1!' });
    admin = await loginAs(t.app, a.teacher.loginId, a.password);
  });
  afterAll(async () => t.close());

  async function uploadOne(name: string) {
    const res = await api(t.app, admin).upload('/api/file/upload/cont?refType=NOTICE', [{ name, data: await smallPng() }]);
    expect(res.status).toBe(200);
    const id = res.json.data.files[0].fileId as number;
    const [row] = await t.app.db.select().from(files).where(eq(files.id, id));
    return row;
  }

  const exists = (key: string | null) => fs.existsSync(storagePath(t.config.dataDir, key!));

  function writeObject(relative: string, ageMs: number) {
    const file = path.join(t.config.dataDir, 'files', relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'leftover');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  }

  it('removes stale temp files and orphan objects, keeps attached, fresh and referenced ones', async () => {
    const stale = await uploadOne('stale.png');
    const fresh = await uploadOne('fresh.png');
    const attached = await uploadOne('attached.png');
    await t.app.files.attachTempFiles(t.app.db, {
      tempKey: attached.tempKey!,
      refType: 'NOTICE',
      refId: 1,
      classId: null,
      uploadedBy: attached.uploadedBy,
    });
    // the stale upload is 25 hours old, the attached one too (attached files never expire)
    await t.app.db.execute(sql`update files set created_at = now() - interval '25 hours' where id in (${stale.id}, ${attached.id})`);

    const hour = 60 * 60 * 1000;
    const oldOrphan = writeObject(`2020/01/${crypto.randomUUID()}.jpg`, 2 * hour);
    const youngOrphan = writeObject(`2020/01/${crypto.randomUUID()}.jpg`, 5 * 60 * 1000);
    const oldPartial = writeObject(`.partial/${crypto.randomUUID()}.part`, 2 * hour);
    const foreign = writeObject('2020/01/not-a-key.txt', 2 * hour);
    // stored objects of live rows are old on disk too: only the missing row makes an orphan
    for (const key of [fresh.storageKey, attached.storageKey]) {
      const old = new Date(Date.now() - 3 * hour);
      fs.utimesSync(storagePath(t.config.dataDir, key), old, old);
    }

    const result = await runJanitor(t.app);
    expect(result).toEqual({ tempFiles: 1, orphanObjects: 1, partials: 1 });

    const ids = (await t.app.db.select({ id: files.id }).from(files)).map((r) => r.id).sort();
    expect(ids).toEqual([fresh.id, attached.id].sort());
    expect(exists(stale.storageKey)).toBe(false);
    expect(exists(stale.thumbnailKey)).toBe(false);
    for (const row of [fresh, attached]) {
      expect(exists(row.storageKey)).toBe(true);
      expect(exists(row.thumbnailKey)).toBe(true);
    }
    expect(fs.existsSync(oldOrphan)).toBe(false);
    expect(fs.existsSync(youngOrphan)).toBe(true);
    expect(fs.existsSync(oldPartial)).toBe(false);
    expect(fs.existsSync(foreign)).toBe(true); // not a key we could have written: left alone

    expect(await runJanitor(t.app)).toEqual({ tempFiles: 0, orphanObjects: 0, partials: 0 });
  });

  it('honours TEMP_FILE_TTL_HOURS through the `now` it is given', async () => {
    const row = await uploadOne('later.png');
    const temps = (await t.app.db.select().from(files).where(isNull(files.refId))).length; // with 'fresh' from above
    expect((await runJanitor(t.app, new Date(Date.now() + 23 * 60 * 60 * 1000))).tempFiles).toBe(0);
    expect((await runJanitor(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000))).tempFiles).toBe(temps);
    expect(await t.app.db.select().from(files).where(isNull(files.refId))).toEqual([]);
    expect(exists(row.storageKey)).toBe(false);
  });
});
