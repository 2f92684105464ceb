import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  enrolledChildStatuses,
  type ClassParentsQuery,
  type ParentContactKind,
  type ParentLinkCandidatesQuery,
  type ParentSearchQuery,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childParents, children, classes, parentEmails, parentMobiles, parentPhones, parents } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { paginatePrepared, totalColumn, type Paging } from '../../lib/paging';
import { filterParams, param, preparedStatement, presentFilters, type FilterShape } from '../../db/statement';
import { leftBy } from '../retention/retention';
import { recordLocators } from '../../policies/records';

/**
 * The parents a centre's 학부모 관리 shows: its own accounts (home centre) and those linked to one of its children
 * (policies/records.ts, the same rule as the record scope; docs/decisions/017-centres-and-policies.md).
 */
const seenByCentre = (centreId: number | SQL): SQL => recordLocators.parent.centreMatches(centreId);
/** Accounts the centre administers for good (retention, destruction): those whose home it is. */
const homeOf = (centreId: number | SQL): SQL => eq(parents.centreId, centreId);

export type ParentRow = typeof parents.$inferSelect;
export type ParentUpdate = Partial<Omit<typeof parents.$inferInsert, 'id' | 'createdAt'>>;

export type ParentChildRow = {
  parentId: number;
  childId: number;
  name: string;
  birthDate: string;
  status: (typeof children.$inferSelect)['status'];
  classId: number | null;
  className: string | null;
  relation: string;
  isPrimary: boolean;
};

export type ContactRow = { id: number; parentId: number; label: string; value: string };

export const contactTables = { phone: parentPhones, email: parentEmails, mobile: parentMobiles } as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A value of a filter, or the placeholder of a prepared statement (db/statement.ts). */
type Value = string | SQL;
/**
 * A parent search's optional filters (db/statement.ts presentFilters): the status, and the keyword's LIKE pattern under
 * how it matches; a phone keyword with digits matches on digits only (01012345678 finds 010-1234-5678).
 */
type SearchFilters = { centreId?: number; status?: ParentRow['status']; name?: string; loginId?: string; childName?: string; phone?: string; phoneText?: string };
type SearchValues = { [F in keyof SearchFilters]?: SearchFilters[F] | SQL };

function searchFiltersOf(centreId: number, query: ParentSearchQuery): SearchFilters {
  const keyword = query.keyword && query.searchType ? keywordOf(query.searchType, query.keyword) : {};
  return { centreId, status: query.status, ...keyword };
}

function keywordOf(searchType: NonNullable<ParentSearchQuery['searchType']>, keyword: string): SearchFilters {
  if (searchType !== 'phone') return { [searchType]: likePattern(keyword) };
  const digits = digitsOf(keyword);
  return digits ? { phone: likePattern(digits) } : { phoneText: likePattern(keyword) };
}

/** A phone match on the parent's phone or any of their extra mobiles. */
function phoneOrMobile(matches: (column: SQL | typeof parents.phone) => SQL): SQL {
  const extra = sql`exists (select 1 from ${parentMobiles} where ${parentMobiles.parentId} = ${parents.id} and ${matches(sql`${parentMobiles.value}`)})`;
  return sql`(${matches(parents.phone)} or ${extra})`;
}

// a child of another centre is not searched by name (its name would tell of it)
const hasChildNamed = (pattern: Value, centreId: Value | number) =>
  sql`exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
    where ${childParents.parentId} = ${parents.id} and ${children.centreId} = ${centreId} and ${children.name} ilike ${pattern})`;

function searchWhere(v: SearchValues): SQL | undefined {
  const conditions: SQL[] = [];
  if (v.centreId !== undefined) conditions.push(seenByCentre(v.centreId));
  if (v.status !== undefined) conditions.push(eq(parents.status, v.status));
  if (v.name !== undefined) conditions.push(ilike(parents.name, v.name));
  if (v.loginId !== undefined) conditions.push(ilike(parents.loginId, v.loginId));
  if (v.childName !== undefined && v.centreId !== undefined) conditions.push(hasChildNamed(v.childName, v.centreId));
  const { phone, phoneText } = v;
  if (phone !== undefined) conditions.push(phoneOrMobile((column) => sql`replace(${column}, '-', '') like ${phone}`));
  if (phoneText !== undefined) conditions.push(phoneOrMobile((column) => ilike(column, phoneText)));
  return conditions.length ? and(...conditions) : undefined;
}

/** A class's parent list's optional keyword filters (LIKE patterns). */
type ClassFilters = { name?: string; childName?: string };

function classFiltersOf(query: ClassParentsQuery): ClassFilters {
  return query.searchType && query.keyword ? { [query.searchType]: likePattern(query.keyword) } : {};
}

/** A class's parents: linked to a child of the class who is still attending (or paused). */
function classWhere(classId: number | SQL, v: { [F in keyof ClassFilters]?: Value }): SQL {
  const childCondition = [sql`${children.classId} = ${classId}`, sql`${children.status} in ('active', 'pause')`];
  if (v.childName !== undefined) childCondition.push(sql`${children.name} ilike ${v.childName}`);
  const inClass = sql`exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
    where ${childParents.parentId} = ${parents.id} and ${sql.join(childCondition, sql` and `)})`;
  const conditions: SQL[] = [inClass];
  if (v.name !== undefined) conditions.push(ilike(parents.name, v.name));
  return and(...conditions) as SQL;
}

/**
 * Due for destruction: left on or before `cutoff` (the retention rule, modules/retention) and no linked child still
 * attending (or paused).
 */
function dueWhere(cutoff: Value): SQL {
  return and(
    leftBy(parents.leaveDate, cutoff),
    sql`not exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
      where ${childParents.parentId} = ${parents.id} and ${inArray(children.status, [...enrolledChildStatuses])})`,
  ) as SQL;
}

const byName = [asc(parents.name), asc(parents.id)];

/** A page of parent accounts for `where` (in `order`) with its total as a column, limit and offset placeholders. */
function pageStatement(db: DbOrTx, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ parent: parents, total: totalColumn(db.select({ total: count() }).from(parents).where(where)) })
    .from(parents)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const searchPage = preparedStatement('kg_parent_search', (db, shape: FilterShape<SearchFilters>) => pageStatement(db, searchWhere(filterParams(shape)), byName));

const classPage = preparedStatement('kg_parent_class_page', (db, shape: FilterShape<ClassFilters>) =>
  pageStatement(db, classWhere(param('classId'), filterParams(shape)), byName),
);

const duePage = preparedStatement('kg_parent_due_page', (db) =>
  pageStatement(db, and(homeOf(param('centreId')), dueWhere(param('cutoff'))), [asc(parents.leaveDate), asc(parents.id)]),
);

/** One page of a prepared page statement, with its total (lib/paging.ts); `where` counts a page past the end. */
async function pageOf(
  db: DbOrTx,
  statement: ReturnType<typeof duePage>,
  values: Record<string, unknown>,
  paging: Paging,
  where: () => SQL | undefined,
): Promise<{ rows: ParentRow[]; total: number }> {
  return paginatePrepared(
    paging,
    async (window) => (await statement.execute({ ...values, ...window })).map((r) => ({ ...r.parent, total: r.total })),
    () => db.select({ total: count() }).from(parents).where(where()),
  );
}

/** The children of parents in one centre: all of them, or those enrolled in one class (`classId`). */
const childrenOfParents = preparedStatement('kg_parent_children', (db, shape: FilterShape<{ classId?: number }>) => {
  const { classId } = filterParams(shape);
  const conditions: SQL[] = [
    sql`${childParents.parentId} = any(${sql.placeholder('parentIds')}::int[])`,
    eq(children.centreId, param('centreId')),
  ];
  if (classId) conditions.push(eq(children.classId, classId), inArray(children.status, [...enrolledChildStatuses]));
  return db
    .select({
      parentId: childParents.parentId,
      childId: children.id,
      name: children.name,
      birthDate: children.birthDate,
      status: children.status,
      classId: children.classId,
      className: classes.name,
      relation: childParents.relation,
      isPrimary: childParents.isPrimary,
    })
    .from(childParents)
    .innerJoin(children, eq(children.id, childParents.childId))
    .leftJoin(classes, eq(classes.id, children.classId))
    .where(and(...conditions))
    .orderBy(desc(childParents.isPrimary), asc(children.name), asc(children.id));
});

const contactsOfParents = preparedStatement('kg_parent_contacts', (db, kind: ParentContactKind) => {
  const table = contactTables[kind];
  return db
    .select({ id: table.id, parentId: table.parentId, label: table.label, value: table.value })
    .from(table)
    .where(sql`${table.parentId} = any(${sql.placeholder('parentIds')}::int[])`)
    .orderBy(asc(table.id));
});

/** Drizzle queries of parent accounts; every method takes the database or an open transaction. */
export const parentRepository = {
  async search(db: DbOrTx, centreId: number, query: ParentSearchQuery): Promise<{ rows: ParentRow[]; total: number }> {
    const { shape, values } = presentFilters(searchFiltersOf(centreId, query));
    return pageOf(db, searchPage(db, shape), values, query, () => searchWhere(values));
  },

  /** Every match of a search (the export), up to `limit`. */
  async searchAll(db: DbOrTx, centreId: number, query: ParentSearchQuery, limit: number): Promise<ParentRow[]> {
    return db.select().from(parents).where(searchWhere(searchFiltersOf(centreId, query))).orderBy(...byName).limit(limit);
  },

  async listOfClass(db: DbOrTx, classId: number, query: ClassParentsQuery): Promise<{ rows: ParentRow[]; total: number }> {
    const { shape, values } = presentFilters(classFiltersOf(query));
    return pageOf(db, classPage(db, shape), { ...values, classId }, query, () => classWhere(classId, values));
  },

  /** The centre's own parents due for destruction at `cutoff`, oldest leave first. */
  async listDue(db: DbOrTx, centreId: number, cutoff: string, paging: Paging): Promise<{ rows: ParentRow[]; total: number }> {
    return pageOf(db, duePage(db), { centreId, cutoff }, paging, () => and(homeOf(centreId), dueWhere(cutoff)));
  },

  /** Locks those of these accounts whose home is the centre for destruction, each saying whether it is due at `cutoff`. */
  async lockForDestroy(tx: DbOrTx, ids: number[], cutoff: string, centreId: number): Promise<{ id: number; leaveDate: string | null; due: boolean }[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: parents.id, leaveDate: parents.leaveDate, due: sql<boolean>`${dueWhere(cutoff)}` })
      .from(parents)
      .where(and(homeOf(centreId), inArray(parents.id, ids)))
      .orderBy(asc(parents.id))
      .for('update');
  },

  /** Deletes the accounts; their extra contacts and child links go with them (on delete cascade). */
  async destroy(tx: DbOrTx, ids: number[]): Promise<void> {
    await tx.delete(parents).where(inArray(parents.id, ids));
  },

  async find(db: DbOrTx, id: number): Promise<ParentRow | undefined> {
    const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ParentRow | undefined> {
    const [row] = await tx.select().from(parents).where(eq(parents.id, id)).limit(1).for('update');
    return row;
  },

  async findByLoginId(db: DbOrTx, loginId: string): Promise<{ id: number } | undefined> {
    const [row] = await db.select({ id: parents.id }).from(parents).where(sql`lower(${parents.loginId}) = lower(${loginId})`).limit(1);
    return row;
  },

  async create(tx: DbOrTx, values: typeof parents.$inferInsert): Promise<ParentRow> {
    const [row] = await tx.insert(parents).values(values).returning();
    return row;
  },

  async update(tx: DbOrTx, id: number, values: ParentUpdate): Promise<void> {
    await tx.update(parents).set({ ...values, updatedAt: new Date() }).where(eq(parents.id, id));
  },

  /**
   * The children of the given parents in the centre, with class and relation (primary contact first, then by name):
   * a child of another centre is not shown (decision 017).
   */
  async childrenOf(db: DbOrTx, centreId: number, parentIds: number[], onlyClassId?: number): Promise<ParentChildRow[]> {
    if (parentIds.length === 0) return [];
    const { shape, values } = presentFilters({ classId: onlyClassId });
    return childrenOfParents(db, shape).execute({ ...values, centreId, parentIds });
  },

  async childExists(db: DbOrTx, childId: number): Promise<boolean> {
    return (await this.findChild(db, childId)) !== undefined;
  },

  /** The child's class decides whether a teacher may add or link its parents. */
  async findChild(db: DbOrTx, childId: number): Promise<{ id: number; classId: number | null; name: string; centreId: number } | undefined> {
    const [row] = await db
      .select({ id: children.id, classId: children.classId, name: children.name, centreId: children.centreId })
      .from(children)
      .where(eq(children.id, childId))
      .limit(1);
    return row;
  },

  /** Whether the centre sees the account (its home, or linked to one of its children). */
  async seenByCentre(db: DbOrTx, centreId: number, id: number): Promise<boolean> {
    const [row] = await db.select({ id: parents.id }).from(parents).where(and(eq(parents.id, id), seenByCentre(centreId))).limit(1);
    return row !== undefined;
  },

  async isLinked(db: DbOrTx, childId: number, parentId: number): Promise<boolean> {
    const [row] = await db
      .select({ childId: childParents.childId })
      .from(childParents)
      .where(and(eq(childParents.childId, childId), eq(childParents.parentId, parentId)))
      .limit(1);
    return row !== undefined;
  },

  /** Removes one link; the removed row (relation, primary) or undefined when there was none. */
  async unlinkChild(tx: DbOrTx, childId: number, parentId: number): Promise<{ relation: string; isPrimary: boolean } | undefined> {
    const [row] = await tx
      .delete(childParents)
      .where(and(eq(childParents.childId, childId), eq(childParents.parentId, parentId)))
      .returning({ relation: childParents.relation, isPrimary: childParents.isPrimary });
    return row;
  },

  /** Accounts for 기존 계정 연결 (the list search's rules), by name, at most `limit` + 1 to tell whether more matched. */
  async linkCandidates(db: DbOrTx, centreId: number, query: ParentLinkCandidatesQuery, limit: number): Promise<ParentRow[]> {
    return db
      .select()
      .from(parents)
      .where(searchWhere(searchFiltersOf(centreId, { ...query, page: 1, size: limit })))
      .orderBy(...byName)
      .limit(limit + 1);
  },

  async linkChild(tx: DbOrTx, values: typeof childParents.$inferInsert): Promise<void> {
    if (values.isPrimary) {
      await tx.update(childParents).set({ isPrimary: false }).where(eq(childParents.childId, values.childId));
    }
    await tx.insert(childParents).values(values);
  },

  async contactsOf(db: DbOrTx, kind: ParentContactKind, parentIds: number[]): Promise<ContactRow[]> {
    if (parentIds.length === 0) return [];
    return contactsOfParents(db, kind).execute({ parentIds });
  },

  async addContact(tx: DbOrTx, kind: ParentContactKind, values: { parentId: number; label: string; value: string }): Promise<void> {
    await tx.insert(contactTables[kind]).values(values);
  },

  async removeContact(tx: DbOrTx, kind: ParentContactKind, parentId: number, entryId: number): Promise<boolean> {
    const table = contactTables[kind];
    const removed = await tx
      .delete(table)
      .where(and(eq(table.id, entryId), eq(table.parentId, parentId)))
      .returning({ id: table.id });
    return removed.length > 0;
  },
};
