import { useEffect, useState } from 'react';
import { Drawer, Grid, Layout, Spin } from 'antd';
import { Outlet, useNavigation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { roleLabels } from '@kg/contract';
import { useSessionStore } from '@/stores/session';
import { preloadGlobalDialogs } from '../global-dialogs';
import { queryClient } from '../query-client';
import { AppHeader } from './app-header';
import { IdleWarning } from './idle-warning';
import { SideMenu } from './side-menu';

/**
 * The /admin frame: header, role menu (a drawer below the md breakpoint) and the page.
 * It also provides the query client to every admin page (the login page does without it).
 */
export default function AdminLayout() {
  const compact = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { role, name } = useSessionStore(useShallow((s) => ({ role: s.role, name: s.teacherName })));
  const loading = useNavigation().state === 'loading';
  useEffect(preloadGlobalDialogs, []);

  return (
    <QueryClientProvider client={queryClient}>
      <Layout className="admin-layout">
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
        {compact && (
          <Drawer
            open={drawerOpen}
            placement="left"
            size={264}
            title={role ? `${name ?? ''} · ${roleLabels[role]}` : name}
            onClose={() => setDrawerOpen(false)}
            className="menu-drawer"
          >
            <SideMenu role={role} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
      </Layout>
    </QueryClientProvider>
  );
}
