import type { ChangeReservationStatusInput, Reservation } from '@kg/contract';
import { apiPut } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** PUT /api/v2/reserve/{id}/status: 확정 / 완료 / 취소 with the staff note. */
export function changeReservationStatus({ id, body }: { id: number; body: ChangeReservationStatusInput }): Promise<Reservation> {
  return apiPut<Reservation>(`/api/v2/reserve/${id}/status`, body);
}

export const useChangeReservationStatus = () => useReservationMutation(changeReservationStatus);
