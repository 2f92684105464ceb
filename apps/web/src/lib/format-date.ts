import dayjs from 'dayjs';
import { fromCompactDate } from '@kg/contract';

/** '2026-11-21' → '2026-11-21 (토)' (weekday in the app's locale). */
export function formatDay(date: string): string {
  return dayjs(date).format('YYYY-MM-DD (dd)');
}

/** ISO instant → '2026-11-21 14:05' in the browser's (the centre's) time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** ISO instant → '14:05'. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('HH:mm') : '';
}

/** 'yyyyMMdd' (docs/product/medicine.md#completion) → '2026-11-21'. */
export function formatCompactDate(compact: string | null | undefined): string {
  return compact && /^\d{8}$/.test(compact) ? fromCompactDate(compact) : '';
}
