import type { Rehome, RehomeListItem } from '@kg/contract';
import type { RehomeDetailRow, RehomeListRow } from './rehome.repository';

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
    isToday: row.rehomeDate === today,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRehome(row: RehomeDetailRow, pickup: PickupCheck, today: string): Rehome {
  return {
    ...toRehomeListItem(row, pickup, today),
    className: row.className,
    parentNote: row.parentNote,
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
