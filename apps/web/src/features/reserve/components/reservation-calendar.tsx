import { useMemo, useState, type ReactElement } from 'react';
import { Badge, Button, Calendar, Empty, Grid, Result, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Reservation } from '@kg/contract';
import { reserveKo } from '@/i18n/domains/reserve';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';
import { useGetReservationCalendar } from '../api/get-reservation-calendar';
import { reservationStatusColors, ReservationKindTag, ReservationStatusTag } from './reservation-status-tag';

const t = reserveKo;
const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';
/** How many reservations a desktop day cell lists before "+n". */
const CELL_ITEMS = 3;

export type ReservationCalendarProps = {
  /** yyyy-MM, from the URL */
  month: string;
  onMonthChange: (month: string) => void;
  onOpen: (reservation: Reservation) => void;
};

/** A month with per-day badges (names and times on desktops, a count on phones) and the chosen day's list below. */
export function ReservationCalendar({ month, onMonthChange, onOpen }: ReservationCalendarProps) {
  const isPhone = Grid.useBreakpoint().sm === false;
  const query = useGetReservationCalendar(month);
  const [chosenDay, setChosenDay] = useState<string>(() => (dayjs().format(MONTH) === month ? dayjs().format(DAY) : `${month}-01`));
  const day = chosenDay.startsWith(month) ? chosenDay : `${month}-01`;
  const byDay = useMemo(() => new Map((query.data?.days ?? []).map((d) => [d.date, d.items])), [query.data]);
  const dayItems = byDay.get(day) ?? [];

  if (query.isError && !query.data) {
    return (
      <div role="alert">
        <Result status="warning" title={t.calendarLoadFailed} subTitle={query.error.message} extra={<Button onClick={() => void query.refetch()}>{ko.list.retry}</Button>} />
      </div>
    );
  }

  const cellRender = (date: Dayjs, info: { type: string; originNode: ReactElement }) => {
    if (info.type !== 'date') return info.originNode;
    const items = byDay.get(date.format(DAY)) ?? [];
    if (items.length === 0) return null;
    if (isPhone) return <Badge count={items.length} size="small" color="#1677ff" aria-label={t.count(items.length)} />;
    return (
      <ul className="reserve-cell" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.slice(0, CELL_ITEMS).map((item) => (
          <li key={item.reservationId}>
            <Badge color={reservationStatusColors[item.status] === 'default' ? '#bfbfbf' : reservationStatusColors[item.status]} text={`${item.wishedTime ?? ''} ${item.familyName}`} />
          </li>
        ))}
        {items.length > CELL_ITEMS && <li className="record-muted">+{items.length - CELL_ITEMS}</li>}
      </ul>
    );
  };

  const handleSelect = (date: Dayjs) => {
    setChosenDay(date.format(DAY));
    if (date.format(MONTH) !== month) onMonthChange(date.format(MONTH));
  };

  return (
    <Spin spinning={query.isFetching}>
      <Calendar
        value={dayjs(day)}
        fullscreen={!isPhone}
        cellRender={cellRender}
        onSelect={handleSelect}
        onPanelChange={(date) => onMonthChange(date.format(MONTH))}
      />
      <section className="record-section" aria-label={formatDay(day)} style={{ marginTop: 16 }}>
        <h3 className="record-section-title">
          {formatDay(day)} · {t.count(dayItems.length)}
        </h3>
        {dayItems.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.dayEmpty} />
        ) : (
          <ul className="list-cards">
            {dayItems.map((item) => (
              <li key={item.reservationId} className="record-card-line">
                <strong>{item.wishedTime}</strong>{' '}
                <Button type="link" style={{ padding: 0 }} aria-label={t.open(item.familyName)} onClick={() => onOpen(item)}>
                  {item.familyName}
                </Button>{' '}
                <ReservationKindTag kind={item.kind} />
                <ReservationStatusTag status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Spin>
  );
}
