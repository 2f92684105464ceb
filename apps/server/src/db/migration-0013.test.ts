import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applyMigrations, openEmptyTestDatabase, type TestDatabase } from '../test/test-database';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Migration 0013 (list search indexes) on a centre that has children and notes already: pg_trgm is created (PGlite
 * loads it, db/pglite-extensions.ts) and a "name contains" search is answered from the trigram index, on both databases.
 */
describe('migration 0013 (list search indexes)', () => {
  let db: TestDatabase;
  const run = (query: ReturnType<typeof sql>) => db.database.db.execute(query);

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const applied = await applyMigrations(db.database, (tag) => tag < '0013');
    expect(applied.at(-1)).toBe('0012_menu_counts');
    await run(sql`insert into classes (id, name) values (1, '햇님반')`);
    await run(sql`insert into children (id, name, birth_date, gender, class_id) values
      (1, '곽주아', '2021-03-01', 'F', 1), (2, '김하나은', '2021-04-01', 'F', 1), (3, '이준', '2021-05-01', 'M', 1)`);
    await run(sql`insert into alim_notes (class_id, child_id, note_date, content) values (1, 2, '2026-11-20', '어제'), (1, 2, '2026-11-21', '오늘')`);
    await applyMigrations(db.database, (tag) => tag.startsWith('0013'));
  }, 120_000); // initdb of a fresh database, not the run's migrated image
  afterAll(async () => db?.close());

  it('creates pg_trgm and the indexes', async () => {
    expect(rowsOf<{ extname: string }>(await run(sql`select extname from pg_extension where extname = 'pg_trgm'`))).toEqual([{ extname: 'pg_trgm' }]);
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await run(sql`select indexname, indexdef from pg_indexes where indexname in
        ('children_name_trgm_idx', 'alim_notes_child_class_date_idx', 'photo_albums_id_date_idx') order by indexname`),
    );
    expect(indexes.map((i) => i.indexname)).toEqual(['alim_notes_child_class_date_idx', 'children_name_trgm_idx', 'photo_albums_id_date_idx']);
    expect(indexes.find((i) => i.indexname === 'children_name_trgm_idx')!.indexdef).toContain('USING gin (name gin_trgm_ops)');
  });

  it('finds a name by a part in its middle from the trigram index, rows written before and after it alike', async () => {
    await run(sql`insert into children (id, name, birth_date, gender, class_id) values (4, '박하나', '2021-06-01', 'F', 1)`);
    const found = await db.database.db.transaction(async (tx) => {
      // few rows: without this the planner rightly reads the table; the point is that the index answers
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from children where name ilike '%하나%'`))
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).toContain('children_name_trgm_idx');
      return rowsOf<{ id: number }>(await tx.execute(sql`select id from children where name ilike '%하나%' order by id`));
    });
    expect(found.map((r) => r.id)).toEqual([2, 4]);
  });
});
