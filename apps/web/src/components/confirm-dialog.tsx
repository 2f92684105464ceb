import { Modal } from 'antd';
import { CONFIRM_DIALOG_WIDTH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';

/**
 * The app-wide confirm: '확인' hides it and runs the pending action, '취소' only hides it. A caller whose action makes
 * '확인'/'취소' ambiguous names them (`openConfirm(message, action, { title, okText, cancelText, danger })`).
 */
export function ConfirmDialog() {
  const { visible, message, options } = useUiStore((s) => s.confirm);
  const confirmAction = useUiStore((s) => s.confirmAction);
  const cancelConfirm = useUiStore((s) => s.cancelConfirm);
  return (
    <Modal
      open={visible}
      width={CONFIRM_DIALOG_WIDTH}
      title={options.title ?? ko.common.confirmTitle}
      okText={options.okText ?? ko.common.ok}
      cancelText={options.cancelText ?? ko.common.cancel}
      okButtonProps={options.danger ? { danger: true } : undefined}
      onOk={confirmAction}
      onCancel={cancelConfirm}
      centered
      destroyOnHidden
    >
      <p className="dialog-message">{message}</p>
    </Modal>
  );
}
