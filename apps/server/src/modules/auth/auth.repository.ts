import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/client';
import { authSessions, centres, classes, loginAttempts, refreshTokens, staffAccounts, teachers } from '../../db/schema/index';

/** How many centres the teacher's login works in (the switcher shows above one). */
const centreCount = sql<number>`(select count(*)::int from ${teachers} as "m" where "m"."account_id" = ${teachers.accountId} and "m"."active")`;

/** Session + membership (teachers row) + login + centre + class: everything a request needs, in one row. */
const authRowColumns = {
  sessionId: authSessions.id,
  teacherId: teachers.id,
  accountId: teachers.accountId,
  centreId: teachers.centreId,
  centreName: centres.name,
  organisationId: centres.organisationId,
  timeZone: centres.timeZone,
  centreCount,
  rememberMe: authSessions.rememberMe,
  createdAt: authSessions.createdAt,
  lastSeenAt: authSessions.lastSeenAt,
  revokedAt: authSessions.revokedAt,
  previousLoginAt: authSessions.previousLoginAt,
  loginId: staffAccounts.loginId,
  name: teachers.name,
  role: teachers.role,
  active: teachers.active,
  classId: teachers.classId,
  mustChangePassword: staffAccounts.mustChangePassword,
  profileFileId: teachers.profileFileId,
  className: classes.name,
  classColor: classes.color,
};

export type AuthRow = {
  sessionId: string;
  teacherId: number;
  accountId: number;
  centreId: number;
  centreName: string;
  organisationId: number;
  timeZone: string;
  centreCount: number;
  rememberMe: boolean;
  /** the sign-in that started the session: a remember-me session ends rememberMeMaxDays after it */
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  previousLoginAt: Date | null;
  loginId: string;
  name: string;
  role: 'ROLE_ADMIN' | 'ROLE_MANAGER' | 'ROLE_TEACHER';
  active: boolean;
  classId: number | null;
  mustChangePassword: boolean;
  profileFileId: number | null;
  className: string | null;
  classColor: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The per-request lookup (session + teacher + class by session id), planned once per app:
 * a named prepared statement on PostgreSQL; on PGlite a server-side PREPARE (PGlite re-plans every parameterised
 * query, which made this three-table join cost 3-4x more than the statement itself).
 */
export function prepareAuthRowQuery(database: DatabaseHandle): (sid: string) => Promise<AuthRow | undefined> {
  const query = database.db
    .select(authRowColumns)
    .from(authSessions)
    .innerJoin(teachers, eq(teachers.id, authSessions.teacherId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
    .innerJoin(centres, eq(centres.id, teachers.centreId))
    .leftJoin(classes, eq(classes.id, teachers.classId))
    .where(eq(authSessions.id, sql.placeholder('sid')));
  return prepareSessionLookup(database, 'auth_row_by_session', query, Object.keys(authRowColumns));
}

type PreparableQuery = { toSQL(): { sql: string }; prepare(name: string): { execute(values: { sid: string }): Promise<unknown> } };

/** A session-by-id select (placeholder `sid`) prepared once: see prepareAuthRowQuery; `keys` name its columns in order. */
export function prepareSessionLookup<Row>(
  database: DatabaseHandle,
  name: string,
  query: PreparableQuery,
  keys: readonly string[],
): (sid: string) => Promise<Row | undefined> {
  if (database.kind === 'pglite') return pgliteExecute<Row>(database, `kg_${name}`, query.toSQL().sql, keys);
  const prepared = query.prepare(name);
  return async (sid) => ((await prepared.execute({ sid })) as Row[]).at(0);
}

type PgliteClient = {
  exec(sql: string, options?: { rowMode?: 'array' | 'object' }): Promise<{ rows: unknown[] }[]>;
};

function pgliteExecute<Row>(database: DatabaseHandle, statement: string, selectSql: string, keys: readonly string[]) {
  const client = (database.db as unknown as { $client: PgliteClient }).$client;
  let ready: Promise<void> | null = null;
  const prepare = () =>
    (ready ??= client.exec(`prepare ${statement}(uuid) as ${selectSql}`).then(
      () => undefined,
      (error: { code?: string }) => {
        if (error.code === '42P05') return; // already prepared on this database
        ready = null;
        throw error;
      },
    ));
  const run = async (sid: string) => {
    await prepare();
    // EXECUTE takes no bind parameters; the sid is a validated UUID literal (hex digits and dashes only).
    // The simple protocol (exec) is one round trip into PGlite instead of the extended protocol's five.
    const results = await client.exec(`execute ${statement}('${sid}')`, { rowMode: 'array' });
    return (results[0]?.rows ?? []) as unknown[][];
  };
  return async (sid: string): Promise<Row | undefined> => {
    if (!UUID.test(sid)) return undefined;
    let result;
    try {
      result = await run(sid);
    } catch {
      // the plan went stale (schema changed after PREPARE): prepare again once
      await client.exec(`deallocate ${statement}`).catch(() => undefined);
      ready = null;
      result = await run(sid);
    }
    const row = result[0];
    if (!row) return undefined;
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => (out[key] = row[i]));
    return out as Row;
  };
}

export async function findAuthRow(db: DbOrTx, sid: string): Promise<AuthRow | undefined> {
  const rows = await db
    .select(authRowColumns)
    .from(authSessions)
    .innerJoin(teachers, eq(teachers.id, authSessions.teacherId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
    .innerJoin(centres, eq(centres.id, teachers.centreId))
    .leftJoin(classes, eq(classes.id, teachers.classId))
    .where(eq(authSessions.id, sid))
    .limit(1);
  return rows.at(0);
}

/**
 * The membership a sign-in starts in (docs/product/centre.md#staff): the login's active membership in `centreId` when
 * it has one there, else its first active one; a login with none active finds an inactive one (refused as disabled).
 */
export async function findTeacherForLogin(db: DbOrTx, loginId: string, centreId?: number) {
  const rows = await db
    .select({
      id: teachers.id,
      loginId: staffAccounts.loginId,
      name: teachers.name,
      role: teachers.role,
      passwordHash: staffAccounts.passwordHash,
      active: teachers.active,
      classId: teachers.classId,
      mustChangePassword: staffAccounts.mustChangePassword,
      lastLoginAt: staffAccounts.lastLoginAt,
      className: classes.name,
      classColor: classes.color,
    })
    .from(staffAccounts)
    .innerJoin(teachers, eq(teachers.accountId, staffAccounts.id))
    .innerJoin(centres, eq(centres.id, teachers.centreId))
    .leftJoin(classes, eq(classes.id, teachers.classId))
    .where(eq(staffAccounts.loginId, loginId))
    .orderBy(sql`(${teachers.active} and ${centres.active}) desc`, sql`(${teachers.centreId} = ${centreId ?? 0}) desc`, teachers.centreId)
    .limit(1);
  return rows.at(0);
}
export type LoginTeacher = NonNullable<Awaited<ReturnType<typeof findTeacherForLogin>>>;

/** Which failed attempts a throttle bucket counts (docs/decisions/006-login-throttling.md). */
export type AttemptFilter = {
  accountKey?: string;
  ip?: string;
  /** a known-device id, or null for attempts from no known device */
  deviceId?: string | null;
};

/** The newest `limit` failure times of a bucket since `since`, newest first (indexed by account or ip, then time). */
export async function recentFailureTimes(db: DbOrTx, filter: AttemptFilter, since: Date, limit: number): Promise<Date[]> {
  const conditions = [eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)];
  if (filter.accountKey !== undefined) conditions.push(eq(loginAttempts.accountKey, filter.accountKey));
  if (filter.ip !== undefined) conditions.push(eq(loginAttempts.ip, filter.ip));
  if (filter.deviceId !== undefined) {
    conditions.push(filter.deviceId === null ? isNull(loginAttempts.deviceId) : eq(loginAttempts.deviceId, filter.deviceId));
  }
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(...conditions))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export type LoginAttempt = { ip: string; accountKey: string; deviceId: string | null; succeeded: boolean; at: Date };

export async function recordLoginAttempt(db: DbOrTx, attempt: LoginAttempt) {
  await db.insert(loginAttempts).values({
    ip: attempt.ip.slice(0, 64),
    accountKey: attempt.accountKey,
    deviceId: attempt.deviceId,
    succeeded: attempt.succeeded,
    createdAt: attempt.at,
  });
}

/** Keeps the attempts table small: rows older than a day no longer count for anything. */
export async function pruneLoginAttempts(db: DbOrTx, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

export async function markLoginSuccess(db: DbOrTx, teacherId: number, now: Date) {
  await db
    .update(staffAccounts)
    .set({ lastLoginAt: now })
    .where(eq(staffAccounts.id, sql`(select ${teachers.accountId} from ${teachers} where ${teachers.id} = ${teacherId})`));
}

/** The membership of the same login in another centre, active, or undefined (a centre switch). */
export async function findSiblingMembership(db: DbOrTx, teacherId: number, centreId: number) {
  const rows = await db
    .select({ id: teachers.id, role: teachers.role })
    .from(teachers)
    .innerJoin(centres, eq(centres.id, teachers.centreId))
    .where(
      and(
        eq(teachers.centreId, centreId),
        eq(teachers.active, true),
        eq(centres.active, true),
        // "me" is the caller's own membership: its login is the one whose other centres count
        eq(teachers.accountId, sql`(select "me"."account_id" from ${teachers} as "me" where "me"."id" = ${teacherId})`),
      ),
    )
    .limit(1);
  return rows.at(0);
}

/** Every active centre the login of `accountId` works in, by name. */
export async function listMemberships(db: DbOrTx, accountId: number) {
  return db
    .select({ centreId: centres.id, centreName: centres.name, role: teachers.role, className: classes.name })
    .from(teachers)
    .innerJoin(centres, eq(centres.id, teachers.centreId))
    .leftJoin(classes, eq(classes.id, teachers.classId))
    .where(and(eq(teachers.accountId, accountId), eq(teachers.active, true), eq(centres.active, true)))
    .orderBy(centres.name, centres.id);
}

export async function createSession(
  db: DbOrTx,
  values: {
    id: string;
    owner: { teacherId: number } | { parentId: number };
    rememberMe: boolean;
    ip: string;
    userAgent: string | null;
    previousLoginAt: Date | null;
    now: Date;
  },
) {
  await db.insert(authSessions).values({
    id: values.id,
    ...values.owner,
    rememberMe: values.rememberMe,
    ip: values.ip.slice(0, 64),
    userAgent: values.userAgent ? values.userAgent.slice(0, 300) : null,
    previousLoginAt: values.previousLoginAt,
    createdAt: values.now,
    lastSeenAt: values.now,
  });
}

/** last_seen_at moves at most once a minute (the condition makes concurrent requests write once). */
export async function touchSession(db: DbOrTx, sid: string, now: Date) {
  await db
    .update(authSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(authSessions.id, sid), lt(authSessions.lastSeenAt, new Date(now.getTime() - 60_000))));
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows.at(0);
}

/** Marks the token used; false when another request used it first (a race counts as reuse). */
export async function markRefreshTokenUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends one session and its refresh-token family; true when it was still open. */
export async function revokeSession(db: DbOrTx, sid: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sid), isNull(refreshTokens.revokedAt)));
  return rows.length === 1;
}

/**
 * Ends every open session of a teacher (deactivation, password reset, role change by an admin): their next request
 * answers 401 INVALID_TOKEN. Returns the ended session ids.
 */
export function revokeTeacherSessions(db: DbOrTx, teacherId: number, reason: string, now = new Date()): Promise<string[]> {
  return revokeAccountSessions(db, { teacherId }, reason, now);
}

/** Ends every open session of one account but `keepSessionId` (a password change keeps the session that made it). */
export async function revokeAccountSessions(
  db: DbOrTx,
  owner: { teacherId: number } | { parentId: number },
  reason: string,
  now = new Date(),
  keepSessionId?: string,
): Promise<string[]> {
  const conditions = [
    'teacherId' in owner ? eq(authSessions.teacherId, owner.teacherId) : eq(authSessions.parentId, owner.parentId),
    isNull(authSessions.revokedAt),
  ];
  if (keepSessionId) conditions.push(ne(authSessions.id, keepSessionId));
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: authSessions.id });
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
  }
  return ids;
}

/** A successful sign-in forgives the failures it follows from the same source (the owner's own typos). */
export async function clearFailures(db: DbOrTx, filter: Required<Pick<AttemptFilter, 'accountKey'>> & AttemptFilter) {
  const conditions = [eq(loginAttempts.succeeded, false), eq(loginAttempts.accountKey, filter.accountKey)];
  if (filter.ip !== undefined) conditions.push(eq(loginAttempts.ip, filter.ip));
  if (filter.deviceId !== undefined) {
    conditions.push(filter.deviceId === null ? isNull(loginAttempts.deviceId) : eq(loginAttempts.deviceId, filter.deviceId));
  }
  await db.delete(loginAttempts).where(and(...conditions));
}

export async function findRefreshTokenById(db: DbOrTx, id: number) {
  const rows = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .limit(1);
  return rows.at(0);
}

