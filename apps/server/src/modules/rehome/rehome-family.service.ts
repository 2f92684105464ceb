import {
  REHOME_PARENT_ENDED_MESSAGE,
  REHOME_REQUEST_MESSAGES,
  rehomeRequestWindow,
  type CancelFamilyRehomeBody,
  type CreateFamilyRehomeBody,
  type FamilyPickupPerson,
  type FamilyRehome,
  type FamilyRehomeListQuery,
  type FamilyRehomePage,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireFamily, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { ownChild, ownEnrolledChild } from '../family/family-children';
import { rehomeRepository as repo } from './rehome.repository';
import { toFamilyPickupPerson, toFamilyRehome, toFamilyRehomeListItem } from './rehome.presenter';
import { createRehomeRecord, pickupCheck } from './rehome.service';

/**
 * 귀가동의서 in the parent app (docs/product/rehome.md#parent-app). Every call starts with the parent's own child (404
 * otherwise); a record is looked up under that child, whatever class it was made in. Reads are audited too.
 */

const NOT_FOUND_MESSAGE = '귀가동의서를 찾을 수 없습니다.';
const SUBJECT = 'rehome_record';

async function loadFamilyRehome(db: DbOrTx, childId: number, id: number, today: string): Promise<FamilyRehome> {
  const row = await repo.findDetailOfChild(db, childId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toFamilyRehome(row, pickupCheck(row.pickupName, await repo.pickupPersonsOf(db, [childId])), today);
}

/** The child's authorised pickup persons (name, relation, phone) for the form. */
export async function listFamilyPickupPersons(ctx: ServiceContext): Promise<FamilyPickupPerson[]> {
  const child = ownChild(ctx);
  const rows = await repo.authorisedPickups(ctx.db, child.childCode);
  await writeAudit(ctx.db, ctx, { action: 'REHOME_PICKUPS_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { count: rows.length } });
  return rows.map(toFamilyPickupPerson);
}

export async function listFamilyRehome(ctx: ServiceContext, query: FamilyRehomeListQuery): Promise<FamilyRehomePage> {
  const child = ownChild(ctx);
  const day = ctx.today();
  const { rows, total } = await repo.listOfChild(ctx.db, child.childCode, query);
  const persons = await repo.pickupPersonsOf(ctx.db, [child.childCode]);
  await writeAudit(ctx.db, ctx, { action: 'REHOME_LIST_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { page: query.page, count: rows.length } });
  return toPage(rows.map((row) => toFamilyRehomeListItem(row, pickupCheck(row.pickupName, persons), day)), query, total);
}

export async function getFamilyRehome(ctx: ServiceContext, id: number): Promise<FamilyRehome> {
  const child = ownChild(ctx);
  const rehome = await loadFamilyRehome(ctx.db, child.childCode, id, ctx.today());
  await writeAudit(ctx.db, ctx, { action: 'REHOME_VIEWED', subjectType: SUBJECT, subjectId: id, detail: { childId: child.childCode } });
  return rehome;
}

/**
 * The parent's consent for the child's class of today. The pickup person is one the child's record authorises
 * (`pickupPersonId`, of THIS child) or a new person — who is not on the record, so the teacher sees them flagged and
 * the hand-over needs an override reason (rehome.service.ts endRehome).
 */
export async function createFamilyRehome(ctx: ServiceContext, body: CreateFamilyRehomeBody): Promise<FamilyRehome> {
  const { pno } = requireFamily(ctx);
  const child = ownEnrolledChild(ctx);
  const { first, last } = rehomeRequestWindow(ctx.today());
  if (body.rehomeDate < first || body.rehomeDate > last) throw invalid('rehomeDate', REHOME_REQUEST_MESSAGES.rehomeDateRange);
  let pickup = body.pickup;
  if (body.pickupPersonId !== undefined) {
    const listed = (await repo.authorisedPickups(ctx.db, child.childCode)).find((p) => p.id === body.pickupPersonId);
    if (!listed) throw invalid('pickupPersonId', REHOME_REQUEST_MESSAGES.pickupPerson);
    pickup = { name: listed.name, relation: listed.relation, phone: listed.phone };
  }
  if (!pickup) throw invalid('pickupPersonId', REHOME_REQUEST_MESSAGES.pickupChoice);
  const now = ctx.now();
  const person = pickup;
  return ctx.db.transaction(async (tx) => {
    const row = await createRehomeRecord(tx, {
      classId: child.classId,
      childId: child.childCode,
      rehomeDate: body.rehomeDate,
      rehomeTime: body.rehomeTime,
      pickupName: person.name,
      relation: person.relation,
      phone: person.phone,
      method: body.method,
      emergencyPhone: body.emergencyPhone,
      parentNote: body.parentNote,
      requestedByParentId: pno,
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, ctx, {
      action: 'REHOME_REQUESTED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { classId: child.classId, childId: child.childCode, rehomeDate: body.rehomeDate, listedPickup: body.pickupPersonId !== undefined },
    });
    return loadFamilyRehome(tx, child.childCode, row.id, ctx.today());
  });
}

/** REQUESTED | CHECKED → STOPPED by the parent; a cancelled one stays as it is; after the hand-over: 409. */
export async function cancelFamilyRehome(ctx: ServiceContext, body: CancelFamilyRehomeBody): Promise<FamilyRehome> {
  const { pno } = requireFamily(ctx);
  const child = ownChild(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockOfChild(tx, child.childCode, body.rehomeId);
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    if (row.status === 'ENDED') throw conflict(REHOME_PARENT_ENDED_MESSAGE);
    if (row.status !== 'STOPPED') {
      await repo.update(tx, row.id, { status: 'STOPPED', stoppedAt: now, stoppedBy: null, stoppedByParentId: pno, updatedAt: now });
      await writeAudit(tx, ctx, {
        action: 'REHOME_STOPPED',
        subjectType: SUBJECT,
        subjectId: row.id,
        detail: { classId: row.classId, childId: row.childId, from: row.status, byParent: true },
      });
    }
    return loadFamilyRehome(tx, child.childCode, row.id, ctx.today());
  });
}
