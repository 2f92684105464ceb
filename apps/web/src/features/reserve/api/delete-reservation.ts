import { reserveEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

export function deleteReservation(id: number) {
  return call(reserveEndpoints.delete, { params: { id } });
}

export const useDeleteReservation = () => useReservationMutation(deleteReservation);
