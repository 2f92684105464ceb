import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';
import { ParentAppHandoff } from './parent-app-handoff';

type OneTimePasswordModalProps = {
  title: string;
  /** who to give it to, and that it is shown only once */
  notice: string;
  hint: string;
  /** null: closed */
  password: string | null;
  /** a parent's account: the login id, the parent app's address, its QR code and a sheet to print beside the password */
  parent?: { name: string; loginId: string };
  onClose: () => void;
};

/**
 * A password the server generated and returns once (reset, new account): the caller keeps it only in state and
 * drops it when this closes — the server keeps only its hash.
 */
export function OneTimePasswordModal({ title, notice, hint, password, parent, onClose }: OneTimePasswordModalProps) {
  // said under the field, not in the global alert: that one is centred on screen and would cover the password
  const [copyResult, setCopyResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = ko.oneTimePassword;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopyResult({ ok: true, text: t.copied });
    } catch {
      setCopyResult({ ok: false, text: t.copyFailed });
    }
  };
  const handleClose = () => {
    setCopyResult(null);
    onClose();
  };

  return (
    <Modal
      open={password !== null}
      title={title}
      onCancel={handleClose}
      centered
      destroyOnHidden
      maskClosable={false}
      footer={
        <Button type="primary" onClick={handleClose}>
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
      <p className="record-hint" role="status" aria-live="polite">
        {copyResult?.text}
      </p>
      <p className="record-hint">{hint}</p>
      {parent && password && <ParentAppHandoff name={parent.name} loginId={parent.loginId} password={password} />}
    </Modal>
  );
}
