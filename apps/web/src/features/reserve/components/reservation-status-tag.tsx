import { Tag } from 'antd';
import { reservationKindLabels, reservationStatusLabels, type ReservationKind, type ReservationStatus } from '@kg/contract';

export const reservationStatusColors: Record<ReservationStatus, string> = { REQUESTED: 'orange', CONFIRMED: 'blue', DONE: 'green', CANCELLED: 'default' };

/** 신청 (needs a call back) · 확정 · 완료 · 취소 */
export function ReservationStatusTag({ status }: { status: ReservationStatus }) {
  return (
    <Tag color={reservationStatusColors[status]} className="status-tag">
      {reservationStatusLabels[status]}
    </Tag>
  );
}

export function ReservationKindTag({ kind }: { kind: ReservationKind }) {
  return <Tag color={kind === 'visit' ? 'purple' : 'cyan'}>{reservationKindLabels[kind]}</Tag>;
}
