import { and, asc, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ClassParentsQuery, ParentContactKind, ParentSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { childParents, children, classes, parentEmails, parentMobiles, parentPhones, parents } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';

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

/** Children still attending (or paused): their parents are never due for destruction. */
const ATTENDING = ['active', 'pause'] as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Phone numbers are matched on their digits, so 01012345678 finds 010-1234-5678. */
function phoneMatches(column: SQL | typeof parents.phone, keyword: string): SQL {
  const digits = digitsOf(keyword);
  return digits ? sql`replace(${column}, '-', '') like ${likePattern(digits)}` : ilike(column as typeof parents.phone, likePattern(keyword));
}

const hasChildNamed = (keyword: string) =>
  sql`exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
    where ${childParents.parentId} = ${parents.id} and ${children.name} ilike ${likePattern(keyword)})`;

function searchWhere(query: ParentSearchQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(parents.status, query.status));
  const keyword = query.keyword;
  if (keyword) {
    if (query.searchType === 'name') conditions.push(ilike(parents.name, likePattern(keyword)));
    if (query.searchType === 'loginId') conditions.push(ilike(parents.loginId, likePattern(keyword)));
    if (query.searchType === 'childName') conditions.push(hasChildNamed(keyword));
    if (query.searchType === 'phone') {
      const extra = sql`exists (select 1 from ${parentMobiles} where ${parentMobiles.parentId} = ${parents.id} and ${phoneMatches(sql`${parentMobiles.value}`, keyword)})`;
      conditions.push(sql`(${phoneMatches(parents.phone, keyword)} or ${extra})`);
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A class's parents: linked to a child of the class who is still attending (or paused). */
function classWhere(classId: number, query: ClassParentsQuery): SQL {
  const childCondition = [sql`${children.classId} = ${classId}`, sql`${children.status} in ('active', 'pause')`];
  if (query.searchType === 'childName' && query.keyword) childCondition.push(sql`${children.name} ilike ${likePattern(query.keyword)}`);
  const inClass = sql`exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
    where ${childParents.parentId} = ${parents.id} and ${sql.join(childCondition, sql` and `)})`;
  const conditions: SQL[] = [inClass];
  if (query.searchType === 'name' && query.keyword) conditions.push(ilike(parents.name, likePattern(query.keyword)));
  return and(...conditions) as SQL;
}

/** Due for destruction: left on or before `cutoff` and no linked child still attending. */
function dueWhere(cutoff: string): SQL {
  return and(
    lte(parents.leaveDate, cutoff),
    sql`not exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId}
      where ${childParents.parentId} = ${parents.id} and ${inArray(children.status, [...ATTENDING])})`,
  ) as SQL;
}

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(parents).where(where);
  return total;
}

/** Drizzle queries of parent accounts; every method takes the database or an open transaction. */
export const parentRepository = {
  async search(db: DbOrTx, query: ParentSearchQuery): Promise<{ rows: ParentRow[]; total: number }> {
    const where = searchWhere(query);
    const rows = await db
      .select()
      .from(parents)
      .where(where)
      .orderBy(asc(parents.name), asc(parents.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return { rows, total: await countWhere(db, where) };
  },

  /** Every match of a search (the export), up to `limit`. */
  async searchAll(db: DbOrTx, query: ParentSearchQuery, limit: number): Promise<ParentRow[]> {
    return db.select().from(parents).where(searchWhere(query)).orderBy(asc(parents.name), asc(parents.id)).limit(limit);
  },

  async listOfClass(db: DbOrTx, classId: number, query: ClassParentsQuery): Promise<{ rows: ParentRow[]; total: number }> {
    const where = classWhere(classId, query);
    const rows = await db
      .select()
      .from(parents)
      .where(where)
      .orderBy(asc(parents.name), asc(parents.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return { rows, total: await countWhere(db, where) };
  },

  async listDue(db: DbOrTx, cutoff: string, page: number, size: number): Promise<{ rows: ParentRow[]; total: number }> {
    const where = dueWhere(cutoff);
    const rows = await db
      .select()
      .from(parents)
      .where(where)
      .orderBy(asc(parents.leaveDate), asc(parents.id))
      .limit(size)
      .offset((page - 1) * size);
    return { rows, total: await countWhere(db, where) };
  },

  /** The ids among `ids` that are due for destruction, locked for the delete. */
  async lockDue(tx: DbOrTx, ids: number[], cutoff: string): Promise<ParentRow[]> {
    return tx
      .select()
      .from(parents)
      .where(and(inArray(parents.id, ids), dueWhere(cutoff)))
      .for('update');
  },

  async existingIds(db: DbOrTx, ids: number[]): Promise<number[]> {
    const rows = await db.select({ id: parents.id }).from(parents).where(inArray(parents.id, ids));
    return rows.map((r) => r.id);
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

  /** The children of the given parents with class and relation (primary contact first, then by name). */
  async childrenOf(db: DbOrTx, parentIds: number[], onlyClassId?: number): Promise<ParentChildRow[]> {
    if (parentIds.length === 0) return [];
    const conditions: SQL[] = [inArray(childParents.parentId, parentIds)];
    if (onlyClassId !== undefined) conditions.push(eq(children.classId, onlyClassId), inArray(children.status, [...ATTENDING]));
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
  },

  async classExists(db: DbOrTx, classId: number): Promise<boolean> {
    const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).limit(1);
    return row !== undefined;
  },

  async childExists(db: DbOrTx, childId: number): Promise<boolean> {
    const [row] = await db.select({ id: children.id }).from(children).where(eq(children.id, childId)).limit(1);
    return row !== undefined;
  },

  async linkChild(tx: DbOrTx, values: typeof childParents.$inferInsert): Promise<void> {
    if (values.isPrimary) {
      await tx.update(childParents).set({ isPrimary: false }).where(eq(childParents.childId, values.childId));
    }
    await tx.insert(childParents).values(values);
  },

  async contactsOf(db: DbOrTx, kind: ParentContactKind, parentIds: number[]): Promise<ContactRow[]> {
    if (parentIds.length === 0) return [];
    const table = contactTables[kind];
    return db
      .select({ id: table.id, parentId: table.parentId, label: table.label, value: table.value })
      .from(table)
      .where(inArray(table.parentId, parentIds))
      .orderBy(asc(table.id));
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
