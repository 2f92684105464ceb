import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { STORY_CLASS_LIST_PATH } from '@/components/story-class';
import { dashboardKo } from '@/i18n/domains/dashboard';

const t = dashboardKo;

/** Why the dashboard cannot be shown, with 다시 시도 (when it may help) and the way to the class list. */
export default function DashboardProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={message}
        extra={
          <>
            {onRetry && (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
                {t.retry}
              </Button>
            )}
            <LinkButton to={STORY_CLASS_LIST_PATH}>{t.toClassList}</LinkButton>
          </>
        }
      />
    </div>
  );
}
