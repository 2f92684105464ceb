import { Tag } from 'antd';
import { ALIM_FEVER_FROM, alimChipGroups, type AlimRecord } from '@kg/contract';
import { alimNoteKo } from '@/i18n/domains/alim-note';

/** A note's record as small tags ('기분 좋음', '체온 37.8℃' in red from 37.5). */
export function RecordTags({ record }: { record: AlimRecord }) {
  const chips = alimChipGroups.flatMap((group) => {
    const value = record[group.field];
    return value ? [{ key: group.field, text: `${group.label} ${(group.labels as Record<string, string>)[value]}` }] : [];
  });
  if (chips.length === 0 && record.temperature === null) return <span className="record-muted">{alimNoteKo.noRecord}</span>;
  return (
    <span className="alim-record-tags">
      {chips.map((chip) => (
        <Tag key={chip.key}>{chip.text}</Tag>
      ))}
      {record.temperature !== null && (
        <Tag color={record.temperature >= ALIM_FEVER_FROM ? 'red' : undefined}>{alimNoteKo.temperatureTag(record.temperature)}</Tag>
      )}
    </span>
  );
}
