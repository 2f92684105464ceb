/**
 * One class's story rows for one day (attendance, alim notes, medicine requests, re-home records, the class note),
 * shared by the demo seed and the large seed: generated in memory, then inserted in batches.
 */
import type { DbOrTx } from '../client';
import { alimNotes, attendance, classNotes, medicineDoses, medicineRequestItems, medicineRequests, rehomeRecords } from '../schema/index';
import { insertBatches, insertReturningIds } from './insert';
import {
  makeAlimNote,
  makeAttendance,
  makeClassNote,
  makeMedicine,
  makeRehome,
  type SeedContext,
  type StoryChild,
} from './factory';

export type StoryClass = { id: number; teacherIds: number[]; children: StoryChild[] };

export type DayRates = {
  /** share of the class's active children with an attendance row (today: not everyone is checked in yet) */
  attendance: number;
  /** today: at least one child of the class is not checked in yet (the roll call always has someone left to mark) */
  notYetAtLeastOne?: boolean;
  /** share of children present with an alim note */
  alim: number;
  /** at least one alim note per class (when anyone is present) */
  alimAtLeastOne?: boolean;
  /** today: leave at least this many children without a note, so there is writing left to do in the demo */
  alimKeepUnwritten?: number;
  /** expected medicine requests per class and day */
  medicine: number;
  /** expected re-home records per class and day */
  rehome: number;
  classNote: boolean;
};

export type DayRows = {
  attendance: ReturnType<typeof makeAttendance>[];
  alim: ReturnType<typeof makeAlimNote>[];
  medicine: ReturnType<typeof makeMedicine>[];
  rehome: ReturnType<typeof makeRehome>[];
  classNotes: ReturnType<typeof makeClassNote>[];
};

export function emptyDayRows(): DayRows {
  return { attendance: [], alim: [], medicine: [], rehome: [], classNotes: [] };
}

const LIVE_MEDICINE = ['REQUESTED', 'CHECKED', 'COMPLETED'] as const;
const LIVE_REHOME = ['REQUESTED', 'CHECKED', 'ENDED'] as const;

/** floor(rate) plus one more with the fractional probability */
function countFrom(ctx: SeedContext, rate: number): number {
  return Math.floor(rate) + (ctx.rng.chance(rate - Math.floor(rate)) ? 1 : 0);
}

/**
 * Rows of one class for one day, appended to `out`. `live` marks today: open statuses (REQUESTED/CHECKED) and
 * children not yet gone home; past days are finished (COMPLETED, ENDED, a few STOPPED).
 */
export function storyForDay(ctx: SeedContext, cls: StoryClass, date: string, rates: DayRates, live: boolean, out: DayRows): DayRows {
  const { rng } = ctx;
  const teacher = () => (cls.teacherIds.length ? rng.pick(cls.teacherIds) : null);
  const present: StoryChild[] = [];
  const lastToArrive = rates.notYetAtLeastOne && cls.children.length > 1 ? cls.children[cls.children.length - 1] : null;
  for (const child of cls.children) {
    if (child === lastToArrive || (rates.attendance < 1 && !rng.chance(rates.attendance))) {
      present.push(child); // no row yet, but the child may still come in
      continue;
    }
    const row = makeAttendance(ctx, child, date, teacher(), live);
    out.attendance.push(row);
    if (row.status !== 'absent') present.push(child);
  }
  if (rates.classNote) out.classNotes.push(makeClassNote(ctx, cls.id, date, teacher()));
  const noted = present.filter(() => rng.chance(rates.alim));
  if (rates.alimAtLeastOne && noted.length === 0 && present.length > 0) noted.push(rng.pick(present));
  if (rates.alimKeepUnwritten) noted.splice(Math.max(rates.alimAtLeastOne ? 1 : 0, cls.children.length - rates.alimKeepUnwritten));
  for (const child of noted) out.alim.push(makeAlimNote(ctx, child, date, teacher()));
  const medicineChildren = rng.sample(present, countFrom(ctx, rates.medicine));
  medicineChildren.forEach((child, i) => {
    const status = live ? LIVE_MEDICINE[i % LIVE_MEDICINE.length] : 'COMPLETED';
    out.medicine.push(makeMedicine(ctx, child, date, status, teacher()));
  });
  const rehomeChildren = rng.sample(present, countFrom(ctx, rates.rehome));
  rehomeChildren.forEach((child, i) => {
    const status = live ? LIVE_REHOME[i % LIVE_REHOME.length] : rng.chance(0.05) ? 'STOPPED' : 'ENDED';
    out.rehome.push(makeRehome(ctx, child, date, status, teacher()));
  });
  return out;
}

/** Inserts a day-rows bundle (medicines and doses need their request ids); returns how many rows went in. */
export async function insertStoryRows(db: DbOrTx, rows: DayRows, batch = 1000): Promise<number> {
  await insertBatches(db, attendance, rows.attendance, batch);
  await insertBatches(db, alimNotes, rows.alim, batch);
  await insertBatches(db, rehomeRecords, rows.rehome, batch);
  await insertBatches(db, classNotes, rows.classNotes, batch);
  const requestIds = await insertReturningIds(db, medicineRequests, rows.medicine.map((m) => m.request), batch);
  const items = rows.medicine.flatMap((m, i) => m.items.map((item) => ({ ...item, requestId: requestIds[i] })));
  await insertBatches(db, medicineRequestItems, items, batch);
  const doses = rows.medicine.flatMap((m, i) => m.doses.map((d) => ({ ...d, requestId: requestIds[i] })));
  await insertBatches(db, medicineDoses, doses, batch);
  return (
    rows.attendance.length +
    rows.alim.length +
    rows.rehome.length +
    rows.classNotes.length +
    rows.medicine.length +
    items.length +
    doses.length
  );
}
