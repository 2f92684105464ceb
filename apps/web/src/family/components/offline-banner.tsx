import { useSyncExternalStore } from 'react';
import { familyKo } from '@/i18n/domains/family';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (navigator.onLine), kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

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
