import { Button, Form, InputNumber, Tag } from 'antd';
import { ALIM_FEVER_FROM, alimChipGroups, alimEntrySchema } from '@kg/contract';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { fieldRule } from '@/lib/form-rules';

type ChipSelectProps = {
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** One record chip group: tap a chip to choose it, tap it again to clear. */
export function ChipSelect({ label, values, labels, value, onChange }: ChipSelectProps) {
  return (
    <div role="group" aria-label={label} className="alim-chips">
      {values.map((v) => (
        <Button
          key={v}
          size="small"
          shape="round"
          type={value === v ? 'primary' : 'default'}
          aria-pressed={value === v}
          onClick={() => onChange?.(value === v ? null : v)}
        >
          {labels[v]}
        </Button>
      ))}
    </div>
  );
}

/** '발열 주의' beside a temperature from 37.5 (watches only that field). */
function FeverTag({ name }: { name: (string | number)[] }) {
  const temperature = Form.useWatch(name) as number | null | undefined;
  return (temperature ?? 0) >= ALIM_FEVER_FROM ? <Tag color="red">{alimNoteKo.fever}</Tag> : null;
}

/** The record chips and the temperature as form fields under `prefix` (an entry of the bulk form, or the edit form). */
export function RecordFields({ prefix = [] }: { prefix?: (string | number)[] }) {
  return (
    <div className="alim-record-fields">
      {alimChipGroups.map((group) => (
        <Form.Item key={group.field} name={[...prefix, group.field]} label={group.label} className="alim-chip-row">
          <ChipSelect label={group.label} values={group.values} labels={group.labels} />
        </Form.Item>
      ))}
      <Form.Item label={alimNoteKo.temperature} className="alim-chip-row" required={false}>
        <div className="alim-temperature">
          <Form.Item name={[...prefix, 'temperature']} noStyle rules={[fieldRule(alimEntrySchema, 'temperature')]}>
            {/* no min/max/precision: antd would clamp 45 to 42.0 or round 36.55 on blur; the contract's rule refuses them */}
            <InputNumber<number>
              aria-label={alimNoteKo.temperature}
              step={0.1}
              placeholder="36.5"
              inputMode="decimal"
            />
          </Form.Item>
          <FeverTag name={[...prefix, 'temperature']} />
        </div>
      </Form.Item>
    </div>
  );
}
