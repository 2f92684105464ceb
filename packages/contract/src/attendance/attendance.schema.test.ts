import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countAttendance, nextAttendanceStatus, saveAttendanceBodySchema } from '../index';

function issues(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('attendance contract', () => {
  it('cycles one tap at a time: none → 출석 → 결석 → 지각 → 조퇴 → 출석', () => {
    const seen = [nextAttendanceStatus(null)];
    for (let i = 0; i < 4; i++) seen.push(nextAttendanceStatus(seen[seen.length - 1]));
    expect(seen).toEqual(['present', 'absent', 'late', 'early_leave', 'present']);
  });

  it('accepts a record with defaults and empty times', () => {
    expect(saveAttendanceBodySchema.parse({ date: '2026-11-20', records: [{ childCode: '3', status: 'late', arrivedAt: '09:40', leftAt: '' }] })).toEqual({
      date: '2026-11-20',
      reason: '',
      records: [{ childCode: 3, status: 'late', arrivedAt: '09:40', leftAt: null }],
    });
  });

  it('checks times, excused absences, duplicates and the date', () => {
    const bad = (record: object, extra: object = {}) =>
      issues(saveAttendanceBodySchema, { date: '2026-11-20', records: [{ childCode: 1, status: 'present', ...record }], ...extra });
    expect(bad({ arrivedAt: '9:00' })).toEqual({ 'records.0.arrivedAt': '등원 시간을 09:30처럼 입력해 주세요.' });
    expect(bad({ arrivedAt: '16:00', leftAt: '09:00' })).toEqual({ 'records.0.leftAt': '하원 시간은 등원 시간보다 빠를 수 없습니다.' });
    expect(bad({ status: 'absent', arrivedAt: '09:00' })).toEqual({ 'records.0.arrivedAt': '결석한 원아는 등·하원 시간을 입력할 수 없습니다.' });
    expect(bad({ status: 'absent', excused: true })).toEqual({ 'records.0.excuseReason': '인정결석 사유를 입력해 주세요.' });
    expect(bad({ excused: true, excuseReason: '병원' })).toEqual({ 'records.0.excused': '인정결석은 결석에만 표시할 수 있습니다.' });
    expect(bad({ status: 'sick' })).toEqual({ 'records.0.status': '출석 상태가 올바르지 않습니다.' });
    expect(bad({}, { date: '2026-02-30' })).toEqual({ date: '출석 날짜를 2026-03-02처럼 입력해 주세요.' });
    expect(issues(saveAttendanceBodySchema, { date: '2026-11-20', records: [] })).toEqual({ records: '출석 기록이 필요합니다.' });
    expect(
      issues(saveAttendanceBodySchema, { date: '2026-11-20', records: [{ childCode: 1, status: 'present' }, { childCode: 1, status: 'absent' }] }),
    ).toEqual({ 'records.1.childCode': '같은 원아가 두 번 들어 있습니다.' });
  });

  it('counts a day', () => {
    const rec = (status: 'present' | 'absent' | 'late' | 'early_leave', excused = false) => ({ record: { status, excused } });
    expect(countAttendance([rec('present'), rec('absent', true), rec('late'), rec('early_leave'), { record: null }])).toEqual({
      total: 5,
      present: 1,
      absent: 1,
      late: 1,
      earlyLeave: 1,
      notYet: 1,
      excused: 1,
    });
  });
});
