import type { Reservation, ReservationInput } from '@kg/contract';
import { apiPost } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** POST /api/v2/reserve/new: a new reservation, starting as 신청. */
export function createReservation(body: ReservationInput): Promise<Reservation> {
  return apiPost<Reservation>('/api/v2/reserve/new', body);
}

export const useCreateReservation = () => useReservationMutation(createReservation, { showErrors: false });
