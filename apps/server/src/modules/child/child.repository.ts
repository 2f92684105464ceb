import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { CHILD_UNASSIGNED_CLASS, enrolledChildStatuses, leavingChildStatuses, type ChildSearchQuery, type ChildStatus } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import {
  alimNotes,
  attendance,
  childEmergencyContacts,
  childParents,
  childPickupPersons,
  children,
  classes,
  files,
  medicineRequests,
  parents,
  photoAlbumChildren,
  rehomeRecords,
} from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn, type Paging } from '../../lib/paging';
import { jsonRows } from '../../db/json-rows';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { leftBy } from '../retention/retention';
import { classHeadCounts, enrollableOn, enrolledIn } from '../class/class-membership';

export type ChildRow = typeof children.$inferSelect;
export type NewChildRow = typeof children.$inferInsert;
export type ChildUpdate = Partial<Omit<NewChildRow, 'id' | 'createdAt'>>;
export type ContactRow = typeof childEmergencyContacts.$inferSelect;
export type PickupRow = typeof childPickupPersons.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;

/** The file reference of a child's profile photo (files.ref_type). */
export const CHILD_PROFILE_REF = 'CHILD_PROFILE';
const ALIMNOTE_REF = 'ALIMNOTE';

/**
 * The class recorded on a child's profile photo. A file without a class counts as centre-wide content that every
 * teacher may read, so the photo of a child without a class carries 0 (no class): only admins and managers see it.
 */
export const profileFileClassId = (classId: number | null): number => classId ?? 0;

const listColumns = {
  id: children.id,
  name: children.name,
  birthDate: children.birthDate,
  gender: children.gender,
  classId: children.classId,
  className: classes.name,
  classColor: classes.color,
  status: children.status,
  admissionDate: children.admissionDate,
  leaveDate: children.leaveDate,
  allergyCodes: children.allergyCodes,
  allergies: children.allergies,
  allergyNote: children.allergyNote,
  healthNotes: children.healthNotes,
  photoConsent: children.photoConsent,
  profileFileId: children.profileFileId,
  profileThumbnailKey: files.thumbnailKey,
};
export type ChildListRow = {
  id: number;
  name: string;
  birthDate: string;
  gender: ChildRow['gender'];
  classId: number | null;
  className: string | null;
  classColor: string | null;
  status: ChildRow['status'];
  admissionDate: string | null;
  leaveDate: string | null;
  allergyCodes: number[];
  allergies: string;
  allergyNote: string;
  healthNotes: string;
  photoConsent: boolean;
  profileFileId: number | null;
  profileThumbnailKey: string | null;
  /** primary first, then by name */
  parents: ChildParentRow[];
};
export type ChildParentRow = { childId: number; pno: number; name: string; relation: string; phone: string | null; isPrimary: boolean };

/** The outer row's id inside a correlated subquery of a select list (drizzle leaves single-table select columns unqualified). */
const outerChildId = sql.raw('"children"."id"');

const digits = (value: string) => value.replace(/\D/g, '');

function parentMatch(condition: SQL): SQL {
  return sql`exists (select 1 from ${childParents} join ${parents} on ${parents.id} = ${childParents.parentId}
    where ${childParents.childId} = ${children.id} and ${condition})`;
}

/**
 * The search's optional filters (db/statement.ts presentFilters): a search is the conjunction of those its query sets,
 * each combination one prepared statement. `unassigned` and `nothing` have no value of their own.
 */
type SearchFilters = {
  /** always set: the session's centre (docs/decisions/017-centres-and-policies.md) */
  centreId?: number;
  status?: ChildStatus;
  unassigned?: true;
  classId?: number;
  from?: string;
  to?: string;
  name?: string;
  parentName?: string;
  parentPhone?: string;
  birthDate?: string;
  nothing?: true;
};
type SearchShape = FilterShape<SearchFilters>;

/** Each filter's condition on its placeholder, in the order the search's conditions are joined. */
const searchConditions: { [F in keyof SearchFilters]-?: (value: SQL) => SQL } = {
  centreId: (value) => eq(children.centreId, value),
  status: (value) => eq(children.status, value),
  unassigned: () => isNull(children.classId),
  classId: (value) => eq(children.classId, value),
  from: (value) => gte(children.admissionDate, value),
  to: (value) => lte(children.admissionDate, value),
  name: (value) => ilike(children.name, value),
  parentName: (value) => parentMatch(ilike(parents.name, value)),
  parentPhone: (value) => parentMatch(sql`regexp_replace(${parents.phone}, '[^0-9]', '', 'g') like ${value}`),
  birthDate: (value) => sql`to_char(${children.birthDate}, 'YYYYMMDD') like ${value}`,
  nothing: () => sql`false`,
};

function searchFiltersOf(centreId: number, query: Omit<ChildSearchQuery, 'page' | 'size'>): SearchFilters {
  const { classId } = query;
  const dates = query.searchType === 'date' ? { from: query.startDate, to: query.endDate } : {};
  const classFilter = classId === CHILD_UNASSIGNED_CLASS ? { unassigned: true as const } : { classId };
  return { centreId, status: query.status, ...classFilter, ...dates, ...keywordFilter(query) };
}

/** A keyword search: a LIKE pattern under its search type, or `nothing` for a number search without digits. */
function keywordFilter({ searchType, keyword }: Omit<ChildSearchQuery, 'page' | 'size'>): SearchFilters {
  if (!keyword || !searchType || searchType === 'date') return {};
  const wanted = searchType === 'parentPhone' || searchType === 'birthDate' ? digits(keyword) : keyword;
  if (!wanted) return { nothing: true };
  return { [searchType]: searchType === 'birthDate' ? `${wanted}%` : likePattern(wanted) };
}

function searchWhere(shape: SearchShape): SQL | undefined {
  const params = filterParams(shape);
  const set = (Object.keys(searchConditions) as (keyof SearchFilters)[]).filter((filter) => params[filter]);
  return and(...set.map((filter) => searchConditions[filter](params[filter]!)));
}

const listOrder = [
  sql`case ${children.status} when 'active' then 0 when 'pause' then 1 when 'stop' then 2 else 3 end`,
  sql`${classes.name} asc nulls first`,
  asc(children.name),
  asc(children.id),
];

/** Due for destruction: left (퇴소, 졸업) on or before `cutoff` (the retention rule, modules/retention). */
const dueWhere = (cutoff: string | SQL): SQL => and(inArray(children.status, [...leavingChildStatuses]), leftBy(children.leaveDate, cutoff)) as SQL;
const dueInCentre = (centreId: number | SQL, cutoff: string | SQL): SQL => and(eq(children.centreId, centreId), dueWhere(cutoff)) as SQL;

/** The list's rows for `where`, in list order. */
function listSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...listColumns, parents: parentsColumn(db) })
    .from(children)
    .leftJoin(classes, eq(classes.id, children.classId))
    .leftJoin(files, eq(files.id, children.profileFileId))
    .where(where)
    .orderBy(...listOrder)
    .$dynamic();
}

/** A page of the list's rows for `where`, each with the total (lib/paging.ts). */
function listPage(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...listColumns, parents: parentsColumn(db), total: totalColumn(db.select({ total: count() }).from(children).where(where)) })
    .from(children)
    .leftJoin(classes, eq(classes.id, children.classId))
    .leftJoin(files, eq(files.id, children.profileFileId))
    .where(where)
    .orderBy(...listOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const searchPage = preparedStatement<ReturnType<typeof listPage>, SearchShape>('kg_child_search', (db, shape) => listPage(db, searchWhere(shape)));
const searchCount = preparedStatement<ReturnType<typeof countOf>, SearchShape>('kg_child_search_count', (db, shape) => countOf(db, searchWhere(shape)));
const searchExport = preparedStatement<ReturnType<typeof listSelect>, SearchShape>('kg_child_search_export', (db, shape) =>
  listSelect(db, searchWhere(shape)).limit(sql.placeholder('limit')),
);
const classPage = preparedStatement('kg_child_class_page', (db) => listPage(db, enrolledIn(param('classId'), param('day'))));

function countOf(db: DbOrTx, where: SQL | undefined) {
  return db.select({ total: count() }).from(children).where(where);
}

const unassigned = preparedStatement('kg_child_unassigned', (db) =>
  listSelect(db, and(eq(children.centreId, param('centreId')), isNull(children.classId), inArray(children.status, [...enrolledChildStatuses]))),
);

const classOptions = preparedStatement('kg_child_class_options', (db) => {
  const counts = classHeadCounts(db, param('day'));
  return db
    .select({
      cls: classes,
      enrolledCount: sql<number>`coalesce(${counts.enrolled}, 0)`.mapWith(Number),
      pausedCount: sql<number>`coalesce(${counts.paused}, 0)`.mapWith(Number),
    })
    .from(classes)
    .leftJoin(counts, eq(counts.classId, classes.id))
    .where(eq(classes.centreId, param('centreId')))
    .orderBy(asc(classes.name));
});

const pastRetentionPage = preparedStatement('kg_child_past_retention', (db) => {
  const where = dueInCentre(param('centreId'), param('cutoff'));
  return db
    .select({
      id: children.id,
      name: children.name,
      birthDate: children.birthDate,
      status: children.status,
      leaveDate: children.leaveDate,
      parentCount: sql<number>`(select count(*) from ${childParents} where ${childParents.childId} = ${outerChildId})`.mapWith(Number),
      fileCount: sql<number>`(select count(*) from ${files} where (${files.refType} = ${CHILD_PROFILE_REF} and ${files.refId} = ${outerChildId})
          or (${files.refType} = ${ALIMNOTE_REF} and ${files.refId} in (select ${alimNotes.id} from ${alimNotes} where ${alimNotes.childId} = ${outerChildId})))`.mapWith(
        Number,
      ),
      total: totalColumn(countOf(db, where)),
    })
    .from(children)
    .where(where)
    .orderBy(asc(children.leaveDate), asc(children.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** Each listed child's parents, as a column of the list's own statement (db/json-rows.ts). */
function parentsColumn(db: DbOrTx) {
  return jsonRows<ChildParentRow>(
    db
      .select({
        childId: sql`${childParents.childId}`.as('childId'),
        pno: sql`${parents.id}`.as('pno'),
        name: sql`${parents.name}`.as('name'),
        relation: sql`${childParents.relation}`.as('relation'),
        phone: sql`${parents.phone}`.as('phone'),
        isPrimary: sql`${childParents.isPrimary}`.as('isPrimary'),
      })
      .from(childParents)
      .innerJoin(parents, eq(parents.id, childParents.parentId))
      .where(eq(childParents.childId, children.id))
      .orderBy(sql`${childParents.isPrimary} desc`, asc(parents.name)),
  );
}

/** Drizzle queries of 원아; every method takes the database or an open transaction. */
export const childRepository = {
  async search(db: DbOrTx, centreId: number, query: ChildSearchQuery): Promise<{ rows: ChildListRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return paginatePrepared(
      query,
      (window) => searchPage(db, shape).execute({ ...values, ...window }) as Promise<(ChildListRow & { total: number })[]>,
      () => searchCount(db, shape).execute(values),
    );
  },

  /** Every child matching a search (the Excel export), in list order. */
  async searchAll(db: DbOrTx, centreId: number, query: Omit<ChildSearchQuery, 'page' | 'size'>, limit: number): Promise<ChildListRow[]> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return searchExport(db, shape).execute({ ...values, limit }) as Promise<ChildListRow[]>;
  },

  /** The children enrolled in a class on `day` (재원 and 휴원; class-membership.ts), by name; pages count from 0. */
  async listInClass(db: DbOrTx, classId: number, day: string, paging: Paging): Promise<{ rows: ChildListRow[]; total: number }> {
    return paginatePrepared(
      paging,
      (window) => classPage(db).execute({ classId, day, ...window }) as Promise<(ChildListRow & { total: number })[]>,
      () => countOf(db, enrolledIn(classId, day)),
      0,
    );
  },

  /** Those of `ids` who count in a class's head count on `day` wherever they are (class moves shift them). */
  async enrollableIds(db: DbOrTx, ids: number[], day: string): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: children.id }).from(children).where(and(inArray(children.id, ids), enrollableOn(day)));
    return new Set(rows.map((r) => r.id));
  },

  /** Children still at the centre (재원, 휴원) without a class: 반 이동's '미배정'. */
  async listUnassigned(db: DbOrTx, centreId: number): Promise<ChildListRow[]> {
    return unassigned(db).execute({ centreId });
  },

  async findListRow(db: DbOrTx, id: number): Promise<ChildListRow | undefined> {
    const [row] = await listSelect(db, eq(children.id, id)).limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: number): Promise<ChildRow | undefined> {
    const [row] = await db.select().from(children).where(eq(children.id, id)).limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ChildRow | undefined> {
    const [row] = await tx.select().from(children).where(eq(children.id, id)).limit(1).for('update');
    return row;
  },

  /** Locks those of `ids` that are children of the centre (another centre's are left out, as missing ones). */
  async lockMany(tx: DbOrTx, centreId: number, ids: number[]): Promise<ChildRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(children)
      .where(and(eq(children.centreId, centreId), inArray(children.id, ids)))
      .orderBy(asc(children.id))
      .for('update');
  },

  /** Locks these children for destruction, each saying whether it is due (left, on or before `cutoff`). */
  async lockForDestroy(tx: DbOrTx, ids: number[], cutoff: string, centreId: number): Promise<{ id: number; leaveDate: string | null; due: boolean }[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: children.id, leaveDate: children.leaveDate, due: sql<boolean>`${dueWhere(cutoff)}` })
      .from(children)
      .where(and(eq(children.centreId, centreId), inArray(children.id, ids)))
      .orderBy(asc(children.id))
      .for('update');
  },

  async lockInClasses(tx: DbOrTx, centreId: number, classIds: number[] | 'all'): Promise<ChildRow[]> {
    const where = classIds === 'all' ? sql`${children.classId} is not null` : inArray(children.classId, classIds.length ? classIds : [-1]);
    return tx.select().from(children).where(and(eq(children.centreId, centreId), where)).orderBy(asc(children.id)).for('update');
  },

  /** A child of the centre with the same name and birth date (optionally other than `exceptId`). */
  async findDuplicate(db: DbOrTx, centreId: number, name: string, birthDate: string, exceptId?: number): Promise<{ id: number } | undefined> {
    const conditions = [eq(children.centreId, centreId), eq(children.name, name), eq(children.birthDate, birthDate)];
    if (exceptId !== undefined) conditions.push(sql`${children.id} <> ${exceptId}`);
    const [row] = await db.select({ id: children.id }).from(children).where(and(...conditions)).limit(1);
    return row;
  },

  /** Name + birth date pairs already registered among `pairs` (the import's duplicate check). */
  async existingPairs(db: DbOrTx, centreId: number, pairs: { name: string; birthDate: string }[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await db
      .select({ name: children.name, birthDate: children.birthDate })
      .from(children)
      .where(and(eq(children.centreId, centreId), inArray(children.name, [...new Set(pairs.map((p) => p.name))])));
    return new Set(rows.map((r) => `${r.name}|${r.birthDate}`));
  },

  async insert(db: DbOrTx, values: NewChildRow): Promise<ChildRow> {
    const [row] = await db.insert(children).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: ChildUpdate): Promise<void> {
    await tx.update(children).set(values).where(eq(children.id, id));
  },

  async setClass(tx: DbOrTx, ids: number[], classId: number | null): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(children).set({ classId, updatedAt: new Date() }).where(inArray(children.id, ids));
  },

  async delete(tx: DbOrTx, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.delete(children).where(inArray(children.id, ids));
  },

  async listContacts(db: DbOrTx, childId: number): Promise<ContactRow[]> {
    return db
      .select()
      .from(childEmergencyContacts)
      .where(eq(childEmergencyContacts.childId, childId))
      .orderBy(asc(childEmergencyContacts.sortOrder), asc(childEmergencyContacts.id));
  },

  async listPickups(db: DbOrTx, childId: number): Promise<PickupRow[]> {
    return db.select().from(childPickupPersons).where(eq(childPickupPersons.childId, childId)).orderBy(asc(childPickupPersons.id));
  },

  async replaceContacts(tx: DbOrTx, childId: number, contacts: { name: string; relation: string; phone: string }[]): Promise<void> {
    await tx.delete(childEmergencyContacts).where(eq(childEmergencyContacts.childId, childId));
    if (contacts.length) await tx.insert(childEmergencyContacts).values(contacts.map((c, i) => ({ ...c, childId, sortOrder: i })));
  },

  async replacePickups(
    tx: DbOrTx,
    childId: number,
    pickups: { name: string; relation: string; phone: string; authorised: boolean; note: string }[],
  ): Promise<void> {
    await tx.delete(childPickupPersons).where(eq(childPickupPersons.childId, childId));
    if (pickups.length) await tx.insert(childPickupPersons).values(pickups.map((p) => ({ ...p, childId })));
  },


  /** Those of `ids` that are classes of the centre (another centre's class is missing here). */
  async findClasses(db: DbOrTx, centreId: number, ids: number[]): Promise<ClassRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(classes).where(and(eq(classes.centreId, centreId), inArray(classes.id, ids)));
  },

  async findClassesByName(db: DbOrTx, centreId: number): Promise<Map<string, ClassRow>> {
    const rows = await db.select().from(classes).where(eq(classes.centreId, centreId));
    return new Map(rows.map((r) => [r.name, r]));
  },

  /** Every class with its head count on `day` (class-membership.ts: enrolled, paused among them). */
  async classOptions(db: DbOrTx, centreId: number, day: string): Promise<(ClassRow & { enrolledCount: number; pausedCount: number })[]> {
    const rows = await classOptions(db).execute({ centreId, day });
    return rows.map((r) => ({ ...r.cls, enrolledCount: r.enrolledCount, pausedCount: r.pausedCount }));
  },

  /** How many records of the class story name the child (they make deleting the child impossible). */
  async countStoryRecords(db: DbOrTx, childId: number): Promise<number> {
    const [row] = await db
      .select({
        n: sql<number>`(select count(*) from ${alimNotes} where ${alimNotes.childId} = ${childId})
          + (select count(*) from ${attendance} where ${attendance.childId} = ${childId})
          + (select count(*) from ${medicineRequests} where ${medicineRequests.childId} = ${childId})
          + (select count(*) from ${rehomeRecords} where ${rehomeRecords.childId} = ${childId})
          + (select count(*) from ${photoAlbumChildren} where ${photoAlbumChildren.childId} = ${childId})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    return row.n;
  },

  /** Children due for destruction at `cutoff`, oldest leave first, with what goes with them. */
  async listPastRetention(db: DbOrTx, centreId: number, cutoff: string, paging: Paging) {
    return paginatePrepared(
      paging,
      (window) => pastRetentionPage(db).execute({ centreId, cutoff, ...window }),
      () => countOf(db, dueInCentre(centreId, cutoff)),
    );
  },

  /** The alim notes of these children (their files go with them). */
  async alimNoteIds(db: DbOrTx, childIds: number[]): Promise<number[]> {
    if (childIds.length === 0) return [];
    const rows = await db.select({ id: alimNotes.id }).from(alimNotes).where(inArray(alimNotes.childId, childIds));
    return rows.map((r) => r.id);
  },

  /** Keeps the profile photo's class in step with the child, so only that class's teacher may open it. */
  async syncProfileFileClass(tx: DbOrTx, childIds: number[], classId: number | null): Promise<void> {
    if (childIds.length === 0) return;
    await tx
      .update(files)
      .set({ classId: profileFileClassId(classId) })
      .where(and(eq(files.refType, CHILD_PROFILE_REF), inArray(files.refId, childIds)));
  },
};
