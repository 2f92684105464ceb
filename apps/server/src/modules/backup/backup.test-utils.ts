import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { systemContext } from '../../lib/context';
import { api } from '../../test/api';
import { loginAs } from '../../test/session';
import { smallPng } from '../file/file.test-utils';
import type { Storage } from '../file/storage';
import { listTables } from './backup.catalog';

/** Every table's rows as PostgreSQL's own JSON text, sorted: two databases hold the same data when these are equal. */
export async function tableContents(db: DbOrTx): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const result = await db.execute(sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t`);
    contents[table] = (result as unknown as { rows: { r: string }[] }).rows.map((row) => row.r).sort();
  }
  return contents;
}

/** The sha256 of each stored object named by a files row of `db`. */
export async function storedFiles(db: DbOrTx, storage: Storage): Promise<Map<string, string>> {
  const result = await db.execute(sql`select storage_key, thumbnail_key from files`);
  const keys = (result as unknown as { rows: { storage_key: string; thumbnail_key: string | null }[] }).rows.flatMap((r) =>
    r.thumbnail_key ? [r.storage_key, r.thumbnail_key] : [r.storage_key],
  );
  const sums = new Map<string, string>();
  for (const key of keys.sort()) {
    const hash = crypto.createHash('sha256');
    for await (const chunk of await storage.createReadStream(key)) hash.update(chunk as Buffer);
    sums.set(key, hash.digest('hex'));
  }
  return sums;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kg-backup-test-'));
}

/** The demo centre (npm start's data, with its photos), signed in as its admin. */
export async function seedDemo(app: FastifyInstance) {
  await seedDemoIfEmpty(systemContext({ db: app.db, config: app.config, files: app.files, log: app.log }));
  return loginAs(app, 'admin', 'admin1234!');
}

/**
 * A director's writes one after another until stopped: an uploaded image, then a notice, and so on. Each write is
 * acknowledged (2xx) before the next starts; `acked` counts them in order.
 */
export function startWriteLoad(app: FastifyInstance, admin: Awaited<ReturnType<typeof seedDemo>>) {
  const client = api(app, admin);
  const state = { stop: false, acked: 0 };
  const done = (async () => {
    const png = await smallPng();
    for (let n = 1; !state.stop; n++) {
      const res =
        n % 2 === 1
          ? await client.upload('/api/file/upload/cont?refType=NOTICE', [{ name: `load-${n}.png`, data: png }])
          : await client.post('/api/v2/notice/new', { title: `load-${n}`, content: '<p>부하</p>' });
      if (res.status >= 300) throw new Error(`write ${n} answered ${res.status}: ${JSON.stringify(res.json)}`);
      state.acked = n;
    }
  })();
  return {
    state,
    async untilAcked(count: number) {
      while (state.acked < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async stop() {
      state.stop = true;
      await done;
    },
  };
}
