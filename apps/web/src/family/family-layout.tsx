import { Navigate, Outlet, useLocation } from 'react-router';
import { familyKo } from '@/i18n/domains/family';
import { BottomTabs } from './components/bottom-tabs';
import { ChildSwitcher } from './components/child-switcher';
import { useFamilyStore, useSelectedChild } from './family-store';
import { FAMILY_PASSWORD_PATH } from './paths';

export { requireFamilySession as loader } from './guards';

/** A signed-in parent's pages: the header (app name, the child switcher), the page, the tab bar. */
export default function FamilyLayout() {
  const child = useSelectedChild();
  const mustChangePassword = useFamilyStore((s) => s.me?.mustChangePassword ?? false);
  const { pathname } = useLocation();
  // the guard runs when the layout is entered; moving between its pages is checked here
  if (mustChangePassword && pathname !== FAMILY_PASSWORD_PATH) return <Navigate to={FAMILY_PASSWORD_PATH} replace />;
  return (
    <>
      <header className="family-header">
        <div className="family-header-title">
          <span className="family-app-name">{familyKo.appName}</span>
          {child && <span className="family-header-child">{child.name}</span>}
        </div>
        <ChildSwitcher />
      </header>
      <main className="family-main">
        <Outlet />
      </main>
      <BottomTabs />
    </>
  );
}
