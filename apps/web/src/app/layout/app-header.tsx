import { useState } from 'react';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isStaffAdmin } from '@kg/contract';
import { PlainButton } from '@/components/plain/plain-button';
import { logout } from '@/features/auth/api/logout';
import { CentreSwitcher } from '@/features/centre/components/centre-switcher';
import { HelpLink } from '@/features/guide/components/help-link';
import { ko } from '@/i18n/ko';
import { LOGIN_PATH } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { queryClient } from '../query-client';
import { ClassBadge } from './class-badge';
import { UserSummary } from './user-summary';

type AppHeaderProps = { compact: boolean; onOpenMenu: () => void };

export function AppHeader({ compact, onOpenMenu }: AppHeaderProps) {
  const session = useSessionStore(
    useShallow((s) => ({
      name: s.teacherName,
      role: s.role,
      className: s.className,
      classColor: s.classColor,
      photoUrl: s.teacherProfileUrl,
    })),
  );
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const handleLogout = async () => {
    setLeaving(true);
    await logout();
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header className="app-header">
      {compact && <PlainButton text icon={<MenuOutlined aria-hidden />} aria-label={ko.layout.openMenu} onClick={onOpenMenu} />}
      {/* on a phone the centre's name stands where the app's name does (docs/product/centre.md) */}
      {!compact && (
        <Link to="/admin" className="app-name">
          {ko.app.name}
        </Link>
      )}
      <CentreSwitcher />
      <div className="app-header-end">
        <ClassBadge
          className={session.className}
          color={session.classColor}
          staff={isStaffAdmin(session.role)}
          compact={compact}
        />
        <UserSummary name={session.name} role={session.role} photoUrl={session.photoUrl} showText={!compact} />
        <HelpLink compact={compact} />
        <PlainButton
          icon={<LogoutOutlined aria-hidden />}
          onClick={handleLogout}
          loading={leaving}
          aria-label={ko.auth.logout}
          title={ko.auth.logout}
        >
          {compact ? null : ko.auth.logout}
        </PlainButton>
      </div>
    </header>
  );
}
