import type { Reservation } from '@kg/contract';
import type { ReservationViewRow } from './reserve.repository';

/** Row → the contract's reservation, field by field. */
export function toReservation(row: ReservationViewRow): Reservation {
  return {
    reservationId: row.id,
    familyName: row.familyName,
    phone: row.phone,
    childName: row.childName,
    childBirthDate: row.childBirthDate,
    kind: row.kind,
    wishedDate: row.wishedDate,
    wishedTime: row.wishedTime,
    memo: row.memo,
    status: row.status,
    staffNote: row.staffNote,
    handledByName: row.handledByName,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
