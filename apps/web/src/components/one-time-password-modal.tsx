import { Button, Input, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';

type OneTimePasswordModalProps = {
  title: string;
  /** who to give it to, and that it is shown only once */
  notice: string;
  hint: string;
  /** null: closed */
  password: string | null;
  onClose: () => void;
};

/**
 * A password the server generated and returns once (reset, new account): the caller keeps it only in state and
 * drops it when this closes — the server keeps only its hash.
 */
export function OneTimePasswordModal({ title, notice, hint, password, onClose }: OneTimePasswordModalProps) {
  const showAlert = useUiStore((s) => s.showAlert);
  const t = ko.oneTimePassword;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      showAlert(t.copied, 'success');
    } catch {
      showAlert(t.copyFailed, 'warning');
    }
  };

  return (
    <Modal
      open={password !== null}
      title={title}
      onCancel={onClose}
      centered
      destroyOnHidden
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {ko.common.close}
        </Button>
      }
    >
      <p>{notice}</p>
      <div className="form-field">
        <label htmlFor="temporary-password">{t.label}</label>
        <div className="one-time-password">
          <Input id="temporary-password" readOnly value={password ?? ''} size="large" onFocus={(event) => event.target.select()} />
          <Button size="large" icon={<CopyOutlined aria-hidden />} onClick={handleCopy}>
            {t.copy}
          </Button>
        </div>
      </div>
      <p className="record-hint">{hint}</p>
    </Modal>
  );
}
