/**
 * Korean demo data for an empty database (docs/product/README.md#demo-accounts): 6 classes, 12 staff with the demo
 * accounts, ~90 children with families, today's and the last school days' class story, posts, menus and a photo album
 * with generated pictures. Runs only when there are no teachers; the rows go in one transaction, the pictures are
 * stored through the file service after it commits.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { mealSlotLabels, type ChildStatus, type MealSlot } from '@kg/contract';
import type { DbOrTx, Tx } from '../client';
import {
  classColors,
  classes,
  classWeekDays,
  classWeeks,
  educationPrograms,
  events,
  facilityPhotoFiles,
  facilityPhotos,
  notices,
  postAudiences,
  photoAlbumChildren,
  photoAlbums,
  reservations,
  staffAccounts,
  teachers,
  weeklyMenuDays,
  weeklyMenuMeals,
} from '../schema/index';
import { hashPassword } from '../../lib/password';
import type { ServiceContext } from '../../lib/context';
import type { FileService } from '../../modules/file/file.service';
import { createRng, DEMO_SEED, type Rng } from './random';
import { addDays, schoolYearOf, todayIn, weekMondayOf } from '@kg/contract';
import { previousSchoolDays, schoolDayNear } from './demo-calendar';
import { at, makeChild, makeClassWeek, makeFamily, makeRehome, makeWeeklyMenu, PeopleFactory, type SeedContext, type SeedMenu } from './factory';
import { EGG_SIDE, KIWI_SNACK } from './data/menus';
import { insertChildrenWithFamilies, type ChildEntry } from './families';
import { nameDemoParentAccounts } from './demo-parents';
import { nameDemoCentre, seedSecondCentre } from './demo-second-centre';
import { insertBatches, insertReturningIds } from './insert';
import { insertWeeklyMenus } from './menus';
import { emptyDayRows, insertStoryRows, storyForDay, type DayRows, type StoryClass } from './story';
import { makeDemoImage, makeDemoPdf } from './demo-images';
import { CLASS_PALETTE, DEMO_CLASSES } from './data/classes';
import { DEMO_PASSWORDS, DEMO_TEACHERS } from './data/staff';
import { EDU_PROGRAMS, EVENTS, FACILITY_PHOTOS, NOTICES } from './data/posts';
import { loadRichTextSanitiser } from '../../lib/rich-text';
import { demoReservationRows } from './data/reservations';
import { PHOTO_ALBUM_TITLES } from './data/story';

/** The demo centre: centre 1, which migration 0014 made (docs/decisions/017-centres-and-policies.md). */
export const DEMO_CENTRE_ID = 1;

/** Serialises concurrent first starts of several instances on one PostgreSQL database. */
const SEED_LOCK_ID = 723_410_002;
/** How many school days before today get attendance, notes and finished requests. */
const PAST_SCHOOL_DAYS = 10;
const ALBUM_PHOTOS = 5;

type Seeded = {
  album: { id: number; classId: number; title: string; className: string; uploadedBy: number };
  facilities: { id: number; captions: readonly string[] }[];
  noticeAttachments: { noticeId: number; fileName: string }[];
  /** meals of this week, today or before, that get a photo as served */
  mealPhotos: MealPhoto[];
  adminId: number;
  managerId: number;
  counts: Record<string, number>;
};

type MealPhoto = { menuId: number; day: string; slot: MealSlot; caption: string };
/** How many of this week's served meals (today or before) get a photo. */
const MEAL_PHOTOS = 3;

/** Runs as the system (`systemContext`): rows straight into the database, pictures through the file service. */
export async function seedDemoIfEmpty(system: ServiceContext): Promise<boolean> {
  const started = performance.now();
  if (await hasTeachers(system.db)) return false;
  const timeZone = system.config.timeZone;
  const ctx: SeedContext = { rng: createRng(DEMO_SEED), timeZone, today: todayIn(timeZone), centreId: DEMO_CENTRE_ID };
  const hashes = await hashDemoPasswords();
  const seeded = await system.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasTeachers(tx)) return null;
    return insertDemoRows(tx, ctx, hashes);
  });
  if (!seeded) return false;
  const stored = await storeDemoFiles(system.db, system.files, ctx.rng.fork(99), seeded);
  system.log.info(
    { ...seeded.counts, files: stored, today: ctx.today, ms: Math.round(performance.now() - started) },
    'demo data seeded',
  );
  return true;
}

async function hasTeachers(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(teachers);
  return Number(row.n) > 0;
}

/** argon2 is deliberately slow: each distinct password is hashed once. */
async function hashDemoPasswords(): Promise<Record<keyof typeof DEMO_PASSWORDS, string>> {
  const keys = Object.keys(DEMO_PASSWORDS) as (keyof typeof DEMO_PASSWORDS)[];
  const hashes = await Promise.all(keys.map((k) => hashPassword(DEMO_PASSWORDS[k])));
  return Object.fromEntries(keys.map((k, i) => [k, hashes[i]])) as Record<keyof typeof DEMO_PASSWORDS, string>;
}

async function insertDemoRows(tx: Tx, ctx: SeedContext, hashes: Record<keyof typeof DEMO_PASSWORDS, string>): Promise<Seeded> {
  const { rng, today } = ctx;
  const people = new PeopleFactory(rng.fork(1));
  const schoolYear = schoolYearOf(today);
  const counts: Record<string, number> = {};

  await nameDemoCentre(tx, ctx.centreId);
  // classes and colours
  await insertBatches(tx, classColors, CLASS_PALETTE.map((c) => ({ name: c.name, hex: c.hex })));
  const classIds = await insertReturningIds(
    tx,
    classes,
    DEMO_CLASSES.map((c) => ({
      centreId: ctx.centreId,
      name: c.name,
      color: c.color,
      ageBand: c.ageBand,
      capacity: c.capacity,
      introduction: c.introduction,
      createdAt: at(ctx, `${schoolYear}-02-20`, '10:00'),
    })),
  );
  counts.classes = classIds.length;

  // staff
  for (const t of DEMO_TEACHERS) people.reservePhone(t.phone);
  const accountIds = await insertReturningIds(
    tx,
    staffAccounts,
    DEMO_TEACHERS.map((t) => ({ loginId: t.loginId, passwordHash: hashes[t.password], createdAt: at(ctx, `${schoolYear}-02-20`, '10:00') })),
  );
  const teacherIds = await insertReturningIds(
    tx,
    teachers,
    DEMO_TEACHERS.map((t, i) => ({
      accountId: accountIds[i],
      centreId: ctx.centreId,
      name: t.name,
      role: t.role,
      classId: t.classIndex === null ? null : classIds[t.classIndex],
      phone: t.phone,
      email: `${t.loginId}@example.com`,
      createdAt: at(ctx, `${schoolYear}-02-20`, '10:00'),
    })),
  );
  counts.teachers = teacherIds.length;
  const teacherId = (loginId: string) => teacherIds[DEMO_TEACHERS.findIndex((t) => t.loginId === loginId)];
  const adminId = teacherId('admin');
  const managerId = teacherId('manager');
  const classTeachers = classIds.map((_, ci) =>
    DEMO_TEACHERS.flatMap((t, ti) => (t.classIndex === ci ? [teacherIds[ti]] : [])),
  );

  // children and families
  const entries: ChildEntry[] = [];
  const childRng = rng.fork(2);
  const childCtx = { ...ctx, rng: childRng };
  DEMO_CLASSES.forEach((def, ci) => {
    const active = def.capacity - 1;
    const paused = ci === 1 || ci === 3 || ci === 4 ? 1 : 0;
    for (let i = 0; i < active + paused; i++) {
      const status: ChildStatus = i >= active ? 'pause' : 'active';
      const child = makeChild(childCtx, people, { ageBand: def.ageBand, status });
      entries.push({
        child,
        classId: classIds[ci],
        family: makeFamily(childCtx, people, child),
        memo: status === 'pause' ? '가정 보육으로 한 달간 휴원 (보호자 요청)' : '',
      });
    }
  });
  // teacher1's class: someone who must not take a child home without the parents' word
  const firstClassEntry = entries.find((e) => e.classId === classIds[0] && e.child.status === 'active');
  firstClassEntry?.family.pickups.push({
    name: people.adult('M'),
    relation: '삼촌',
    phone: people.phone(),
    authorised: false,
    note: '보호자 사전 연락 없이는 인계 불가',
  });
  // and one child whose parents have not agreed to photo sharing: the album form flags them
  const noConsentEntry = entries.find((e) => e.classId === classIds[0] && e.child.status === 'active' && e !== firstClassEntry);
  if (noConsentEntry) noConsentEntry.child.photoConsent = false;
  // teacher1's class: one child must not eat egg (today's lunch has 계란찜), another not kiwi (today's snack)
  const allergyEntries = entries.filter((e) => e.classId === classIds[0] && e.child.status === 'active' && e !== firstClassEntry && e !== noConsentEntry);
  if (allergyEntries[0]) {
    Object.assign(allergyEntries[0].child, { allergyCodes: [1, 2], allergies: '', allergyNote: '아나필락시스 — 에피펜 원장실 보관, 섭취 시 즉시 119' });
  }
  if (allergyEntries[1]) {
    Object.assign(allergyEntries[1].child, { allergyCodes: [], allergies: '키위', allergyNote: '먹으면 입 주변 두드러기 (보호자 연락)' });
  }
  // children who left: stopped recently, graduated last February, one graduate long past the retention period
  const leavers: { status: ChildStatus; ageBand: number; leaveDate: string }[] = [
    { status: 'stop', ageBand: 1, leaveDate: addDays(today, -20) },
    { status: 'stop', ageBand: 2, leaveDate: addDays(today, -45) },
    { status: 'stop', ageBand: 3, leaveDate: addDays(today, -90) },
    { status: 'stop', ageBand: 4, leaveDate: addDays(today, -130) },
    { status: 'graduate', ageBand: 5, leaveDate: `${schoolYear}-02-28` },
    { status: 'graduate', ageBand: 5, leaveDate: `${schoolYear}-02-28` },
    { status: 'graduate', ageBand: 5, leaveDate: `${schoolYear}-02-28` },
    { status: 'graduate', ageBand: 5, leaveDate: `${schoolYear - 1}-02-28` },
    { status: 'graduate', ageBand: 5, leaveDate: `${schoolYear - 6}-02-28` },
  ];
  for (const l of leavers) {
    const asOf = addDays(l.leaveDate, -1);
    const child = makeChild(childCtx, people, { ageBand: l.ageBand, status: l.status, leaveDate: l.leaveDate, asOf });
    entries.push({
      child,
      classId: null,
      family: makeFamily(childCtx, people, child),
      memo: l.status === 'stop' ? '이사로 인한 퇴소' : '졸업',
    });
  }
  // two new admissions not yet assigned to a class
  for (let i = 0; i < 2; i++) {
    const child = makeChild(childCtx, people, { ageBand: 3 });
    child.admissionDate = addDays(today, 7 + i);
    entries.push({ child, classId: null, family: makeFamily(childCtx, people, child), memo: '입소 예정 (반 배정 대기)' });
  }
  const inserted = await insertChildrenWithFamilies(tx, ctx, entries, hashes.parent);
  const insertedOf = (entry: ChildEntry | undefined) => inserted.find((c) => entry && c.child === entry.child);
  await nameDemoParentAccounts(tx, {
    allergy: insertedOf(allergyEntries[0]),
    pickup: insertedOf(firstClassEntry),
    sibling: inserted.find((c) => c.classId === classIds[1] && c.child.status === 'active'),
  });
  counts.children = inserted.length;
  counts.parents = inserted.reduce((n, c) => n + c.parentIds.length, 0);
  const second = await seedSecondCentre(tx, ctx, hashes, {
    managerAccountId: accountIds[DEMO_TEACHERS.findIndex((t) => t.loginId === 'manager')],
    firstCentreChild: inserted.find((c) => c.classId === classIds[2] && c.child.status === 'active'),
    firstParentNumber: counts.parents + 1,
  });
  Object.assign(counts, second.counts);

  // class story: the last school days and today
  const storyRng = rng.fork(3);
  const storyCtx = { ...ctx, rng: storyRng };
  const storyClasses: StoryClass[] = classIds.map((id, ci) => ({
    id,
    teacherIds: classTeachers[ci],
    children: inserted.flatMap((c) => (c.story && c.classId === id ? [c.story] : [])),
  }));
  const rows = emptyDayRows();
  for (const date of previousSchoolDays(today, PAST_SCHOOL_DAYS)) {
    for (const cls of storyClasses) {
      storyForDay(storyCtx, cls, date, { attendance: 1, alim: 0.4, medicine: 0.8, rehome: 1, classNote: true }, false, rows);
    }
  }
  const todayStart = rows.attendance.length;
  for (const cls of storyClasses) {
    storyForDay(storyCtx, cls, today, { attendance: 0.92, notYetAtLeastOne: true, alim: 0.5, alimAtLeastOne: true, alimKeepUnwritten: 3, medicine: 2.5, rehome: 2.5, classNote: true }, true, rows);
  }
  markOneExcusedAbsence(rows, todayStart, classIds[2] ?? classIds[0]);
  // today the barred uncle is named as the pickup: the 귀가동의서 screen shows him in red and asks for an override
  const barredChild = inserted.find((c) => c.story && c.classId === classIds[0] && c.story.pickups.some((p) => !p.authorised))?.story;
  const barred = barredChild?.pickups.find((p) => !p.authorised);
  if (barredChild && barred) {
    rows.rehome.push({
      ...makeRehome(storyCtx, barredChild, today, 'CHECKED', classTeachers[0]?.[0] ?? null),
      pickupName: barred.name,
      relation: barred.relation,
      phone: barred.phone,
      rehomeTime: '16:30',
    });
  }
  await insertStoryRows(tx, rows);
  counts.attendance = rows.attendance.length;
  counts.alimNotes = rows.alim.length;
  counts.medicine = rows.medicine.length;
  counts.rehome = rows.rehome.length;
  counts.classNotes = rows.classNotes.length;

  // weekly plans: last week and this week of every class
  const monday = weekMondayOf(today);
  const weekRng = { ...ctx, rng: rng.fork(4) };
  const plans = classIds.flatMap((id, ci) =>
    [addDays(monday, -7), monday].map((m) => makeClassWeek(weekRng, id, m, classTeachers[ci][0] ?? null)),
  );
  const weekIds = await insertReturningIds(tx, classWeeks, plans.map((p) => p.week));
  await insertBatches(tx, classWeekDays, plans.flatMap((p, i) => p.days.map((d) => ({ ...d, classWeekId: weekIds[i] }))));
  counts.classWeeks = weekIds.length;

  // weekly menus: last, this and next week
  const menuRng = { ...ctx, rng: rng.fork(5) };
  const menus = [-7, 0, 7].map((d) => makeWeeklyMenu(menuRng, addDays(monday, d), managerId));
  touchTodaysMenu(menus[1], today);
  const insertedMenus = await insertWeeklyMenus(tx, menus);
  counts.weeklyMenus = insertedMenus.menus;
  const mealPhotos = servedMealsToPhotograph(menus[1], today).map((m) => ({ ...m, menuId: insertedMenus.menuIds[1] }));

  // posts (bodies sanitised like every save; teacher1's notice and event are for their class only)
  const firstClass = classIds[0];
  const sanitiseRichText = await loadRichTextSanitiser();
  const body = (html: string) => {
    const clean = sanitiseRichText(html);
    return { content: clean.html, contentText: clean.text };
  };
  const noticeIds = await insertReturningIds(
    tx,
    notices,
    NOTICES.map((n, i) => {
      const when = at(ctx, addDays(today, -n.daysAgo), n.daysAgo === 0 ? '08:40' : '10:30');
      return {
        centreId: ctx.centreId,
        title: n.title,
        ...body(n.content),
        pinned: n.pinned,
        authorId: n.forFirstClass ? teacherId('teacher1') : i % 2 === 0 ? adminId : managerId,
        viewCount: 12 + n.daysAgo * 3,
        publishedAt: when,
        createdAt: when,
        updatedAt: when,
      };
    }),
  );
  await insertBatches(
    tx,
    educationPrograms,
    EDU_PROGRAMS.map((e) => ({
      centreId: ctx.centreId,
      title: e.title,
      ...body(e.content),
      ageBand: e.ageBand,
      startDate: addDays(today, e.startOffset),
      endDate: addDays(today, e.startOffset + e.lengthDays),
      authorId: managerId,
      createdAt: at(ctx, addDays(today, e.startOffset - 7), '11:00'),
    })),
  );
  const eventIds = await insertReturningIds(
    tx,
    events,
    EVENTS.map((e) => ({ e, start: schoolDayNear(addDays(today, e.dayOffset), e.dayOffset > 0) })).map(({ e, start }) => ({
      centreId: ctx.centreId,
      title: e.title,
      ...body(e.content),
      // on a school day (the 생일잔치 fell on a Sunday when today was a Tuesday)
      eventDate: start,
      endDate: e.days ? addDays(start, e.days - 1) : null,
      startTime: e.startTime ?? null,
      endTime: e.endTime ?? null,
      place: e.place,
      authorId: e.forFirstClass ? teacherId('teacher1') : adminId,
      createdAt: at(ctx, addDays(today, Math.min(-1, e.dayOffset - 14)), '14:00'),
    })),
  );
  await insertBatches(tx, postAudiences, [
    ...NOTICES.flatMap((n, i) => (n.forFirstClass ? [{ refType: 'NOTICE', refId: noticeIds[i], classId: firstClass }] : [])),
    ...EVENTS.flatMap((e, i) => (e.forFirstClass ? [{ refType: 'EVENT', refId: eventIds[i], classId: firstClass }] : [])),
  ]);
  counts.notices = NOTICES.length;

  // reservations (입소 상담 / 견학): a dozen around today in every status
  await insertBatches(tx, reservations, demoReservationRows(ctx, people, managerId));

  // facility photo posts (their pictures are stored after commit)
  const facilityIds = await insertReturningIds(
    tx,
    facilityPhotos,
    FACILITY_PHOTOS.map((f, i) => ({ centreId: ctx.centreId, title: f.title, description: f.description, sortOrder: i + 1, createdBy: adminId })),
  );

  // a photo album in teacher1's class, tagging children whose parents agreed to photos
  const albumClassId = classIds[0];
  const albumTitle = rng.pick(PHOTO_ALBUM_TITLES);
  const teacher1 = teacherId('teacher1');
  const [albumId] = await insertReturningIds(tx, photoAlbums, [
    {
      classId: albumClassId,
      title: albumTitle,
      photoDate: today,
      comment: '오늘 친구들과 함께한 즐거운 시간을 사진으로 담았어요.',
      authorId: teacher1,
      createdAt: at(ctx, today, '15:30'),
      updatedAt: at(ctx, today, '15:30'),
    },
  ]);
  const tagged = inserted.filter((c) => c.classId === albumClassId && c.child.status === 'active' && c.child.photoConsent);
  await insertBatches(
    tx,
    photoAlbumChildren,
    rng.sample(tagged, Math.min(tagged.length, 4)).map((c) => ({ albumId, childId: c.id })),
  );

  return {
    album: { id: albumId, classId: albumClassId, title: albumTitle, className: DEMO_CLASSES[0].name, uploadedBy: teacher1 },
    facilities: facilityIds.map((id, i) => ({ id, captions: FACILITY_PHOTOS[i].captions })),
    noticeAttachments: NOTICES.flatMap((n, i) => (n.attachment ? [{ noticeId: noticeIds[i], fileName: n.attachment }] : [])),
    mealPhotos,
    adminId,
    managerId,
    counts,
  };
}

/**
 * The menu of this week meets the demo children's allergies: on today (a school day), or on Friday at the weekend,
 * lunch has 계란찜 as its side dish and the afternoon snack is 키위 and 우유.
 */
function touchTodaysMenu(week: SeedMenu, today: string) {
  const day = week.days.find((d) => d.day === today) ?? week.days[week.days.length - 1];
  for (const meal of day.meals) {
    if (meal.slot === 'LUNCH') meal.dishes = meal.dishes.map((dish, i) => (i === 3 ? EGG_SIDE : dish));
    if (meal.slot === 'PM_SNACK') meal.dishes = KIWI_SNACK;
  }
}

/**
 * Meals of this week served by today that have a photo as served (docs/product/menu.md): the lunches of the latest
 * days, and on a Monday also its morning snack, at most MEAL_PHOTOS.
 */
function servedMealsToPhotograph(week: SeedMenu, today: string): { day: string; slot: MealSlot; caption: string }[] {
  const served = week.days.filter((d) => d.day <= today).reverse();
  const picked = served.flatMap((d) => d.meals.filter((m) => m.slot === 'LUNCH').map((m) => ({ day: d.day, meal: m })));
  if (picked.length < 2 && served[0]) picked.push(...served[0].meals.filter((m) => m.slot === 'AM_SNACK').map((m) => ({ day: served[0].day, meal: m })));
  return picked.slice(0, MEAL_PHOTOS).map(({ day, meal }) => ({
    day,
    slot: meal.slot,
    caption: `${mealSlotLabels[meal.slot]} ${meal.dishes.slice(0, 2).map((dish) => dish.name).join(' · ')}`,
  }));
}

/** Exactly one of today's records is an excused absence (인정결석), in the given class. */
function markOneExcusedAbsence(rows: DayRows, todayStart: number, classId: number) {
  const today = rows.attendance.slice(todayStart);
  for (const row of today) {
    if (row.excused) {
      row.excused = false;
      row.excuseReason = '';
    }
  }
  const target = today.find((r) => r.classId === classId && r.status === 'absent') ?? today.find((r) => r.classId === classId);
  if (!target) return;
  Object.assign(target, {
    status: 'absent',
    arrivedAt: null,
    leftAt: null,
    excused: true,
    excuseReason: '병원 진료(수족구) - 진료확인서 제출',
    note: '',
  });
}

async function storeDemoFiles(db: DbOrTx, files: FileService, rng: Rng, seeded: Seeded): Promise<number> {
  const { album } = seeded;
  const albumImages = await Promise.all(
    Array.from({ length: ALBUM_PHOTOS }, (_, i) =>
      makeDemoImage({ caption: `${album.className} ${album.title} ${i + 1}`, rng: rng.fork(i) }),
    ),
  );
  let stored = 0;
  for (const [i, buffer] of albumImages.entries()) {
    await files.storeBuffer({ centreId: DEMO_CENTRE_ID,
      buffer,
      originalName: `${album.title}-${i + 1}.jpg`,
      refType: 'PHOTO',
      refId: album.id,
      classId: album.classId,
      uploadedBy: album.uploadedBy,
    });
    stored++;
  }
  for (const [i, facility] of seeded.facilities.entries()) {
    const photos: { facilityId: number; fileId: number; position: number; caption: string }[] = [];
    for (const [position, caption] of facility.captions.entries()) {
      const buffer = await makeDemoImage({ caption, rng: rng.fork(100 + i * 10 + position) });
      const { id } = await files.storeBuffer({ centreId: DEMO_CENTRE_ID, buffer, originalName: `${caption}.jpg`, refType: 'SPACE', refId: facility.id, classId: null, uploadedBy: seeded.adminId });
      photos.push({ facilityId: facility.id, fileId: id, position, caption });
      stored++;
    }
    await db.insert(facilityPhotoFiles).values(photos);
  }
  for (const [i, photo] of seeded.mealPhotos.entries()) {
    const buffer = await makeDemoImage({ caption: photo.caption, rng: rng.fork(200 + i) });
    const { id } = await files.storeBuffer({ centreId: DEMO_CENTRE_ID, buffer, originalName: `${photo.day} ${photo.caption}.jpg`, refType: 'MENU', refId: photo.menuId, classId: null, uploadedBy: seeded.managerId });
    const [day] = await db.select({ id: weeklyMenuDays.id }).from(weeklyMenuDays).where(and(eq(weeklyMenuDays.menuId, photo.menuId), eq(weeklyMenuDays.day, photo.day)));
    await db
      .update(weeklyMenuMeals)
      .set({ photoFileId: id })
      .where(and(eq(weeklyMenuMeals.dayId, day.id), eq(weeklyMenuMeals.slot, photo.slot)));
    stored++;
  }
  for (const { noticeId, fileName } of seeded.noticeAttachments) {
    await files.storeBuffer({ centreId: DEMO_CENTRE_ID, buffer: makeDemoPdf(), originalName: fileName, refType: 'NOTICE', refId: noticeId, classId: null, uploadedBy: seeded.adminId });
    stored++;
  }
  return stored;
}
