import { useState } from 'react';
import type { TourProps } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { themed } from '@/components/themed';
import { PlainButton } from '@/components/plain/plain-button';
import { guideKo } from '@/i18n/domains/guide';
import { useOnceTrue } from '@/lib/use-once-true';
import { tours, type TourId } from '../tours';

const find = (target: string) => document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
// antd's Tour is loaded (themed) the first time a tour starts: the pages with a 화면 안내 button load without it
const Tour = themed<TourProps>(async () => (await import('antd/es/tour')).default);

/** [화면 안내]: walks the user through the stops of `tour` that are on the screen now. */
export function PageTour({ tour }: { tour: TourId }) {
  const [steps, setSteps] = useState<TourProps['steps'] | null>(null);
  const started = useOnceTrue(steps !== null);
  const start = () =>
    setSteps(
      tours[tour]
        .filter((stop) => find(stop.target))
        .map((stop) => ({ title: stop.title, description: stop.description, target: () => find(stop.target)! })),
    );
  return (
    <>
      <PlainButton icon={<CompassOutlined aria-hidden />} onClick={start}>
        {guideKo.tour}
      </PlainButton>
      {started && <Tour open={steps !== null} steps={steps ?? []} onClose={() => setSteps(null)} onFinish={() => setSteps(null)} />}
    </>
  );
}
