import { Button, Input, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';

const t = ko.teacher;

type ResetPasswordModalProps = { teacherName: string; password: string | null; onClose: () => void };

/**
 * The one-time password, shown once: it lives only in the detail page's state and is dropped when this closes
 * (the server keeps only its hash).
 */
export function ResetPasswordModal({ teacherName, password, onClose }: ResetPasswordModalProps) {
  const showAlert = useUiStore((s) => s.showAlert);

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
      title={t.resetTitle}
      onCancel={onClose}
      centered
      destroyOnHidden
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <p>{t.resetNotice(teacherName)}</p>
      <div className="form-field">
        <label htmlFor="temporary-password">{t.resetTitle}</label>
        <div style={{ display: 'flex', gap: 8 }}>
          <Input
            id="temporary-password"
            readOnly
            value={password ?? ''}
            size="large"
            style={{ fontFamily: 'monospace', letterSpacing: 1 }}
            onFocus={(event) => event.target.select()}
          />
          <Button size="large" icon={<CopyOutlined aria-hidden />} onClick={handleCopy}>
            {t.copy}
          </Button>
        </div>
      </div>
      <p className="record-hint">{t.resetNextLogin}</p>
    </Modal>
  );
}
