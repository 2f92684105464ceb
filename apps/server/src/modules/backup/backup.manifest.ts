import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'kg-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

/** manifest.json, the archive's first entry (docs/product/backup.md#archive). */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  schema: z.object({
    /** the newest migration applied, e.g. 0013_list_search_indexes */
    tag: z.string().nullable(),
    migrations: z.array(z.object({ hash: z.string(), createdAt: z.number(), tag: z.string().nullable() })),
  }),
  /** table → rows in db/<table>.ndjson */
  tables: z.record(z.string(), z.number().int().min(0)),
  sequences: z.array(z.object({ name: z.string(), value: z.string() })),
  /** storage keys the database's rows name; their bytes are files/<key>, checksums in SHA256SUMS */
  files: z.object({ referenced: z.number().int(), bytes: z.number().int() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The server package's version: the nearest apps/server/package.json above this module (src/… or the dist/ bundle). */
export function appVersion(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@kg/server') return pkg.version ?? 'unknown';
  }
  return 'unknown';
}
