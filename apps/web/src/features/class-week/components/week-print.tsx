import { classWeekDayLabels, type ClassWeekDay } from '@kg/contract';
import { ko } from '@/i18n/ko';

const t = ko.classWeek;

type Props = { title: string; theme: string; goals: string; days: ClassWeekDay[] };

/** What paper gets (window.print): a plain table of the week; hidden on screen. */
export function WeekPrint({ title, theme, goals, days }: Props) {
  return (
    <section className="class-week-print" aria-hidden="true">
      <h2>{title}</h2>
      <p>
        <strong>{t.theme}</strong> {theme}
      </p>
      <p className="class-week-print-goals">
        <strong>{t.goals}</strong> {goals}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>{t.dayTheme}</th>
            <th>{t.activities}</th>
            <th>{t.notes}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day.day}>
              <th>{t.dayTitle(classWeekDayLabels[i], day.day.slice(5))}</th>
              <td>{day.theme}</td>
              <td>{day.activities}</td>
              <td>{day.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
