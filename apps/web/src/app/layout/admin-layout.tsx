import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { UserOutlined } from '@ant-design/icons';
import { registerIcon } from '@/lib/icon-registry';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSessionStore } from '@/stores/session';
import { preloadGlobalDialogs } from '../global-dialogs';
import { preloadLinkTarget } from '../router';
import { queryClient } from '../query-client';
import { themed } from '@/components/themed';
import { AppHeader } from './app-header';
import { IdleWarning } from './idle-warning';
import { OfflineNotice } from '@/components/offline-notice';

// the shell's one named icon (docs/product/README.md#the-shell), registered when the signed-in frame starts
registerIcon('user-secret', UserOutlined);

// the menu's code (every entry's icon) loads only where it shows: beside the page on wide screens, in the drawer on phones
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(async () => ({ default: (await loadSideMenu()).SideMenu }));
// a wide screen will show it: its code starts loading with the frame's
if (window.matchMedia(WIDE_SCREEN).matches) void loadSideMenu();
const MenuDrawer = themed(async () => (await import('./menu-drawer')).default);

/**
 * Runs `task` at the user's first touch, click or key press: what it loads never competes with the first screen for a
 * phone's network and CPU, and is on its way before anything the user does can need it.
 */
function onFirstInput(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((name) => window.removeEventListener(name, run, true));
  events.forEach((name) => window.addEventListener(name, run, { capture: true, passive: true }));
  return stop;
}

/**
 * The /admin frame: header, role menu (a drawer below the md breakpoint) and the page. Plain HTML and CSS, like the
 * class dashboard, so a teacher's phone shows its first screen without antd (docs/decisions/012); each page brings
 * antd's theme with it (app/router.tsx `page`). It provides the query client to every admin page.
 */
export default function AdminLayout() {
  const compact = !useMediaQuery(WIDE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { role, name, centreId } = useSessionStore(useShallow((s) => ({ role: s.role, name: s.teacherName, centreId: s.centreId })));
  // the phone's menu drawer loads the first time it opens
  const drawerUsed = useOnceTrue(compact && drawerOpen);
  const loading = useNavigation().state === 'loading';
  useEffect(() => onFirstInput(preloadGlobalDialogs), []);

  return (
    <QueryClientProvider client={queryClient}>
      <div
        className="admin-layout"
        onPointerOver={(event) => preloadLinkTarget(event.target)}
        onFocus={(event) => preloadLinkTarget(event.target)}
        onTouchStart={(event) => preloadLinkTarget(event.target)}
      >
        <AppHeader compact={compact} onOpenMenu={() => setDrawerOpen(true)} />
        <IdleWarning />
        <OfflineNotice />
        <div className="admin-body">
          {!compact && (
            <aside className="app-sider">
              <Suspense fallback={null}>
                <SideMenu role={role} />
              </Suspense>
            </aside>
          )}
          <main className="app-content" aria-busy={loading}>
            {/* the next page is on its way: a bar under the header after 200 ms (styles.css) */}
            {loading && <div className="navigation-progress" aria-hidden="true" />}
            {/* a switch to another centre starts the page afresh: nothing of the old centre's survives in it (docs/decisions/017) */}
            <Fragment key={centreId ?? 0}>
              <Outlet />
            </Fragment>
          </main>
        </div>
        {compact && drawerUsed && (
          <MenuDrawer open={drawerOpen} role={role} name={name} onClose={() => setDrawerOpen(false)} />
        )}
      </div>
    </QueryClientProvider>
  );
}
