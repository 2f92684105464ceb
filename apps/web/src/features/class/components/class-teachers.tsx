import { useState } from 'react';
import { Alert, Button, Form, Select, Tag } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { roleLabels, type ClassDetail } from '@kg/contract';
import { classKo } from '@/i18n/domains/class';
import { useUiStore } from '@/stores/ui';
import { useAssignTeachers } from '../api/assign-teachers';
import { useTeacherOptions } from '../api/list-teacher-options';

const t = classKo;

/** 담임 교사: the class's teachers, and the picker that makes a new list of them (assign-teacher). */
export function ClassTeachers({ record }: { record: ClassDetail }) {
  const options = useTeacherOptions();
  const assign = useAssignTeachers();
  const showAlert = useUiStore((s) => s.showAlert);
  const [selected, setSelected] = useState<number[]>(() => record.teachers.map((x) => x.tno));

  const choices = (options.data?.items ?? []).map((x) => ({
    value: x.tno,
    label: `${x.teacherName} (${x.teacherId})${x.classId && x.classId !== record.classId && x.className ? ` · ${t.otherClass(x.className)}` : ''}`,
  }));
  // teachers of this class that the active list does not hold (e.g. inactive) stay visible by name
  for (const x of record.teachers) {
    if (!choices.some((c) => c.value === x.tno)) choices.push({ value: x.tno, label: `${x.teacherName} (${x.teacherId})` });
  }

  const handleSave = () =>
    assign.mutate({ classId: record.classId, tnos: selected }, { onSuccess: () => showAlert(t.assigned, 'success') });

  return (
    <section className="record-section" aria-labelledby="class-teachers">
      <h3 id="class-teachers" className="record-section-title">
        {t.teachers} <span className="record-muted">{t.teacherCount(record.teachers.length)}</span>
      </h3>
      {record.teachers.length === 0 ? (
        <p className="record-muted">{t.noTeachers}</p>
      ) : (
        <ul className="dose-list">
          {record.teachers.map((x) => (
            <li key={x.tno}>
              {x.teacherName}
              <span className="record-muted">
                {x.teacherId} · {roleLabels[x.role]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form layout="vertical" style={{ marginTop: 12 }}>
        <Form.Item label={t.assignTeachers} htmlFor="class-assign-teachers" extra={t.assignHint}>
          {options.isError ? (
            <Alert type="warning" showIcon message={t.teacherOptionsFailed} />
          ) : (
            <Select<number[]>
              id="class-assign-teachers"
              mode="multiple"
              value={selected}
              onChange={setSelected}
              options={choices}
              loading={options.isLoading}
              placeholder={t.assignPlaceholder}
              optionFilterProp="label"
              tagRender={({ label, closable, onClose }) => (
                <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
                  {label}
                </Tag>
              )}
            />
          )}
        </Form.Item>
        <Button icon={<TeamOutlined aria-hidden />} onClick={handleSave} loading={assign.isPending} disabled={options.isError}>
          {t.assign}
        </Button>
      </Form>
    </section>
  );
}
