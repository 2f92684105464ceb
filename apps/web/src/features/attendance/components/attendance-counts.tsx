import type { AttendanceCounts as Counts } from '@kg/contract';
import { attendanceStatusLabels } from '@kg/contract';
import { attendanceKo } from '@/i18n/domains/attendance';

const t = attendanceKo;

/** The day's numbers at the top of the roll call. */
export function AttendanceCounts({ counts }: { counts: Counts }) {
  const items: [string, number, string][] = [
    [t.total, counts.total, 'total'],
    [attendanceStatusLabels.present, counts.present, 'present'],
    [attendanceStatusLabels.absent, counts.absent, 'absent'],
    [attendanceStatusLabels.late, counts.late, 'late'],
    [attendanceStatusLabels.early_leave, counts.earlyLeave, 'early_leave'],
    [t.notYet, counts.notYet, 'not-yet'],
  ];
  return (
    <dl className="attendance-counts">
      {items.map(([label, value, key]) => (
        <div key={key} className={`attendance-count is-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
