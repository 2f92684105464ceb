import { useOnceTrue } from '@/lib/use-once-true';
import { useUiStore } from '@/stores/ui';
import { themed } from '@/components/themed';

const loadAlert = () => import('@/components/global-alert');
const loadConfirm = () => import('@/components/confirm-dialog');
const loadAccessDenied = () => import('@/components/access-denied-dialog');

// each its own boundary (themed): loading one never hides another that is open
const GlobalAlert = themed(async () => (await loadAlert()).GlobalAlert);
const ConfirmDialog = themed(async () => (await loadConfirm()).ConfirmDialog);
const AccessDeniedDialog = themed(async () => (await loadAccessDenied()).AccessDeniedDialog);

/** Fetches the dialogs' code ahead of need (the admin layout calls it at the first touch or key press). */
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
