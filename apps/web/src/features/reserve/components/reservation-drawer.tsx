import { Descriptions, Drawer, Grid } from 'antd';
import { isReservationClosed, type Reservation } from '@kg/contract';
import { reserveKo } from '@/i18n/domains/reserve';
import { formatDateTime } from '@/lib/format-date';
import { bookedFor } from './booked-for';
import { ReservationForm } from './reservation-form';
import { ReservationStatusActions } from './reservation-status-actions';
import { ReservationKindTag, ReservationStatusTag } from './reservation-status-tag';

const t = reserveKo;

export type ReservationDrawerProps = {
  open: boolean;
  /** null: register a new one */
  reservation: Reservation | null;
  onChange: (reservation: Reservation) => void;
  onClose: () => void;
};

/** A reservation in a side drawer: the form (while open), the status moves and what staff noted; full width on phones. */
export function ReservationDrawer({ open, reservation, onChange, onClose }: ReservationDrawerProps) {
  const isPhone = Grid.useBreakpoint().sm === false;
  const closed = reservation ? isReservationClosed(reservation.status) : false;
  return (
    <Drawer
      open={open}
      title={reservation ? (closed ? t.detailTitle : t.editTitle) : t.createTitle}
      size={isPhone ? '100%' : 480}
      onClose={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t.close }}
    >
      {reservation && (
        <Descriptions
          size="small"
          column={1}
          bordered
          className="record-facts"
          items={[
            // who booked and for when: shown for every status (a 완료/취소 one has no form to show them)
            { key: 'booker', label: t.booker, children: t.bookerValue(reservation.familyName, reservation.phone) },
            { key: 'child', label: t.child, children: t.childValue(reservation.childName, reservation.childBirthDate) },
            { key: 'bookedFor', label: t.bookedFor, children: bookedFor(reservation) },
            { key: 'status', label: t.status, children: <ReservationStatusTag status={reservation.status} /> },
            { key: 'kind', label: t.kind, children: <ReservationKindTag kind={reservation.kind} /> },
            ...(closed ? [{ key: 'memo', label: t.memo, children: <span className="pre-line">{reservation.memo || '-'}</span> }] : []),
            { key: 'staffNote', label: t.staffNote, children: <span className="pre-line">{reservation.staffNote || '-'}</span> },
            {
              key: 'handled',
              label: t.handled,
              children: reservation.handledAt ? t.handledBy(reservation.handledByName, formatDateTime(reservation.handledAt)) : '-',
            },
            { key: 'created', label: t.createdAt, children: formatDateTime(reservation.createdAt) },
          ]}
        />
      )}
      {reservation && (
        <ReservationStatusActions reservation={reservation} onChanged={onChange} onDeleted={onClose} />
      )}
      {closed ? (
        <p className="record-hint">{t.closedHint}</p>
      ) : (
        <ReservationForm key={reservation?.updatedAt ?? 'new'} reservation={reservation} onSaved={onChange} />
      )}
    </Drawer>
  );
}
