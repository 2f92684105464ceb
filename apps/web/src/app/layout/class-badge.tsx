import { ko } from '@/i18n/ko';

type ClassBadgeProps = { className: string | null; color: string; staff: boolean; compact?: boolean };

/** The class being worked on: a dot in the class colour and its name. */
export function ClassBadge({ className, color, staff, compact }: ClassBadgeProps) {
  const name = className ?? (staff ? ko.layout.noSelectedClass : ko.layout.noClass);
  return (
    <span className="class-badge plain-tag" title={`${ko.layout.currentClass}: ${name}`}>
      <span className="class-dot" style={{ backgroundColor: color }} aria-hidden="true" />
      <span className={compact ? 'class-badge-name compact' : 'class-badge-name'}>{name}</span>
    </span>
  );
}
