import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import type { PasswordHelpRealm } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useDismissPasswordHelp } from '../api/dismiss-password-help';
import { useListPasswordHelp } from '../api/list-password-help';

const t = ko.passwordHelp;

/**
 * The open 비밀번호를 잊으셨나요? requests above 교사 관리 or 학부모 관리 (docs/product/auth.md#forgotten-passwords), with
 * their count; each name opens the record whose one-time password answers it. Nothing when there are none.
 */
export function PasswordHelpRequests({ realm, recordPath }: { realm: PasswordHelpRealm; recordPath: (accountId: number) => string }) {
  const requests = useListPasswordHelp(realm);
  const dismiss = useDismissPasswordHelp(realm);
  const showAlert = useUiStore((s) => s.showAlert);
  const items = requests.data ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="password-help-requests"
      title={t.requests(items.length)}
      description={
        <>
          <p>{realm === 'staff' ? t.staffHint : t.familyHint}</p>
          <ul aria-label={t.requests(items.length)}>
            {items.map((item) => (
              <li key={item.requestId}>
                <Link to={recordPath(item.accountId)}>{t.requestLine(item.name, item.loginId, formatDateTime(item.requestedAt), item.requestCount)}</Link>{' '}
                <Button
                  size="small"
                  type="link"
                  loading={dismiss.isPending && dismiss.variables === item.requestId}
                  onClick={() => dismiss.mutate(item.requestId, { onSuccess: () => showAlert(t.dismissed, 'success'), onError: showApiError })}
                  aria-label={`${item.name} ${t.dismiss}`}
                >
                  {t.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
