import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applyMigrations, openEmptyTestDatabase, type TestDatabase } from '../test/test-database';
import { findTeacherForLogin } from '../modules/auth/auth.repository';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The tables of the public schema with their row counts (the migration journal's own table aside). */
const COUNTS = sql`select relname as name, (xpath('/row/n/text()', query_to_xml('select count(*) as n from public.' || quote_ident(relname), false, true, '')))[1]::text::int as n
  from pg_class c join pg_namespace s on s.oid = c.relnamespace
  where s.nspname = 'public' and c.relkind = 'r' and relname <> 'schema_migrations' order by relname`;

/**
 * Migration 0014 (centres, docs/decisions/017-centres-and-policies.md) on a centre that has run for a while: every row
 * stays, everything lands in organisation 1 / centre 1, and every staff member keeps their login and password.
 */
describe('migration 0014 (centres)', () => {
  let db: TestDatabase;
  const run = (query: ReturnType<typeof sql>) => db.database.db.execute(query);
  let before: Map<string, number>;

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const applied = await applyMigrations(db.database, (tag) => tag < '0014');
    expect(applied.at(-1)).toBe('0013_list_search_indexes');
    await run(sql`insert into classes (id, name) values (1, '햇님반'), (2, '달님반')`);
    await run(sql`insert into teachers (id, login_id, password_hash, name, role, class_id, must_change_password, last_login_at) values
      (1, 'admin', 'hash-admin', '김원장', 'ROLE_ADMIN', null, false, '2026-11-30T00:00:00Z'),
      (2, 'teacher1', 'hash-t1', '이하나', 'ROLE_TEACHER', 1, true, null)`);
    await run(sql`insert into children (id, name, birth_date, gender, class_id) values (1, '곽주아', '2021-03-01', 'F', 1), (2, '이준', '2021-05-01', 'M', 2)`);
    await run(sql`insert into parents (id, login_id, password_hash, name) values (1, 'parent1', 'hash-p1', '곽엄마')`);
    await run(sql`insert into child_parents (child_id, parent_id, relation, is_primary) values (1, 1, '모', true)`);
    await run(sql`insert into notices (id, title, author_id) values (1, '공지', 1)`);
    await run(sql`insert into events (id, title, event_date, author_id) values (1, '소풍', '2026-12-10', 1)`);
    await run(sql`insert into education_programs (id, title, start_date, end_date, author_id) values (1, '숲 체험', '2026-12-01', '2026-12-31', 1)`);
    await run(sql`insert into facility_photos (id, title, created_by) values (1, '교실', 1)`);
    await run(sql`insert into weekly_menus (id, week_monday, title) values (1, '2026-11-30', '12월 1주차')`);
    await run(sql`insert into reservations (id, family_name, phone, kind, wished_date) values (1, '김민지', '010-1111-2222', 'visit', '2026-12-09')`);
    await run(sql`insert into files (id, storage_key, original_name, kind, mime_type, size, class_id) values (1, 'k/1', 'a.png', 'image', 'image/png', 10, 1)`);
    await run(sql`insert into alim_notes (class_id, child_id, note_date, content) values (1, 1, '2026-12-04', '잘 지냈어요')`);
    await run(sql`insert into audit_log (action, subject_type, subject_id) values ('LOGIN_SUCCESS', 'TEACHER', '1')`);
    await run(sql`insert into auth_sessions (id, teacher_id) values ('00000000-0000-4000-8000-000000000001', 2)`);
    before = new Map(rowsOf<{ name: string; n: number }>(await run(COUNTS)).map((r) => [r.name, r.n]));
    await applyMigrations(db.database, (tag) => tag.startsWith('0014'));
  }, 120_000); // initdb of a fresh database, not the run's migrated image
  afterAll(async () => db?.close());

  it('keeps every row of every table, and adds one organisation, one centre and a staff login per teacher', async () => {
    const after = new Map(rowsOf<{ name: string; n: number }>(await run(COUNTS)).map((r) => [r.name, r.n]));
    for (const [table, n] of before) expect({ table, n: after.get(table) }).toEqual({ table, n });
    expect([after.get('organisations'), after.get('centres'), after.get('staff_accounts')]).toEqual([1, 1, 2]);
  });

  it('puts every centre-owned row in centre 1', async () => {
    const owned = ['classes', 'teachers', 'children', 'parents', 'notices', 'events', 'education_programs', 'facility_photos', 'weekly_menus', 'reservations', 'files', 'audit_log'];
    for (const table of owned) {
      const [row] = rowsOf<{ other: number }>(await run(sql.raw(`select count(*)::int as other from ${table} where centre_id is distinct from 1`)));
      expect({ table, other: row.other }).toEqual({ table, other: 0 });
    }
  });

  it('keeps each login, password and one-time-password flag, and the session of its membership', async () => {
    const teacher = await findTeacherForLogin(db.database.db, 'teacher1');
    expect(teacher).toMatchObject({ id: 2, passwordHash: 'hash-t1', mustChangePassword: true, role: 'ROLE_TEACHER', classId: 1, className: '햇님반' });
    const admin = await findTeacherForLogin(db.database.db, 'admin');
    expect(admin?.lastLoginAt?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // the next staff login gets a fresh id (the sequence continues after the copied ones)
    const [next] = rowsOf<{ id: number }>(await run(sql`insert into staff_accounts (login_id, password_hash) values ('new', 'h') returning id`));
    expect(next.id).toBe(3);
    const [session] = rowsOf<{ teacher_id: number }>(await run(sql`select teacher_id from auth_sessions`));
    expect(session.teacher_id).toBe(2);
  });

  it('makes class names and weekly menus unique per centre, not per deployment', async () => {
    await run(sql`insert into organisations (id, name) values (2, '다른재단')`);
    await run(sql`insert into centres (id, organisation_id, name) values (2, 2, '별빛어린이집')`);
    await run(sql`insert into classes (id, centre_id, name) values (10, 2, '햇님반')`);
    await run(sql`insert into weekly_menus (id, centre_id, week_monday, title) values (10, 2, '2026-11-30', '12월 1주차')`);
    const dup = await run(sql`insert into classes (id, centre_id, name) values (11, 1, '햇님반')`).then(() => null, (e: { cause?: { code?: string } }) => e.cause?.code ?? 'error');
    expect(dup).toBe('23505');
  });
});
