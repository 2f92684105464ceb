import { Descriptions, type DescriptionsProps } from 'antd';
import type { ParentDetail } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { formatDateTime } from '@/lib/format-date';

const t = parentKo;

/** The account's facts: login, lock, password and session state. */
export function ParentFacts({ parent }: { parent: ParentDetail }) {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'loginId', label: t.loginId, children: parent.loginId },
    { key: 'lastLogin', label: t.lastLogin, children: formatDateTime(parent.lastLoginAt) || '-' },
    {
      key: 'failed',
      label: t.failedCount,
      children: `${t.times(parent.failedCount)}${parent.isLocked && parent.lockedUntil ? ` · ${t.lockedUntil(formatDateTime(parent.lockedUntil))}` : ''}`,
    },
    {
      key: 'password',
      label: t.passwordChangedAt,
      children: `${formatDateTime(parent.passwordChangedAt)}${parent.mustChangePassword ? ` · ${t.mustChangePassword}` : ''}`,
    },
    { key: 'status', label: t.statusChangedAt, children: formatDateTime(parent.statusChangedAt) || '-' },
    { key: 'sessions', label: t.sessionsRevokedAt, children: formatDateTime(parent.sessionsRevokedAt) || '-' },
    { key: 'leave', label: t.leaveDate, children: parent.leaveDate ?? '-' },
    { key: 'created', label: t.createdAt, children: formatDateTime(parent.createdAt) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} className="record-facts" />;
}
