import {
  countAttendance,
  type AttendanceChild,
  type AttendanceRecordInput,
  type AttendanceSheet,
  type AttendanceStatus,
} from '@kg/contract';

const withCounts = (sheet: AttendanceSheet, children: AttendanceChild[]): AttendanceSheet => ({
  ...sheet,
  children,
  counts: countAttendance(children),
});

/** What the screen shows at once for a tap, before the server answers (the answer then replaces it). */
export function applyOptimistic(sheet: AttendanceSheet, records: readonly AttendanceRecordInput[]): AttendanceSheet {
  const byChild = new Map(records.map((r) => [Number(r.childCode), r]));
  return withCounts(
    sheet,
    sheet.children.map((child) => {
      const input = byChild.get(child.childCode);
      if (!input) return child;
      const status = input.status as AttendanceStatus;
      const base = child.record ?? { arrivedAt: null, leftAt: null, excused: false, excuseReason: '', note: '', recordedByName: null, updatedAt: '' };
      return { ...child, record: { ...base, status, excused: status === 'absent' && base.excused } };
    }),
  );
}

/**
 * Takes from the server's answer only the children that request saved: answers to taps on other children may
 * arrive in any order and must not undo each other.
 */
export function mergeAnswer(current: AttendanceSheet, answer: AttendanceSheet, childCodes: readonly number[]): AttendanceSheet {
  const saved = new Set(childCodes);
  const fresh = new Map(answer.children.map((c) => [c.childCode, c]));
  return withCounts(
    current,
    current.children.map((child) => (saved.has(child.childCode) ? (fresh.get(child.childCode) ?? child) : child)),
  );
}
