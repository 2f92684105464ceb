import { getHolidayPreset } from '@hyunbinseo/holidays-kr';

export type NationalHoliday = { date: string; name: string };

/**
 * The national holidays (공휴일: 설날, 추석, 대체공휴일, 선거일 …) between two dates, from the official gazette as
 * `@hyunbinseo/holidays-kr` publishes it (docs/product/holiday.md). A year it does not cover yet is reported in
 * `unknownYears` rather than guessed. A day with two names (2025-05-05 어린이날·부처님 오신 날) gets both.
 */
export async function nationalHolidaysBetween(from: string, to: string): Promise<{ days: NationalHoliday[]; unknownYears: number[] }> {
  const days: NationalHoliday[] = [];
  const unknownYears: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const preset = await presetOf(year);
    if (!preset) {
      unknownYears.push(year);
      continue;
    }
    for (const [date, names] of Object.entries(preset)) {
      if (date >= from && date <= to) days.push({ date, name: names.join('·') });
    }
  }
  return { days: days.sort((a, b) => a.date.localeCompare(b.date)), unknownYears };
}

async function presetOf(year: number): Promise<Readonly<Record<string, readonly string[]>> | null> {
  try {
    return await getHolidayPreset(String(year));
  } catch (error) {
    // the package throws RangeError for a year it has no gazette data for
    if (error instanceof RangeError) return null;
    throw error;
  }
}
