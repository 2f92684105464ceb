import { Button, Modal } from 'antd';
import { ko } from '@/i18n/ko';

const t = ko.idle;

type IdleWarningDialogProps = { open: boolean; staying: boolean; onStay: () => void; onLeave: () => void };

/** 자동 로그아웃 안내 with 로그아웃 and 계속 사용 (when it opens is IdleWarning's to decide). */
export default function IdleWarningDialog({ open, staying, onStay, onLeave }: IdleWarningDialogProps) {
  return (
    <Modal
      open={open}
      title={t.title}
      closable={false}
      mask={{ closable: false }}
      centered
      footer={[
        <Button key="logout" onClick={onLeave}>
          {t.logout}
        </Button>,
        <Button key="stay" type="primary" loading={staying} onClick={onStay}>
          {t.stay}
        </Button>,
      ]}
    >
      <p className="dialog-message">{t.message}</p>
    </Modal>
  );
}
