import { create } from 'zustand';
import { ACCESS_DENIED_BODY_CLASS, ACCESS_DENIED_DEFAULT_MESSAGE, ALERT_DURATION_MS } from '@kg/contract';
import { navigateTo } from '@/lib/navigator';
import { LOGIN_PATH } from '@/lib/paths';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

type UiState = {
  alert: { visible: boolean; type: AlertType; message: string };
  confirm: { visible: boolean; message: string; pendingAction: (() => void) | null };
  accessDenied: { visible: boolean; message: string };
  showAlert: (message: string, type?: AlertType) => void;
  hideAlert: () => void;
  openConfirm: (message: string, action: () => void) => void;
  confirmAction: () => void;
  cancelConfirm: () => void;
  openAccessDenied: (message?: string | null) => void;
  closeAccessDenied: () => void;
};

let alertTimer: ReturnType<typeof setTimeout> | undefined;

const closedConfirm = { visible: false, message: '', pendingAction: null };

export const useUiStore = create<UiState>()((set, get) => ({
  alert: { visible: false, type: 'info', message: '' },
  confirm: closedConfirm,
  accessDenied: { visible: false, message: ACCESS_DENIED_DEFAULT_MESSAGE },

  showAlert: (message, type = 'info') => {
    clearTimeout(alertTimer);
    set({ alert: { visible: true, type, message } });
    alertTimer = setTimeout(() => get().hideAlert(), ALERT_DURATION_MS);
  },
  hideAlert: () => {
    clearTimeout(alertTimer);
    set((s) => ({ alert: { ...s.alert, visible: false } }));
  },

  openConfirm: (message, action) => set({ confirm: { visible: true, message, pendingAction: action } }),
  confirmAction: () => {
    const action = get().confirm.pendingAction;
    set({ confirm: closedConfirm });
    action?.();
  },
  cancelConfirm: () => set({ confirm: closedConfirm }),

  openAccessDenied: (message) => {
    if (get().accessDenied.visible) return;
    document.body.classList.add(ACCESS_DENIED_BODY_CLASS);
    set({ accessDenied: { visible: true, message: message || ACCESS_DENIED_DEFAULT_MESSAGE } });
  },
  closeAccessDenied: () => {
    document.body.classList.remove(ACCESS_DENIED_BODY_CLASS);
    set((s) => ({ accessDenied: { ...s.accessDenied, visible: false } }));
    if (window.history.length > 1) navigateTo(-1);
    else navigateTo(LOGIN_PATH);
  },
}));
