import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, REMEMBER_ME_KEY } from '@kg/contract';
import { loginData, meData, teacherWithClass } from '@/test/fixtures';
import { SESSION_STORAGE_KEY, rememberedCentre, useSessionStore } from './session';

const persisted = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state;

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().reset();
  });

  it('takes the login answer, sets the role page attribute and persists only the selected class and its centre', () => {
    useSessionStore.getState().setFromLogin(loginData(teacherWithClass));
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      teacherId: 'teacher1',
      teacherName: '이선생',
      role: 'ROLE_TEACHER',
      classId: 3,
      className: '햇님반',
      classColor: '#fde68a',
    });
    expect(document.documentElement.getAttribute('data-role')).toBe('ROLE_TEACHER');
    expect(useSessionStore.getState()).toMatchObject({ centreId: 1, centreName: '해님어린이집', centreCount: 1 });
    expect(persisted()).toEqual({ classId: 3, className: '햇님반', classColor: '#fde68a', centreId: 1, centreByLogin: {} });
  });

  it('keeps an admin’s selected class across /me and uses the default colour when none is given', () => {
    useSessionStore.getState().selectClass(5, '달님반', null);
    expect(useSessionStore.getState().classColor).toBe('#e2e8f0');
    useSessionStore.getState().setFromMe(meData({ pfImgUrl: `${FILE_API_BASE}/1` }));
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      role: 'ROLE_ADMIN',
      classId: 5,
      className: '달님반',
      teacherProfileUrl: `${FILE_API_BASE}/1`,
    });
  });

  it('gives a teacher without a class no class, even if another class was selected on this device', () => {
    useSessionStore.getState().selectClass(5, '달님반', '#bae6fd');
    useSessionStore.getState().setFromMe(meData({ ...teacherWithClass, classId: null, className: null, classColor: null }));
    expect(useSessionStore.getState()).toMatchObject({ classId: null, className: null, classColor: '#e2e8f0' });
  });

  it("stores remember-me as localStorage 'remember_me' = '1' and removes it when off", () => {
    useSessionStore.getState().setRememberMe(true);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('1');
    useSessionStore.getState().setRememberMe(false);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('reset forgets the user, the class, remember-me and the role attribute', () => {
    useSessionStore.getState().setRememberMe(true);
    useSessionStore.getState().setFromLogin(loginData(teacherWithClass));
    useSessionStore.getState().reset();
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, role: null, classId: null, rememberMe: false });
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-role')).toBe(false);
    expect(persisted()).toEqual({ classId: null, className: null, classColor: '#e2e8f0', centreId: null, centreByLogin: {} });
  });

  it('keeps an admin’s class in its own centre only: another centre’s session starts without one', () => {
    useSessionStore.getState().setFromLogin(loginData({ centreId: 1, centreCount: 2 }));
    useSessionStore.getState().selectClass(5, '달님반', '#bae6fd');
    useSessionStore.getState().setFromMe(meData({ centreId: 1, centreCount: 2 }));
    expect(useSessionStore.getState()).toMatchObject({ classId: 5, centreId: 1 });
    useSessionStore.getState().setFromLogin(loginData({ centreId: 2, centreName: '별님유치원', centreCount: 2 }));
    expect(useSessionStore.getState()).toMatchObject({ classId: null, className: null, centreId: 2, centreName: '별님유치원' });
  });

  it('remembers the last centre of each login on this device, through a sign-out', () => {
    useSessionStore.getState().rememberCentre('admin', 2);
    useSessionStore.getState().rememberCentre('teacher1', 1);
    useSessionStore.getState().reset();
    expect(rememberedCentre('admin')).toBe(2);
    expect(rememberedCentre('teacher1')).toBe(1);
    expect(rememberedCentre('someone')).toBeUndefined();
    expect(persisted().centreByLogin).toEqual({ admin: 2, teacher1: 1 });
  });
});
