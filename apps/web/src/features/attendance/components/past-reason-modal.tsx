import { useState } from 'react';
import { Input, Modal } from 'antd';
import { saveAttendanceBodySchema } from '@kg/contract';
import { attendanceKo } from '@/i18n/domains/attendance';
import { ko } from '@/i18n/ko';

const t = attendanceKo;
const reasonSchema = saveAttendanceBodySchema.shape.reason;

type Props = { date: string; open: boolean; initial: string; onOk: (reason: string) => void; onCancel: () => void };

/** Asks once per past day why its attendance is being changed (the server logs it with the change). */
export function PastReasonModal({ date, open, initial, onOk, onCancel }: Props) {
  const [reason, setReason] = useState(initial);
  const [error, setError] = useState<string>();

  const handleOk = () => {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (!parsed.data) return setError(t.reasonRequired);
    setError(undefined);
    onOk(parsed.data);
  };

  return (
    <Modal open={open} title={t.reasonTitle} okText={ko.common.ok} cancelText={ko.common.cancel} onOk={handleOk} onCancel={onCancel} destroyOnHidden>
      <p>{t.reasonHint(date)}</p>
      <label htmlFor="attendance-reason" className="record-section-title">
        {t.reason}
      </label>
      <Input
        id="attendance-reason"
        value={reason}
        maxLength={200}
        placeholder={t.reasonPlaceholder}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'attendance-reason-error' : undefined}
        onChange={(event) => setReason(event.target.value)}
        onPressEnter={handleOk}
      />
      {error && (
        <p id="attendance-reason-error" className="field-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
