import {
  REHOME_CLOSED_MESSAGE,
  REHOME_END_BEFORE_CHECK_MESSAGE,
  REHOME_OVERRIDE_REQUIRED_MESSAGE,
  canTransitionRehome,
  type EndRehomeBody,
  type Rehome,
  type RehomeActionBody,
  type RehomePage,
  type RehomeSearchQuery,
  type RehomeStatus,
  type StopRehomeBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { transitionStoryRecord, type StoryRecordKind } from '../../lib/story-record';
import { rehomeRepository as repo, type NewRehomeRow, type PickupPersonRow, type RehomeRow, type RehomeUpdate } from './rehome.repository';
import { toRehome, toRehomeListItem, type PickupCheck } from './rehome.presenter';

const NOT_FOUND_MESSAGE = '귀가동의서를 찾을 수 없습니다.';
const SUBJECT = 'rehome_record';

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

export async function listRehome(ctx: ServiceContext, classId: number, query: RehomeSearchQuery): Promise<RehomePage> {
  const day = ctx.today();
  const { rows, total } = await repo.search(ctx.db, classId, query, day);
  const persons = await repo.pickupPersonsOf(ctx.db, rows.map((r) => r.childId));
  const items = rows.map((row) => toRehomeListItem(row, pickupCheck(row.pickupName, persons.filter((p) => p.childId === row.childId)), day));
  return toPage(items, query, total);
}

async function loadRehome(db: DbOrTx, classId: number, id: number, day: string): Promise<Rehome> {
  const row = await repo.findDetail(db, classId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toRehome(row, await pickupOf(db, row.childId, row.pickupName), day);
}

/** A record of another class is "not found" for this class (the caller's class access was checked by the route). */
export async function getRehome(ctx: ServiceContext, classId: number, id: number): Promise<Rehome> {
  return loadRehome(ctx.db, classId, id, ctx.today());
}

/** 귀가동의서 as a story record: the shared lock → status rule → audit workflow (lib/story-record.ts). */
const rehomeRecord: StoryRecordKind<RehomeStatus, RehomeRow, RehomeUpdate, Rehome> = {
  subject: SUBJECT,
  notFoundMessage: NOT_FOUND_MESSAGE,
  lockInClass: repo.lockInClass,
  update: repo.update,
  load: loadRehome,
  canTransition: canTransitionRehome,
};

const refOf = (body: RehomeActionBody) => ({ classId: body.classId, id: body.rehomeId });

/** The teacher confirmed the consent: REQUESTED → CHECKED; again changes nothing; closed records refuse. */
export function checkRehome(ctx: ServiceContext, body: RehomeActionBody): Promise<Rehome> {
  return transitionStoryRecord(ctx, rehomeRecord, refOf(body), {
    to: 'CHECKED',
    idempotent: true,
    refusal: () => REHOME_CLOSED_MESSAGE,
    action: 'REHOME_CHECKED',
    apply: (_row, { actor, now }) => ({ values: { checkedBy: actor.tno, checkedAt: now } }),
  });
}

/**
 * The child was handed over (time and teacher recorded): CHECKED → ENDED. A pickup person the child's record does
 * not authorise needs `override.reason`; the override is audit-logged on its own.
 */
export function endRehome(ctx: ServiceContext, body: EndRehomeBody): Promise<Rehome> {
  return transitionStoryRecord(ctx, rehomeRecord, refOf(body), {
    to: 'ENDED',
    refusal: (from) => (from === 'REQUESTED' ? REHOME_END_BEFORE_CHECK_MESSAGE : REHOME_CLOSED_MESSAGE),
    action: 'REHOME_ENDED',
    apply: async (row, { tx, actor, now }) => {
      const pickup = await pickupOf(tx, row.childId, row.pickupName);
      const override = pickup.authorised ? undefined : body.override;
      if (!pickup.authorised && !override) throw invalid('override.reason', REHOME_OVERRIDE_REQUIRED_MESSAGE);
      if (override) {
        await writeAudit(tx, ctx, {
          action: 'REHOME_OVERRIDE',
          subjectType: SUBJECT,
          subjectId: row.id,
          detail: { classId: row.classId, childId: row.childId, pickupRegistered: pickup.registered, reason: override.reason },
        });
      }
      return {
        values: { endedBy: actor.tno, endedAt: now, handedOverAt: now, overrideReason: override?.reason ?? '' },
        detail: { handedOverAt: now.toISOString(), overridden: override !== undefined },
      };
    },
  });
}

/** Cancelled (before the hand-over): REQUESTED | CHECKED → STOPPED, with an optional reason. */
export function stopRehome(ctx: ServiceContext, body: StopRehomeBody): Promise<Rehome> {
  return transitionStoryRecord(ctx, rehomeRecord, refOf(body), {
    to: 'STOPPED',
    refusal: () => REHOME_CLOSED_MESSAGE,
    action: 'REHOME_STOPPED',
    apply: (row, { actor, now }) => ({
      values: { stoppedBy: actor.tno, stoppedAt: now, ...(body.reason ? { teacherNote: body.reason } : {}) },
      detail: { from: row.status, ...(body.reason ? { reason: body.reason } : {}) },
    }),
  });
}

/**
 * A consent enters here (the parent app through rehome-family.service.ts, the seed and the tests).
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
    stoppedByParentId: null,
    overrideReason: '',
  });
}
