import { familyKo } from '@/i18n/domains/family';
import { useOnline } from '@/lib/use-online';

/** '인터넷에 연결되어 있지 않습니다' across the top of every parent page while the phone is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="family-offline" role="status">
      <strong>{familyKo.offline}</strong> <span>{familyKo.offlineHint}</span>
    </div>
  );
}
