import { apiDelete } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** DELETE /api/v2/reserve/{id}. */
export function deleteReservation(id: number): Promise<null> {
  return apiDelete<null>(`/api/v2/reserve/${id}`);
}

export const useDeleteReservation = () => useReservationMutation(deleteReservation);
