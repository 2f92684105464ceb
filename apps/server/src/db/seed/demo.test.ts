import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { and, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  alimNotes,
  attendance,
  centres,
  children,
  classColors,
  classes,
  classNotes,
  childPickupPersons,
  events,
  facilityPhotoFiles,
  files,
  notices,
  postAudiences,
  medicineDoses,
  medicineRequests,
  parents,
  photoAlbumChildren,
  photoAlbums,
  rehomeRecords,
  staffAccounts,
  teachers,
  weeklyMenuDays,
  weeklyMenuMeals,
  weeklyMenus,
} from '../schema/index';
import { verifyPassword } from '../../lib/password';
import { systemContext } from '../../lib/context';
import { DEMO_CENTRE_ID, seedDemoIfEmpty } from './demo';
import { DEMO_GRANDPARENT_LOGIN, SECOND_CENTRE } from './demo-second-centre';
import { addDays, familyEndpoints, isoWeekday, setupChecklist, weekMondayOf, type FamilyMe } from '@kg/contract';
import { api } from '../../test/api';
import { familyLoginAs } from '../../test/session';
import { guideRepository } from '../../modules/guide/guide.repository';
import { getMenu, menuAllergyCheck } from '../../modules/menu/menu.service';

type StoreInput = { buffer: Buffer; originalName: string; refType: string; refId: number; classId: number | null; uploadedBy: number | null };

/**
 * While the file module is being written, `app.files` may not exist yet: only then the test installs a recording
 * stand-in (feature detection in the test, never in the seed).
 */
const stored: StoreInput[] = [];
const filesStandIn = fp(async (app) => {
  if (app.hasDecorator('files')) return;
  const standIn = {
    storeBuffer: async (input: StoreInput) => {
      stored.push(input);
      return { id: stored.length };
    },
  };
  app.decorate('files', standIn as never);
});

const todaySeoul = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('demo seed', () => {
  let t: TestApp;
  let seededFirst: boolean;
  let today: string;
  const asSystem = () => systemContext({ db: t.app.db, config: t.app.config, files: t.app.files, log: t.app.log });
  /** The system working in the demo centre (what a request's scope gives a service). */
  const inDemoCentre = () => ({ ...asSystem(), scope: { centreId: DEMO_CENTRE_ID, classId: null, child: null } });

  beforeAll(async () => {
    t = await createTestApp({ extraPlugins: [filesStandIn] });
    today = todaySeoul();
    seededFirst = await seedDemoIfEmpty(asSystem());
  }, 120_000);
  afterAll(async () => t?.close());

  /** The demo centre's staff with their logins. */
  const demoStaff = () =>
    t.app.db
      .select({ ...getTableColumns(teachers), loginId: staffAccounts.loginId, passwordHash: staffAccounts.passwordHash })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(teachers.centreId, DEMO_CENTRE_ID));
  const staffNamed = async (loginId: string) => (await demoStaff()).filter((r) => r.loginId === loginId);

  const countOf = async (table: PgTable, where?: SQL) => {
    const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
    return Number(row.n);
  };

  it('seeds an empty database', () => {
    expect(seededFirst).toBe(true);
    expect(t.config.timeZone).toBe('Asia/Seoul');
  });

  it('creates the demo accounts (docs/product/README.md#demo-accounts) with their roles, classes and passwords', async () => {
    const rows = await demoStaff();
    expect(rows).toHaveLength(12);
    const byLogin = new Map(rows.map((r) => [r.loginId, r]));
    expect(byLogin.get('admin')).toMatchObject({ role: 'ROLE_ADMIN', classId: null, active: true });
    expect(byLogin.get('manager')).toMatchObject({ role: 'ROLE_MANAGER', classId: null });
    expect(byLogin.get('teacher1')).toMatchObject({ role: 'ROLE_TEACHER' });
    expect(byLogin.get('teacher1')!.classId).toEqual(expect.any(Number));
    expect(byLogin.get('teacher9')).toMatchObject({ role: 'ROLE_TEACHER', classId: null });
    expect(rows.filter((r) => r.role === 'ROLE_ADMIN')).toHaveLength(1);
    expect(rows.filter((r) => r.role === 'ROLE_MANAGER')).toHaveLength(1);

    expect(await verifyPassword(byLogin.get('admin')!.passwordHash, 'admin1234!')).toBe(true);
    expect(await verifyPassword(byLogin.get('manager')!.passwordHash, 'manager1234!')).toBe(true);
    expect(await verifyPassword(byLogin.get('teacher1')!.passwordHash, 'teacher1234!')).toBe(true);
    expect(await verifyPassword(byLogin.get('teacher9')!.passwordHash, 'teacher1234!')).toBe(true);
    expect(await verifyPassword(byLogin.get('admin')!.passwordHash, 'teacher1234!')).toBe(false);
    // hashed once per distinct password
    expect(byLogin.get('teacher1')!.passwordHash).toBe(byLogin.get('teacher2')!.passwordHash);
  });

  it('creates 6 classes with distinct palette colours, each with one or two teachers', async () => {
    const list = await t.app.db.select().from(classes).where(eq(classes.centreId, DEMO_CENTRE_ID));
    expect(list).toHaveLength(6);
    expect(new Set(list.map((c) => c.color)).size).toBe(6);
    expect(new Set(list.map((c) => c.ageBand))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const palette = new Set((await t.app.db.select().from(classColors)).map((c) => c.hex));
    expect(palette.size).toBeGreaterThanOrEqual(10);
    for (const c of list) expect(palette.has(c.color)).toBe(true);
    const staff = await demoStaff();
    for (const c of list) {
      const n = staff.filter((s) => s.classId === c.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
  });

  it('seeds a second centre of the organisation: the manager works at both, the grandmother has a grandchild in each', async () => {
    const all = await t.app.db.select().from(centres);
    const demo = all.find((c) => c.id === DEMO_CENTRE_ID)!;
    const second = all.find((c) => c.name === SECOND_CENTRE.name)!;
    expect(second.organisationId).toBe(demo.organisationId);
    expect(await countOf(classes, eq(classes.centreId, second.id))).toBe(2);
    const managerCentres = await t.app.db
      .select({ centreId: teachers.centreId, role: teachers.role })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(staffAccounts.loginId, 'manager'));
    expect(managerCentres.sort((a, b) => a.centreId - b.centreId)).toEqual([
      { centreId: DEMO_CENTRE_ID, role: 'ROLE_MANAGER' },
      { centreId: second.id, role: 'ROLE_MANAGER' },
    ]);
    const grandma = await familyLoginAs(t.app, DEMO_GRANDPARENT_LOGIN, 'parent1234!');
    const me = (await api(t.app, grandma).get(familyEndpoints.me.path)).json.data as FamilyMe;
    expect(new Set(me.children.map((c) => c.centreName))).toEqual(new Set([demo.name, SECOND_CENTRE.name]));
    expect(me.children.every((c) => c.relation === '조모')).toBe(true);
  });

  it('creates 80–100 children in all four statuses, with families', async () => {
    const list = await t.app.db.select().from(children).where(eq(children.centreId, DEMO_CENTRE_ID));
    expect(list.length).toBeGreaterThanOrEqual(80);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['active', 'pause', 'stop', 'graduate']));
    for (const c of list.filter((c) => c.status === 'stop' || c.status === 'graduate')) expect(c.leaveDate).not.toBeNull();
    expect(list.some((c) => !c.photoConsent)).toBe(true);
    // teacher1's class (the first) has a child the album form must refuse to tag
    const [firstClass] = await t.app.db.select().from(classes).orderBy(classes.id).limit(1);
    expect(list.some((c) => c.classId === firstClass.id && c.status === 'active' && !c.photoConsent)).toBe(true);
    expect(list.some((c) => c.allergyCodes.length > 0)).toBe(true);
    expect(list.some((c) => c.allergies !== '')).toBe(true);
    for (const c of list) expect(c.name).toMatch(/^[가-힣]{2,4}$/);
    const parentRows = await t.app.db.select().from(parents);
    expect(parentRows.length).toBeGreaterThanOrEqual(list.length);
    expect(parentRows.map((p) => p.loginId)).toEqual(expect.arrayContaining(['parent1', 'parent2', 'parent002']));
    expect(new Set(parentRows.map((p) => p.status))).toEqual(new Set(['active', 'stopped', 'blocked']));
    for (const p of parentRows) expect(p.phone).toMatch(/^010-\d{4}-\d{4}$/);
    expect(await verifyPassword(parentRows[0].passwordHash, 'parent1234!')).toBe(true);
    // the parent-app demo accounts (README): parent1 has the egg-allergic child of teacher1's class and a sibling elsewhere
    const demoParent = async (loginId: string) => {
      const session = await familyLoginAs(t.app, loginId, 'parent1234!');
      return (await api(t.app, session).get(familyEndpoints.me.path)).json.data as FamilyMe;
    };
    const parent1 = await demoParent('parent1');
    expect(parent1.mustChangePassword).toBe(false);
    expect(parent1.children).toHaveLength(2);
    expect(parent1.children.filter((c) => c.classId === firstClass.id).map((c) => c.allergyCodes)).toEqual([[1, 2]]);
    expect(new Set(parent1.children.map((c) => c.classId)).size).toBe(2);
    // the app opens on the child parent1 is 주 보호자 of: teacher1's child the README describes, not the older sibling
    expect(parent1.children.filter((c) => c.isPrimary).map((c) => c.classId)).toEqual([firstClass.id]);
    const parent2 = await demoParent('parent2');
    expect(parent2.children.map((c) => c.classId)).toEqual([firstClass.id]);
    const barredPickups = await t.app.db
      .select({ id: childPickupPersons.id })
      .from(childPickupPersons)
      .where(and(eq(childPickupPersons.childId, parent2.children[0].childCode), eq(childPickupPersons.authorised, false)));
    expect(barredPickups).toHaveLength(1);
    // a not-authorised pickup person in teacher1's class
    const [teacher1] = await staffNamed('teacher1');
    const blocked = await t.app.db
      .select({ id: childPickupPersons.id })
      .from(childPickupPersons)
      .innerJoin(children, eq(children.id, childPickupPersons.childId))
      .where(and(eq(children.classId, teacher1.classId!), eq(childPickupPersons.authorised, false)));
    expect(blocked.length).toBeGreaterThanOrEqual(1);
  });

  it('creates the birth dates of each class by birth year (만 나이)', async () => {
    const list = await t.app.db
      .select({ birth: children.birthDate, age: classes.ageBand })
      .from(children)
      .innerJoin(classes, eq(classes.id, children.classId));
    const schoolYear = +today.slice(5, 7) >= 3 ? +today.slice(0, 4) : +today.slice(0, 4) - 1;
    for (const row of list) expect(+row.birth.slice(0, 4)).toBe(schoolYear - 1 - row.age!);
  });

  it("has today's (Asia/Seoul) attendance, medicine, re-home and alim rows in every class", async () => {
    const classList = await t.app.db.select().from(classes).where(eq(classes.centreId, DEMO_CENTRE_ID));
    for (const c of classList) {
      const checkedIn = await countOf(attendance, and(eq(attendance.classId, c.id), eq(attendance.attDate, today)));
      expect(checkedIn).toBeGreaterThan(0);
      // someone is always still to arrive, so the roll call has work in the demo
      const activeChildren = await countOf(children, and(eq(children.classId, c.id), eq(children.status, 'active')));
      expect(checkedIn).toBeLessThan(activeChildren);
      // and at least three children still need today's 알림장
      const noted = await countOf(alimNotes, and(eq(alimNotes.classId, c.id), eq(alimNotes.noteDate, today)));
      expect(activeChildren - noted).toBeGreaterThanOrEqual(3);
      expect(await countOf(alimNotes, and(eq(alimNotes.classId, c.id), eq(alimNotes.noteDate, today)))).toBeGreaterThan(0);
      expect(await countOf(classNotes, and(eq(classNotes.classId, c.id), eq(classNotes.noteDate, today)))).toBe(1);
      expect(await countOf(medicineRequests, and(eq(medicineRequests.classId, c.id), eq(medicineRequests.requestDate, today)))).toBeGreaterThan(0);
      expect(await countOf(rehomeRecords, and(eq(rehomeRecords.classId, c.id), eq(rehomeRecords.rehomeDate, today)))).toBeGreaterThan(0);
    }
    const todays = await t.app.db.select().from(attendance).where(eq(attendance.attDate, today));
    expect(todays.filter((r) => r.excused)).toHaveLength(1);
    expect(todays.filter((r) => r.status === 'present').length).toBeGreaterThan(todays.length / 2);
    // not every active child has an alim note today
    const activeInClasses = await countOf(children, and(eq(children.status, 'active'), sql`${children.classId} is not null`));
    expect(await countOf(alimNotes, eq(alimNotes.noteDate, today))).toBeLessThan(activeInClasses);

    const meds = await t.app.db.select().from(medicineRequests).where(eq(medicineRequests.requestDate, today));
    expect(new Set(meds.map((m) => m.status))).toEqual(new Set(['REQUESTED', 'CHECKED', 'COMPLETED']));
    const completed = meds.filter((m) => m.status === 'COMPLETED');
    for (const m of completed) {
      expect(m.completedAt).toBe(today);
      expect(await countOf(medicineDoses, eq(medicineDoses.requestId, m.id))).toBeGreaterThan(0);
    }
    const rehomes = await t.app.db.select().from(rehomeRecords).where(eq(rehomeRecords.rehomeDate, today));
    expect(new Set(rehomes.map((r) => r.status))).toEqual(new Set(['REQUESTED', 'CHECKED', 'ENDED']));
    // one of today's pickups names a person the child's record bars, so the override flow can be seen in the demo
    const barred = await t.app.db.select().from(childPickupPersons).where(eq(childPickupPersons.authorised, false));
    expect(barred.length).toBeGreaterThan(0);
    const byBarred = rehomes.filter((r) => barred.some((p) => p.childId === r.childId && p.name === r.pickupName));
    expect(byBarred.map((r) => r.status)).toEqual(['CHECKED']);
  });

  it('has past school days and this week’s Monday menu', async () => {
    const days = await t.app.db.selectDistinct({ d: attendance.attDate }).from(attendance);
    expect(days.length).toBeGreaterThanOrEqual(10);
    for (const { d } of days) if (d !== today) expect(isoWeekday(d)).toBeLessThanOrEqual(5);
    const [menu] = await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, weekMondayOf(today)));
    expect(menu).toBeDefined();
    expect(await countOf(weeklyMenuDays, eq(weeklyMenuDays.menuId, menu.id))).toBe(5);
    expect(menu.originNote).toContain('쇠고기: 호주산');
  });

  it('has photos of 2–3 of this week’s meals served by today, stored as the menu’s files', async () => {
    const [menu] = await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, weekMondayOf(today)));
    const meals = await t.app.db
      .select({ day: weeklyMenuDays.day, slot: weeklyMenuMeals.slot, photoFileId: weeklyMenuMeals.photoFileId })
      .from(weeklyMenuMeals)
      .innerJoin(weeklyMenuDays, eq(weeklyMenuDays.id, weeklyMenuMeals.dayId))
      .where(and(eq(weeklyMenuDays.menuId, menu.id), sql`${weeklyMenuMeals.photoFileId} is not null`));
    expect(meals.length).toBeGreaterThanOrEqual(2);
    expect(meals.length).toBeLessThanOrEqual(3);
    for (const meal of meals) expect(meal.day <= today).toBe(true);
    const photos = await t.app.db.select().from(files).where(and(eq(files.refType, 'MENU'), eq(files.refId, menu.id)));
    expect(photos.map((f) => f.id).sort()).toEqual(meals.map((m) => m.photoFileId).sort());
    expect(photos.every((f) => f.kind === 'image' && f.thumbnailKey !== null)).toBe(true);
    const week = await getMenu(inDemoCentre(), menu.id);
    expect(week.days.flatMap((d) => d.meals.filter((m) => m.photo !== null))).toHaveLength(meals.length);
  });

  it('has children in teacher1’s class whose allergies this week’s menu meets (today’s lunch and snack)', async () => {
    const [teacher1] = await staffNamed('teacher1');
    const mine = await t.app.db.select().from(children).where(eq(children.classId, teacher1.classId!));
    const egg = mine.find((c) => c.allergyCodes.includes(1) && c.status === 'active');
    const kiwi = mine.find((c) => c.allergies.includes('키위') && c.status === 'active');
    expect(egg?.allergyNote).toContain('에피펜');
    expect(kiwi?.allergyNote).not.toBe('');
    const day = isoWeekday(today) <= 5 ? today : addDays(weekMondayOf(today), 4);
    const check = await menuAllergyCheck(inDemoCentre(), { classId: teacher1.classId!, startDate: day, endDate: day });
    const lunch = check.warnings.filter((w) => w.slot === 'LUNCH' && w.day === day);
    expect(lunch.find((w) => w.childCode === egg!.id)).toMatchObject({ dishes: expect.arrayContaining(['계란찜']) });
    const snack = check.warnings.find((w) => w.slot === 'PM_SNACK' && w.childCode === kiwi!.id);
    expect(snack).toMatchObject({ day, dishes: ['키위'], reason: '키위' });
  });

  it('creates a photo album in teacher1’s class tagging consenting children, with 4–6 stored pictures', async () => {
    const [teacher1] = await staffNamed('teacher1');
    const albums = await t.app.db.select().from(photoAlbums).where(eq(photoAlbums.classId, teacher1.classId!));
    expect(albums).toHaveLength(1);
    const tags = await t.app.db
      .select({ consent: children.photoConsent, classId: children.classId })
      .from(photoAlbumChildren)
      .innerJoin(children, eq(children.id, photoAlbumChildren.childId))
      .where(eq(photoAlbumChildren.albumId, albums[0].id));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toEqual({ consent: true, classId: teacher1.classId });

    if (stored.length > 0) {
      // stand-in file service (modules/file not there yet): check what the seed handed over
      const photos = stored.filter((s) => s.refType === 'PHOTO');
      expect(photos.length).toBeGreaterThanOrEqual(4);
      expect(photos.length).toBeLessThanOrEqual(6);
      for (const p of photos) {
        expect(p).toMatchObject({ refId: albums[0].id, classId: teacher1.classId, uploadedBy: teacher1.id });
        expect(p.buffer.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    } else {
      const n = await countOf(files, and(eq(files.refType, 'PHOTO'), eq(files.refId, albums[0].id), isNull(files.tempKey)));
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it('has website posts: a pinned notice, one with a PDF, teacher1’s class notice, events around today, spaces with ordered photos', async () => {
    const db = t.app.db;
    const noticeRows = await db.select().from(notices);
    expect(noticeRows.filter((n) => n.pinned)).toHaveLength(1);
    expect(noticeRows.every((n) => n.contentText.length > 0 && !n.contentText.includes('<'))).toBe(true);
    const pdfs = await db.select().from(files).where(and(eq(files.refType, 'NOTICE'), eq(files.kind, 'document')));
    expect(pdfs.map((f) => f.originalName)).toEqual(['12월 가정통신문.pdf']);
    const audiences = await db.select().from(postAudiences);
    expect(audiences.map((a) => a.refType).sort()).toEqual(['EVENT', 'NOTICE']);
    const eventRows = await db.select().from(events);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    expect(eventRows.some((e) => e.eventDate < today) && eventRows.some((e) => e.eventDate > today)).toBe(true);
    expect(eventRows.some((e) => e.endDate !== null)).toBe(true);
    const photos = await db.select().from(facilityPhotoFiles);
    expect(photos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(photos.map((p) => p.facilityId)).size).toBe(4);
  });

  it('does not contradict itself: events on school days, no menu written in the future', async () => {
    const db = t.app.db;
    for (const e of await db.select().from(events)) expect([e.title, isoWeekday(e.eventDate) <= 5]).toEqual([e.title, true]);
    const now = Date.now();
    for (const m of await db.select().from(weeklyMenus)) expect(m.createdAt.getTime()).toBeLessThanOrEqual(now);
  });

  it('has its 새 학년도 준비 checklist done but for 반 배정 of the children waiting for a class', async () => {
    const status = await guideRepository.setupStatus(t.app.db, DEMO_CENTRE_ID);
    const enrolled = (await t.app.db.select().from(children).where(eq(children.centreId, DEMO_CENTRE_ID))).filter((c) => c.status === 'active' || c.status === 'pause');
    const waiting = enrolled.filter((c) => c.classId === null);
    expect(waiting.map((c) => c.memo)).toEqual(['입소 예정 (반 배정 대기)', '입소 예정 (반 배정 대기)']);
    expect(status).toEqual({
      classCount: 6,
      classesWithoutTeacher: 0,
      enrolledChildren: enrolled.length,
      childrenWithoutClass: 2,
      childrenWithoutParent: 0,
    });
    expect(setupChecklist(status).filter((item) => !item.done).map((item) => item.key)).toEqual(['childClasses']);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([countOf(teachers), countOf(children), countOf(attendance), countOf(parents)]);
    const storedBefore = stored.length;
    expect(await seedDemoIfEmpty(asSystem())).toBe(false);
    expect(await Promise.all([countOf(teachers), countOf(children), countOf(attendance), countOf(parents)])).toEqual(before);
    expect(stored.length).toBe(storedBefore);
  });
});
