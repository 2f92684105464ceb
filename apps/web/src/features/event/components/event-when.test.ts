import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format-date';
import { eventDateText, eventDaysIn, eventsByDay, eventTimeText } from './event-when';

const when = (startDate: string, endDate = startDate, startTime: string | null = null, endTime: string | null = null) => ({
  startDate,
  endDate,
  startTime,
  endTime,
});

describe('event dates and times', () => {
  it('lists every day of a period within the month, and only those', () => {
    expect(eventDaysIn(when('2026-05-05'), '2026-05')).toEqual(['2026-05-05']);
    expect(eventDaysIn(when('2026-05-30', '2026-06-02'), '2026-05')).toEqual(['2026-05-30', '2026-05-31']);
    expect(eventDaysIn(when('2026-05-30', '2026-06-02'), '2026-06')).toEqual(['2026-06-01', '2026-06-02']);
    expect(eventDaysIn(when('2026-04-01', '2026-04-03'), '2026-05')).toEqual([]);
  });

  it('sorts a day’s events: all-day first, then by start time', () => {
    const byDay = eventsByDay(
      [
        { ...when('2026-05-05', '2026-05-05', '14:00'), title: '오후' },
        { ...when('2026-05-04', '2026-05-06'), title: '주간' },
        { ...when('2026-05-05', '2026-05-05', '09:30'), title: '오전' },
      ],
      '2026-05',
    );
    expect(byDay.get('2026-05-05')?.map((e) => e.title)).toEqual(['주간', '오전', '오후']);
    expect(byDay.get('2026-05-04')?.map((e) => e.title)).toEqual(['주간']);
  });

  it('writes the date or period and the times in Korean', () => {
    expect(eventDateText(when('2026-05-05'))).toBe(formatDay('2026-05-05'));
    expect(eventDateText(when('2026-05-05', '2026-05-07'))).toBe(`${formatDay('2026-05-05')} ~ ${formatDay('2026-05-07')}`);
    expect(eventTimeText(when('2026-05-05', '2026-05-05', '10:00', '12:00'))).toBe('10:00 ~ 12:00');
    expect(eventTimeText(when('2026-05-05', '2026-05-05', '10:00'))).toBe('10:00 ~');
    expect(eventTimeText(when('2026-05-05'))).toBe('종일');
  });
});
