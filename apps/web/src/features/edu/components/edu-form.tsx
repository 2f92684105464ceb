import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Edu } from '@kg/contract';
import { PostForm, type PostFormValues, type PostSaveFiles } from '@/features/post';
import { ko } from '@/i18n/ko';
import { useSaveEdu } from '../api/edu-api';
import { ageBandText } from './edu-columns';

const t = ko.edu;
const DATE_FORMAT = 'YYYY-MM-DD';
/** '' = every age (null on the wire), else 만 0–5세 */
const AGE_OPTIONS = [{ value: '', label: t.ageAll }, ...[0, 1, 2, 3, 4, 5].map((band) => ({ value: String(band), label: ageBandText(band) }))];

export type EduFormValues = PostFormValues & { period: [Dayjs | null, Dayjs | null] | null; ageBand: string };

const day = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : null);

type EduFormProps = {
  /** the programme being edited; a new one otherwise */
  edu?: Edu;
  onSaved: (edu: Edu) => void;
  onCancel: () => void;
};

/**
 * edu/new and edu/{id}/edit (docs/product/edu.md): the post form with 기간 (either day may be empty), 대상 연령 and
 * 대상 반; the attachments are the 계획안. Admins and managers only.
 */
export function EduForm({ edu, onSaved, onCancel }: EduFormProps) {
  const [form] = Form.useForm<EduFormValues>();
  const save = useSaveEdu();

  const initialValues: EduFormValues = edu
    ? {
        title: edu.title,
        classIds: edu.classes.map((c) => c.classId),
        content: edu.content,
        period: edu.startDate || edu.endDate ? [edu.startDate ? dayjs(edu.startDate) : null, edu.endDate ? dayjs(edu.endDate) : null] : null,
        ageBand: edu.ageBand === null ? '' : String(edu.ageBand),
      }
    : { title: '', classIds: [], content: '', period: null, ageBand: '' };

  const handleSave = async (values: EduFormValues, files: PostSaveFiles) => {
    const body = {
      title: values.title,
      content: values.content,
      classIds: values.classIds,
      startDate: day(values.period?.[0]),
      endDate: day(values.period?.[1]),
      ageBand: values.ageBand === '' || values.ageBand === undefined ? null : Number(values.ageBand),
    };
    const saved = await save.mutateAsync(
      edu ? { eduId: edu.eduId, tempKey: files.tempKey, body: { ...body, removeFileIds: files.removeFileIds } } : { eduId: null, tempKey: files.tempKey, body },
    );
    onSaved(saved);
  };

  return (
    <PostForm<EduFormValues>
      form={form}
      refType="EDU"
      initialValues={initialValues}
      post={edu}
      audienceLabel={t.classes}
      attachmentsLabel={t.attachments}
      attachmentsHint={t.attachmentsHint}
      contentRequired={false}
      draftKey={edu ? `edu.${edu.eduId}` : 'edu.new'}
      saving={save.isPending}
      onSave={handleSave}
      onCancel={onCancel}
      // the period's two days are one picker
      fieldFor={(path) => (path[0] === 'startDate' || path[0] === 'endDate' ? ['period'] : path)}
    >
      <Form.Item name="period" label={t.period}>
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          allowEmpty={[true, true]}
          placeholder={[t.startDate, t.endDate]}
          inputReadOnly
          className="edu-period-picker"
        />
      </Form.Item>
      <Form.Item name="ageBand" label={t.ageBand}>
        <Select options={AGE_OPTIONS} className="edu-age-select" />
      </Form.Item>
    </PostForm>
  );
}
