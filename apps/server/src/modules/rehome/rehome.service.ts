import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REHOME_CLOSED_MESSAGE,
  REHOME_END_BEFORE_CHECK_MESSAGE,
  REHOME_OVERRIDE_REQUIRED_MESSAGE,
  canTransitionRehome,
  totalPages,
  type EndRehomeBody,
  type Rehome,
  type RehomeActionBody,
  type RehomePage,
  type RehomeSearchQuery,
  type StopRehomeBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { assertClassAccess, requirePrincipal } from '../../plugins/access';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '@kg/contract';
import { rehomeRepository as repo, type NewRehomeRow, type PickupPersonRow, type RehomeRow } from './rehome.repository';
import { toRehome, toRehomeListItem, type PickupCheck } from './rehome.presenter';

const NOT_FOUND_MESSAGE = '귀가동의서를 찾을 수 없습니다.';
const SUBJECT = 'rehome_record';

const today = (app: FastifyInstance) => todayIn(app.config.timeZone);
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * Whether the child's record lets this person take the child home. A person the record bars (authorised = false)
 * wins over a namesake it allows; a person the record does not name at all is not authorised either.
 */
export function pickupCheck(pickupName: string, persons: PickupPersonRow[]): PickupCheck {
  const named = persons.filter((p) => sameName(p.name, pickupName));
  const barred = named.find((p) => !p.authorised);
  if (barred) return { registered: true, authorised: false, note: barred.note };
  const allowed = named.find((p) => p.authorised);
  if (allowed) return { registered: true, authorised: true, note: allowed.note };
  return { registered: false, authorised: false, note: '' };
}

async function pickupOf(db: DbOrTx, childId: number, pickupName: string): Promise<PickupCheck> {
  return pickupCheck(pickupName, await repo.pickupPersonsOf(db, [childId]));
}

export async function listRehome(app: FastifyInstance, classId: number, query: RehomeSearchQuery): Promise<RehomePage> {
  const day = today(app);
  const { rows, total } = await repo.search(app.db, classId, query, day);
  const persons = await repo.pickupPersonsOf(app.db, rows.map((r) => r.childId));
  return {
    items: rows.map((row) =>
      toRehomeListItem(row, pickupCheck(row.pickupName, persons.filter((p) => p.childId === row.childId)), day),
    ),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

async function loadRehome(db: DbOrTx, classId: number, id: number, day: string): Promise<Rehome> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toRehome(row, await pickupOf(db, row.childId, row.pickupName), day);
}

/** A record of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getRehome(app: FastifyInstance, classId: number, id: number): Promise<Rehome> {
  return loadRehome(app.db, classId, id, today(app));
}

async function lockForChange(tx: DbOrTx, request: FastifyRequest, body: RehomeActionBody): Promise<RehomeRow> {
  assertClassAccess(requirePrincipal(request), body.classId);
  const row = await repo.lockInClass(tx, body.classId, body.rehomeId);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The teacher confirmed the consent: REQUESTED → CHECKED; again changes nothing; closed records refuse. */
export async function checkRehome(app: FastifyInstance, request: FastifyRequest, body: RehomeActionBody): Promise<Rehome> {
  const principal = requirePrincipal(request);
  const day = today(app);
  return app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, request, body);
    if (row.status !== 'CHECKED') {
      if (!canTransitionRehome(row.status, 'CHECKED')) throw conflict(REHOME_CLOSED_MESSAGE);
      const now = new Date();
      await repo.update(tx, row.id, { status: 'CHECKED', checkedBy: principal.tno, checkedAt: now, updatedAt: now });
      await writeAudit(tx, request, { action: 'REHOME_CHECKED', subjectType: SUBJECT, subjectId: row.id, detail: { classId: row.classId } });
    }
    return loadRehome(tx, body.classId, row.id, day);
  });
}

/**
 * The child was handed over (time and teacher recorded): CHECKED → ENDED. A pickup person the child's record does
 * not authorise needs `override.reason`; the override is audit-logged on its own.
 */
export async function endRehome(app: FastifyInstance, request: FastifyRequest, body: EndRehomeBody): Promise<Rehome> {
  const principal = requirePrincipal(request);
  const day = today(app);
  return app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, request, body);
    if (!canTransitionRehome(row.status, 'ENDED')) {
      throw conflict(row.status === 'REQUESTED' ? REHOME_END_BEFORE_CHECK_MESSAGE : REHOME_CLOSED_MESSAGE);
    }
    const pickup = await pickupOf(tx, row.childId, row.pickupName);
    const overridden = !pickup.authorised;
    if (overridden && !body.override) throw invalid('override.reason', REHOME_OVERRIDE_REQUIRED_MESSAGE);
    const now = new Date();
    await repo.update(tx, row.id, {
      status: 'ENDED',
      endedBy: principal.tno,
      endedAt: now,
      handedOverAt: now,
      overrideReason: overridden ? body.override!.reason : '',
      updatedAt: now,
    });
    await writeAudit(tx, request, {
      action: 'REHOME_ENDED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, handedOverAt: now.toISOString(), overridden },
    });
    if (overridden) {
      await writeAudit(tx, request, {
        action: 'REHOME_OVERRIDE',
        subjectType: SUBJECT,
        subjectId: row.id,
        detail: { classId: row.classId, childId: row.childId, pickupRegistered: pickup.registered, reason: body.override!.reason },
      });
    }
    return loadRehome(tx, body.classId, row.id, day);
  });
}

/** Cancelled (before the hand-over): REQUESTED | CHECKED → STOPPED, with an optional reason. */
export async function stopRehome(app: FastifyInstance, request: FastifyRequest, body: StopRehomeBody): Promise<Rehome> {
  const principal = requirePrincipal(request);
  const day = today(app);
  return app.db.transaction(async (tx) => {
    const row = await lockForChange(tx, request, body);
    if (!canTransitionRehome(row.status, 'STOPPED')) throw conflict(REHOME_CLOSED_MESSAGE);
    const now = new Date();
    await repo.update(tx, row.id, {
      status: 'STOPPED',
      stoppedBy: principal.tno,
      stoppedAt: now,
      ...(body.reason ? { teacherNote: body.reason } : {}),
      updatedAt: now,
    });
    await writeAudit(tx, request, {
      action: 'REHOME_STOPPED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: row.classId, from: row.status, ...(body.reason ? { reason: body.reason } : {}) },
    });
    return loadRehome(tx, body.classId, row.id, day);
  });
}

/**
 * A parent's consent enters here (the parent side does not exist yet: the seed and the tests use it).
 * Status and teacher fields start empty whatever `values` says.
 */
export async function createRehomeRecord(db: DbOrTx, values: NewRehomeRow): Promise<RehomeRow> {
  return repo.create(db, {
    ...values,
    status: 'REQUESTED',
    checkedBy: null,
    checkedAt: null,
    endedBy: null,
    endedAt: null,
    handedOverAt: null,
    stoppedBy: null,
    stoppedAt: null,
    overrideReason: '',
  });
}
