import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { authEndpoints, noticeEndpoints } from '@kg/contract';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: ReturnType<typeof installFakeServer> | undefined;
const originalMatchMedia = window.matchMedia;

/** Pretends to be a desktop screen: every min-width breakpoint matches. */
function desktopScreen() {
  window.matchMedia = vi.fn((query: string) => ({
    ...originalMatchMedia(query),
    matches: !query.includes('max-width'),
  }));
}

function signedInAs(me: ReturnType<typeof meData>) {
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(authEndpoints.logout)]: () => ok(null),
    // the pages these tests open: an empty notice list
    [route(noticeEndpoints.search)]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }),
  });
}

const menu = () => screen.getByRole('navigation', { name: '주 메뉴' });
// on a wide screen the menu's code loads beside the page's (admin-layout.tsx)
const menuShown = () => screen.findByRole('navigation', { name: '주 메뉴' });
const menuLabels = () => within(menu()).getAllByRole('link').map((link) => link.textContent);

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
  window.matchMedia = originalMatchMedia;
});

describe('admin layout', () => {
  it('shows an admin the member administration menu, their name and role', async () => {
    desktopScreen();
    signedInAs(meData());
    renderApp('/admin/story/attendance');
    await screen.findByRole('heading', { name: '출석부' });
    await menuShown();

    // the website group: every staff member reads it
    expect(menuLabels()).toEqual([
      '반 관리', '교사 관리', '원아 관리', '학부모 관리', '상담 예약',
      '반 목록', '출석부', '알림장', '투약의뢰서', '귀가동의서', '사진첩', '반 일지', '주간 계획안',
      '공지사항', '주간 식단표', '행사', '교육 프로그램', '시설 사진',
      '원 정보',
      '내 정보', '도움말',
    ]);
    expect(screen.getByText('김원장')).toBeInTheDocument();
    expect(screen.getByText('원장(관리자)')).toBeInTheDocument();
    expect(menu().querySelector('[aria-current="page"]')).toHaveTextContent('출석부');
  });

  it("shows a teacher only what a teacher may open, with their class colour", async () => {
    desktopScreen();
    signedInAs(meData(teacherWithClass));
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { name: '반 대시보드' });
    await menuShown();

    // only what a teacher may open, the daily class tools first (on a phone they fit above the fold)
    expect(menuLabels()).toEqual([
      '우리 반 대시보드', '출석부', '알림장', '투약의뢰서', '귀가동의서', '사진첩', '반 일지', '주간 계획안',
      '우리 반 원아', '우리 반 학부모',
      '공지사항', '주간 식단표', '행사', '교육 프로그램', '시설 사진',
      '내 정보', '도움말',
    ]);
    expect(menu().querySelector('[aria-current="page"]')).toHaveTextContent('우리 반 대시보드');
    expect(screen.getByText('햇님반')).toBeInTheDocument();
    expect(document.querySelector('.class-dot')).toHaveStyle({ backgroundColor: '#fde68a' });
    expect(screen.getByText('교사')).toBeInTheDocument();
  });

  it('lights up 내 정보 for a director on their own profile, not 교사 관리', async () => {
    desktopScreen();
    signedInAs(meData());
    renderApp('/admin/teacher/modify');
    await waitFor(() => expect(menu().querySelector('[aria-current="page"]')).toHaveTextContent('내 정보'));
  });

  it('names 우리 반 in the breadcrumb of a teacher’s class pages', async () => {
    desktopScreen();
    signedInAs(meData(teacherWithClass));
    renderApp('/admin/parents-class');
    await screen.findByRole('heading', { level: 1, name: '우리 반 학부모' });
    const trail = document.querySelector('.page-title .breadcrumb') as HTMLElement;
    expect(trail).toHaveTextContent('우리 반');
    expect(trail).not.toHaveTextContent('회원 관리');
  });

  it('on a phone, keeps the menu in a drawer opened from the header', async () => {
    signedInAs(meData(teacherWithClass));
    renderApp('/admin/story/alimNote');
    await screen.findByRole('heading', { name: '알림장' });
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));

    await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(menu().querySelector('[aria-current="page"]')).toHaveTextContent('알림장');
  });

  it('logs out: tells the server, forgets the session and shows the login page', async () => {
    desktopScreen();
    signedInAs(meData());
    localStorage.setItem('kg.draft.admin.child.new', JSON.stringify({ savedAt: Date.now(), values: { name: '김하늘' } }));
    const app = renderApp('/admin/edu');
    await screen.findByRole('heading', { name: '교육 프로그램' });

    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(app.location()).toBe('/admin/login'));
    expect(server?.count(route(authEndpoints.logout))).toBe(1);
    expect(localStorage.getItem('kg.draft.admin.child.new')).toBeNull(); // a shared tablet keeps nobody's drafts
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    await screen.findByRole('button', { name: '로그인' });
  });

  it('without remember-me, warns two minutes before an idle sign-out; 계속 사용 renews the session', async () => {
    desktopScreen();
    signedInAs(meData(teacherWithClass));
    renderApp('/admin/menu/weekly');
    await screen.findByRole('heading', { name: '주간 식단표' });
    expect(screen.queryByRole('dialog', { name: '자동 로그아웃 안내' })).not.toBeInTheDocument();
    const asked = server!.count(route(authEndpoints.me));

    localStorage.setItem('kg.session.activeAt', String(Date.now() - 13.5 * 60_000)); // 13½ quiet minutes
    document.dispatchEvent(new Event('visibilitychange'));
    const dialog = await screen.findByRole('dialog', { name: '자동 로그아웃 안내' });
    expect(dialog).toHaveTextContent('쓰던 내용은 이 기기에 임시 저장되어 있습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계속 사용' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '자동 로그아웃 안내' })).not.toBeInTheDocument());
    expect(server!.count(route(authEndpoints.me))).toBe(asked + 1);
    expect(Date.now() - Number(localStorage.getItem('kg.session.activeAt'))).toBeLessThan(5_000);
  });

  it('after the idle time, goes to login, which says why; drafts stay (an explicit logout deletes them)', async () => {
    desktopScreen();
    signedInAs(meData(teacherWithClass));
    localStorage.setItem('kg.draft.teacher1.classNote.new.3', JSON.stringify({ savedAt: Date.now(), values: { title: '산책' } }));
    const app = renderApp('/admin/menu/weekly');
    await screen.findByRole('heading', { name: '주간 식단표' });

    localStorage.setItem('kg.session.activeAt', String(Date.now() - 16 * 60_000));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(app.location()).toBe('/admin/login?redirect=%2Fadmin%2Fmenu%2Fweekly'));
    await screen.findByText('오래 사용하지 않아 로그아웃되었습니다. 다시 로그인하면 쓰던 내용을 이어서 쓸 수 있습니다.');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('kg.draft.teacher1.classNote.new.3')).not.toBeNull();
  });

  it('with remember-me there is no idle sign-out to warn of', async () => {
    desktopScreen();
    localStorage.setItem('remember_me', '1');
    useSessionStore.getState().setRememberMe(true);
    signedInAs(meData(teacherWithClass));
    renderApp('/admin/menu/weekly');
    await screen.findByRole('heading', { name: '주간 식단표' });
    localStorage.setItem('kg.session.activeAt', String(Date.now() - 60 * 60_000));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: '자동 로그아웃 안내' })).not.toBeInTheDocument();
  });
});
