import { Tag } from 'antd';
import { ALIM_FEVER_FROM, alimChipGroups, type AlimRecord } from '@kg/contract';
import { familyKo } from '@/i18n/domains/family';

/** The teacher's chips ('기분 좋음', '체온 37.8℃' in red from 37.5). */
export function RecordChips({ record }: { record: AlimRecord }) {
  const chips = alimChipGroups.flatMap((group) => {
    const value = record[group.field];
    return value ? [{ key: group.field, text: `${group.label} ${(group.labels as Record<string, string>)[value]}` }] : [];
  });
  if (chips.length === 0 && record.temperature === null) return null;
  return (
    <div className="family-chips">
      {chips.map((chip) => (
        <Tag key={chip.key}>{chip.text}</Tag>
      ))}
      {record.temperature !== null && (
        <Tag color={record.temperature >= ALIM_FEVER_FROM ? 'red' : undefined}>{familyKo.temperature(record.temperature)}</Tag>
      )}
    </div>
  );
}
