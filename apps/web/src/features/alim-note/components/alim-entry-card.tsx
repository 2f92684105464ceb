import { memo, useCallback } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ALIM_EXTRA_MAX, ALIM_MAX_PHOTOS, alimEntrySchema } from '@kg/contract';
import { UploadField } from '@/components/upload-field';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { fieldRule } from '@/lib/form-rules';
import { alimPhotoSender } from '../api/upload-alim-photos';
import { RecordFields } from './record-fields';

const t = alimNoteKo;

type AlimEntryCardProps = {
  classId: number;
  /** the entry's index in the form list */
  index: number;
  childCode: number;
  childName: string;
  canRemove: boolean;
  onRemove: (childCode: number) => void;
  onCopy: (index: number) => void;
  onTempKeyChange: (childCode: number, tempKey: string | undefined) => void;
  onBusyChange: (childCode: number, busy: boolean) => void;
};

/** One child of a bulk write: chips, temperature, an own sentence and photos (re-rendered only when its props change). */
export const AlimEntryCard = memo(function AlimEntryCard(props: AlimEntryCardProps) {
  const { classId, index, childCode, childName, onTempKeyChange, onBusyChange } = props;
  const handleTempKey = useCallback((key: string | undefined) => onTempKeyChange(childCode, key), [childCode, onTempKeyChange]);
  const handleBusy = useCallback((busy: boolean) => onBusyChange(childCode, busy), [childCode, onBusyChange]);
  return (
    <Card
      size="small"
      className="alim-entry"
      role="group"
      aria-label={childName}
      title={childName}
      extra={
        <span className="alim-entry-actions">
          <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => props.onCopy(index)}>
            {t.copyPrevious}
          </Button>
          {props.canRemove && (
            <Button size="small" type="text" onClick={() => props.onRemove(childCode)}>
              {t.remove}
            </Button>
          )}
        </span>
      }
    >
      <Form.Item name={[index, 'childCode']} hidden>
        <Input />
      </Form.Item>
      <RecordFields prefix={[index]} />
      <Form.Item name={[index, 'extraContent']} label={t.extraContent} rules={[fieldRule(alimEntrySchema, 'extraContent')]}>
        <Input.TextArea rows={2} placeholder={t.extraContentPlaceholder} maxLength={ALIM_EXTRA_MAX} />
      </Form.Item>
      <Form.Item label={t.photos}>
        <UploadField
          kind="image"
          label={t.addPhotos}
          maxCount={ALIM_MAX_PHOTOS}
          send={alimPhotoSender(classId, childCode)}
          onTempKeyChange={handleTempKey}
          onBusyChange={handleBusy}
        />
      </Form.Item>
    </Card>
  );
});
