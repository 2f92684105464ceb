import { Tag, Tooltip } from 'antd';
import { AlertOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { allergenName, childStatusLabels, type ChildStatus } from '@kg/contract';
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

type HealthOf = { allergyCodes: readonly number[]; allergies: string; allergyNote: string; healthNotes: string };

/** `1.난류` — an allergen as the menus number it. */
export const allergenTag = (code: number) => `${code}.${allergenName(code)}`;

/** Everything a child may not eat, in one line: `1.난류, 2.우유, 키위` (and the note after a dash). */
export function allergyText(child: Omit<HealthOf, 'healthNotes'>): string {
  const foods = [...child.allergyCodes.map(allergenTag), ...(child.allergies ? [child.allergies] : [])].join(', ');
  return child.allergyNote ? (foods ? `${foods} — ${child.allergyNote}` : child.allergyNote) : foods;
}

/** Allergies and health notes, impossible to miss; the text is shown beside the flag (and in a tooltip). */
export function HealthFlags({ child, showText = false }: { child: HealthOf; showText?: boolean }) {
  const allergies = allergyText(child);
  const { healthNotes } = child;
  if (!allergies && !healthNotes) return <span className="record-muted">{t.noFlags}</span>;
  return (
    <span>
      {allergies && (
        <Tooltip title={allergies}>
          <Tag color="red" icon={<AlertOutlined aria-hidden />} className={showText ? 'tag-text' : undefined}>
            {showText ? `${t.allergyFlag}: ${allergies}` : t.allergyFlag}
          </Tag>
        </Tooltip>
      )}
      {healthNotes && (
        <Tooltip title={healthNotes}>
          <Tag color="volcano" icon={<MedicineBoxOutlined aria-hidden />} className={showText ? 'tag-text' : undefined}>
            {showText ? `${t.healthFlag}: ${healthNotes}` : t.healthFlag}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** The detail's allergy block: each numbered allergen as a tag (`1.난류`), then the other foods and the note. */
export function AllergyDetails({ child }: { child: Omit<HealthOf, 'healthNotes'> }) {
  if (child.allergyCodes.length === 0 && !child.allergies && !child.allergyNote) return null;
  return (
    <dl className="child-allergy" aria-label={t.allergyFlag}>
      {child.allergyCodes.length > 0 && (
        <div>
          <dt>{t.allergyCodes}</dt>
          <dd>
            {child.allergyCodes.map((code) => (
              <Tag key={code} color="red">
                {allergenTag(code)}
              </Tag>
            ))}
          </dd>
        </div>
      )}
      {child.allergies && (
        <div>
          <dt>{t.allergies}</dt>
          <dd>{child.allergies}</dd>
        </div>
      )}
      {child.allergyNote && (
        <div>
          <dt>{t.allergyNote}</dt>
          <dd>{child.allergyNote}</dd>
        </div>
      )}
    </dl>
  );
}
