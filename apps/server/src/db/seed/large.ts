/**
 * Large synthetic centre for benchmarks: `npm run seed:large [-- --force]` (apps/server).
 *
 * One big centre — 60 classes, ~120 teachers, 1,500 children with their parents — and three school years of class
 * story: class notes, weekly plans, photo albums (rows only, no image files), medicine and re-home records over
 * the whole period, attendance and alim notes for the most recent school days. Hundreds of thousands of rows,
 * inserted in multi-row statements of ~2,000 rows, deterministic for a given date (same generator and name data
 * as the demo seed).
 */
import { pathToFileURL } from 'node:url';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../config';
import { DataDirLockedError, openDatabase, type DatabaseHandle, type DbOrTx } from '../client';
import { runMigrations } from '../migrate';
import { settleAfterBulkLoad } from '../maintenance';
import * as schema from '../schema/index';
import {
  classColors,
  classes,
  classWeekDays,
  classWeeks,
  children,
  educationPrograms,
  events,
  facilityPhotos,
  notices,
  photoAlbumChildren,
  photoAlbums,
  reservations,
  staffAccounts,
  teachers,
} from '../schema/index';
import { hashPassword } from '../../lib/password';
import { createRng, LARGE_SEED } from './random';
import { addDays, schoolYearOf, todayIn, weekMondayOf } from '@kg/contract';
import { schoolDaysBetween } from './demo-calendar';
import { at, makeChild, makeClassWeek, makeFamily, makeWeeklyMenu, PeopleFactory, type SeedContext } from './factory';
import { insertChildrenWithFamilies, type ChildEntry } from './families';
import { insertBatches, insertReturningIds } from './insert';
import { insertWeeklyMenus } from './menus';
import { emptyDayRows, insertStoryRows, storyForDay, type DayRows, type StoryClass } from './story';
import { CLASS_NAME_STEMS, CLASS_PALETTE, introductionFor } from './data/classes';
import { DEMO_PASSWORDS } from './data/staff';
import { EDU_PROGRAMS, EVENTS, FACILITY_PHOTOS, NOTICES, RESERVATION_MEMOS } from './data/posts';
import { PHOTO_ALBUM_TITLES } from './data/story';

export type LargeOptions = {
  classes: number;
  teachersPerClass: number;
  /** teachers without a class */
  spareTeachers: number;
  /** children per class (one of them on pause) */
  childrenPerClass: number;
  /** children who left (half stopped, half graduated), without a class */
  leavers: number;
  schoolYears: number;
  /** attendance and alim notes cover this many most recent school days (plus today) */
  recentDays: number;
  /** share of present children with an alim note on a recent day */
  alimRate: number;
  /** medicine requests / re-home records per class and school day */
  medicineRate: number;
  rehomeRate: number;
  notices: number;
  events: number;
  eduPrograms: number;
  reservations: number;
  /** rows per INSERT statement */
  batch: number;
};

export const LARGE_DEFAULTS: LargeOptions = {
  classes: 60,
  teachersPerClass: 2,
  spareTeachers: 4,
  childrenPerClass: 24,
  leavers: 60,
  schoolYears: 3,
  recentDays: 200,
  alimRate: 0.36,
  medicineRate: 0.46,
  rehomeRate: 0.7,
  notices: 200,
  events: 120,
  eduPrograms: 60,
  reservations: 600,
  batch: 2000,
};

type Log = (message: string) => void;

/** Every table of the schema (what `--force` empties and the final report counts). */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
}

/** Rows in the tables that mean "this database already has a centre". */
export async function existingRows(db: DbOrTx): Promise<number> {
  let n = 0;
  for (const table of [teachers, classes, children]) {
    const [row] = await db.select({ n: count() }).from(table);
    n += Number(row.n);
  }
  return n;
}

/** Empties every application table (not schema_migrations) and restarts the ids. */
export async function wipeAll(handle: DatabaseHandle): Promise<void> {
  const names = schemaTables().map((t) => `"${getTableName(t)}"`);
  await handle.exec(`truncate table ${names.join(', ')} restart identity cascade`);
}

export async function countAll(db: DbOrTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables()) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = Number(row.n);
  }
  return counts;
}

/** Creates the large centre in an empty database; returns rows inserted per phase. */
export async function seedLarge(
  handle: DatabaseHandle,
  options: LargeOptions = LARGE_DEFAULTS,
  env: { timeZone: string; today?: string; log?: Log } = { timeZone: 'Asia/Seoul' },
): Promise<{ rows: number; today: string }> {
  const log = env.log ?? (() => undefined);
  const today = env.today ?? todayIn(env.timeZone);
  const rng = createRng(LARGE_SEED);
  // one big centre: centre 1, which migration 0014 made
  const ctx: SeedContext = { rng, timeZone: env.timeZone, today, centreId: 1 };
  const db = handle.db;
  const people = new PeopleFactory(rng.fork(1));
  const schoolYear = schoolYearOf(today);
  const firstDay = `${schoolYear - options.schoolYears + 1}-03-01`;
  const B = options.batch;
  let rows = 0;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

  // --- centre: colours, classes, staff -------------------------------------------------------------------------
  // centre 1 as migration 0014 makes it (a wiped database has none)
  await db.execute(sql`insert into organisations (id, name) values (1, '대형 어린이집') on conflict (id) do nothing`);
  await db.execute(sql`insert into centres (id, organisation_id, name) values (1, 1, '대형 어린이집') on conflict (id) do nothing`);
  const [adminHash, managerHash, teacherHash, parentHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.manager),
    hashPassword(DEMO_PASSWORDS.teacher),
    hashPassword(DEMO_PASSWORDS.parent),
  ]);
  const classDefs = Array.from({ length: options.classes }, (_, i) => {
    const stem = CLASS_NAME_STEMS[i % CLASS_NAME_STEMS.length];
    const round = Math.floor(i / CLASS_NAME_STEMS.length);
    return { name: `${stem}${round ? round + 1 : ''}반`, ageBand: i % 6, color: CLASS_PALETTE[i % CLASS_PALETTE.length].hex };
  });
  const staff = await db.transaction(async (tx) => {
    await insertBatches(tx, classColors, CLASS_PALETTE.map((c) => ({ name: c.name, hex: c.hex })));
    const classIds = await insertReturningIds(
      tx,
      classes,
      classDefs.map((c) => ({
        centreId: ctx.centreId,
        name: c.name,
        color: c.color,
        ageBand: c.ageBand,
        capacity: options.childrenPerClass + 2,
        introduction: introductionFor(c.ageBand),
        createdAt: at(ctx, addDays(firstDay, -10), '10:00'),
      })),
      B,
    );
    type StaffRow = Omit<typeof teachers.$inferInsert, 'accountId' | 'centreId'> & { loginId: string; passwordHash: string };
    const teacherRows: StaffRow[] = [
      { loginId: 'admin', passwordHash: adminHash, name: '김원장', role: 'ROLE_ADMIN', phone: people.phone() },
      { loginId: 'manager', passwordHash: managerHash, name: people.adult('F'), role: 'ROLE_MANAGER', phone: people.phone() },
    ];
    const total = options.classes * options.teachersPerClass + options.spareTeachers;
    for (let i = 0; i < total; i++) {
      const classIndex = i < options.classes * options.teachersPerClass ? i % options.classes : null;
      teacherRows.push({
        loginId: `teacher${i + 1}`,
        passwordHash: teacherHash,
        name: people.adult(rng.chance(0.08) ? 'M' : 'F'),
        role: 'ROLE_TEACHER',
        classId: classIndex === null ? null : classIds[classIndex],
        phone: people.phone(),
        email: `teacher${i + 1}@example.com`,
      });
    }
    const accountIds = await insertReturningIds(
      tx,
      staffAccounts,
      teacherRows.map((t) => ({ loginId: t.loginId, passwordHash: t.passwordHash })),
      B,
    );
    const teacherIds = await insertReturningIds(
      tx,
      teachers,
      teacherRows.map(({ loginId: _login, passwordHash: _hash, ...t }, i) => ({ ...t, accountId: accountIds[i], centreId: ctx.centreId })),
      B,
    );
    const byClass = classIds.map((id) => teacherIds.filter((_, j) => teacherRows[j].classId === id));
    return { classIds, teacherIds, byClass, adminId: teacherIds[0], managerId: teacherIds[1] };
  });
  rows += CLASS_PALETTE.length + staff.classIds.length + 2 * staff.teacherIds.length; // each a staff login and its membership
  log(`centre: ${staff.classIds.length} classes, ${staff.teacherIds.length} staff (${elapsed()})`);

  // --- children and families -----------------------------------------------------------------------------------
  const entries: ChildEntry[] = [];
  staff.classIds.forEach((classId, ci) => {
    for (let i = 0; i < options.childrenPerClass; i++) {
      const status = i === options.childrenPerClass - 1 ? ('pause' as const) : ('active' as const);
      const child = makeChild(ctx, people, { ageBand: classDefs[ci].ageBand, status });
      entries.push({ child, classId, family: makeFamily(ctx, people, child) });
    }
  });
  for (let i = 0; i < options.leavers; i++) {
    const graduate = i % 2 === 1;
    const leaveDate = graduate ? `${schoolYear - (i % 3)}-02-28` : addDays(today, -rng.int(10, 700));
    const child = makeChild(ctx, people, {
      ageBand: graduate ? 5 : rng.int(0, 4),
      status: graduate ? 'graduate' : 'stop',
      leaveDate,
      asOf: addDays(leaveDate, -1),
    });
    entries.push({ child, classId: null, family: makeFamily(ctx, people, child) });
  }
  const inserted = await db.transaction((tx) => insertChildrenWithFamilies(tx, ctx, entries, parentHash));
  const parentCount = inserted.reduce((n, c) => n + c.parentIds.length, 0);
  const contactCount = inserted.reduce((n, c) => n + c.family.emergency.length + c.family.pickups.length + c.parentIds.length, 0);
  rows += inserted.length + parentCount + contactCount;
  log(`children: ${inserted.length} children, ${parentCount} parents (${elapsed()})`);

  // --- daily story over the school years -----------------------------------------------------------------------
  const storyClasses: StoryClass[] = staff.classIds.map((id, ci) => ({
    id,
    teacherIds: staff.byClass[ci],
    children: inserted.flatMap((c) => (c.story && c.classId === id ? [c.story] : [])),
  }));
  const pastDays = schoolDaysBetween(firstDay, addDays(today, -1));
  const recentFrom = Math.max(0, pastDays.length - options.recentDays);
  let buffer: DayRows = emptyDayRows();
  let buffered = 0;
  const flush = async () => {
    if (!buffered) return;
    const batch = buffer;
    buffer = emptyDayRows();
    buffered = 0;
    rows += await db.transaction((tx) => insertStoryRows(tx, batch, B));
  };
  const days = [...pastDays, today];
  for (const [d, date] of days.entries()) {
    const live = date === today;
    const recent = d >= recentFrom;
    for (const cls of storyClasses) {
      const before = sizeOf(buffer);
      storyForDay(
        ctx,
        cls,
        date,
        {
          attendance: recent ? (live ? 0.92 : 1) : 0,
          alim: recent ? options.alimRate : 0,
          alimAtLeastOne: live,
          medicine: live ? Math.max(2, options.medicineRate) : options.medicineRate,
          rehome: live ? Math.max(2, options.rehomeRate) : options.rehomeRate,
          classNote: true,
        },
        live,
        buffer,
      );
      buffered += sizeOf(buffer) - before;
    }
    if (buffered >= 20_000) await flush();
    if ((d + 1) % 60 === 0 || d === days.length - 1) log(`story: day ${d + 1}/${days.length} (${date}), ${rows.toLocaleString('en')} rows (${elapsed()})`);
  }
  await flush();

  // --- weekly plans, menus and photo albums (one per class and week) ------------------------------------------
  const mondays: string[] = [];
  for (let m = weekMondayOf(firstDay); m <= weekMondayOf(today); m = addDays(m, 7)) mondays.push(m);
  for (let i = 0; i < mondays.length; i += 20) {
    const chunk = mondays.slice(i, i + 20);
    await db.transaction(async (tx) => {
      const plans = chunk.flatMap((m) => staff.classIds.map((id, ci) => makeClassWeek(ctx, id, m, staff.byClass[ci][0] ?? null)));
      const weekIds = await insertReturningIds(tx, classWeeks, plans.map((p) => p.week), B);
      const planDays = plans.flatMap((p, j) => p.days.map((day) => ({ ...day, classWeekId: weekIds[j] })));
      await insertBatches(tx, classWeekDays, planDays, B);
      const albums = chunk.flatMap((m) =>
        storyClasses.map((cls) => {
          const date = [4, 3, 2, 1, 0].map((k) => addDays(m, k)).find((x) => x <= today) ?? m;
          return {
            cls,
            row: {
              classId: cls.id,
              title: rng.pick(PHOTO_ALBUM_TITLES),
              photoDate: date,
              comment: '즐거운 한 주를 사진으로 담았어요.',
              authorId: cls.teacherIds[0] ?? null,
              createdAt: at(ctx, date, '16:00'),
              updatedAt: at(ctx, date, '16:00'),
            },
          };
        }),
      );
      const albumIds = await insertReturningIds(tx, photoAlbums, albums.map((a) => a.row), B);
      const tags = albums.flatMap((a, j) =>
        rng.sample(a.cls.children, rng.int(4, 10)).map((c) => ({ albumId: albumIds[j], childId: c.id })),
      );
      await insertBatches(tx, photoAlbumChildren, tags, B);
      rows += plans.length + planDays.length + albums.length + tags.length;
    });
  }
  const menus = [...mondays, addDays(weekMondayOf(today), 7)].map((m) => makeWeeklyMenu(ctx, m, staff.managerId));
  await db.transaction(async (tx) => {
    const inserted = await insertWeeklyMenus(tx, menus, B);
    rows += inserted.menus + inserted.days + inserted.meals + inserted.dishes;
  });
  log(`weeks: ${mondays.length} weeks of plans, menus and albums, ${rows.toLocaleString('en')} rows (${elapsed()})`);

  // --- posts, reservations, facilities -------------------------------------------------------------------------
  const span = pastDays.length ? -(pastDays.length * 7) / 5 : -30;
  const spread = (i: number, n: number) => addDays(today, Math.round(span + ((-span - 1) * i) / Math.max(1, n - 1)));
  await db.transaction(async (tx) => {
    const noticeRows = Array.from({ length: options.notices }, (_, i) => {
      const n = NOTICES[i % NOTICES.length];
      const date = spread(i, options.notices);
      const when = at(ctx, date, '10:30');
      return {
        centreId: ctx.centreId,
        title: `${n.title.replace('[필독] ', '')} (${date.slice(0, 7)})`,
        content: n.content,
        pinned: n.pinned && i >= options.notices - NOTICES.length,
        authorId: i % 2 ? staff.adminId : staff.managerId,
        viewCount: rng.int(5, 300),
        publishedAt: when,
        createdAt: when,
        updatedAt: when,
      };
    });
    await insertBatches(tx, notices, noticeRows, B);
    await insertBatches(
      tx,
      educationPrograms,
      Array.from({ length: options.eduPrograms }, (_, i) => {
        const e = EDU_PROGRAMS[i % EDU_PROGRAMS.length];
        const start = spread(i, options.eduPrograms);
        return { centreId: ctx.centreId, title: `${e.title} ${Math.floor(i / EDU_PROGRAMS.length) + 1}기`, content: e.content, ageBand: e.ageBand, startDate: start, endDate: addDays(start, e.lengthDays), authorId: staff.managerId };
      }),
      B,
    );
    await insertBatches(
      tx,
      events,
      Array.from({ length: options.events }, (_, i) => {
        const e = EVENTS[i % EVENTS.length];
        return { centreId: ctx.centreId, title: e.title, content: e.content, eventDate: addDays(spread(i, options.events), 14), place: e.place, authorId: staff.adminId };
      }),
      B,
    );
    const statuses = ['REQUESTED', 'CONFIRMED', 'DONE', 'DONE', 'CANCELLED'] as const;
    await insertBatches(
      tx,
      reservations,
      Array.from({ length: options.reservations }, (_, i) => {
        const wished = spread(i, options.reservations);
        const status = wished >= today ? (i % 2 ? 'CONFIRMED' : 'REQUESTED') : statuses[i % statuses.length];
        return {
          centreId: ctx.centreId,
          familyName: people.adult('F'),
          phone: people.phone(),
          childName: people.surname() + people.childGiven(i % 2 ? 'M' : 'F'),
          childBirthDate: addDays(wished, -rng.int(300, 1800)),
          kind: i % 3 ? ('consult' as const) : ('visit' as const),
          wishedDate: wished,
          wishedTime: `${10 + (i % 7)}:${i % 2 ? '30' : '00'}`,
          memo: RESERVATION_MEMOS[i % RESERVATION_MEMOS.length],
          status,
          handledBy: status === 'REQUESTED' ? null : staff.managerId,
          createdAt: at(ctx, addDays(wished, -rng.int(3, 20)), '13:00'),
        };
      }),
      B,
    );
    await insertBatches(
      tx,
      facilityPhotos,
      Array.from({ length: 12 }, (_, i) => {
        const f = FACILITY_PHOTOS[i % FACILITY_PHOTOS.length];
        return { centreId: ctx.centreId, title: `${f.title} ${Math.floor(i / FACILITY_PHOTOS.length) + 1}`, description: f.description, sortOrder: i + 1, createdBy: staff.adminId };
      }),
      B,
    );
    rows += options.notices + options.eduPrograms + options.events + options.reservations + 12;
  });
  log(`posts: done, ${rows.toLocaleString('en')} rows (${elapsed()})`);
  return { rows, today };
}

function sizeOf(r: DayRows): number {
  return r.attendance.length + r.alim.length + r.medicine.length + r.rehome.length + r.classNotes.length;
}

// ---------------------------------------------------------------------------------------------------------------
// command line

const USAGE = `Usage: npm run seed:large [-- --force]        (from the repository root or apps/server)

Fills a database with one large synthetic centre for benchmarks: 60 classes, ~120 teachers, 1,500 children with
their parents, and three school years of class story (attendance and alim notes for the last 200 school days;
class notes, weekly plans, photo albums, medicine and re-home records for the whole period; notices, events, menus).
Hundreds of thousands of rows; deterministic for a given date. Demo logins work: admin / admin1234!,
manager / manager1234!, teacher1 / teacher1234! (parents: parent001 / parent1234!).

The database is the one the server uses: DATABASE_URL (PostgreSQL) if set, else PGlite in DATA_DIR (default ./data,
relative to the directory npm was run from — the same ./data \`npm start\` uses at the repository root).
Stop the server first when it uses the same DATA_DIR.

Options:
  --force   the database already has data: empty every application table first (ids restart at 1;
            stored upload files are not deleted, only their rows)
  --help    this text

Example:
  DATA_DIR=$(mktemp -d) npm run seed:large
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/kg_bench npm run seed:large -- --force`;

export async function main(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--force');
  if (unknown.length) {
    console.error(`Unknown option: ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const force = args.includes('--force');
  const config = loadConfig();
  const where = config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite in ${config.dataDir}`;
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const started = performance.now();
  try {
    console.log(`seed:large → ${where}`);
    const applied = await runMigrations(database);
    if (applied) console.log(`migrations applied: ${applied}`);
    if ((await existingRows(database.db)) > 0) {
      if (!force) {
        console.error(
          `The database already has classes, teachers or children. Refusing to add a second centre.\n` +
            `Run with --force to empty it first (npm run seed:large -- --force), or use another DATA_DIR / DATABASE_URL.`,
        );
        return 1;
      }
      console.log('--force: emptying every application table');
      await wipeAll(database);
    }
    const { rows, today } = await seedLarge(database, LARGE_DEFAULTS, {
      timeZone: config.timeZone,
      log: (m) => console.log(`  ${m}`),
    });
    console.log('vacuum (analyze) …');
    await settleAfterBulkLoad(database);
    const counts = await countAll(database.db);
    const width = Math.max(...Object.keys(counts).map((k) => k.length));
    console.log(`\nrows per table (today = ${today} in ${config.timeZone}):`);
    for (const [name, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${name.padEnd(width)}  ${n.toLocaleString('en').padStart(9)}`);
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en').padStart(9)}`);
    console.log(`\ninserted ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`);
    return 0;
  } finally {
    await database.close();
  }
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}


if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
