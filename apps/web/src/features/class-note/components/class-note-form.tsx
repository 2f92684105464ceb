import { useCallback, useState } from 'react';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CLASS_NOTE_CONTENT_MAX, CLASS_NOTE_MAX_PHOTOS, CLASS_NOTE_TITLE_MAX, createClassNoteBodySchema, type ClassNote } from '@kg/contract';
import { UploadField } from '@/components/upload-field';
import { classNoteKo } from '@/i18n/domains/class-note';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useSaveClassNote } from '../api/save-class-note';
import { classNotePhotoSender, classNoteVideoSender } from '../api/upload-class-note-files';
import { DraftNotice } from '@/components/draft-notice';
import { useFormDraft } from '@/lib/form-draft';
import { recordFormProps } from '@/lib/record-form';

const t = classNoteKo;

type FormValues = { noteDate: Dayjs; title: string; content: string };

const dateRule = {
  validator: async (_: unknown, value: Dayjs | null) => {
    const result = createClassNoteBodySchema.shape.noteDate.safeParse(value ? value.format('YYYY-MM-DD') : undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

type ClassNoteFormProps = { classId: number; note: ClassNote | null; today: string; onDone: (note: ClassNote | null) => void };

/** Writing or editing a class note: date, title, text, photos (many, with progress) and one video. */
export function ClassNoteForm({ classId, note, today, onDone }: ClassNoteFormProps) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveClassNote();
  const showAlert = useUiStore((s) => s.showAlert);
  const [tempKey, setTempKey] = useState<string | undefined>();
  const [videoTempKey, setVideoTempKey] = useState<string | undefined>();
  const [removed, setRemoved] = useState<number[]>([]);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [videoBusy, setVideoBusy] = useState(false);
  const removeExisting = useCallback((fileId: number) => setRemoved((list) => [...list, fileId]), []);
  const busy = photoBusy || videoBusy;
  const draft = useFormDraft(form, note ? `classNote.${note.classNoteId}` : `classNote.new.${classId}`);

  const submit = async (values: FormValues) => {
    if (busy) {
      showAlert(t.waitUploads, 'warning');
      return;
    }
    const fields = { noteDate: values.noteDate.format('YYYY-MM-DD'), title: values.title, content: values.content, tempKey, videoTempKey };
    try {
      const saved = await save.mutateAsync(
        note ? { classNoteId: note.classNoteId, body: { ...fields, removeFileIds: removed } } : { classNoteId: null, body: { ...fields, classId } },
      );
      draft.clear();
      showAlert(note ? t.updated : t.created, 'success');
      onDone(saved);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Form<FormValues> {...recordFormProps}
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={draft.onValuesChange}
      initialValues={{ noteDate: dayjs(note?.noteDate ?? today), title: note?.title ?? '', content: note?.content ?? '' }}
    >
      <DraftNotice draft={draft} />
      <Form.Item name="noteDate" label={t.noteDate} rules={[dateRule]}>
        <DatePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="title" label={t.title} rules={[fieldRule(createClassNoteBodySchema, 'title')]}>
        <Input placeholder={t.titlePlaceholder} maxLength={CLASS_NOTE_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="content" label={t.content} rules={[fieldRule(createClassNoteBodySchema, 'content')]}>
        <Input.TextArea rows={8} placeholder={t.contentPlaceholder} showCount maxLength={CLASS_NOTE_CONTENT_MAX} />
      </Form.Item>
      <Form.Item label={t.photos}>
        <UploadField
          kind="image"
          label={t.addPhotos}
          maxCount={CLASS_NOTE_MAX_PHOTOS}
          existing={note?.photos}
          send={classNotePhotoSender(classId)}
          onTempKeyChange={setTempKey}
          onRemoveExisting={removeExisting}
          onBusyChange={setPhotoBusy}
        />
      </Form.Item>
      <Form.Item label={t.video} extra={t.videoHint}>
        <UploadField
          kind="video"
          label={t.addVideo}
          maxCount={1}
          existing={note?.video ? [note.video] : undefined}
          send={classNoteVideoSender(classId)}
          onTempKeyChange={setVideoTempKey}
          onRemoveExisting={removeExisting}
          onBusyChange={setVideoBusy}
        />
      </Form.Item>
      <Space>
        <Button onClick={() => onDone(null)}>{t.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={busy}>
          {t.save}
        </Button>
      </Space>
    </Form>
  );
}
