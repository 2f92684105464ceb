import { useState } from 'react';
import { Input, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ko } from '@/i18n/ko';

const t = ko.medicine;

export type DoseModalProps = {
  open: boolean;
  saving: boolean;
  onSave: (dose: { givenAt: string; note: string }) => void;
  onClose: () => void;
};

/** 투약 기록: when (today, now by default) and a short note. Give it a new `key` per opening for a fresh form. */
export function DoseModal({ open, saving, onSave, onClose }: DoseModalProps) {
  const [time, setTime] = useState<Dayjs>(() => dayjs());
  const [note, setNote] = useState('');

  return (
    <Modal
      open={open}
      title={t.doseTitle}
      okText={t.doseSave}
      cancelText={ko.common.cancel}
      confirmLoading={saving}
      onOk={() => onSave({ givenAt: time.toISOString(), note: note.trim() })}
      onCancel={onClose}
      centered
      destroyOnHidden
    >
      <div className="form-field">
        <label htmlFor="dose-time">{t.doseTime}</label>
        <TimePicker
          id="dose-time"
          format="HH:mm"
          value={time}
          onChange={(value) => value && setTime(dayjs().hour(value.hour()).minute(value.minute()).second(0))}
          allowClear={false}
          inputReadOnly
          size="large"
          needConfirm={false}
        />
      </div>
      <div className="form-field">
        <label htmlFor="dose-note">{t.doseNote}</label>
        <Input id="dose-note" value={note} maxLength={200} placeholder={t.doseNotePlaceholder} onChange={(e) => setNote(e.target.value)} size="large" />
      </div>
    </Modal>
  );
}
