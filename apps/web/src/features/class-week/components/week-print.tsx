import { Form, type FormInstance } from 'antd';
import { classWeekDayLabels, type ClassWeek, type ClassWeekDay } from '@kg/contract';
import { PrintCentreName } from '@/components/print-centre-name';
import { classWeekKo } from '@/i18n/domains/class-week';

const t = classWeekKo;

export type WeekValues = { theme: string; goals: string; days: ClassWeekDay[] };

type Props = { form: FormInstance<WeekValues>; week: ClassWeek; title: string };

/** What paper gets (window.print): the form's current values as a plain table; hidden on screen. */
export function WeekPrint({ form, week, title }: Props) {
  const theme = Form.useWatch('theme', form) ?? week.theme;
  const goals = Form.useWatch('goals', form) ?? week.goals;
  const days = (Form.useWatch('days', form) as Partial<ClassWeekDay>[] | undefined) ?? week.days;
  return (
    <section className="class-week-print" aria-hidden="true">
      <PrintCentreName />
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
          {week.days.map((day, i) => (
            <tr key={day.day}>
              <th>{t.dayTitle(classWeekDayLabels[i], day.day.slice(5))}</th>
              <td>{days[i]?.theme}</td>
              <td>{days[i]?.activities}</td>
              <td>{days[i]?.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
