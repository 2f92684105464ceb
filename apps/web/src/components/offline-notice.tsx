import { ko } from '@/i18n/ko';
import { useNetworkFailure, useOnline } from '@/lib/use-online';

/**
 * '인터넷에 연결되어 있지 않습니다' under the staff app's header while the browser is offline, or while the last call got
 * no answer (docs/product/errors.md#offline): what is typed stays in the form and its draft, and nothing shows as saved
 * until the server has answered.
 */
export function OfflineNotice() {
  const online = useOnline();
  const failed = useNetworkFailure((s) => s.failed);
  if (online && !failed) return null;
  return (
    <div className="offline-notice" role="status">
      <strong>{online ? ko.offline.unreachable : ko.offline.title}</strong> <span>{ko.offline.hint}</span>
    </div>
  );
}
