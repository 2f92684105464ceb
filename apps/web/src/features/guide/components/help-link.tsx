import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation, useMatches } from 'react-router';
import { PlainLinkButton } from '@/components/plain/plain-button';
import type { RouteHandle } from '@/components/page-title';
import { guideKo } from '@/i18n/domains/guide';
import { tourTarget } from '../tours';

/** The guide step of the page on screen: the deepest route that names one (app/router.tsx `help`). */
function useGuideStepId(): string | undefined {
  return useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.guide)
    .filter(Boolean)
    .pop();
}

/**
 * 도움말: one tap to the step that explains this screen, which offers the way back (?from=). The route table names
 * steps that exist (app/router-guide.test.ts), so the header need not load the guide's content to link to one.
 */
export function HelpLink({ compact }: { compact: boolean }) {
  const stepId = useGuideStepId();
  const { pathname, search } = useLocation();
  const to = stepId ? `/guide/step/${stepId}?from=${encodeURIComponent(pathname + search)}` : '/guide';
  return (
    <PlainLinkButton
      to={to}
      icon={<QuestionCircleOutlined aria-hidden />}
      aria-label={guideKo.help}
      {...tourTarget('help')}
    >
      {compact ? null : guideKo.help}
    </PlainLinkButton>
  );
}
