import { Button, type TableColumnsType } from 'antd';
import type { Reservation } from '@kg/contract';
import { reserveKo } from '@/i18n/domains/reserve';
import { formatDay } from '@/lib/format-date';
import { ReservationKindTag, ReservationStatusTag } from './reservation-status-tag';

const t = reserveKo;

/** The family's name opens the reservation in the drawer. */
function OpenButton({ item, onOpen }: { item: Reservation; onOpen: (item: Reservation) => void }) {
  return (
    <Button type="link" className="nowrap" style={{ padding: 0 }} aria-label={t.open(item.familyName)} onClick={() => onOpen(item)}>
      {item.familyName}
    </Button>
  );
}

const when = (item: Reservation) => `${formatDay(item.wishedDate)} ${item.wishedTime ?? ''}`.trim();

/** Table columns of the reservation list (desktop, tablet). */
export function reservationColumns(onOpen: (item: Reservation) => void): TableColumnsType<Reservation> {
  return [
    { key: 'wished', title: t.wishedDate, render: (_, item) => <span className="nowrap">{when(item)}</span> },
    { key: 'kind', title: t.kind, render: (_, item) => <ReservationKindTag kind={item.kind} /> },
    { key: 'family', title: t.familyName, render: (_, item) => <OpenButton item={item} onOpen={onOpen} /> },
    { key: 'phone', title: t.phone, render: (_, item) => <a href={`tel:${item.phone}`} className="nowrap">{item.phone}</a> },
    { key: 'child', title: t.childName, render: (_, item) => [item.childName, item.childBirthDate].filter(Boolean).join(' · ') || '-' },
    { key: 'status', title: t.status, render: (_, item) => <ReservationStatusTag status={item.status} /> },
    { key: 'memo', title: t.memo, render: (_, item) => item.memo || '-' },
  ];
}

/** One reservation on a phone. */
export function ReservationCard({ item, onOpen }: { item: Reservation; onOpen: (item: Reservation) => void }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <OpenButton item={item} onOpen={onOpen} />
        <ReservationStatusTag status={item.status} />
      </div>
      <div className="record-card-line">
        {when(item)} <ReservationKindTag kind={item.kind} />
      </div>
      <div className="record-card-line">
        <a href={`tel:${item.phone}`}>{item.phone}</a> {item.childName && `· ${item.childName}`}
      </div>
      {item.memo && <div className="record-card-line record-card-muted">{item.memo}</div>}
    </div>
  );
}
