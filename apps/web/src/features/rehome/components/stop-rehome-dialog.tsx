import { useState } from 'react';
import { Input, Modal } from 'antd';
import { stopRehomeBodySchema } from '@kg/contract';
import { ko } from '@/i18n/ko';

const t = ko.rehome;

type StopRehomeDialogProps = { open: boolean; childName: string; onStop: (reason: string) => void; onClose: () => void };

/**
 * '귀가 취소' asks first, with an optional reason the server keeps as the teacher's note (docs/product/rehome.md). The
 * buttons name the action: a bare '취소' would read as cancelling the 귀가동의서.
 */
export function StopRehomeDialog({ open, childName, onStop, onClose }: StopRehomeDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = stopRehomeBodySchema.shape.reason.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onStop(parsed.data);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t.confirmStopTitle}
      okText={t.stop}
      cancelText={t.goBack}
      okButtonProps={{ danger: true }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => {
        setReason('');
        setError(undefined);
      }}
      destroyOnHidden
    >
      <p>{t.confirmStop(childName)}</p>
      <label htmlFor="rehome-stop-reason">{t.stopReason}</label>
      <Input.TextArea
        id="rehome-stop-reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t.stopReasonPlaceholder}
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error && <div className="ant-form-item-explain-error">{error}</div>}
    </Modal>
  );
}
