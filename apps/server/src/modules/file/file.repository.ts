import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/statement';
import { files, type FileRow, type NewFileRow } from '../../db/schema/index';
/** Every storage object a file row owns: the file, its thumbnail and its full-size copy. */
export const storedKeysOf = (row: { storageKey: string; thumbnailKey: string | null; originalKey: string | null }): string[] => [
  row.storageKey,
  ...(row.thumbnailKey ? [row.thumbnailKey] : []),
  ...(row.originalKey ? [row.originalKey] : []),
];

// lists read their rows' attachments and every download looks its file up (docs/decisions/011-prepared-statements.md)
const fileById = preparedStatement('kg_file_by_id', (db) => db.select().from(files).where(eq(files.id, sql.placeholder('id'))).limit(1));
const filesByRef = preparedStatement('kg_files_by_ref', (db) =>
  db
    .select()
    .from(files)
    .where(and(eq(files.refType, sql.placeholder('refType')), sql`${files.refId} = any(${sql.placeholder('refIds')}::int[])`))
    .orderBy(asc(files.refId), asc(files.id)),
);

export const fileRepository = {
  async insertMany(db: DbOrTx, values: NewFileRow[]): Promise<FileRow[]> {
    if (values.length === 0) return [];
    return db.insert(files).values(values).returning();
  },

  async findById(db: DbOrTx, id: number): Promise<FileRow | undefined> {
    const [row] = await fileById(db).execute({ id });
    return row;
  },

  /** Unattached files under a tempKey (anyone's). */
  async findTemp(db: DbOrTx, tempKey: string): Promise<FileRow[]> {
    return db
      .select()
      .from(files)
      .where(and(eq(files.tempKey, tempKey), isNull(files.refId)))
      .orderBy(asc(files.id));
  },

  /** Attaches the uploader's temp files under tempKey to their owner and clears the tempKey. */
  async attachTemp(
    tx: DbOrTx,
    input: { tempKey: string; uploadedBy: number | null; refType: string; refId: number; classId: number | null },
    now: Date,
  ): Promise<FileRow[]> {
    const uploader = input.uploadedBy === null ? isNull(files.uploadedBy) : eq(files.uploadedBy, input.uploadedBy);
    return tx
      .update(files)
      .set({ refType: input.refType, refId: input.refId, classId: input.classId, tempKey: null, attachedAt: now })
      .where(and(eq(files.tempKey, input.tempKey), isNull(files.refId), uploader))
      .returning();
  },

  async listByRef(db: DbOrTx, refType: string, refIds: number[]): Promise<FileRow[]> {
    if (refIds.length === 0) return [];
    return filesByRef(db).execute({ refType, refIds });
  },

  async deleteByRef(tx: DbOrTx, refType: string, refId: number): Promise<FileRow[]> {
    return tx
      .delete(files)
      .where(and(eq(files.refType, refType), eq(files.refId, refId)))
      .returning();
  },

  async deleteByIds(tx: DbOrTx, ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return tx.delete(files).where(inArray(files.id, ids)).returning();
  },

  /** The newest unattached file with this original name under the caller's tempKey. */
  async findTempByName(db: DbOrTx, tempKey: string, fileName: string, uploadedBy: number): Promise<FileRow | undefined> {
    const [row] = await db
      .select()
      .from(files)
      .where(
        and(eq(files.tempKey, tempKey), isNull(files.refId), eq(files.originalName, fileName), eq(files.uploadedBy, uploadedBy)),
      )
      .orderBy(desc(files.id))
      .limit(1);
    return row;
  },

  /** Removes unattached files created before `before` (at most `limit` per call). */
  async deleteStaleTemp(tx: DbOrTx, before: Date, limit: number): Promise<FileRow[]> {
    const stale = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.refId), isNotNull(files.tempKey), lt(files.createdAt, before)))
      .orderBy(asc(files.id))
      .limit(limit);
    if (stale.length === 0) return [];
    // re-check in the delete itself: a file attached since the select must stay
    return tx
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            stale.map((r) => r.id),
          ),
          isNull(files.refId),
          isNotNull(files.tempKey),
          lt(files.createdAt, before),
        ),
      )
      .returning();
  },

  /** Which of these storage keys a row still references (as file, thumbnail or full-size copy). */
  async referencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey, originalKey: files.originalKey })
      .from(files)
      .where(or(inArray(files.storageKey, keys), inArray(files.thumbnailKey, keys), inArray(files.originalKey, keys)));
    return new Set(rows.flatMap(storedKeysOf));
  },
};
