import { Button, Col, DatePicker, Form, Grid, Input, Radio, Row, Select, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ALLERGENS,
  childBodySchema,
  childEmergencyContactSchema,
  childGenderLabels,
  childGenders,
  childPickupPersonSchema,
  type ChildClassOption,
  type ChildInput,
} from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { fieldRule, zodRule } from '@/lib/form-rules';
import { ChildPeopleList } from './child-people-list';
import { DraftNotice } from '@/components/draft-notice';
import type { FormDraft } from '@/lib/form-draft';
import { recordFormProps } from '@/lib/record-form';

const t = childKo;
const DATE_FORMAT = 'YYYY-MM-DD';
/** The 19 numbered allergens, shown and searched as `5.대두`. */
const allergenOptions = ALLERGENS.map((a) => ({ value: a.code, label: `${a.code}.${a.name}` }));

/** DatePicker ⇄ the contract's `yyyy-MM-dd` string. */
const dateField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};
/** The class select shows '' for "no class" (the contract reads '' as null). */
const classField = { getValueProps: (value: number | null | undefined) => ({ value: value ?? '' }) };

/** A new child's form: today as the admission date, nothing else chosen. */
export const emptyChildInput = (): Partial<ChildInput> => ({
  name: '',
  classId: null,
  admissionDate: dayjs().format(DATE_FORMAT),
  allergyCodes: [],
  allergies: '',
  allergyNote: '',
  healthNotes: '',
  photoConsent: false,
  address: '',
  memo: '',
  emergencyContacts: [],
  pickupPersons: [],
});

export type ChildFormProps = {
  form: FormInstance<ChildInput>;
  initialValues: Partial<ChildInput>;
  classOptions: readonly ChildClassOption[];
  saving: boolean;
  submitLabel: string;
  /** Called with the contract-checked body; server errors go back onto the form with applyServerErrors. */
  onSubmit: (body: ChildInput) => void;
  /** what is typed is kept until saved (lib/form-draft); the caller clears it on success */
  draft: FormDraft;
};

/** The child record form (create drawer and detail page): validated field by field with the contract schema. */
export function ChildForm({ form, initialValues, classOptions, saving, submitLabel, onSubmit, draft }: ChildFormProps) {
  // a director types dates at a desk; on a phone the calendar is quicker than the keyboard
  const isPhone = Grid.useBreakpoint().sm === false;
  const handleFinish = (values: ChildInput) => {
    const parsed = childBodySchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as (string | number)[], errors: [issue.message] })));
      form.scrollToField(parsed.error.issues[0].path as (string | number)[], { block: 'center', focus: true });
      return;
    }
    onSubmit(parsed.data);
  };
  const half = { xs: 24, sm: 12 };

  return (
    <Form<ChildInput> {...recordFormProps} form={form} layout="vertical" initialValues={initialValues} onFinish={handleFinish} onValuesChange={draft.onValuesChange}>
      <DraftNotice draft={draft} />
      <h3 className="record-section-title">{t.basicInfo}</h3>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="name" label={t.name} required rules={[fieldRule(childBodySchema, 'name')]}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="gender" label={t.gender} required rules={[fieldRule(childBodySchema, 'gender')]}>
            <Radio.Group options={childGenders.map((g) => ({ value: g, label: childGenderLabels[g] }))} optionType="button" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="birthDate" label={t.birthDate} required rules={[fieldRule(childBodySchema, 'birthDate')]} {...dateField}>
            <DatePicker style={{ width: '100%' }} inputReadOnly={isPhone} format={DATE_FORMAT} placeholder={DATE_FORMAT} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="admissionDate" label={t.admissionDate} required rules={[fieldRule(childBodySchema, 'admissionDate')]} {...dateField}>
            <DatePicker style={{ width: '100%' }} inputReadOnly={isPhone} format={DATE_FORMAT} placeholder={DATE_FORMAT} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="classId" label={t.className} rules={[fieldRule(childBodySchema, 'classId')]} {...classField}>
            <Select
              options={[{ value: '', label: t.noClassOption }, ...classOptions.map((c) => ({ value: c.classId, label: c.name }))]}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="photoConsent" label={t.photoConsent} valuePropName="checked">
            <Switch checkedChildren={t.photoConsentYes} unCheckedChildren={t.photoConsentNo} />
          </Form.Item>
        </Col>
      </Row>

      <h3 className="record-section-title">{t.healthInfo}</h3>
      <Form.Item name="allergyCodes" label={t.allergyCodes} extra={t.allergyCodesHint} rules={[fieldRule(childBodySchema, 'allergyCodes')]}>
        <Select mode="multiple" allowClear options={allergenOptions} optionFilterProp="label" placeholder={t.allergyCodesPlaceholder} />
      </Form.Item>
      <Form.Item name="allergies" label={t.allergies} rules={[fieldRule(childBodySchema, 'allergies')]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} placeholder={t.allergiesPlaceholder} />
      </Form.Item>
      <Form.Item name="allergyNote" label={t.allergyNote} rules={[fieldRule(childBodySchema, 'allergyNote')]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={300} placeholder={t.allergyNotePlaceholder} />
      </Form.Item>
      <Form.Item name="healthNotes" label={t.healthNotes} rules={[fieldRule(childBodySchema, 'healthNotes')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>

      <ChildPeopleList
        listName="emergencyContacts"
        title={t.emergencyContacts}
        addLabel={t.addContact}
        max={5}
        newRow={{ name: '', relation: '', phone: '' }}
        schema={childEmergencyContactSchema}
      />
      <ChildPeopleList
        listName="pickupPersons"
        title={t.pickupPersons}
        addLabel={t.addPickup}
        max={10}
        newRow={{ name: '', relation: '', phone: '', authorised: true, note: '' }}
        schema={childPickupPersonSchema}
        extraFields={(row) => (
          <>
            <Col xs={10} sm={4}>
              <Form.Item name={[row, 'authorised']} label={t.authorised} valuePropName="checked">
                <Switch checkedChildren={t.authorised} unCheckedChildren={t.notAuthorised} />
              </Form.Item>
            </Col>
            <Col xs={16} sm={5}>
              <Form.Item name={[row, 'note']} label={t.note} rules={[zodRule(childPickupPersonSchema.shape.note)]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </>
        )}
      />

      <Form.Item name="address" label={t.address} rules={[fieldRule(childBodySchema, 'address')]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="memo" label={t.memo} rules={[fieldRule(childBodySchema, 'memo')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
