import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_TIME_ZONE, FAMILY_XSRF_COOKIE, XSRF_COOKIE, familyEndpoints, type MedicineItem, type Role } from '@kg/contract';
import type { DbOrTx } from '../db/client';
import { eq } from 'drizzle-orm';
import { childPickupPersons, children, classes, medicineRequests, rehomeRecords, staffAccounts, teachers } from '../db/schema/index';
import { CENTRE_A } from './centres';
import { medicineRepository } from '../modules/medicine/medicine.repository';
import { rehomeRepository } from '../modules/rehome/rehome.repository';
import { hashPassword } from '../lib/password';
import { todayIn } from '@kg/contract';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export async function createClass(db: DbOrTx, values: { name?: string; color?: string; centreId?: number } = {}) {
  const [row] = await db
    .insert(classes)
    .values({ centreId: values.centreId ?? CENTRE_A, name: values.name ?? `해바라기반-${next()}`, color: values.color ?? '#ffd6a5' })
    .returning();
  return row;
}

export type TeacherFactoryOptions = {
  role?: Role;
  classId?: number | null;
  password?: string;
  active?: boolean;
  loginId?: string;
  name?: string;
  mustChangePassword?: boolean;
  /** the centre of the membership (centre 1 unless told) */
  centreId?: number;
};

/**
 * Inserts a staff login (argon2id hash) and its membership of one centre (docs/decisions/017); returns the
 * membership with the login's fields beside it, and the plain password.
 */
export async function createTeacher(db: DbOrTx, options: TeacherFactoryOptions = {}) {
  const password = options.password ?? `Pw-${crypto.randomBytes(6).toString('hex')}!`;
  const [account] = await db
    .insert(staffAccounts)
    .values({
      loginId: options.loginId ?? `t${next()}`,
      passwordHash: await hashPassword(password),
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .returning();
  const teacher = await addMembership(db, account.id, options);
  return { teacher: { ...teacher, loginId: account.loginId, mustChangePassword: account.mustChangePassword }, password };
}

/** Another membership of an existing staff login (a manager who works at two centres). */
export async function addMembership(db: DbOrTx, accountId: number, options: Omit<TeacherFactoryOptions, 'password' | 'loginId' | 'mustChangePassword'> = {}) {
  const [teacher] = await db
    .insert(teachers)
    .values({
      accountId,
      centreId: options.centreId ?? CENTRE_A,
      name: options.name ?? '김선생',
      role: options.role ?? 'ROLE_TEACHER',
      classId: options.classId ?? null,
      active: options.active ?? true,
    })
    .returning();
  return teacher;
}

// ------------------------------------------------------------------------------------------ cookie jar for inject

/** Cookies a browser would hold, updated from responses (Max-Age=0 / past Expires delete). */
export class CookieJar {
  readonly values: Record<string, string> = {};

  /** `xsrfCookie`: FXSRF-TOKEN for a parent-app browser (its calls carry that token). */
  constructor(
    initial: Record<string, string> = {},
    readonly xsrfCookie: string = XSRF_COOKIE,
  ) {
    Object.assign(this.values, initial);
  }

  update(res: LightMyRequestResponse): this {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (gone) delete this.values[c.name];
      else this.values[c.name] = c.value;
    }
    return this;
  }

  get xsrf(): string | undefined {
    return this.values[this.xsrfCookie];
  }

  /** Options for app.inject: the cookies plus the X-XSRF-TOKEN header copied from the cookie (what axios does). */
  request(headers: Record<string, string> = {}) {
    return {
      cookies: { ...this.values },
      headers: { ...(this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}), ...headers },
    };
  }
}

/** A fresh browser: GET /api/v2/me (401) hands out the anonymous XSRF cookie. */
export async function anonymousJar(app: FastifyInstance): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.update(await app.inject({ method: 'GET', url: '/api/v2/me' }));
  return jar;
}

/** A fresh parent-app browser: GET /api/v2/family/session (null) hands out the anonymous family XSRF cookie. */
export async function anonymousFamilyJar(app: FastifyInstance): Promise<CookieJar> {
  const jar = new CookieJar({}, FAMILY_XSRF_COOKIE);
  jar.update(await app.inject({ method: 'GET', url: familyEndpoints.session.path }));
  return jar;
}

/** Signs in to the parent app through POST /api/v2/family/login; the jar then holds FAT (+FRT) and the FXSRF token. */
export async function familySignIn(
  app: FastifyInstance,
  loginId: string,
  password: string,
  options: { rememberMe?: boolean; remoteAddress?: string } = {},
) {
  const jar = await anonymousFamilyJar(app);
  const res = await app.inject({
    method: 'POST',
    url: familyEndpoints.login.path,
    payload: { loginId, passwd: password, rememberMe: options.rememberMe ?? false },
    remoteAddress: options.remoteAddress,
    ...jar.request(),
  });
  if (res.statusCode !== 200) throw new Error(`familySignIn(${loginId}) failed: ${res.statusCode} ${res.body}`);
  jar.update(res);
  return { jar, res };
}

/** Signs in through POST /api/v2/login like the SPA does; the jar then holds AT (+RT) and the session's XSRF token. */
export async function signIn(
  app: FastifyInstance,
  loginId: string,
  password: string,
  options: { rememberMe?: boolean; remoteAddress?: string } = {},
) {
  const jar = await anonymousJar(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/login',
    payload: { teacherId: loginId, passwd: password, rememberMe: options.rememberMe ?? false },
    remoteAddress: options.remoteAddress,
    ...jar.request(),
  });
  if (res.statusCode !== 200) throw new Error(`signIn(${loginId}) failed: ${res.statusCode} ${res.body}`);
  jar.update(res);
  return { jar, res };
}

// ------------------------------------------------------------------------------------------ class story (medicine, rehome)

export type ChildFactoryOptions = {
  classId?: number | null;
  name?: string;
  birthDate?: string;
  gender?: 'M' | 'F';
  status?: 'active' | 'pause' | 'stop' | 'graduate';
  /** 입소일 (none unless told) */
  admissionDate?: string | null;
  /** pickup people on the child's record (귀가 인수자) */
  pickups?: { name: string; relation?: string; phone?: string; authorised?: boolean; note?: string }[];
  /** the child's centre: its class's, else centre 1 */
  centreId?: number;
};

/** Inserts a child (creating a class when classId is not given) and its pickup people. */
export async function createChild(db: DbOrTx, options: ChildFactoryOptions = {}) {
  const classId = options.classId === undefined ? (await createClass(db, { centreId: options.centreId })).id : options.classId;
  const centreId =
    options.centreId ?? (classId === null ? CENTRE_A : (await db.select({ centreId: classes.centreId }).from(classes).where(eq(classes.id, classId)))[0].centreId);
  const [child] = await db
    .insert(children)
    .values({
      centreId,
      name: options.name ?? '김하늘',
      birthDate: options.birthDate ?? '2021-05-05',
      gender: options.gender ?? 'F',
      classId,
      status: options.status ?? 'active',
      admissionDate: options.admissionDate ?? null,
    })
    .returning();
  for (const p of options.pickups ?? []) {
    await db.insert(childPickupPersons).values({
      childId: child.id,
      name: p.name,
      relation: p.relation ?? '모',
      phone: p.phone ?? '010-1234-5678',
      authorised: p.authorised ?? true,
      note: p.note ?? '',
    });
  }
  return child;
}

/** Today in Asia/Seoul (the tests' centre zone), yyyy-MM-dd. */
export function seoulToday(): string {
  return todayIn(DEFAULT_TIME_ZONE);
}

/** The medicine a test request holds unless told (해열제 시럽, refrigerated). */
export const DEFAULT_TEST_MEDICINE: MedicineItem = { medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' };

/**
 * A medicine request as a parent would send it (through the repository), creating the child and its class when
 * missing. Overrides may set any column, e.g. a status for state-machine tests, and `medicines` (each filled up
 * from DEFAULT_TEST_MEDICINE; one by default).
 */
export async function buildMedicineRequest(
  db: DbOrTx,
  { medicines, ...overrides }: Partial<typeof medicineRequests.$inferInsert> & { medicines?: Partial<MedicineItem>[] } = {},
) {
  const childId = overrides.childId ?? (await createChild(db, { classId: overrides.classId })).id;
  const classId = overrides.classId ?? (await db.select({ classId: children.classId }).from(children).where(eq(children.id, childId)))[0].classId!;
  return medicineRepository.create(
    db,
    {
      requestDate: seoulToday(),
      symptom: '콧물, 기침',
      parentNote: '낮잠 전에 먹여 주세요.',
      ...overrides,
      classId,
      childId,
    },
    (medicines ?? [{}]).map((m) => ({ ...DEFAULT_TEST_MEDICINE, ...m })),
  );
}

/**
 * A re-home record as a parent would send it (through the repository), creating the child (with the pickup person
 * authorised on its record) and its class when missing.
 */
export async function buildRehomeRecord(db: DbOrTx, overrides: Partial<typeof rehomeRecords.$inferInsert> = {}) {
  const pickupName = overrides.pickupName ?? '김엄마';
  const childId =
    overrides.childId ?? (await createChild(db, { classId: overrides.classId, pickups: [{ name: pickupName, relation: '모' }] })).id;
  const classId = overrides.classId ?? (await db.select({ classId: children.classId }).from(children).where(eq(children.id, childId)))[0].classId!;
  return rehomeRepository.create(db, {
    rehomeDate: seoulToday(),
    rehomeTime: '16:30',
    pickupName,
    relation: '모',
    phone: '010-1234-5678',
    method: 'walk',
    parentNote: '할머니 댁에 들렀다 갑니다.',
    ...overrides,
    classId,
    childId,
  });
}
