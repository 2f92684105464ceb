import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/stores/ui';

const loadConfirm = () => import('@/components/confirm-dialog');
const loadAccessDenied = () => import('@/components/access-denied-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirm()).ConfirmDialog }));
const AccessDeniedDialog = lazy(async () => ({ default: (await loadAccessDenied()).AccessDeniedDialog }));

/** Fetches the dialog code ahead of need (called once the admin layout is up). */
export function preloadGlobalDialogs(): void {
  void loadConfirm();
  void loadAccessDenied();
}

/** Stays true once `value` has been true, so a dialog keeps its closing animation. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The app-wide confirm and access-denied dialogs, loaded the first time one opens (keeps login light). */
export function GlobalDialogs() {
  const confirmUsed = useOnceTrue(useUiStore((s) => s.confirm.visible));
  const accessDeniedUsed = useOnceTrue(useUiStore((s) => s.accessDenied.visible));
  return (
    <Suspense fallback={null}>
      {confirmUsed && <ConfirmDialog />}
      {accessDeniedUsed && <AccessDeniedDialog />}
    </Suspense>
  );
}
