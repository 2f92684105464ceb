import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import {
  MEDICINE_MAX_ITEMS,
  MEDICINE_REQUEST_MESSAGES,
  createFamilyMedicineBodySchema,
  medicineItemBodySchema,
  medicineRequestWindow,
  medicineStorageLabels,
  medicineStorages,
  type MedicineItemBody,
} from '@kg/contract';
import { familyToday } from '@/family/month';
import { familyKo } from '@/i18n/domains/family';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';

const t = familyKo.medicine;

export type MedicineFormValues = {
  requestDate: string;
  symptom: string;
  medicines: MedicineItemBody[];
  parentNote: string;
  confirmed: boolean;
};

export const emptyMedicine = (): MedicineItemBody => ({ medicineName: '', dosage: '', times: '', storage: 'room' });

/** today … +30 days in the centre's zone (the server checks the same window) */
const windowRule: Rule = {
  validator: async (_rule, value: unknown) => {
    const { first, last } = medicineRequestWindow(familyToday());
    if (typeof value === 'string' && value !== '' && (value < first || value > last)) throw new Error(MEDICINE_REQUEST_MESSAGES.requestDateRange);
  },
};

type MedicineFormProps = {
  initialValues: MedicineFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: MedicineFormValues) => Promise<unknown>;
};

/**
 * 투약의뢰서 (docs/product/parent-app.md#투약의뢰서): the day, the symptom, 1–5 medicines (약 종류, 용량, 시간, 보관), a
 * note, and the parent's confirmation. The contract's schemas validate each field; the server's 400 details land on
 * the same fields.
 */
export function MedicineForm({ initialValues, submitLabel, submitting, onSubmit }: MedicineFormProps) {
  const [form] = Form.useForm<MedicineFormValues>();
  const { first, last } = medicineRequestWindow(familyToday());
  const handleFinish = (values: MedicineFormValues) => onSubmit(values).catch((error: unknown) => applyServerErrors(form, error));
  const itemRule = (field: keyof MedicineItemBody) => [fieldRule(medicineItemBodySchema, field)];

  return (
    <Form<MedicineFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={handleFinish} className="family-form" noValidate>
      <Form.Item name="requestDate" label={t.requestDate} rules={[fieldRule(createFamilyMedicineBodySchema, 'requestDate'), windowRule]}>
        <Input type="date" min={first} max={last} size="large" />
      </Form.Item>
      <Form.Item name="symptom" label={t.symptom} rules={[fieldRule(createFamilyMedicineBodySchema, 'symptom')]}>
        <Input size="large" maxLength={200} placeholder={t.symptomPlaceholder} />
      </Form.Item>
      <Form.List name="medicines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <fieldset key={field.key} className="family-fieldset">
                <legend>{t.medicineN(i + 1)}</legend>
                <Form.Item name={[field.name, 'medicineName']} label={t.medicineName} rules={itemRule('medicineName')}>
                  <Input size="large" maxLength={100} placeholder={t.medicineNamePlaceholder} />
                </Form.Item>
                <Form.Item name={[field.name, 'dosage']} label={t.dosage} rules={itemRule('dosage')}>
                  <Input size="large" maxLength={50} placeholder={t.dosagePlaceholder} />
                </Form.Item>
                <Form.Item name={[field.name, 'times']} label={t.times} rules={itemRule('times')}>
                  <Input size="large" maxLength={100} placeholder={t.timesPlaceholder} />
                </Form.Item>
                <Form.Item name={[field.name, 'storage']} label={t.storage} rules={itemRule('storage')}>
                  <Radio.Group
                    optionType="button"
                    buttonStyle="solid"
                    size="large"
                    options={medicineStorages.map((value) => ({ value, label: medicineStorageLabels[value] }))}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t.removeMedicineN(i + 1)}>
                    {t.removeMedicine}
                  </Button>
                )}
              </fieldset>
            ))}
            <Button
              block
              size="large"
              icon={<PlusOutlined />}
              disabled={fields.length >= MEDICINE_MAX_ITEMS}
              onClick={() => add(emptyMedicine())}
              className="family-block"
            >
              {fields.length >= MEDICINE_MAX_ITEMS ? MEDICINE_REQUEST_MESSAGES.medicinesMax : t.addMedicine}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="parentNote" label={t.parentNote} rules={[fieldRule(createFamilyMedicineBodySchema, 'parentNote')]}>
        <Input.TextArea rows={3} maxLength={1000} placeholder={t.parentNotePlaceholder} />
      </Form.Item>
      <Form.Item name="confirmed" valuePropName="checked" rules={[fieldRule(createFamilyMedicineBodySchema, 'confirmed')]}>
        <Checkbox>{t.confirm}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
