import { lazy, Suspense, useEffect, useState } from 'react';
import { Grid, Layout, Spin } from 'antd';
import { Outlet, useNavigation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSessionStore } from '@/stores/session';
import { preloadGlobalDialogs } from '../global-dialogs';
import { Providers } from '../providers';
import { preloadLinkTarget } from '../router';
import { queryClient } from '../query-client';
import { AppHeader } from './app-header';
import { IdleWarning } from './idle-warning';
import { SideMenu } from './side-menu';

const MenuDrawer = lazy(() => import('./menu-drawer'));

/**
 * The /admin frame: header, role menu (a drawer below the md breakpoint) and the page.
 * It also provides antd's theme and the query client to every admin page (the login page does without both).
 */
export default function AdminLayout() {
  const compact = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { role, name } = useSessionStore(useShallow((s) => ({ role: s.role, name: s.teacherName })));
  // the phone's menu drawer loads the first time it opens
  const drawerUsed = useOnceTrue(compact && drawerOpen);
  const loading = useNavigation().state === 'loading';
  useEffect(preloadGlobalDialogs, []);

  return (
    <Providers>
      <QueryClientProvider client={queryClient}>
        <Layout
          className="admin-layout"
          onPointerOver={(event) => preloadLinkTarget(event.target)}
          onFocus={(event) => preloadLinkTarget(event.target)}
          onTouchStart={(event) => preloadLinkTarget(event.target)}
        >
          <AppHeader compact={compact} onOpenMenu={() => setDrawerOpen(true)} />
          <IdleWarning />
          <Layout hasSider={!compact}>
            {!compact && (
              <Layout.Sider width={232} theme="light" className="app-sider">
                <SideMenu role={role} />
              </Layout.Sider>
            )}
            <Layout.Content className="app-content">
              <Spin spinning={loading} delay={200}>
                <Outlet />
              </Spin>
            </Layout.Content>
          </Layout>
          {compact && drawerUsed && (
            <Suspense fallback={null}>
              <MenuDrawer open={drawerOpen} role={role} name={name} onClose={() => setDrawerOpen(false)} />
            </Suspense>
          )}
        </Layout>
      </QueryClientProvider>
    </Providers>
  );
}
