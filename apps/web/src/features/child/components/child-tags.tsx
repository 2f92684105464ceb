import { Tag, Tooltip } from 'antd';
import { AlertOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { childStatusLabels, type ChildStatus } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';

const t = childKo;
const statusColors: Record<ChildStatus, string> = { active: 'green', pause: 'orange', stop: 'default', graduate: 'blue' };

/** 재원 · 휴원 · 퇴소 · 졸업 */
export function ChildStatusTag({ status }: { status: ChildStatus }) {
  return (
    <Tag color={statusColors[status]} className="status-tag">
      {childStatusLabels[status]}
    </Tag>
  );
}

/** The class name with its colour, or 미배정. */
export function ClassTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return <Tag>{t.unassigned}</Tag>;
  return (
    <Tag variant="filled" style={{ background: color ?? undefined, color: '#1f2a28' }}>
      {name}
    </Tag>
  );
}

/** Allergies and health notes, impossible to miss; the text is shown beside the flag (and in a tooltip). */
export function HealthFlags({ allergies, healthNotes, showText = false }: { allergies: string; healthNotes: string; showText?: boolean }) {
  if (!allergies && !healthNotes) return <span className="record-muted">{t.noFlags}</span>;
  return (
    <span>
      {allergies && (
        <Tooltip title={allergies}>
          <Tag color="red" icon={<AlertOutlined aria-hidden />}>
            {showText ? `${t.allergyFlag}: ${allergies}` : t.allergyFlag}
          </Tag>
        </Tooltip>
      )}
      {healthNotes && (
        <Tooltip title={healthNotes}>
          <Tag color="volcano" icon={<MedicineBoxOutlined aria-hidden />}>
            {showText ? `${t.healthFlag}: ${healthNotes}` : t.healthFlag}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}
