import type { MedicineDose } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { formatTime } from '@/lib/format-date';

/** The doses given so far: time, teacher, note. */
export function DoseList({ doses }: { doses: MedicineDose[] }) {
  if (doses.length === 0) return <p className="record-muted">{ko.medicine.noDoses}</p>;
  return (
    <ol className="dose-list">
      {doses.map((dose) => (
        <li key={dose.doseId}>
          <strong>{formatTime(dose.givenAt)}</strong>
          <span>{dose.givenByName ?? '-'}</span>
          {dose.note && <span className="record-muted">{dose.note}</span>}
        </li>
      ))}
    </ol>
  );
}
