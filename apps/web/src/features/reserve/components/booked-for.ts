import type { Reservation } from '@kg/contract';
import { formatDay } from '@/lib/format-date';

/** '2026-11-25 (수) 10:30' — the day and time the family booked (the drawer and the status confirm). */
export const bookedFor = (reservation: Pick<Reservation, 'wishedDate' | 'wishedTime'>): string =>
  [formatDay(reservation.wishedDate), reservation.wishedTime].filter(Boolean).join(' ');
