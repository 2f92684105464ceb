import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTeacher } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  alimNotes,
  attendance,
  children,
  classes,
  medicineRequests,
  parents,
  childParents,
  teachers,
  weeklyMenus,
} from './schema/index';
import { countAll } from './seed/large';

describe('schema (initial migration)', () => {
  let t: TestApp;
  let classId: number;
  let childId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id: classId }] = await t.app.db.insert(classes).values({ centreId: 1, name: '테스트반', ageBand: 3 }).returning({ id: classes.id });
    [{ id: childId }] = await t.app.db
      .insert(children)
      .values({ centreId: 1, name: '김하준', birthDate: '2022-05-01', gender: 'M', classId })
      .returning({ id: children.id });
  });
  afterAll(async () => t?.close());

  /** drizzle wraps driver errors; the PostgreSQL error (code, constraint) is the cause */
  const pgError = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e as { code?: string; cause?: { code?: string; constraint?: string } },
    );
    expect(error, 'expected the statement to fail').not.toBeNull();
    return { code: error!.cause?.code ?? error!.code, constraint: error!.cause?.constraint };
  };

  it('creates every table', async () => {
    const names = Object.keys(await countAll(t.app.db));
    expect(names).toEqual(
      expect.arrayContaining([
        'classes', 'class_colors', 'teachers', 'auth_sessions', 'refresh_tokens', 'login_attempts', 'files', 'audit_log',
        'children', 'child_emergency_contacts', 'child_pickup_persons', 'child_parents',
        'parents', 'parent_phones', 'parent_emails', 'parent_mobiles',
        'reservations', 'facility_photos', 'notices', 'education_programs', 'events',
        'weekly_menus', 'weekly_menu_days', 'weekly_menu_meals', 'weekly_menu_dishes', 'class_weeks', 'class_week_days', 'class_notes', 'alim_notes',
        'photo_albums', 'photo_album_children', 'medicine_requests', 'medicine_doses', 'rehome_records', 'attendance',
      ]),
    );
  });

  it('keeps child, medicine and alim codes valid', async () => {
    expect((await pgError(t.app.db.update(children).set({ status: 'left' as never }).where(eq(children.id, childId)))).code).toBe('23514');
    expect(
      (await pgError(t.app.db.insert(alimNotes).values({ classId, childId, noteDate: '2026-11-20', mood: 'great' as never }))).code,
    ).toBe('23514');
    expect(
      (
        await pgError(
          t.app.db.insert(medicineRequests).values({
            classId, childId, requestDate: '2026-11-20', symptom: '기침', status: 'DONE' as never,
          }),
        )
      ).code,
    ).toBe('23514');
  });

  it('stores dates as yyyy-MM-dd strings and temperatures as numbers', async () => {
    const [note] = await t.app.db
      .insert(alimNotes)
      .values({ classId, childId, noteDate: '2026-11-19', mood: 'good', temperature: 36.8 })
      .returning();
    expect(note.noteDate).toBe('2026-11-19');
    expect(note.temperature).toBe(36.8);
    expect(note.createdAt).toBeInstanceOf(Date);
  });

  it('allows one attendance row and one alim note per child and day', async () => {
    await t.app.db.insert(attendance).values({ classId, childId, attDate: '2026-11-20', status: 'present', arrivedAt: '09:05' });
    const dup = await pgError(t.app.db.insert(attendance).values({ classId, childId, attDate: '2026-11-20', status: 'absent' }));
    expect(dup).toEqual({ code: '23505', constraint: 'attendance_child_date_key' });
    expect((await pgError(t.app.db.insert(alimNotes).values({ classId, childId, noteDate: '2026-11-19' }))).code).toBe('23505');
  });

  it('checks HH:mm times and Monday menu weeks', async () => {
    expect(
      (await pgError(t.app.db.insert(attendance).values({ classId, childId, attDate: '2026-11-18', status: 'present', arrivedAt: '9:5' }))).code,
    ).toBe('23514');
    expect((await pgError(t.app.db.insert(weeklyMenus).values({ centreId: 1, weekMonday: '2026-11-18', title: '수요일' }))).code).toBe('23514');
    await t.app.db.insert(weeklyMenus).values({ centreId: 1, weekMonday: '2026-11-16', title: '11월 3주차' });
    expect((await pgError(t.app.db.insert(weeklyMenus).values({ centreId: 1, weekMonday: '2026-11-16', title: '중복' }))).code).toBe('23505');
  });

  it('refuses to delete a class with records, and deleting a child removes its records and links', async () => {
    // story rows keep their class (FK without cascade): 23503 foreign_key_violation on PGlite and PostgreSQL alike
    expect((await pgError(t.app.db.delete(classes).where(eq(classes.id, classId)))).code).toBe('23503');
    const [{ id: parentId }] = await t.app.db
      .insert(parents)
      .values({ centreId: 1, loginId: 'parent-x', passwordHash: 'x', name: '김지영' })
      .returning({ id: parents.id });
    await t.app.db.insert(childParents).values({ childId, parentId, relation: '모', isPrimary: true });
    expect((await pgError(t.app.db.insert(childParents).values({ childId, parentId, relation: '모' }))).code).toBe('23505');
    await t.app.db.delete(children).where(eq(children.id, childId));
    expect(await t.app.db.select().from(attendance)).toHaveLength(0);
    expect(await t.app.db.select().from(alimNotes)).toHaveLength(0);
    expect(await t.app.db.select().from(childParents)).toHaveLength(0);
    expect(await t.app.db.select().from(parents)).toHaveLength(1);
    // an empty class can go; its teachers stay without a class
    const { teacher: made } = await createTeacher(t.app.db, { name: '이하나', classId });
    await t.app.db.delete(classes).where(eq(classes.id, classId));
    const [teacher] = await t.app.db.select().from(teachers).where(eq(teachers.id, made.id));
    expect(teacher.classId).toBeNull();
  });
});
