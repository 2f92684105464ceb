import { reserveEndpoints, type ReservationInput } from '@kg/contract';
import { call } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** Edits an open reservation. */
export function updateReservation({ id, body }: { id: number; body: ReservationInput }) {
  return call(reserveEndpoints.update, { params: { id }, body });
}

export const useUpdateReservation = () => useReservationMutation(updateReservation, { showErrors: false });
