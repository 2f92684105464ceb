import { create } from 'zustand';
import { ACCESS_DENIED_BODY_CLASS, ACCESS_DENIED_DEFAULT_MESSAGE, ALERT_DURATION_MS } from '@kg/contract';
import { navigateTo } from '@/lib/navigator';
import { LOGIN_PATH } from '@/lib/paths';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/**
 * How a confirm is worded when '확인' / '취소' would be ambiguous (e.g. cancelling a reservation: '취소' would read as the
 * action). Each is optional; left out, the dialog says '확인' (title and button) and '취소'.
 */
export type ConfirmOptions = {
  /** the question as the dialog's title, e.g. '예약을 취소할까요?' */
  title?: string;
  /** the button that runs the action, named after it, e.g. '예약 취소' */
  okText?: string;
  /** the button that only closes the dialog, e.g. '돌아가기' */
  cancelText?: string;
  /** a destructive action: the run button is red */
  danger?: boolean;
};

type UiState = {
  alert: { visible: boolean; type: AlertType; message: string };
  confirm: { visible: boolean; message: string; pendingAction: (() => void) | null; options: ConfirmOptions };
  accessDenied: { visible: boolean; message: string };
  showAlert: (message: string, type?: AlertType) => void;
  hideAlert: () => void;
  openConfirm: (message: string, action: () => void, options?: ConfirmOptions) => void;
  confirmAction: () => void;
  cancelConfirm: () => void;
  openAccessDenied: (message?: string | null) => void;
  closeAccessDenied: () => void;
};

let alertTimer: ReturnType<typeof setTimeout> | undefined;

const closedConfirm: UiState['confirm'] = { visible: false, message: '', pendingAction: null, options: {} };
/** Closed, keeping the labels so the dialog does not switch to '확인'/'취소' while it fades out. */
const closing = (options: ConfirmOptions): UiState['confirm'] => ({ ...closedConfirm, options });

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

  openConfirm: (message, action, options = {}) => set({ confirm: { visible: true, message, pendingAction: action, options } }),
  confirmAction: () => {
    const action = get().confirm.pendingAction;
    set((s) => ({ confirm: closing(s.confirm.options) }));
    action?.();
  },
  cancelConfirm: () => set((s) => ({ confirm: closing(s.confirm.options) })),

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
