import { Outlet } from 'react-router';
import { GlobalDialogs } from './global-dialogs';

/** Root route: every page, plus the app-wide alert, confirm and access-denied dialogs. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <GlobalDialogs />
    </>
  );
}
