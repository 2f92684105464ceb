import { Button, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { SaveOutlined } from '@ant-design/icons';
import {
  CLASS_NAME_MAX,
  CLASS_NAME_TAKEN_MESSAGE,
  DEFAULT_CLASS_COLOR,
  classAgeBandLabel,
  classAgeBands,
  classBodySchema,
  classNameSchema,
  type ClassDetail,
  type ClassInput,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { classKo } from '@/i18n/domains/class';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { checkClassName } from '../api/check-class-name';
import { ColorSelect } from './color-select';
import { recordFormProps } from '@/lib/record-form';

const t = classKo;
const NAME_CHECK_DEBOUNCE_MS = 400;

export type ClassFormValues = { className: string; color: string; ageBand?: number; capacity?: number; introduction: string };

const AGE_BAND_OPTIONS = classAgeBands.map((band) => ({ value: band, label: classAgeBandLabel(band) }));

/** The name is checked against the server as it is typed (docs/product/class.md#rules). */
function nameFreeRule(excludeId?: number): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = classNameSchema.safeParse(value);
      if (!parsed.success) return; // the schema rule shows that message
      let check;
      try {
        check = await checkClassName(parsed.data, excludeId);
      } catch {
        return; // no answer: the save itself still refuses a duplicate
      }
      if (!check.valid) throw new Error(check.message);
    },
  };
}

export function toClassInput(values: ClassFormValues): ClassInput {
  return {
    className: values.className.trim(),
    color: values.color,
    ageBand: values.ageBand as number,
    capacity: values.capacity as number,
    introduction: (values.introduction ?? '').trim(),
  };
}

/** A failed save: field details on their fields, a duplicate name on the name, anything else in the alert. */
export function showClassSaveError(form: FormInstance<ClassFormValues>, error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.code === 'CONFLICT' && apiError.message === CLASS_NAME_TAKEN_MESSAGE) {
    form.setFields([{ name: 'className', errors: [apiError.message] }]);
    return;
  }
  applyServerErrors(form, error);
}

type ClassFormProps = {
  form: FormInstance<ClassFormValues>;
  /** the class being edited; absent when creating */
  record?: ClassDetail;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: ClassFormValues) => void;
  onCancel?: () => void;
};

/** 반 등록 / 반 정보: name (checked as typed), colour, age band 만 0–5세, capacity, introduction. */
export function ClassForm({ form, record, saving, submitLabel, onSubmit, onCancel }: ClassFormProps) {
  const initialValues: ClassFormValues = record
    ? {
        className: record.className,
        color: record.color,
        ageBand: record.ageBand ?? undefined,
        capacity: record.capacity ?? undefined,
        introduction: record.introduction,
      }
    : { className: '', color: DEFAULT_CLASS_COLOR, introduction: '' };

  return (
    <Form<ClassFormValues> {...recordFormProps} form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Form.Item
        name="className"
        label={t.className}
        hasFeedback
        validateDebounce={NAME_CHECK_DEBOUNCE_MS}
        rules={[fieldRule(classBodySchema, 'className'), nameFreeRule(record?.classId)]}
      >
        <Input placeholder={t.classNamePlaceholder} maxLength={CLASS_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="color" label={t.color} extra={t.colorHint} rules={[fieldRule(classBodySchema, 'color')]}>
        <ColorSelect current={record?.color} />
      </Form.Item>
      <Form.Item name="ageBand" label={t.ageBand} rules={[fieldRule(classBodySchema, 'ageBand')]}>
        <Select<number> placeholder={t.ageBandPlaceholder} options={AGE_BAND_OPTIONS} />
      </Form.Item>
      <Form.Item name="capacity" label={t.capacity} rules={[fieldRule(classBodySchema, 'capacity')]}>
        {/* no min/max/precision: antd would clamp or round what was typed on blur; the contract's rule refuses it */}
        <InputNumber<number> suffix={t.capacityUnit} inputMode="numeric" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="introduction" label={t.introduction} rules={[fieldRule(classBodySchema, 'introduction')]}>
        <Input.TextArea placeholder={t.introductionPlaceholder} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <div className="record-actions">
        {onCancel && (
          <Button size="large" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
