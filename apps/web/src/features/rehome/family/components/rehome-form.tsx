import { Alert, Button, Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  REHOME_REQUEST_MESSAGES,
  createFamilyRehomeBodySchema,
  rehomeMethodLabels,
  rehomeMethods,
  rehomeNewPickupSchema,
  rehomeRequestWindow,
  type FamilyPickupPerson,
  type RehomeMethod,
} from '@kg/contract';
import { familyToday } from '@/family/month';
import { familyKo } from '@/i18n/domains/family';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';

const t = familyKo.rehome;

/** The choice '다른 분' (a person the child's record does not list). */
export const OTHER_PERSON = 'other';

export type RehomeFormValues = {
  rehomeDate: string;
  rehomeTime: string;
  method: RehomeMethod;
  person: number | typeof OTHER_PERSON | undefined;
  pickup: { name: string; relation: string; phone: string };
  emergencyPhone: string;
  parentNote: string;
};

const windowRule: Rule = {
  validator: async (_rule, value: unknown) => {
    const { first, last } = rehomeRequestWindow(familyToday());
    if (typeof value === 'string' && value !== '' && (value < first || value > last)) throw new Error(REHOME_REQUEST_MESSAGES.rehomeDateRange);
  },
};

const personRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null) throw new Error(REHOME_REQUEST_MESSAGES.pickupChoice);
  },
};

type RehomeFormProps = {
  persons: FamilyPickupPerson[];
  submitting: boolean;
  onSubmit: (values: RehomeFormValues) => Promise<unknown>;
};

/** The server's field names → the form's: a listed person's error lands on the choice. */
const fieldFor = (path: (string | number)[]) => (path[0] === 'pickupPersonId' ? ['person'] : path);

/**
 * 귀가동의서 (docs/product/parent-app.md#귀가동의서): the day and time, the way home, who collects the child — one of
 * the child's authorised persons, or '다른 분' with name, relation and phone (the teacher then checks them) — an
 * emergency phone and a note.
 */
export function RehomeForm({ persons, submitting, onSubmit }: RehomeFormProps) {
  const [form] = Form.useForm<RehomeFormValues>();
  const person = Form.useWatch('person', form);
  const { first, last } = rehomeRequestWindow(familyToday());
  const handleFinish = (values: RehomeFormValues) => onSubmit(values).catch((error: unknown) => applyServerErrors(form, error, fieldFor));
  const pickupRule = (field: 'name' | 'relation' | 'phone') => [fieldRule(rehomeNewPickupSchema, field)];

  return (
    <Form<RehomeFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      className="family-form"
      noValidate
      initialValues={{
        rehomeDate: familyToday(),
        rehomeTime: '',
        method: 'walk',
        person: persons.length === 0 ? OTHER_PERSON : undefined,
        pickup: { name: '', relation: '', phone: '' },
        emergencyPhone: '',
        parentNote: '',
      }}
    >
      <Form.Item name="rehomeDate" label={t.rehomeDate} rules={[fieldRule(createFamilyRehomeBodySchema, 'rehomeDate'), windowRule]}>
        <Input type="date" min={first} max={last} size="large" />
      </Form.Item>
      <Form.Item name="rehomeTime" label={t.rehomeTime} rules={[fieldRule(createFamilyRehomeBodySchema, 'rehomeTime')]}>
        <Input type="time" size="large" />
      </Form.Item>
      <Form.Item name="method" label={t.method} rules={[fieldRule(createFamilyRehomeBodySchema, 'method')]}>
        <Radio.Group optionType="button" buttonStyle="solid" size="large" options={rehomeMethods.map((value) => ({ value, label: rehomeMethodLabels[value] }))} />
      </Form.Item>
      <Form.Item name="person" label={t.person} rules={[personRule]}>
        <Radio.Group className="family-person-choice">
          {persons.map((p) => (
            <Radio key={p.pickupPersonId} value={p.pickupPersonId}>
              {t.personLine(p.name, p.relation, p.phone)}
            </Radio>
          ))}
          <Radio value={OTHER_PERSON}>{t.otherPerson}</Radio>
        </Radio.Group>
      </Form.Item>
      {person === OTHER_PERSON && (
        <fieldset className="family-fieldset">
          <legend>{t.otherPerson}</legend>
          <Alert type="warning" showIcon title={t.otherPersonNote} className="family-block" />
          <Form.Item name={['pickup', 'name']} label={t.pickupName} rules={pickupRule('name')}>
            <Input size="large" maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name={['pickup', 'relation']} label={t.relation} rules={pickupRule('relation')}>
            <Input size="large" maxLength={20} placeholder={t.relationPlaceholder} />
          </Form.Item>
          <Form.Item name={['pickup', 'phone']} label={t.phone} rules={pickupRule('phone')}>
            <Input size="large" type="tel" inputMode="tel" maxLength={13} placeholder="010-1234-5678" />
          </Form.Item>
        </fieldset>
      )}
      <Form.Item name="emergencyPhone" label={t.emergencyPhone} extra={t.emergencyPhoneHint} rules={[fieldRule(createFamilyRehomeBodySchema, 'emergencyPhone')]}>
        <Input size="large" type="tel" inputMode="tel" maxLength={13} placeholder="010-1234-5678" />
      </Form.Item>
      <Form.Item name="parentNote" label={t.parentNote} rules={[fieldRule(createFamilyRehomeBodySchema, 'parentNote')]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t.submit}
      </Button>
    </Form>
  );
}
