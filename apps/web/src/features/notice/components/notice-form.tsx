import { Checkbox, DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Notice } from '@kg/contract';
import { PostForm, usePostWriter, type PostFormValues, type PostSaveFiles } from '@/features/post';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';
import { useSaveNotice } from '../api/notice-api';

const t = ko.notice;
const PUBLISH_FORMAT = 'YYYY-MM-DD HH:mm';

type PublishMode = 'now' | 'later';
export type NoticeFormValues = PostFormValues & { pinned: boolean; publishMode: PublishMode; publishAt: Dayjs | null };

const publishAtRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, value: Dayjs | null) => {
    if (getFieldValue('publishMode') === 'later' && !value) throw new Error(t.publishAtRequired);
  },
});

const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

type NoticeFormProps = {
  /** the notice being edited; a new one otherwise */
  notice?: Notice;
  /** after the save, with the saved notice */
  onSaved: (notice: Notice) => void;
  onCancel: () => void;
};

/**
 * notice/new and notice/{id}/edit (docs/product/notice.md): the post form with 상단 고정 (admins, managers) and 게시 —
 * '바로 게시' or '예약 게시' at a date and time. A teacher's notice is for their own class, shown fixed.
 */
export function NoticeForm({ notice, onSaved, onCancel }: NoticeFormProps) {
  const [form] = Form.useForm<NoticeFormValues>();
  const writer = usePostWriter();
  const save = useSaveNotice();
  const fixedClass = writer.isStaffAdmin ? null : writer.ownClass;
  const publishMode = Form.useWatch('publishMode', form) ?? (notice?.scheduled ? 'later' : 'now');

  const initialValues: NoticeFormValues = notice
    ? {
        title: notice.title,
        classIds: fixedClass ? [fixedClass.classId] : notice.classes.map((c) => c.classId),
        content: notice.content,
        pinned: notice.pinned,
        publishMode: notice.scheduled ? 'later' : 'now',
        publishAt: notice.scheduled ? dayjs(notice.publishedAt) : null,
      }
    : { title: '', classIds: fixedClass ? [fixedClass.classId] : [], content: '', pinned: false, publishMode: 'now', publishAt: null };

  const handleSave = async (values: NoticeFormValues, files: PostSaveFiles) => {
    const body = {
      title: values.title,
      content: values.content,
      classIds: fixedClass ? [fixedClass.classId] : values.classIds,
      // a teacher's save keeps the pin as it is (docs/product/website.md#who-may-do-what)
      pinned: writer.isStaffAdmin ? Boolean(values.pinned) : (notice?.pinned ?? false),
      publishAt: values.publishMode === 'later' && values.publishAt ? values.publishAt.second(0).millisecond(0).format() : null,
    };
    const saved = await save.mutateAsync(
      notice
        ? { noticeId: notice.noticeId, tempKey: files.tempKey, body: { ...body, removeFileIds: files.removeFileIds } }
        : { noticeId: null, tempKey: files.tempKey, body },
    );
    onSaved(saved);
  };

  return (
    <PostForm<NoticeFormValues>
      form={form}
      refType="NOTICE"
      initialValues={initialValues}
      post={notice}
      fixedClass={fixedClass}
      draftKey={notice ? `notice.${notice.noticeId}` : 'notice.new'}
      saving={save.isPending}
      onSave={handleSave}
      onCancel={onCancel}
      fieldFor={(path) => (path[0] === 'publishAt' ? ['publishAt'] : path)}
    >
      {writer.isStaffAdmin && (
        <Form.Item name="pinned" valuePropName="checked" extra={t.pinnedHint}>
          <Checkbox>{t.pinnedLabel}</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        name="publishMode"
        label={t.publish}
        extra={notice && !notice.scheduled && publishMode === 'now' ? t.publishedKeep(formatDateTime(notice.publishedAt)) : publishMode === 'later' ? t.scheduleHint : undefined}
      >
        <Radio.Group
          optionType="button"
          options={[
            { value: 'now', label: t.publishNow },
            { value: 'later', label: t.publishLater },
          ]}
        />
      </Form.Item>
      {publishMode === 'later' && (
        <Form.Item name="publishAt" label={t.publishAt} rules={[publishAtRule]} dependencies={['publishMode']}>
          <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={PUBLISH_FORMAT} disabledDate={beforeToday} inputReadOnly />
        </Form.Item>
      )}
    </PostForm>
  );
}
