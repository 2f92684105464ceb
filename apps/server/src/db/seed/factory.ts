/**
 * Row factories shared by the demo seed and the large synthetic seed: the same deterministic generator and the
 * same Korean name/text material produce people, families and class-story rows. Nothing here touches the
 * database; callers insert the rows in batches.
 */
import type { ChildStatus, MealSlot } from '@kg/contract';
import type {
  alimNotes,
  attendance,
  classNotes,
  classWeekDays,
  classWeeks,
  medicineDoses,
  medicineRequestItems,
  medicineRequests,
  rehomeRecords,
  weeklyMenus,
} from '../schema/index';
import type { Rng } from './random';
import { addDays, isoWeekday, parseAllergyText, schoolYearOf, timeOfDay, zonedInstant } from '@kg/contract';
import { dayOfYear } from './demo-calendar';
import {
  ADDRESSES,
  BOY_NAMES,
  ELDER_MAN_NAMES,
  ELDER_WOMAN_NAMES,
  EMAIL_HANDLES,
  GIRL_NAMES,
  MAN_NAMES,
  SURNAMES,
  WOMAN_NAMES,
} from './data/names';
import {
  ABSENT_NOTES,
  ALIM_CONTENTS,
  ALLERGIES,
  CLASS_NOTE_TOPICS,
  DAY_ACTIVITIES,
  EMERGENCY_RELATIONS,
  EXCUSE_REASONS,
  HEALTH_NOTES,
  MEDICINE_TEACHER_COMMENTS,
  MEDICINE_TEMPLATES,
  REHOME_NOTES,
  WEEK_GOALS,
  WEEK_THEMES,
} from './data/story';
import { KIMCHI, MAINS, ORIGIN_NOTE, RICE, SIDES, SNACKS_AM, SNACKS_PM, SOUPS, type SeedDish } from './data/menus';

export type Gender = 'M' | 'F';

/** What every factory needs: the generator, the centre's time zone and today's date there. */
/** `centreId`: the centre every top-level row goes to (docs/decisions/017-centres-and-policies.md). */
export type SeedContext = { rng: Rng; timeZone: string; today: string; centreId: number };

/** An instant on a calendar day at a wall-clock time in the centre's zone. */
export function at(ctx: SeedContext, date: string, time: string): Date {
  return zonedInstant(date, time, ctx.timeZone);
}

// ---------------------------------------------------------------------------------------------------------------
// people

/** Names, unique phone numbers and e-mail addresses. */
export class PeopleFactory {
  private phones = new Set<string>();
  private emailCount = 0;
  constructor(private readonly rng: Rng) {}

  surname(): string {
    return this.rng.weighted(SURNAMES);
  }

  childGiven(gender: Gender): string {
    return this.rng.pick(gender === 'M' ? BOY_NAMES : GIRL_NAMES);
  }

  adult(gender: Gender, surname = this.surname()): string {
    return surname + this.rng.pick(gender === 'M' ? MAN_NAMES : WOMAN_NAMES);
  }

  elder(gender: Gender, surname = this.surname()): string {
    return surname + this.rng.pick(gender === 'M' ? ELDER_MAN_NAMES : ELDER_WOMAN_NAMES);
  }

  /** A mobile number 010-xxxx-xxxx not handed out before by this factory. */
  phone(): string {
    for (;;) {
      const p = `010-${this.rng.int(2000, 9999)}-${String(this.rng.int(0, 9999)).padStart(4, '0')}`;
      if (!this.phones.has(p)) {
        this.phones.add(p);
        return p;
      }
    }
  }

  /** Reserve numbers used elsewhere (staff) so nobody shares them. */
  reservePhone(phone: string) {
    this.phones.add(phone);
  }

  email(): string {
    this.emailCount++;
    return `${this.rng.pick(EMAIL_HANDLES)}${String(this.emailCount).padStart(4, '0')}@example.com`;
  }

  address(): string {
    return `${this.rng.pick(ADDRESSES)} ${this.rng.int(1, 180)}, ${this.rng.int(1, 15)}0${this.rng.int(1, 4)}호`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// children and families

export type ChildSeed = {
  name: string;
  surname: string;
  gender: Gender;
  birthDate: string;
  status: ChildStatus;
  admissionDate: string;
  leaveDate: string | null;
  allergyCodes: number[];
  /** other allergies as free text */
  allergies: string;
  allergyNote: string;
  healthNotes: string;
  photoConsent: boolean;
  address: string;
};

/**
 * A child of the given 만 나이 band. Classes are formed by birth year (학년도 기준): in school year Y the 만 n세
 * class holds children born in Y − 1 − n.
 */
export function makeChild(
  ctx: SeedContext,
  people: PeopleFactory,
  options: { ageBand: number; status?: ChildStatus; leaveDate?: string | null; asOf?: string },
): ChildSeed {
  const { rng } = ctx;
  // children who left are generated as they were on their last day
  const today = options.asOf ?? ctx.today;
  const gender: Gender = rng.chance(0.5) ? 'M' : 'F';
  const surname = people.surname();
  const schoolYear = schoolYearOf(today);
  const birthDate = dayOfYear(schoolYear - 1 - options.ageBand, rng.next(), addDays(today, -60));
  const status = options.status ?? 'active';
  // admitted at the start of a school year after turning one (or a few months after birth for infants)
  const earliest = addDays(birthDate, options.ageBand === 0 ? 90 : 365);
  const firstYear = Math.max(schoolYearOf(earliest), schoolYear - rng.int(0, Math.min(3, options.ageBand)));
  let admissionDate = `${firstYear}-03-02`;
  if (admissionDate < earliest) admissionDate = earliest;
  if (admissionDate > today) admissionDate = today;
  // written as a parent would, then read like the Excel import (standard names → numbers, 키위 stays text)
  const allergyText = rng.chance(0.15) ? rng.sample(ALLERGIES, rng.int(1, 2)).join(', ') : '';
  const { codes: allergyCodes, other: allergies } = parseAllergyText(allergyText);
  const healthNotes = rng.chance(0.1) ? rng.pick(HEALTH_NOTES) : '';
  return {
    name: surname + people.childGiven(gender),
    surname,
    gender,
    birthDate,
    status,
    admissionDate,
    leaveDate: options.leaveDate ?? null,
    allergyCodes,
    allergies,
    allergyNote: '',
    healthNotes,
    photoConsent: !rng.chance(0.06),
    address: people.address(),
  };
}

export type ParentSeed = {
  name: string;
  relation: '모' | '부' | '조모';
  phone: string;
  email: string;
  isPrimary: boolean;
};

export type ContactSeed = { name: string; relation: string; phone: string };
export type PickupSeed = ContactSeed & { authorised: boolean; note: string };

export type FamilySeed = { parents: ParentSeed[]; emergency: ContactSeed[]; pickups: PickupSeed[] };

/** One or two parent accounts, one or two emergency contacts and the authorised pickup people of a child. */
export function makeFamily(ctx: SeedContext, people: PeopleFactory, child: ChildSeed): FamilySeed {
  const { rng } = ctx;
  const parents: ParentSeed[] = [];
  const grandmotherRaises = rng.chance(0.03);
  if (grandmotherRaises) {
    parents.push({ name: people.elder('F'), relation: '조모', phone: people.phone(), email: people.email(), isPrimary: true });
  } else {
    const mother = { name: people.adult('F'), relation: '모' as const, phone: people.phone(), email: people.email(), isPrimary: true };
    const father = { name: people.adult('M', child.surname), relation: '부' as const, phone: people.phone(), email: people.email(), isPrimary: false };
    if (rng.chance(0.12)) {
      // father is the main contact
      father.isPrimary = true;
      mother.isPrimary = false;
    }
    if (rng.chance(0.6)) parents.push(mother, father);
    else parents.push(father.isPrimary ? father : mother);
  }
  const emergency: ContactSeed[] = [];
  for (let i = 0, n = rng.int(1, 2); i < n; i++) {
    const relation = rng.pick(EMERGENCY_RELATIONS);
    const female = ['조모', '외조모', '이모', '고모'].includes(relation);
    const name = relation.includes('조') ? people.elder(female ? 'F' : 'M') : people.adult(female ? 'F' : 'M');
    emergency.push({ name, relation, phone: people.phone() });
  }
  const pickups: PickupSeed[] = parents.map((p) => ({ name: p.name, relation: p.relation, phone: p.phone, authorised: true, note: '' }));
  if (rng.chance(0.5)) pickups.push({ ...emergency[0], authorised: true, note: '' });
  return { parents, emergency, pickups };
}

// ---------------------------------------------------------------------------------------------------------------
// class story rows

export type StoryChild = { id: number; classId: number; pickups: PickupSeed[]; parentId: number | null };

type AttendanceRow = typeof attendance.$inferInsert;

/** One day's attendance of one child; `live` (today) leaves the still-present children without a leaving time. */
export function makeAttendance(
  ctx: SeedContext,
  child: StoryChild,
  date: string,
  recordedBy: number | null,
  live = false,
): AttendanceRow {
  const { rng } = ctx;
  const status = rng.weighted([
    ['present', 88],
    ['absent', 5],
    ['late', 4],
    ['early_leave', 3],
  ] as const);
  const row: AttendanceRow = { classId: child.classId, childId: child.id, attDate: date, status, recordedBy };
  if (status === 'absent') {
    const excused = rng.chance(0.3);
    row.excused = excused;
    row.excuseReason = excused ? rng.pick(EXCUSE_REASONS) : '';
    row.note = excused ? '' : rng.pick(ABSENT_NOTES);
    row.createdAt = at(ctx, date, '09:30');
  } else {
    const arrive = status === 'late' ? rng.int(600, 660) : rng.int(480, 580);
    const leave = status === 'early_leave' ? rng.int(750, 870) : rng.int(930, 1110);
    row.arrivedAt = timeOfDay(arrive);
    row.leftAt = live && status !== 'early_leave' ? null : timeOfDay(leave);
    if (status === 'late') row.note = '병원 들렀다 등원';
    if (status === 'early_leave') row.note = '가정 사정으로 조기 하원';
    row.createdAt = at(ctx, date, timeOfDay(arrive));
  }
  row.updatedAt = row.createdAt;
  return row;
}

type AlimRow = typeof alimNotes.$inferInsert;

export function makeAlimNote(ctx: SeedContext, child: StoryChild, date: string, authorId: number | null): AlimRow {
  const { rng } = ctx;
  const created = at(ctx, date, timeOfDay(rng.int(900, 1020)));
  const read = date < ctx.today && rng.chance(0.8) ? at(ctx, date, timeOfDay(rng.int(1080, 1320))) : null;
  return {
    classId: child.classId,
    childId: child.id,
    noteDate: date,
    content: rng.pick(ALIM_CONTENTS),
    mood: rng.weighted([['good', 70], ['normal', 25], ['bad', 5]] as const),
    meal: rng.weighted([['good', 55], ['normal', 30], ['little', 12], ['none', 3]] as const),
    nap: rng.weighted([['good', 60], ['normal', 25], ['short', 10], ['none', 5]] as const),
    health: rng.weighted([['good', 75], ['normal', 20], ['bad', 5]] as const),
    temperature: Math.round((36.2 + rng.next() * 0.9) * 10) / 10,
    bowel: rng.weighted([['normal', 70], ['none', 20], ['loose', 7], ['hard', 3]] as const),
    authorId,
    readAt: read,
    createdAt: created,
    updatedAt: created,
  };
}

type MedicineRow = typeof medicineRequests.$inferInsert;
type DoseRow = Omit<typeof medicineDoses.$inferInsert, 'requestId'>;
type MedicineItemRow = Omit<typeof medicineRequestItems.$inferInsert, 'requestId'>;

/** A medicine request of a day with the given status, its medicines (in order); completed ones come with their doses. */
export function makeMedicine(
  ctx: SeedContext,
  child: StoryChild,
  date: string,
  status: 'REQUESTED' | 'CHECKED' | 'COMPLETED',
  teacherId: number | null,
): { request: MedicineRow; items: MedicineItemRow[]; doses: DoseRow[] } {
  const { rng } = ctx;
  const t = rng.pick(MEDICINE_TEMPLATES);
  const created = at(ctx, addDays(date, rng.chance(0.4) ? -1 : 0), timeOfDay(rng.int(420, 540)));
  const checkedAt = status === 'REQUESTED' ? null : at(ctx, date, timeOfDay(rng.int(545, 600)));
  const request: MedicineRow = {
    classId: child.classId,
    childId: child.id,
    requestDate: date,
    symptom: t.symptom,
    parentNote: t.parentNote,
    requestedByParentId: child.parentId,
    // sent through the parent app: the parent confirmed it when they sent it
    confirmedAt: child.parentId ? created : null,
    status,
    checkedBy: checkedAt ? teacherId : null,
    checkedAt,
    completedBy: status === 'COMPLETED' ? teacherId : null,
    completedAt: status === 'COMPLETED' ? date : null,
    teacherComment: status === 'COMPLETED' ? rng.pick(MEDICINE_TEACHER_COMMENTS) : '',
    createdAt: created,
    updatedAt: checkedAt ?? created,
  };
  const doses: DoseRow[] =
    status === 'COMPLETED'
      ? (t.medicines.some((m) => m.times.includes(',')) ? ['12:40', '15:20'] : ['12:40']).map((time) => ({
          givenAt: at(ctx, date, time),
          givenBy: teacherId,
          note: '',
          createdAt: at(ctx, date, time),
        }))
      : [];
  if (doses.length) request.updatedAt = doses[doses.length - 1].givenAt;
  const items = t.medicines.map((m, position) => ({ position, ...m, createdAt: created }));
  return { request, items, doses };
}

type RehomeRow = typeof rehomeRecords.$inferInsert;

export function makeRehome(
  ctx: SeedContext,
  child: StoryChild,
  date: string,
  status: 'REQUESTED' | 'CHECKED' | 'ENDED' | 'STOPPED',
  teacherId: number | null,
): RehomeRow {
  const { rng } = ctx;
  const authorised = child.pickups.filter((p) => p.authorised);
  const pickup = rng.pick(authorised.length ? authorised : child.pickups);
  const minutes = rng.int(30, 37) * 30; // 15:00–18:30 on the half hour
  const time = timeOfDay(minutes);
  const created = at(ctx, date, timeOfDay(rng.int(420, 560)));
  const checkedAt = status === 'REQUESTED' ? null : at(ctx, date, timeOfDay(rng.int(565, 640)));
  const endedAt = status === 'ENDED' ? at(ctx, date, timeOfDay(minutes + rng.int(-5, 10))) : null;
  const stoppedAt = status === 'STOPPED' ? at(ctx, date, timeOfDay(rng.int(660, 800))) : null;
  return {
    classId: child.classId,
    childId: child.id,
    rehomeDate: date,
    rehomeTime: time,
    pickupName: pickup.name,
    relation: pickup.relation,
    phone: pickup.phone,
    method: rng.weighted([['walk', 55], ['car', 35], ['bus', 7], ['other', 3]] as const),
    parentNote: rng.pick(REHOME_NOTES),
    requestedByParentId: child.parentId,
    status,
    checkedBy: checkedAt ? teacherId : null,
    checkedAt,
    endedBy: endedAt ? teacherId : null,
    endedAt,
    handedOverAt: endedAt,
    stoppedBy: stoppedAt ? teacherId : null,
    stoppedAt,
    teacherNote: status === 'STOPPED' ? '보호자 요청으로 취소되었습니다.' : '',
    createdAt: created,
    updatedAt: endedAt ?? stoppedAt ?? checkedAt ?? created,
  };
}

type ClassNoteRow = typeof classNotes.$inferInsert;

export function makeClassNote(ctx: SeedContext, classId: number, date: string, authorId: number | null): ClassNoteRow {
  const topic = ctx.rng.pick(CLASS_NOTE_TOPICS);
  const created = at(ctx, date, timeOfDay(ctx.rng.int(900, 1050)));
  return {
    classId,
    noteDate: date,
    title: topic.title,
    content: topic.content,
    authorId,
    createdAt: created,
    updatedAt: created,
  };
}

type ClassWeekRow = typeof classWeeks.$inferInsert;
type ClassWeekDayRow = Omit<typeof classWeekDays.$inferInsert, 'classWeekId'>;

/** A class's weekly plan starting on a Monday, with Monday–Friday rows. */
export function makeClassWeek(
  ctx: SeedContext,
  classId: number,
  monday: string,
  authorId: number | null,
): { week: ClassWeekRow; days: ClassWeekDayRow[] } {
  const { rng } = ctx;
  const month = +monday.slice(5, 7);
  const created = at(ctx, addDays(monday, -3), '16:00');
  return {
    week: {
      classId,
      weekStart: monday,
      theme: rng.pick(WEEK_THEMES[month]),
      goals: rng.pick(WEEK_GOALS),
      authorId,
      createdAt: created,
      updatedAt: created,
    },
    days: [0, 1, 2, 3, 4].map((i) => ({
      day: addDays(monday, i),
      activities: DAY_ACTIVITIES[(i + rng.int(0, 4)) % DAY_ACTIVITIES.length],
      notes: i === 4 && rng.chance(0.5) ? '금요일은 개인 물통을 가정으로 보냅니다.' : '',
    })),
  };
}

type MenuRow = typeof weeklyMenus.$inferInsert;
export type SeedMeal = { slot: MealSlot; servedNote: string; dishes: SeedDish[] };
export type SeedMenuDay = { day: string; kcal: number | null; protein: number | null; meals: SeedMeal[] };
export type SeedMenu = { menu: MenuRow; days: SeedMenuDay[] };

/** The weekly menu of the week starting on `monday`, Monday–Friday, three meals a day. */
export function makeWeeklyMenu(ctx: SeedContext, monday: string, authorId: number | null): SeedMenu {
  const { rng } = ctx;
  if (isoWeekday(monday) !== 1) throw new Error(`${monday} is not a Monday`);
  const month = +monday.slice(5, 7);
  const weekOfMonth = Math.floor((+monday.slice(8, 10) - 1) / 7) + 1;
  // written the Thursday before, or yesterday for a week planned ahead: never after the seed's today
  const writtenOn = addDays(monday, -4) < ctx.today ? addDays(monday, -4) : addDays(ctx.today, -1);
  const created = at(ctx, writtenOn, '15:00');
  return {
    menu: { centreId: ctx.centreId, weekMonday: monday, title: `${month}월 ${weekOfMonth}주차 식단표`, originNote: ORIGIN_NOTE, authorId, createdAt: created, updatedAt: created },
    days: [0, 1, 2, 3, 4].map((i) => ({
      day: addDays(monday, i),
      kcal: rng.int(46, 60) * 10,
      protein: rng.int(150, 240) / 10,
      meals: [
        { slot: 'AM_SNACK', servedNote: '', dishes: rng.pick(SNACKS_AM) },
        { slot: 'LUNCH', servedNote: '', dishes: [rng.pick(RICE), rng.pick(SOUPS), rng.pick(MAINS), rng.pick(SIDES), rng.pick(KIMCHI)] },
        { slot: 'PM_SNACK', servedNote: '', dishes: rng.pick(SNACKS_PM) },
      ],
    })),
  };
}

