import { reserveEndpoints, type ChangeReservationStatusInput } from '@kg/contract';
import { call } from '@/api/client';
import { useReservationMutation } from './use-reservation-mutation';

/** 확정 / 완료 / 취소 with the staff note. */
export function changeReservationStatus({ id, body }: { id: number; body: ChangeReservationStatusInput }) {
  return call(reserveEndpoints.changeStatus, { params: { id }, body });
}

export const useChangeReservationStatus = () => useReservationMutation(changeReservationStatus);
