import { useState } from 'react';
import { Button, Tour, type TourProps } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { guideKo } from '@/i18n/domains/guide';
import { tours, type TourId } from '../tours';

const find = (target: string) => document.querySelector<HTMLElement>(`[data-tour="${target}"]`);

/** [화면 안내]: walks the user through the stops of `tour` that are on the screen now. */
export function PageTour({ tour }: { tour: TourId }) {
  const [steps, setSteps] = useState<TourProps['steps'] | null>(null);
  const start = () =>
    setSteps(
      tours[tour]
        .filter((stop) => find(stop.target))
        .map((stop) => ({ title: stop.title, description: stop.description, target: () => find(stop.target)! })),
    );
  return (
    <>
      <Button icon={<CompassOutlined aria-hidden />} onClick={start}>
        {guideKo.tour}
      </Button>
      <Tour open={steps !== null} steps={steps ?? []} onClose={() => setSteps(null)} onFinish={() => setSteps(null)} />
    </>
  );
}
