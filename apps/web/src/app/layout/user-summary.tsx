import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { roleLabels, type Role } from '@kg/contract';
import { PlainAvatar } from '@/components/plain/plain-avatar';
import { ko } from '@/i18n/ko';
import { getIcon } from '@/lib/icon-registry';

type UserSummaryProps = { name: string | null; role: Role | null; photoUrl: string | null; showText: boolean };

/** Avatar, name and role label; opens the own profile. */
export function UserSummary({ name, role, photoUrl, showText }: UserSummaryProps) {
  const UserIcon = getIcon('user-secret') ?? UserOutlined;
  return (
    <Link
      to="/admin/teacher/modify"
      className="user-summary"
      title={ko.layout.myInfo}
      aria-label={showText ? undefined : `${ko.layout.myInfo}: ${name ?? ''}`}
    >
      <PlainAvatar small src={photoUrl} icon={UserIcon} />
      {showText && (
        <span className="user-summary-text">
          <span className="user-name">{name}</span>
          {role && <span className="user-role">{roleLabels[role]}</span>}
        </span>
      )}
    </Link>
  );
}
