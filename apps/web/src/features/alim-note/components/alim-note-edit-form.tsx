import { useCallback, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { ALIM_MAX_PHOTOS, updateAlimNoteBodySchema, type AlimNote, type UpdateAlimNoteInput } from '@kg/contract';
import { UploadField } from '@/components/upload-field';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useUpdateAlimNote } from '../api/update-alim-note';
import { alimPhotoSender } from '../api/upload-alim-photos';
import { RecordFields } from './record-fields';
import { DraftNotice } from '@/components/draft-notice';
import { useFormDraft } from '@/lib/form-draft';
import { recordFormProps } from '@/lib/record-form';

const t = alimNoteKo;

type EditValues = Omit<UpdateAlimNoteInput, 'tempKey' | 'removeFileIds'>;

/** Editing one note: the whole text, the chips, photos removed and added. */
export function AlimNoteEditForm({ note, onDone }: { note: AlimNote; onDone: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateAlimNote();
  const showAlert = useUiStore((s) => s.showAlert);
  const [tempKey, setTempKey] = useState<string | undefined>();
  const [removed, setRemoved] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const handleRemove = useCallback((fileId: number) => setRemoved((list) => [...list, fileId]), []);

  const draft = useFormDraft(form, `alimNote.${note.noteId}`);

  const submit = async (values: EditValues) => {
    try {
      await update.mutateAsync({ noteId: note.noteId, body: { ...values, tempKey, removeFileIds: removed } });
      draft.clear();
      showAlert(t.updated, 'success');
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Form<EditValues> {...recordFormProps}
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={draft.onValuesChange}
      initialValues={{
        content: note.content,
        mood: note.mood,
        health: note.health,
        meal: note.meal,
        nap: note.nap,
        bowel: note.bowel,
        temperature: note.temperature,
      }}
    >
      <DraftNotice draft={draft} />
      <Form.Item name="content" label={t.content} rules={[fieldRule(updateAlimNoteBodySchema, 'content')]}>
        <Input.TextArea rows={6} />
      </Form.Item>
      <RecordFields />
      <Form.Item label={t.photos}>
        <UploadField
          kind="image"
          label={t.addPhotos}
          maxCount={ALIM_MAX_PHOTOS}
          existing={note.photos}
          send={alimPhotoSender(note.classId, note.childCode)}
          onTempKeyChange={setTempKey}
          onRemoveExisting={handleRemove}
          onBusyChange={setBusy}
        />
      </Form.Item>
      <Space>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={busy}>
          {t.update}
        </Button>
      </Space>
    </Form>
  );
}
