import {
  RESERVATION_CLOSED_MESSAGE,
  RESERVATION_FUTURE_BIRTH_MESSAGE,
  RESERVATION_PAST_DATE_MESSAGE,
  canTransitionReservation,
  isReservationClosed,
  monthEndOf,
  reservationTransitionMessage,
  type ChangeReservationStatusBody,
  type Reservation,
  type ReservationBody,
  type ReservationCalendar,
  type ReservationPage,
  type ReservationSearchQuery,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { reserveRepository as repo, type ReservationRow } from './reserve.repository';
import { toReservation } from './reserve.presenter';

const NOT_FOUND_MESSAGE = '예약을 찾을 수 없습니다.';
const SUBJECT = 'reservation';

export async function searchReservations(ctx: ServiceContext, query: ReservationSearchQuery): Promise<ReservationPage> {
  const { rows, total } = await repo.search(ctx.db, requireCentre(ctx), query);
  return toPage(rows.map(toReservation), query, total);
}

/** The month (`yyyy-MM`) day by day, only the days with reservations. */
export async function getReservationCalendar(ctx: ServiceContext, month: string): Promise<ReservationCalendar> {
  const days = new Map<string, Reservation[]>();
  for (const row of await repo.between(ctx.db, requireCentre(ctx), `${month}-01`, monthEndOf(month))) {
    const item = toReservation(row);
    const list = days.get(item.wishedDate);
    if (list) list.push(item);
    else days.set(item.wishedDate, [item]);
  }
  return { month, days: [...days].map(([date, items]) => ({ date, items })) };
}

async function load(db: DbOrTx, id: number): Promise<Reservation> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toReservation(row);
}

export async function getReservation(ctx: ServiceContext, id: number): Promise<Reservation> {
  return load(ctx.db, id);
}

async function lockOr404(tx: DbOrTx, id: number): Promise<ReservationRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** Checks that need today: a new wished day is not in the past, a birth date not in the future. */
function checkDays(day: string, body: ReservationBody, previous?: ReservationRow): void {
  if (body.wishedDate < day && body.wishedDate !== previous?.wishedDate) throw invalid('wishedDate', RESERVATION_PAST_DATE_MESSAGE);
  if (body.childBirthDate && body.childBirthDate > day) throw invalid('childBirthDate', RESERVATION_FUTURE_BIRTH_MESSAGE);
}

const fieldsOf = (body: ReservationBody) => ({
  familyName: body.familyName,
  phone: body.phone,
  childName: body.childName,
  childBirthDate: body.childBirthDate,
  kind: body.kind,
  wishedDate: body.wishedDate,
  wishedTime: body.wishedTime,
  memo: body.memo,
});

/** A reservation the centre writes down (phone call, visit): it starts as 신청 (REQUESTED). */
export async function createReservation(ctx: ServiceContext, body: ReservationBody): Promise<Reservation> {
  checkDays(ctx.today(), body);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.create(tx, { ...fieldsOf(body), centreId: requireCentre(ctx), status: 'REQUESTED' });
    await writeAudit(tx, ctx, { action: 'RESERVATION_CREATED', subjectType: SUBJECT, subjectId: row.id, detail: { kind: row.kind, wishedDate: row.wishedDate } });
    return load(tx, row.id);
  });
}

/** Edits an open reservation (신청 or 확정); a finished or cancelled one is a record and stays as it is (409). */
export async function updateReservation(ctx: ServiceContext, id: number, body: ReservationBody): Promise<Reservation> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, id);
    if (isReservationClosed(row.status)) throw conflict(RESERVATION_CLOSED_MESSAGE);
    checkDays(ctx.today(), body, row);
    const values = fieldsOf(body);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== row[key]);
    if (changed.length > 0) {
      await repo.update(tx, row.id, { ...values, updatedAt: ctx.now() });
      await writeAudit(tx, ctx, { action: 'RESERVATION_UPDATED', subjectType: SUBJECT, subjectId: row.id, detail: { fields: changed } });
    }
    return load(tx, row.id);
  });
}

/** 확정 / 완료 / 취소 by the contract's transition rule; who handled it and when are recorded. */
export async function changeReservationStatus(ctx: ServiceContext, id: number, body: ChangeReservationStatusBody): Promise<Reservation> {
  const principal = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, id);
    if (!canTransitionReservation(row.status, body.status)) throw conflict(reservationTransitionMessage(row.status, body.status));
    const now = ctx.now();
    await repo.update(tx, row.id, {
      status: body.status,
      staffNote: body.staffNote || row.staffNote,
      handledBy: principal.tno,
      handledAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, ctx, { action: 'RESERVATION_STATUS', subjectType: SUBJECT, subjectId: row.id, detail: { from: row.status, to: body.status } });
    return load(tx, row.id);
  });
}

/** Removes a reservation and the family's contact data with it. */
export async function deleteReservation(ctx: ServiceContext, id: number): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, id);
    await repo.delete(tx, row.id);
    await writeAudit(tx, ctx, { action: 'RESERVATION_DELETED', subjectType: SUBJECT, subjectId: row.id, detail: { status: row.status } });
    return null;
  });
}
