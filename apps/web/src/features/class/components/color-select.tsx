import { Select } from 'antd';
import { DEFAULT_CLASS_COLOR } from '@kg/contract';
import { classKo } from '@/i18n/domains/class';
import { useAvailableColors } from '../api/list-colors';
import { ColorDot } from './color-dot';

const t = classKo;

type ColorSelectProps = {
  id?: string;
  value?: string;
  onChange?: (hex: string) => void;
  /** the class's colour now (edit): offered even though a class uses it */
  current?: string;
};

type ColorOption = { value: string; name: string };

/** The class colour, picked from the colours no class uses, the default #e2e8f0, or the class's own. */
export function ColorSelect({ id, value, onChange, current }: ColorSelectProps) {
  const available = useAvailableColors();
  const options: ColorOption[] = [{ value: DEFAULT_CLASS_COLOR, name: t.defaultColor }];
  if (current && current !== DEFAULT_CLASS_COLOR) options.push({ value: current, name: t.currentColor });
  for (const c of available.data ?? []) {
    if (!options.some((o) => o.value === c.hex)) options.push({ value: c.hex, name: c.name });
  }
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      loading={available.isLoading}
      options={options.map((o) => ({
        value: o.value,
        title: `${o.name} ${o.value}`,
        label: (
          <span className="class-badge">
            <ColorDot color={o.value} size={14} />
            {o.name} <span className="record-muted">{o.value}</span>
          </span>
        ),
      }))}
    />
  );
}
