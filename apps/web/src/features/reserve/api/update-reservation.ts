import type { Reservation, ReservationInput } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** PUT /api/v2/reserve/{id}: edits an open reservation. */
export function updateReservation({ id, body }: { id: number; body: ReservationInput }): Promise<Reservation> {
  return apiPut<Reservation>(`/api/v2/reserve/${id}`, body);
}

export const useUpdateReservation = () => useReservationMutation(updateReservation, { showErrors: false });
