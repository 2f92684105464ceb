import { Alert } from 'antd';
import { useUiStore } from '@/stores/ui';

/** The app-wide message, centred on screen; it hides itself after ALERT_DURATION_MS (see stores/ui). */
export function GlobalAlert() {
  const { visible, type, message } = useUiStore((s) => s.alert);
  if (!visible) return null;
  return (
    <div className="global-alert">
      <Alert type={type} title={message} showIcon role="alert" />
    </div>
  );
}
