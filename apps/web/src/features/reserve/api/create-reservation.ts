import { reserveEndpoints, type ReservationInput } from '@kg/contract';
import { call } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** A new reservation, starting as 신청. */
export function createReservation(body: ReservationInput) {
  return call(reserveEndpoints.create, { body });
}

export const useCreateReservation = () => useReservationMutation(createReservation, { showErrors: false });
