import { Modal } from 'antd';
import { CONFIRM_DIALOG_WIDTH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';

/** The app-wide confirm: '확인' hides it and runs the pending action, '취소' only hides it. */
export function ConfirmDialog() {
  const { visible, message } = useUiStore((s) => s.confirm);
  const confirmAction = useUiStore((s) => s.confirmAction);
  const cancelConfirm = useUiStore((s) => s.cancelConfirm);
  return (
    <Modal
      open={visible}
      width={CONFIRM_DIALOG_WIDTH}
      title={ko.common.confirmTitle}
      okText={ko.common.ok}
      cancelText={ko.common.cancel}
      onOk={confirmAction}
      onCancel={cancelConfirm}
      centered
      destroyOnHidden
    >
      <p className="dialog-message">{message}</p>
    </Modal>
  );
}
