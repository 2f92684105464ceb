import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_CLASS_COLOR,
  REMEMBER_ME_KEY,
  REMEMBER_ME_VALUE,
  isStaffAdmin,
  type Dashboard,
  type LoginData,
  type MeData,
  type Role,
} from '@kg/contract';

/**
 * The member session (docs/product/auth.md#the-session-in-the-browser). Only the selected class (with its centre),
 * the remember-me flag and the last centre of each login on this device survive a reload.
 */
export type SessionData = {
  rememberMe: boolean;
  isLoggedIn: boolean;
  profile: LoginData | MeData | null;
  teacherId: string | null;
  teacherName: string | null;
  classId: number | null;
  className: string | null;
  classColor: string;
  role: Role | null;
  lastestLogin: string | null;
  dashboardData: unknown;
  childrenCount: number;
  todayMedicineCount: number;
  todayAttendanceCount: number;
  classIntroduce: string;
  teacherProfileUrl: string | null;
  selectedChild: unknown;
  todayReHomeCount: number;
  /** the centre this session works in (docs/decisions/017): one session, one centre */
  centreId: number | null;
  centreName: string | null;
  /** how many centres the login works in; above 1 the header offers a switch */
  centreCount: number;
  /** the last centre of each login id on this device, sent as `centreId` at the next sign-in (docs/product/centre.md) */
  centreByLogin: Record<string, number>;
};

type SessionActions = {
  setFromLogin: (data: LoginData) => void;
  setFromMe: (data: MeData) => void;
  selectClass: (classId: number | null, className: string | null, classColor?: string | null) => void;
  setRememberMe: (on: boolean) => void;
  /**
   * The dashboard's answer: its class becomes the one the story pages work on, with today's counts
   * (docs/product/dashboard.md#what-the-dashboard-shows).
   */
  setDashboard: (data: Dashboard) => void;
  /** This device starts `loginId` in `centreId` next time. */
  rememberCentre: (loginId: string, centreId: number) => void;
  reset: () => void;
};

export type SessionState = SessionData & SessionActions;

export const SESSION_STORAGE_KEY = 'kg-session';

export function readRememberMe(): boolean {
  return localStorage.getItem(REMEMBER_ME_KEY) === REMEMBER_ME_VALUE;
}

function writeRememberMe(on: boolean): void {
  if (on) localStorage.setItem(REMEMBER_ME_KEY, REMEMBER_ME_VALUE);
  else localStorage.removeItem(REMEMBER_ME_KEY);
}

function setRoleAttribute(role: Role | null): void {
  if (role) document.documentElement.setAttribute('data-role', role);
  else document.documentElement.removeAttribute('data-role');
}

const loggedOut: Omit<SessionData, 'rememberMe' | 'centreByLogin'> = {
  isLoggedIn: false,
  profile: null,
  teacherId: null,
  teacherName: null,
  classId: null,
  className: null,
  classColor: DEFAULT_CLASS_COLOR,
  role: null,
  lastestLogin: null,
  dashboardData: null,
  childrenCount: 0,
  todayMedicineCount: 0,
  todayAttendanceCount: 0,
  classIntroduce: '',
  teacherProfileUrl: null,
  selectedChild: null,
  todayReHomeCount: 0,
  centreId: null,
  centreName: null,
  centreCount: 0,
};

type ClassFields = Pick<SessionData, 'classId' | 'className' | 'classColor'>;
/** What survives a reload: the selected class and the centre it belongs to, and each login's last centre. */
type PersistedFields = ClassFields & Pick<SessionData, 'centreId' | 'centreByLogin'>;

/**
 * A teacher always works in their own class. Admins and managers have none of their own,
 * so they keep the class they last selected on this device — in the same centre only (another centre's class does
 * not exist there: docs/decisions/017).
 */
function classFor(data: LoginData, current: ClassFields & Pick<SessionData, 'centreId'>): ClassFields {
  if (data.classId == null && isStaffAdmin(data.role)) {
    // (a class kept from before centres existed has no centre: it is the first centre's, where the session starts)
    if (current.centreId != null && current.centreId !== data.centreId) return { classId: null, className: null, classColor: DEFAULT_CLASS_COLOR };
    return { classId: current.classId, className: current.className, classColor: current.classColor };
  }
  return { classId: data.classId, className: data.className, classColor: data.classColor || DEFAULT_CLASS_COLOR };
}

function fromLogin(data: LoginData, current: ClassFields & Pick<SessionData, 'centreId'>) {
  setRoleAttribute(data.role);
  return {
    centreId: data.centreId,
    centreName: data.centreName,
    centreCount: data.centreCount,
    isLoggedIn: true,
    profile: data,
    teacherId: data.teacherId,
    teacherName: data.teacherName,
    role: data.role,
    lastestLogin: data.lastestLogin,
    ...classFor(data, current),
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...loggedOut,
      rememberMe: readRememberMe(),
      centreByLogin: {},
      setFromLogin: (data) => set(fromLogin(data, get())),
      setFromMe: (data) => set({ ...fromLogin(data, get()), teacherProfileUrl: data.pfImgUrl }),
      selectClass: (classId, className, classColor) =>
        set({ classId, className, classColor: classColor || DEFAULT_CLASS_COLOR }),
      setRememberMe: (on) => {
        writeRememberMe(on);
        set({ rememberMe: on });
      },
      // teacherProfileUrl stays the signed-in user's own photo (the header shows it), not the class teacher's
      setDashboard: (data) =>
        set({
          classId: data.classId,
          className: data.className,
          classColor: data.classColor || DEFAULT_CLASS_COLOR,
          dashboardData: data,
          childrenCount: data.childrenCount,
          todayMedicineCount: data.todayMedicineCount,
          todayAttendanceCount: data.todayAttendanceCount,
          classIntroduce: data.classIntroduce,
          todayReHomeCount: data.todayReHomeCount,
        }),
      rememberCentre: (loginId, centreId) => set({ centreByLogin: { ...get().centreByLogin, [loginId]: centreId } }),
      // the device keeps remembering each login's centre after a sign-out: that is what it is for
      reset: () => {
        writeRememberMe(false);
        setRoleAttribute(null);
        set({ ...loggedOut, rememberMe: false });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): PersistedFields => ({
        classId: s.classId,
        className: s.className,
        classColor: s.classColor,
        centreId: s.centreId,
        centreByLogin: s.centreByLogin,
      }),
    },
  ),
);

/** The centre this device last used for `loginId`, if any. */
export function rememberedCentre(loginId: string): number | undefined {
  return useSessionStore.getState().centreByLogin[loginId];
}
