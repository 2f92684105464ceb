import { Button, Card, Form, Input, InputNumber, Radio, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import {
  CENTRE_KINDS,
  centreKindLabels,
  centreSettingsBodySchema,
  type Centre,
  type CentreKind,
  type CentreModule,
} from '@kg/contract';
import { centreKo } from '@/i18n/domains/centre';
import { applyServerErrors, fieldRule, parseFormInput } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';
import { useUiStore } from '@/stores/ui';
import { useUpdateCentre } from '../api/update-centre';
import { ModuleSwitches } from './module-switches';
import { WeekdayToggles } from './weekday-toggles';

const t = centreKo;
const schema = centreSettingsBodySchema;

export type CentreFormValues = {
  name: string;
  kind: CentreKind;
  address: string;
  phone: string;
  representative: string;
  basicStart: string;
  basicEnd: string;
  extendedEnd: string;
  schoolDays: number[];
  timeZone: string;
  retentionYears: number | null;
  modules: CentreModule[];
};

const KIND_OPTIONS = CENTRE_KINDS.map((kind) => ({ value: kind, label: centreKindLabels[kind] }));
const KOREA = 'Asia/Seoul';

/** Every zone the browser knows, Korea first; the centre's own stays listed even if the browser does not know it. */
function timeZoneOptions(current: string) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [KOREA, ...[current, ...known].filter((zone) => zone !== KOREA)];
  return [...new Set(zones)].map((zone) => ({ value: zone, label: zone === KOREA ? t.timeZoneKorea : zone }));
}

const valuesOf = (centre: Centre): CentreFormValues => ({
  name: centre.name,
  kind: centre.kind,
  address: centre.address,
  phone: centre.phone,
  representative: centre.representative,
  basicStart: centre.basicStart,
  basicEnd: centre.basicEnd,
  extendedEnd: centre.extendedEnd,
  schoolDays: centre.schoolDays,
  timeZone: centre.timeZone,
  retentionYears: centre.retentionYears,
  modules: centre.modules,
});

// the InputNumber's empty value is null; the schema's own message says what is missing
const inputOf = (values: CentreFormValues) => ({ ...values, retentionYears: values.retentionYears ?? undefined });

type CentreSettingsFormProps = { centre: Centre; canEdit: boolean };

/** 원 정보 (docs/product/centre.md#원-정보): the director edits it; managers read it with every field disabled. */
export function CentreSettingsForm({ centre, canEdit }: CentreSettingsFormProps) {
  const [form] = Form.useForm<CentreFormValues>();
  const update = useUpdateCentre();
  const showAlert = useUiStore((s) => s.showAlert);

  const handleFinish = (values: CentreFormValues) => {
    const body = parseFormInput(form, schema, inputOf(values));
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => showAlert(t.saved, 'success'),
      onError: (error) => applyServerErrors(form, error),
    });
  };

  // a field's own rule failed: the rules across fields (an end before its start) are shown beside it, not after it
  const handleFinishFailed = () => parseFormInput(form, schema, inputOf(form.getFieldsValue(true) as CentreFormValues));

  return (
    <Form<CentreFormValues>
      {...recordFormProps}
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!canEdit}
      initialValues={valuesOf(centre)}
      onFinish={handleFinish}
      onFinishFailed={handleFinishFailed}
      className="record-detail centre-settings"
    >
      <Card size="small" title={t.basicsSection}>
        <Form.Item name="name" label={t.name} rules={[fieldRule(schema, 'name')]}>
          <Input placeholder={t.namePlaceholder} maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="kind" label={t.kind} rules={[fieldRule(schema, 'kind')]}>
          <Radio.Group options={KIND_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="address" label={t.address} rules={[fieldRule(schema, 'address')]}>
          <Input maxLength={200} autoComplete="street-address" />
        </Form.Item>
        <div className="centre-settings-row">
          <Form.Item name="phone" label={t.phone} rules={[fieldRule(schema, 'phone')]}>
            <Input placeholder={t.phonePlaceholder} maxLength={20} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="representative" label={t.representative} rules={[fieldRule(schema, 'representative')]}>
            <Input maxLength={50} />
          </Form.Item>
        </div>
      </Card>

      <Card size="small" title={t.hoursSection}>
        <div className="centre-settings-row">
          <Form.Item name="basicStart" label={t.basicStart} rules={[fieldRule(schema, 'basicStart')]}>
            <Input placeholder="09:00" maxLength={5} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="basicEnd" label={t.basicEnd} rules={[fieldRule(schema, 'basicEnd')]}>
            <Input placeholder="16:00" maxLength={5} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="extendedEnd" label={t.extendedEnd} rules={[fieldRule(schema, 'extendedEnd')]}>
            <Input placeholder="19:30" maxLength={5} inputMode="numeric" />
          </Form.Item>
        </div>
        <p className="centre-settings-hint">{t.timeHint}</p>
        <Form.Item name="schoolDays" label={t.schoolDays} extra={t.schoolDaysHint} rules={[fieldRule(schema, 'schoolDays')]}>
          <WeekdayToggles disabled={!canEdit} />
        </Form.Item>
      </Card>

      <Card size="small" title={t.settingsSection}>
        <Form.Item name="timeZone" label={t.timeZone} rules={[fieldRule(schema, 'timeZone')]}>
          <Select showSearch options={timeZoneOptions(centre.timeZone)} />
        </Form.Item>
        <Form.Item name="retentionYears" label={t.retentionYears} extra={t.retentionHint} rules={[fieldRule(schema, 'retentionYears')]}>
          {/* no min/max: antd would clamp what was typed; the contract's rule refuses it with its range */}
          <InputNumber<number> suffix={t.retentionUnit} inputMode="numeric" style={{ width: '100%', maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="modules" label={t.modules}>
          <ModuleSwitches />
        </Form.Item>
      </Card>

      {canEdit && (
        <div className="record-actions">
          <Button size="large" type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={update.isPending}>
            {t.save}
          </Button>
        </div>
      )}
    </Form>
  );
}
