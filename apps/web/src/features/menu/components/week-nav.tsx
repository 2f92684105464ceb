import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { menuKo } from '@/i18n/domains/menu';

const t = menuKo;

type Props = { range: string; isThisWeek: boolean; onPrevious: () => void; onThisWeek: () => void; onNext: () => void };

/** 이전 주 / 이번 주 / 다음 주 around the week being shown. */
export function WeekNav({ range, isThisWeek, onPrevious, onThisWeek, onNext }: Props) {
  return (
    <nav className="menu-week-nav no-print" aria-label={t.week}>
      <Button icon={<LeftOutlined aria-hidden />} onClick={onPrevious}>
        {t.previousWeek}
      </Button>
      <Button type={isThisWeek ? 'primary' : 'default'} onClick={onThisWeek}>
        {t.thisWeek}
      </Button>
      <Button onClick={onNext}>
        {t.nextWeek} <RightOutlined aria-hidden />
      </Button>
      <strong className="menu-week-range" aria-live="polite">
        {range}
      </strong>
    </nav>
  );
}
