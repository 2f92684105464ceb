import { canParentStopRehome, type FamilyPickupPerson, type FamilyRehome, type FamilyRehomeListItem, type Rehome, type RehomeListItem } from '@kg/contract';
import type { AuthorisedPickupRow, RehomeDetailRow, RehomeListRow } from './rehome.repository';

/** What the child's record says about the pickup person (see pickupCheck in the service). */
export type PickupCheck = { registered: boolean; authorised: boolean; note: string };

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Row → list item, field by field (nothing else leaves the server). */
export function toRehomeListItem(row: RehomeListRow, pickup: PickupCheck, today: string): RehomeListItem {
  return {
    rehomeId: row.id,
    classId: row.classId,
    childCode: row.childId,
    childName: row.childName,
    rehomeDate: row.rehomeDate,
    rehomeTime: row.rehomeTime,
    pickupName: row.pickupName,
    relation: row.relation,
    phone: row.phone,
    method: row.method,
    status: row.status,
    pickupAuthorised: pickup.authorised,
    stoppedByParent: row.stoppedByParentId !== null,
    isToday: row.rehomeDate === today,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRehome(row: RehomeDetailRow, pickup: PickupCheck, today: string): Rehome {
  return {
    ...toRehomeListItem(row, pickup, today),
    className: row.className,
    parentNote: row.parentNote,
    emergencyPhone: row.emergencyPhone,
    requestedByName: row.requestedByName,
    requestedByRelation: row.requestedByRelation,
    pickupRegistered: pickup.registered,
    pickupNote: pickup.note,
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    endedByName: row.endedByName,
    endedAt: iso(row.endedAt),
    handedOverAt: iso(row.handedOverAt),
    stoppedByName: row.stoppedByName,
    stoppedAt: iso(row.stoppedAt),
    overrideReason: row.overrideReason,
    teacherNote: row.teacherNote,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Row → the parent app's list item (no class, no other child, nothing of the record's override). */
export function toFamilyRehomeListItem(row: RehomeListRow, pickup: PickupCheck, today: string): FamilyRehomeListItem {
  return {
    rehomeId: row.id,
    childCode: row.childId,
    rehomeDate: row.rehomeDate,
    rehomeTime: row.rehomeTime,
    pickupName: row.pickupName,
    relation: row.relation,
    phone: row.phone,
    method: row.method,
    status: row.status,
    pickupAuthorised: pickup.authorised,
    isToday: row.rehomeDate === today,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the parent sees of their consent: checked, handed over (time, teacher) or cancelled (by them or the centre). */
export function toFamilyRehome(row: RehomeDetailRow, pickup: PickupCheck, today: string): FamilyRehome {
  return {
    ...toFamilyRehomeListItem(row, pickup, today),
    className: row.className,
    emergencyPhone: row.emergencyPhone,
    parentNote: row.parentNote,
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt),
    endedByName: row.endedByName,
    handedOverAt: iso(row.handedOverAt),
    stoppedByParent: row.stoppedByParentId !== null,
    stoppedByName: row.stoppedByParentId !== null ? null : row.stoppedByName,
    stoppedAt: iso(row.stoppedAt),
    stopReason: row.status === 'STOPPED' && row.stoppedByParentId === null ? row.teacherNote : '',
    canCancel: canParentStopRehome(row.status),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFamilyPickupPerson(row: AuthorisedPickupRow): FamilyPickupPerson {
  return { pickupPersonId: row.id, name: row.name, relation: row.relation, phone: row.phone };
}
