import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays } from '@kg/contract';
import { ko } from '@/i18n/ko';
import type { WeekParam } from '@/lib/week';
import './week-nav.css';

const t = ko.weekNav;

/** 이전 주 / 이번 주 / 다음 주 around the week a page shows (lib/week `useWeekParam`), and its dates. */
export function WeekNav({ week, range }: { week: WeekParam; range: string }) {
  const { monday, thisMonday, goTo } = week;
  return (
    <nav className="week-nav no-print" aria-label={t.label}>
      <Button icon={<LeftOutlined aria-hidden />} onClick={() => goTo(addDays(monday, -7))}>
        {t.previous}
      </Button>
      <Button type={monday === thisMonday ? 'primary' : 'default'} onClick={() => goTo(thisMonday)}>
        {t.current}
      </Button>
      <Button onClick={() => goTo(addDays(monday, 7))}>
        {t.next} <RightOutlined aria-hidden />
      </Button>
      <strong className="week-nav-range" aria-live="polite">
        {range}
      </strong>
    </nav>
  );
}
