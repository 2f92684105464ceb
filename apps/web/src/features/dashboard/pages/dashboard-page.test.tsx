import { screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { FILE_API_BASE, authEndpoints, dashboardEndpoints, endpointUrl, menuEndpoints, type Dashboard, type StoryClassCard } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { centreTodayGuess } from '../api/get-today-allergies';
import { setupUser } from '@/test/user';

/** The teacher's photo as the server links it. */
const PHOTO_URL = `${FILE_API_BASE}/12`;
let server: ReturnType<typeof installFakeServer> | undefined;

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    classId: 3,
    className: '햇님반',
    classColor: '#fde68a',
    classIntroduce: '햇님처럼 밝은 반입니다.',
    teacherName: '이선생',
    teacherProfileUrl: PHOTO_URL,
    teachers: [{ tno: 7, name: '이선생', profileUrl: PHOTO_URL }],
    today: '2026-11-21',
    todayInfo: { schoolDay: true, holiday: null },
    childrenCount: 15,
    pausedCount: 0,
    attendance: { present: 10, absent: 1, late: 2, earlyLeave: 0, notYet: 2 },
    todayAttendanceCount: 12,
    todayMedicineCount: 3,
    todayReHomeCount: 4,
    canEditIntroduce: true,
    todo: {
      uncheckedMedicines: [{ medicineId: 51, childCode: 41, childName: '김하늘', medicineName: '해열제 시럽', times: '점심 식후' }],
      pendingPickups: [
        { rehomeId: 61, childCode: 42, childName: '박바다', rehomeTime: '15:30', pickupName: '할머니', status: 'CHECKED', pickupWarning: null },
        { rehomeId: 62, childCode: 44, childName: '이나무', rehomeTime: '16:00', pickupName: '삼촌', status: 'REQUESTED', pickupWarning: 'BARRED' },
        { rehomeId: 63, childCode: 45, childName: '정하람', rehomeTime: '17:00', pickupName: '이웃', status: 'REQUESTED', pickupWarning: 'UNREGISTERED' },
      ],
      childrenWithoutAlim: [{ childCode: 43, childName: '최구름' }],
    },
    ...overrides,
  };
}

const classes: StoryClassCard[] = [
  { classId: 3, className: '햇님반', classColor: '#fde68a', teachers: [{ tno: 7, name: '이선생' }], childCount: 15, pausedCount: 0 },
  { classId: 4, className: '달님반', classColor: '#bfdbfe', teachers: [], childCount: 12, pausedCount: 0 },
];

function serve(routes: Record<string, FakeHandler>, me = meData(teacherWithClass)) {
  server = installFakeServer({ [route(authEndpoints.me)]: () => ok(me), ...routes });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('story/a1 and the class dashboard', () => {
  it('shows the classes as cards; choosing one stores the class and opens its dashboard', async () => {
    serve({ [route(dashboardEndpoints.classes)]: () => ok(classes), [route(dashboardEndpoints.get, { classId: 4 })]: () => ok(dashboard({ classId: 4, className: '달님반', classColor: '#bfdbfe' })) }, meData());
    const user = setupUser();
    const app = renderApp('/admin/story/a1');
    const card = await screen.findByRole('link', { name: '달님반 대시보드 열기' });
    expect(card).toHaveTextContent('담당 교사 없음');
    expect(card).toHaveTextContent('원아 12명');
    expect(screen.getByRole('link', { name: '햇님반 대시보드 열기' })).toHaveTextContent('이선생');

    await user.click(card);
    await waitFor(() => expect(app.location()).toBe('/admin/story/dashboard/4'));
    expect(useSessionStore.getState()).toMatchObject({ classId: 4, className: '달님반', classColor: '#bfdbfe' });
    await screen.findByRole('heading', { level: 2, name: '달님반' });
    // only the selected class persists, with its centre (docs/product/auth.md#the-session-in-the-browser, centre.md)
    expect(JSON.parse(localStorage.getItem('kg-session')!).state).toEqual({
      classId: 4,
      className: '달님반',
      classColor: '#bfdbfe',
      centreId: 1,
      centreByLogin: {},
    });
  });

  it("shows today's counts as links, the to-do list and the teacher, and keeps them in the session", async () => {
    serve({ [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard()) });
    renderApp('/admin/story/dashboard/3');
    const stats = await screen.findByRole('list', { name: '오늘 2026-11-21' });
    expect(within(stats).getByRole('link', { name: /출석\s*12 \/ 15명/ })).toHaveAttribute('href', '/admin/story/attendance');
    expect(within(stats).getByRole('link', { name: /투약의뢰\s*3건/ })).toHaveAttribute('href', '/admin/story/medicate');
    expect(within(stats).getByRole('link', { name: /귀가동의\s*4건/ })).toHaveAttribute('href', '/admin/story/rehome');
    expect(within(stats).getByRole('link', { name: /알림장 미작성\s*1명/ })).toHaveAttribute('href', '/admin/story/alimNote');
    expect(screen.getByText('결석 1')).toBeInTheDocument();
    expect(screen.getByText('미체크 2')).toBeInTheDocument();

    const medicine = screen.getByRole('region', { name: '확인할 투약의뢰서 1건' });
    expect(within(medicine).getByRole('link', { name: '김하늘 · 해열제 시럽' })).toHaveAttribute('href', '/admin/story/medicate/51');
    expect(screen.getByRole('link', { name: '박바다 · 15:30 · 할머니님 (확인됨)' })).toHaveAttribute('href', '/admin/story/rehome/61');
    // a person the child's record bars, or does not name, is flagged on the chip itself
    expect(screen.getByRole('link', { name: '이나무 · 16:00 · 삼촌님 인계 불가 인수자' })).toHaveAttribute('href', '/admin/story/rehome/62');
    expect(screen.getByRole('link', { name: '정하람 · 17:00 · 이웃님 미등록 인수자' })).toHaveClass('is-warning');
    expect(screen.getByRole('link', { name: '최구름' })).toHaveAttribute('href', '/admin/story/alimNote?childCode=43');
    expect(screen.getByRole('img', { name: '이선생 선생님 사진' })).toHaveAttribute('src', PHOTO_URL);
    expect(useSessionStore.getState()).toMatchObject({ childrenCount: 15, todayAttendanceCount: 12, todayMedicineCount: 3, todayReHomeCount: 4 });
  });

  it('asks for no attendance on a holiday and names it (docs/product/holiday.md)', async () => {
    const christmas = { date: '2026-12-25', name: '기독탄신일', kind: 'NATIONAL' as const, open: false, id: null };
    serve({ [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard({ todayInfo: { schoolDay: false, holiday: christmas } })) });
    renderApp('/admin/story/dashboard/3');
    const stats = await screen.findByRole('list', { name: '오늘 2026-11-21' });
    expect(within(stats).getByRole('link', { name: /출석\s*기독탄신일/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('오늘은 기독탄신일로 쉬는 날입니다. 출석을 받지 않습니다.');
    expect(screen.queryByText('미체크 2')).not.toBeInTheDocument();
  });

  it('edits the class introduction with the contract rule and saves it', async () => {
    const sent: unknown[] = [];
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard()),
      [route(dashboardEndpoints.updateIntroduce, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
        const body = JSON.parse(String(config.data));
        sent.push(body);
        return ok({ classId: 3, classIntroduce: body.classIntroduce });
      },
    });
    const user = setupUser();
    renderApp('/admin/story/dashboard/3');
    await user.click(await screen.findByRole('button', { name: '소개 수정' }));
    const box = await screen.findByLabelText('반 소개');
    expect(box).toHaveValue('햇님처럼 밝은 반입니다.');
    await user.clear(box);
    await user.paste('숲을 좋아하는 만 4세 반입니다.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('숲을 좋아하는 만 4세 반입니다.');
    expect(sent).toEqual([{ classIntroduce: '숲을 좋아하는 만 4세 반입니다.' }]);
    expect(useSessionStore.getState().classIntroduce).toBe('숲을 좋아하는 만 4세 반입니다.');
  });

  it('hides the edit button when the caller may not edit', async () => {
    serve({ [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard({ canEditIntroduce: false, classIntroduce: '' })) });
    renderApp('/admin/story/dashboard/3');
    await screen.findByText('아직 반 소개가 없습니다.');
    expect(screen.queryByRole('button', { name: '소개 수정' })).not.toBeInTheDocument();
  });

  it("shows '반 정보가 없습니다.' for a missing class and for a bad address", async () => {
    serve({ [route(dashboardEndpoints.get, { classId: 9 })]: () => fail(404, 'NOT_FOUND', '반을 찾을 수 없습니다.') });
    const first = renderApp('/admin/story/dashboard/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('반 정보가 없습니다.');
    expect(screen.getByRole('link', { name: '반 목록으로' })).toHaveAttribute('href', '/admin/story/a1');
    first.unmount();
    renderApp('/admin/story/dashboard/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('반 정보가 없습니다.');
    expect(server!.count('GET', endpointUrl(dashboardEndpoints.get, { classId: 'abc' }))).toBe(0);
  });

  it("shows '대시보드 데이터를 불러올 수 없습니다.' for a failed answer and retries on request", async () => {
    let calls = 0;
    serve({ [route(dashboardEndpoints.get, { classId: 3 })]: () => (++calls === 1 ? fail(403, 'FORBIDDEN', '접근 권한이 없습니다.') : ok(dashboard())) });
    const user = setupUser();
    renderApp('/admin/story/dashboard/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('대시보드 데이터를 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('list', { name: '오늘 2026-11-21' });
  });

  it("shows '대시보드 로딩 실패' when the server cannot be reached", async () => {
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: (config) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    });
    renderApp('/admin/story/dashboard/3');
    await screen.findByText('대시보드 로딩 실패');
  });

  it("shows today's allergy warnings for the class, and no card when there are none", async () => {
    const asked: unknown[] = [];
    let warnings = [{ day: '2026-11-21', slot: 'LUNCH' as const, childCode: 41, childName: '김서연', reason: '난류', dishes: ['계란국'], note: '에피펜 보관' }];
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard()),
      [route(menuEndpoints.allergyCheck)]: (config: InternalAxiosRequestConfig) => {
        asked.push(config.params);
        return ok({ classId: 3, className: '햇님반', warnings });
      },
    });
    const view = renderApp('/admin/story/dashboard/3');
    const card = (await screen.findByText('오늘 식단 알레르기')).closest('.plain-card') as HTMLElement;
    expect(card).toHaveTextContent('점심 — 난류: 김서연');
    expect(card).toHaveTextContent('(계란국) · 에피펜 보관');
    // asked first for this device's guess of the day, beside the dashboard; then for the day the dashboard says it is
    expect(asked).toEqual([
      { classId: 3, startDate: centreTodayGuess() },
      { classId: 3, startDate: '2026-11-21' },
    ]);
    view.unmount();

    warnings = [];
    queryClient.clear();
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(screen.queryByText('오늘 식단 알레르기')).not.toBeInTheDocument();
  });

  it("asks for today's allergies beside the dashboard, not after its answer, and only once", async () => {
    const today = centreTodayGuess();
    const order: string[] = [];
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: () =>
        new Promise((resolve) => {
          order.push('dashboard asked');
          setTimeout(() => {
            order.push('dashboard answered');
            resolve(ok(dashboard({ today })));
          }, 200);
        }),
      [route(menuEndpoints.allergyCheck)]: (config: InternalAxiosRequestConfig) => {
        order.push(`allergies asked for ${(config.params as { startDate: string }).startDate}`);
        return ok({ classId: 3, className: '햇님반', warnings: [] });
      },
    });
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    // the two requests in either order, both before the dashboard's answer; the page does not ask again
    expect(order.slice(0, 2).sort()).toEqual([`allergies asked for ${today}`, 'dashboard asked']);
    expect(order.slice(2)).toEqual(['dashboard answered']);
  });

  it('asks for the dashboard and its allergies beside GET /me, not after the session is restored', async () => {
    const order: string[] = [];
    serve({
      [route(authEndpoints.me)]: () =>
        new Promise((resolve) => {
          order.push('me asked');
          setTimeout(() => {
            order.push('me answered');
            resolve(ok(meData(teacherWithClass)));
          }, 200);
        }),
      [route(dashboardEndpoints.get, { classId: 3 })]: () => {
        order.push('dashboard asked');
        return ok(dashboard({ today: centreTodayGuess() }));
      },
      [route(menuEndpoints.allergyCheck)]: () => {
        order.push('allergies asked');
        return ok({ classId: 3, className: '햇님반', warnings: [] });
      },
    });
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    expect(order.slice(0, 3).sort()).toEqual(['allergies asked', 'dashboard asked', 'me asked']);
    expect(order.slice(3)).toEqual(['me answered']);
  });

  it('sends a visitor without a session to login and back, though the dashboard was asked before GET /me answered', async () => {
    const refused = () => fail(401, 'NO_AT', '로그인이 필요합니다.');
    server = installFakeServer({
      [route(authEndpoints.me)]: refused,
      [route(dashboardEndpoints.get, { classId: 3 })]: refused,
      [route(menuEndpoints.allergyCheck)]: refused,
    });
    const app = renderApp('/admin/story/dashboard/3');
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe('/admin/login?redirect=%2Fadmin%2Fstory%2Fdashboard%2F3');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(screen.queryByText('반 정보가 없습니다.')).not.toBeInTheDocument();
  });

  it('shows the page with its allergy card at once: the card never pushes the page down after it has shown', async () => {
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard()),
      [route(menuEndpoints.allergyCheck)]: () =>
        new Promise((resolve) => setTimeout(() => resolve(ok({ classId: 3, className: '햇님반', warnings: [{ day: '2026-11-21', slot: 'LUNCH' as const, childCode: 41, childName: '김서연', reason: '난류', dishes: ['계란국'], note: '에피펜 보관' }] })), 300)),
    });
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    expect(screen.getByText('오늘 식단 알레르기')).toBeInTheDocument();
  });

  it('does not hold the page back for an allergy check that failed (it is retried behind the page)', async () => {
    // the app's back-off (test/setup.ts retries at once), so the retry is still waiting when the page shows
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 1000 } });
    onTestFinished(() => queryClient.setDefaultOptions(defaults));
    let asked = 0;
    serve({
      [route(dashboardEndpoints.get, { classId: 3 })]: () => ok(dashboard({ today: centreTodayGuess() })),
      [route(menuEndpoints.allergyCheck)]: () => {
        asked += 1;
        return fail(500, 'INTERNAL', '서버 오류가 발생했습니다.');
      },
    });
    renderApp('/admin/story/dashboard/3');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    expect(asked).toBe(1);
    expect(screen.queryByText('오늘 식단 알레르기')).not.toBeInTheDocument();
  });
});
