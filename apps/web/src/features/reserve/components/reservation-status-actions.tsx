import { useState } from 'react';
import { Button, Input } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  nextReservationStatuses,
  reservationKindLabels,
  reservationStatusLabels,
  type ChangeReservationStatusBody,
  type Reservation,
  type ReservationStatus,
} from '@kg/contract';
import { reserveKo } from '@/i18n/domains/reserve';
import { useUiStore } from '@/stores/ui';
import { useChangeReservationStatus } from '../api/change-reservation-status';
import { useDeleteReservation } from '../api/delete-reservation';
import { bookedFor } from './booked-for';

const t = reserveKo;
type MoveTo = ChangeReservationStatusBody['status'];
const buttonLabels: Partial<Record<ReservationStatus, string>> = { CONFIRMED: t.confirm, DONE: t.done, CANCELLED: t.cancel };

export type ReservationStatusActionsProps = {
  reservation: Reservation;
  onChanged: (reservation: Reservation) => void;
  onDeleted: () => void;
};

/** 확정 / 완료 / 취소 (only the moves the contract allows) with a staff note, and 삭제 — each after the confirm dialog. */
export function ReservationStatusActions({ reservation, onChanged, onDeleted }: ReservationStatusActionsProps) {
  const [staffNote, setStaffNote] = useState('');
  const change = useChangeReservationStatus();
  const remove = useDeleteReservation();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const next = nextReservationStatuses(reservation.status);

  const booking = t.booking(reservation.familyName, bookedFor(reservation), reservationKindLabels[reservation.kind]);

  const handleStatus = (status: ReservationStatus) => {
    const label = reservationStatusLabels[status];
    const wording = t.statusConfirm[status as MoveTo];
    const options = { title: wording.title, okText: wording.action, cancelText: t.goBack, danger: status === 'CANCELLED' };
    openConfirm(wording.message(booking), () =>
      change.mutate(
        { id: reservation.reservationId, body: { status: status as MoveTo, staffNote: staffNote.trim() } },
        {
          onSuccess: (saved) => {
            setStaffNote('');
            showAlert(t.statusChanged(label), 'success');
            onChanged(saved);
          },
        },
      ),
      options,
    );
  };

  const handleDelete = () =>
    openConfirm(
      t.confirmDelete(reservation.familyName),
      () =>
        remove.mutate(reservation.reservationId, {
          onSuccess: () => {
            showAlert(t.deleted, 'success');
            onDeleted();
          },
        }),
      { title: t.confirmDeleteTitle, okText: t.deleteAction, cancelText: t.goBack, danger: true },
    );

  return (
    <section className="record-section" aria-labelledby="reservation-status">
      <h3 id="reservation-status" className="record-section-title">
        {t.status}
      </h3>
      {next.length > 0 && (
        <div className="form-field">
          <label htmlFor="reservation-staff-note">{t.staffNote}</label>
          <Input.TextArea
            id="reservation-staff-note"
            value={staffNote}
            onChange={(event) => setStaffNote(event.target.value)}
            placeholder={t.staffNotePlaceholder}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
          />
        </div>
      )}
      <div className="record-actions">
        {next.map((status) => (
          <Button
            key={status}
            size="large"
            type={status === 'CANCELLED' ? 'default' : 'primary'}
            danger={status === 'CANCELLED'}
            loading={change.isPending && change.variables?.body.status === status}
            onClick={() => handleStatus(status)}
          >
            {buttonLabels[status]}
          </Button>
        ))}
        <Button size="large" icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
          {t.delete}
        </Button>
      </div>
    </section>
  );
}
