import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@kg/contract';
import { centreTodayGuess } from './get-today-allergies';

const intlDay = (instant: Date) =>
  // en-CA writes dates as YYYY-MM-DD
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('centreTodayGuess', () => {
  it("gives the default time zone's day, as Intl does, on both sides of its midnight and across a year", () => {
    const instants = ['2026-11-24T14:59:59.999Z', '2026-11-24T15:00:00.000Z', '2026-12-31T15:00:00Z', '2027-03-28T01:30:00Z', '2027-07-01T12:00:00Z', '2027-10-31T00:30:00Z'];
    for (const iso of instants) expect(centreTodayGuess(new Date(iso)), iso).toBe(intlDay(new Date(iso)));
    expect(centreTodayGuess(new Date('2026-11-24T14:59:59.999Z'))).toBe('2026-11-24');
    expect(centreTodayGuess(new Date('2026-11-24T15:00:00.000Z'))).toBe('2026-11-25');
  });
});
