import { and, sql } from 'drizzle-orm';
import { FAMILY_CHILD_NOT_FOUND_MESSAGE, isStaffAdmin, type FamilyChild, type Scope, type ScopeSource } from '@kg/contract';
import type { DbOrTx } from '../db/client';
import { classes } from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';
import type { FamilyPrincipal, Principal } from '../lib/principal';
import { findOwnChild } from '../modules/family/family-children';
import { mayReachClassRecord, mayWorkInClass } from './class';
import { recordLocators } from './records';

/**
 * The scope one request works in, resolved once before its handler from the endpoint's declared scope
 * (docs/decisions/017-centres-and-policies.md). Services read it instead of checking ownership themselves.
 */
export type RequestScope = {
  /** the centre every row the call reads or writes belongs to */
  centreId: number;
  /** the class of a class-scoped call, or of the record / child it names (null: none) */
  classId: number | null;
  /** the parent app's own child a per-child family call names */
  child: FamilyChild | null;
};

type Input = { params?: unknown; query?: unknown; body?: unknown };

const DEFAULT_KEY: Record<Exclude<Scope['kind'], 'centre'>, string> = { class: 'classId', record: 'id', child: 'childCode' };

function idFrom(input: Input, source: ScopeSource, fallbackKey: string): number | null {
  const values = (input[source.from] ?? {}) as Record<string, unknown>;
  const id = Number(values[source.key ?? fallbackKey]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Where a class is: its centre's id, or null when there is no such class. */
export type ClassCentreLookup = (db: DbOrTx, classId: number) => Promise<number | null>;

async function readClassCentre(db: DbOrTx, classId: number): Promise<number | null> {
  const [row] = await db.select({ centreId: classes.centreId }).from(classes).where(sql`${classes.id} = ${classId}`).limit(1);
  return row?.centreId ?? null;
}

const CLASS_CACHE_LIMIT = 50_000;

/**
 * A lookup that remembers: a class never moves to another centre and ids are unique within a database (serial), so
 * one app (one database) may keep what it read. The access plugin makes one per app; a test run's reused databases
 * restart their ids, and each gets a new app.
 */
export function cachedClassCentres(): ClassCentreLookup {
  const known = new Map<number, number>();
  return async (db, classId) => {
    const cached = known.get(classId);
    if (cached !== undefined) return cached;
    const centreId = await readClassCentre(db, classId);
    if (centreId === null) return null;
    if (known.size >= CLASS_CACHE_LIMIT) known.clear();
    known.set(classId, centreId);
    return centreId;
  };
}

/** A class of the principal's centre they may work in, or 404 (another centre's, another teacher's, or none). */
export async function resolveClass(db: DbOrTx, principal: Principal, classId: number, centreOfClass: ClassCentreLookup = readClassCentre): Promise<void> {
  const centreId = await centreOfClass(db, classId);
  if (centreId !== principal.centreId || !mayWorkInClass(principal, classId)) throw notFound(recordLocators.class.notFoundMessage);
}

/** A staff call's scope: its centre, and the class or record it names when it declares one. */
export async function resolveStaffScope(
  db: DbOrTx,
  principal: Principal,
  scope: Scope | undefined,
  input: Input,
  centreOfClass: ClassCentreLookup = readClassCentre,
): Promise<RequestScope> {
  const base: RequestScope = { centreId: principal.centreId, classId: null, child: null };
  if (!scope || scope.kind === 'centre' || scope.kind === 'child') return base;
  if (scope.kind === 'class') {
    const classId = idFrom(input, scope, DEFAULT_KEY.class);
    // validation has run: a missing classId means the schema made it optional, which means "every class" (admins only)
    if (classId === null) {
      if (!isStaffAdmin(principal.role)) throw new AppError('FORBIDDEN');
      return base;
    }
    await resolveClass(db, principal, classId, centreOfClass);
    return { ...base, classId };
  }
  const locator = recordLocators[scope.record];
  const id = idFrom(input, scope, DEFAULT_KEY.record);
  if (id === null) throw notFound(locator.notFoundMessage);
  const classColumn = locator.classOf ? sql`${locator.classOf}` : sql`null::integer`;
  const [row] = (await db
    .select({ classId: sql<number | null>`${classColumn}` })
    .from(locator.table)
    .where(and(sql`${locator.id} = ${id}`, locator.centreMatches(principal.centreId)))
    .limit(1)) as { classId: number | null }[];
  if (!row) throw notFound(locator.notFoundMessage);
  const reachable =
    locator.teacherNeedsClass === 'always' ? mayReachClassRecord(principal, row.classId) : row.classId === null || mayReachClassRecord(principal, row.classId);
  if (!reachable) throw notFound(locator.notFoundMessage);
  return { ...base, classId: row.classId };
}

/** A family call's scope: the parent's own child it names (404 otherwise), in that child's centre. */
export async function resolveFamilyScope(db: DbOrTx, family: FamilyPrincipal, scope: Scope | undefined, input: Input): Promise<RequestScope | null> {
  if (!scope || scope.kind !== 'child') return null;
  const childCode = idFrom(input, scope, DEFAULT_KEY.child);
  const child = childCode === null ? undefined : await findOwnChild(db, family.pno, childCode);
  if (!child) throw notFound(FAMILY_CHILD_NOT_FOUND_MESSAGE);
  return { centreId: child.centreId, classId: child.classId, child };
}
