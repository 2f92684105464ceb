import { Outlet } from 'react-router';
import { GlobalAlert } from '@/components/global-alert';
import { GlobalDialogs } from './global-dialogs';

/** Root route: every page, plus the app-wide alert, confirm and access-denied dialogs. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <GlobalAlert />
      <GlobalDialogs />
    </>
  );
}
