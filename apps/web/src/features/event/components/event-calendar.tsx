import { useMemo, useState, type ReactElement } from 'react';
import { Badge, Button, Calendar, Card, Empty, Grid, Result, Spin } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { closingHolidayOn, monthEndOf, type EventListItem, type Holiday } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { useHolidaysBetween } from '@/features/holiday/api/holidays-between';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';
import { useEventCalendar } from '../api/get-event-calendar';
import { eventPath } from '../event-paths';
import { EventCard } from './event-columns';
import { eventsByDay } from './event-when';

const t = ko.event;
const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';
/** How many events a desktop day cell lists before "+n". */
const CELL_ITEMS = 3;
const NO_EVENTS: EventListItem[] = [];

export type EventCalendarProps = {
  /** yyyy-MM, from the URL */
  month: string;
  /** an admin's class filter; undefined = the whole centre (a teacher: what the server shows them) */
  classId: number | undefined;
  onMonthChange: (month: string) => void;
};

/**
 * A month of events: every event on each day it spans. Desktops list the titles in the day cells (links to the
 * events); phones get a compact month (375 px) with a count per day. The chosen day's events are listed under it.
 */
export function EventCalendar({ month, classId, onMonthChange }: EventCalendarProps) {
  const isPhone = Grid.useBreakpoint().sm === false;
  const query = useEventCalendar(month, classId);
  const [chosenDay, setChosenDay] = useState<string>(() => (dayjs().format(MONTH) === month ? dayjs().format(DAY) : `${month}-01`));
  const day = chosenDay.startsWith(month) ? chosenDay : `${month}-01`;
  // the answer of the month shown (a previous month's, kept while the next loads, is not spread over this one)
  const items = query.data?.month === month ? query.data.items : NO_EVENTS;
  const byDay = useMemo(() => eventsByDay(items, month), [items, month]);
  const dayItems = byDay.get(day) ?? NO_EVENTS;
  const holidays = useHolidaysBetween(`${month}-01`, monthEndOf(`${month}-01`));
  const dayHoliday = closingHolidayOn(day, holidays);

  if (query.isError && !query.data) {
    return (
      <div role="alert">
        <Result
          status="warning"
          title={t.calendarLoadFailed}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
        />
      </div>
    );
  }

  const shown = dayjs(`${month}-01`);
  const goTo = (next: Dayjs) => onMonthChange(next.format(MONTH));

  const cellRender = (date: Dayjs, info: { type: string; originNode: ReactElement }) => {
    if (info.type !== 'date') return info.originNode;
    const key = date.format(DAY);
    const events = key.startsWith(month) ? (byDay.get(key) ?? NO_EVENTS) : NO_EVENTS;
    const holiday = key.startsWith(month) ? closingHolidayOn(key, holidays) : undefined;
    if (events.length === 0 && !holiday) return null;
    if (isPhone) {
      return (
        <>
          {holiday && <HolidayMark holiday={holiday} compact />}
          {events.length > 0 && (
            <span className="event-cell-dots" aria-label={t.count(events.length)}>
              <Badge count={events.length} size="small" color="#1677ff" />
            </span>
          )}
        </>
      );
    }
    return (
      <>
        {holiday && <HolidayMark holiday={holiday} />}
        {events.length > 0 && <ul className="event-cell" aria-label={t.dayEvents(formatDay(key), events.length)}>
        {events.slice(0, CELL_ITEMS).map((event) => (
          <li key={event.eventId} className={event.startDate !== event.endDate ? 'is-period' : undefined} title={event.title}>
            <ListItemLink to={eventPath(event.eventId)} className="event-cell-link">
              {event.startTime && <span className="event-cell-time">{event.startTime} </span>}
              {event.title}
            </ListItemLink>
          </li>
        ))}
        {events.length > CELL_ITEMS && <li className="record-muted">{t.more(events.length - CELL_ITEMS)}</li>}
        </ul>}
      </>
    );
  };

  const handleSelect = (date: Dayjs, info?: { source: string }) => {
    setChosenDay(date.format(DAY));
    if (info?.source === 'date' && date.format(MONTH) !== month) goTo(date);
  };

  return (
    <Spin spinning={query.isFetching}>
      <div className={`event-calendar${isPhone ? ' is-compact' : ''}`}>
        <div className="event-calendar-head">
          <Button icon={<LeftOutlined aria-hidden />} aria-label={t.prevMonth} onClick={() => goTo(shown.subtract(1, 'month'))} />
          <h2 className="event-calendar-title" aria-live="polite">
            {t.monthTitle(shown.year(), shown.month() + 1)}
          </h2>
          <Button icon={<RightOutlined aria-hidden />} aria-label={t.nextMonth} onClick={() => goTo(shown.add(1, 'month'))} />
          {dayjs().format(MONTH) !== month && (
            <Button onClick={() => goTo(dayjs())} className="event-calendar-today">
              {t.thisMonth}
            </Button>
          )}
        </div>
        <Calendar
          value={dayjs(day)}
          fullscreen={!isPhone}
          headerRender={() => null}
          cellRender={cellRender}
          onSelect={handleSelect}
        />
      </div>
      <section className="record-section event-day" aria-labelledby="event-day-title">
        <h3 id="event-day-title" className="record-section-title">
          {formatDay(day)} · {dayHoliday && `${t.holidayOf(dayHoliday.name)} · `}
          {t.count(dayItems.length)}
        </h3>
        {dayItems.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.dayEmpty} />
        ) : (
          <ul className="list-cards event-day-list">
            {dayItems.map((event) => (
              <li key={event.eventId}>
                <ListItemLink to={eventPath(event.eventId)} className="list-card-link">
                  <Card size="small" className="list-card">
                    <EventCard item={event} />
                  </Card>
                </ListItemLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Spin>
  );
}

/** A day the centre is closed: its name in a desktop cell, '휴' (named for readers) in the phone's compact month. */
function HolidayMark({ holiday, compact = false }: { holiday: Holiday; compact?: boolean }) {
  return compact ? (
    <span className="event-cell-holiday is-compact" title={holiday.name} aria-label={t.holidayOf(holiday.name)}>
      {t.holidayShort}
    </span>
  ) : (
    <span className="event-cell-holiday">{t.holidayOf(holiday.name)}</span>
  );
}
