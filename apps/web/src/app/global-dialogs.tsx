import { lazy, Suspense, type ComponentType } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { useUiStore } from '@/stores/ui';

const loadProviders = () => import('./providers');
const loadAlert = () => import('@/components/global-alert');
const loadConfirm = () => import('@/components/confirm-dialog');
const loadAccessDenied = () => import('@/components/access-denied-dialog');

/** A dialog's code with antd's theme and locale around it (the root of the app does not load antd). */
function themed<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  const Themed = lazy(async () => {
    const [{ Providers }, module] = await Promise.all([loadProviders(), load()]);
    const Dialog = pick(module);
    return {
      default: function ThemedDialog() {
        return (
          <Providers>
            <Dialog />
          </Providers>
        );
      },
    };
  });
  // each its own boundary: loading one never hides another that is open
  return function LoadedDialog() {
    return (
      <Suspense fallback={null}>
        <Themed />
      </Suspense>
    );
  };
}

const GlobalAlert = themed(loadAlert, (module) => module.GlobalAlert);
const ConfirmDialog = themed(loadConfirm, (module) => module.ConfirmDialog);
const AccessDeniedDialog = themed(loadAccessDenied, (module) => module.AccessDeniedDialog);

/** Fetches the dialogs' code ahead of need (called once the admin layout is up). */
export function preloadGlobalDialogs(): void {
  void loadAlert();
  void loadConfirm();
  void loadAccessDenied();
}

/** The app-wide alert, confirm and access-denied dialogs, each loaded the first time it opens (keeps login light). */
export function GlobalDialogs() {
  const alertUsed = useOnceTrue(useUiStore((s) => s.alert.visible));
  const confirmUsed = useOnceTrue(useUiStore((s) => s.confirm.visible));
  const accessDeniedUsed = useOnceTrue(useUiStore((s) => s.accessDenied.visible));
  return (
    <>
      {alertUsed && <GlobalAlert />}
      {confirmUsed && <ConfirmDialog />}
      {accessDeniedUsed && <AccessDeniedDialog />}
    </>
  );
}
