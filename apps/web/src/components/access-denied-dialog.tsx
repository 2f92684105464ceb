import { Button, Modal } from 'antd';
import { ACCESS_DENIED_MAX_WIDTH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';

/** The '알림' dialog for access-denied messages; closing goes back (or to login). */
export function AccessDeniedDialog() {
  const { visible, message } = useUiStore((s) => s.accessDenied);
  const close = useUiStore((s) => s.closeAccessDenied);
  return (
    <Modal
      open={visible}
      title={ko.common.noticeTitle}
      style={{ maxWidth: ACCESS_DENIED_MAX_WIDTH }}
      onCancel={close}
      mask={{ closable: false }}
      closable={false}
      centered
      footer={
        <Button type="primary" onClick={close}>
          {ko.common.close}
        </Button>
      }
    >
      <p className="dialog-message">{message}</p>
    </Modal>
  );
}
