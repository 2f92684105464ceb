import { Button, DatePicker, Form, Grid, Input, Radio, TimePicker } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, reservationBodySchema, reservationKindLabels, reservationKinds, type Reservation, type ReservationInput } from '@kg/contract';
import { reserveKo } from '@/i18n/domains/reserve';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useCreateReservation } from '../api/create-reservation';
import { useUpdateReservation } from '../api/update-reservation';
import { recordFormProps } from '@/lib/record-form';

const t = reserveKo;
const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';
type FormValues = Required<Omit<ReservationInput, 'childBirthDate'>> & { childBirthDate: string | null };

const rule = (field: keyof ReservationInput) => [fieldRule(reservationBodySchema, field)];
/** DatePicker/TimePicker hold dayjs values; the form keeps the contract's strings. */
const asDay = (format: string) => ({
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, format) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(format) : null),
});

function initialValues(reservation: Reservation | null): FormValues {
  if (!reservation) {
    return { familyName: '', phone: '', childName: '', childBirthDate: null, kind: 'consult', wishedDate: addDays(dayjs().format(DATE_FORMAT), 1), wishedTime: '10:00', memo: '' };
  }
  const { familyName, phone, childName, childBirthDate, kind, wishedDate, wishedTime, memo } = reservation;
  return { familyName, phone, childName, childBirthDate, kind, wishedDate, wishedTime: wishedTime ?? '', memo };
}

export type ReservationFormProps = {
  /** null: a new reservation */
  reservation: Reservation | null;
  onSaved: (reservation: Reservation) => void;
};

/** The family, the child and the wished day and time; checked with the contract's rules, server errors on the fields. */
export function ReservationForm({ reservation, onSaved }: ReservationFormProps) {
  const [form] = Form.useForm<FormValues>();
  const isPhone = Grid.useBreakpoint().sm === false;
  const create = useCreateReservation();
  const update = useUpdateReservation();
  const showAlert = useUiStore((s) => s.showAlert);

  const handleFinish = (values: FormValues) => {
    const body: ReservationInput = { ...values, childBirthDate: values.childBirthDate ?? null };
    const handlers = {
      onSuccess: (saved: Reservation) => {
        showAlert(reservation ? t.saved : t.created, 'success');
        onSaved(saved);
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (reservation) update.mutate({ id: reservation.reservationId, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Form<FormValues> {...recordFormProps} form={form} layout="vertical" requiredMark={false} initialValues={initialValues(reservation)} onFinish={handleFinish}>
      <Form.Item name="kind" label={t.kind} rules={rule('kind')}>
        <Radio.Group optionType="button" buttonStyle="solid" options={reservationKinds.map((k) => ({ value: k, label: reservationKindLabels[k] }))} />
      </Form.Item>
      <Form.Item name="familyName" label={t.familyName} rules={rule('familyName')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} rules={rule('phone')}>
        <Input inputMode="tel" placeholder="010-1234-5678" maxLength={13} autoComplete="off" />
      </Form.Item>
      <Form.Item name="childName" label={t.childName} rules={rule('childName')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="childBirthDate" label={t.childBirthDate} rules={rule('childBirthDate')} {...asDay(DATE_FORMAT)}>
        <DatePicker format={DATE_FORMAT} inputReadOnly={isPhone} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="wishedDate" label={t.wishedDate} rules={rule('wishedDate')} {...asDay(DATE_FORMAT)}>
        <DatePicker format={DATE_FORMAT} inputReadOnly={isPhone} allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="wishedTime" label={t.wishedTime} rules={rule('wishedTime')} {...asDay(TIME_FORMAT)}>
        <TimePicker format={TIME_FORMAT} minuteStep={10} inputReadOnly={isPhone} allowClear={false} needConfirm={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="memo" label={t.memo} rules={rule('memo')}>
        <Input.TextArea placeholder={t.memoPlaceholder} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" icon={<SaveOutlined aria-hidden />} loading={create.isPending || update.isPending}>
        {t.save}
      </Button>
    </Form>
  );
}
