import { Select } from 'antd';
import { teacherKo } from '@/i18n/domains/teacher';
import { useClassOptions } from '../api/list-class-options';

const t = teacherKo;

type ClassSelectProps = { id?: string; value?: number | null; onChange?: (classId: number | null) => void; disabled?: boolean };

/** 담당 반: one of the centre's classes, or none (cleared). */
export function ClassSelect({ id, value, onChange, disabled }: ClassSelectProps) {
  const classes = useClassOptions();
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      disabled={disabled}
      placeholder={classes.isError ? t.classOptionsFailed : t.noClass}
      loading={classes.isLoading}
      status={classes.isError ? 'warning' : undefined}
      options={(classes.data?.items ?? []).map((c) => ({ value: c.classId, label: c.className }))}
    />
  );
}
