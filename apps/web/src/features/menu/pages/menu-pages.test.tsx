import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  authEndpoints,
  childEndpoints,
  endpointUrl,
  MEAL_SLOTS,
  menuDaysOfWeek,
  menuEndpoints,
  weekMondayOf,
  type AllergyCheck,
  type MenuDay,
  type MenuWeek,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const thisMonday = weekMondayOf(dayjs().format('YYYY-MM-DD'));
const lastMonday = addDays(thisMonday, -7);
let server: ReturnType<typeof installFakeServer> | undefined;
let saved: Map<string, MenuWeek>;
const posted: any[] = [];
const checks: unknown[] = [];
const deleted: string[] = [];
const lastAlert = () => useUiStore.getState().alert.message;

const emptyDay = (day: string): MenuDay => ({ day, kcal: null, protein: null, meals: MEAL_SLOTS.map((slot) => ({ slot, dishes: [], servedNote: '' })) });
const emptyWeek = (monday: string): MenuWeek => ({
  menuId: null,
  weekMonday: monday,
  title: '',
  originNote: '',
  days: menuDaysOfWeek(monday, false).map(emptyDay),
  authorName: null,
  updatedAt: null,
});

/** A saved week: Monday's lunch 닭갈비덮밥 (5.6.13.15) and 계란국 (1), a changed afternoon snack, 원산지. */
function savedWeek(monday: string, menuId: number): MenuWeek {
  const week = emptyWeek(monday);
  week.days[0] = {
    day: monday,
    kcal: 520,
    protein: 18.5,
    meals: [
      { slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }], servedNote: '' },
      { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }, { name: '계란국', allergens: [1] }], servedNote: '' },
      { slot: 'PM_SNACK', dishes: [{ name: '요구르트', allergens: [2] }], servedNote: '바나나' },
    ],
  };
  return { ...week, menuId, title: '11월 셋째 주 식단표', originNote: '쌀(국내산), 닭고기(국내산)', authorName: '김원장', updatedAt: '2026-11-14T01:00:00.000Z' };
}

const check = (classId: number, monday: string): AllergyCheck => ({
  classId,
  className: classId === 3 ? '햇님반' : '달님반',
  warnings: saved.has(monday)
    ? [{ day: monday, slot: 'LUNCH', childCode: 41, childName: '김서연', reason: '난류', dishes: ['계란국'], note: '에피펜 보관' }]
    : [],
});

function serve(me = meData(), extra: Record<string, FakeHandler> = {}) {
  posted.length = 0;
  checks.length = 0;
  deleted.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(childEndpoints.classOptions)]: () =>
      ok([
        { classId: 3, name: '햇님반', color: '#fde68a', capacity: 15, enrolledCount: 10, pausedCount: 0 },
        { classId: 4, name: '달님반', color: '#bfdbfe', capacity: 15, enrolledCount: 9, pausedCount: 0 },
      ]),
    [route(menuEndpoints.byDate)]: (config: InternalAxiosRequestConfig) => ok(saved.get(weekMondayOf((config.params as { date: string }).date)) ?? null),
    [route(menuEndpoints.form)]: (config) => {
      const monday = weekMondayOf((config.params as { anyDate: string }).anyDate);
      return ok(saved.get(monday) ?? emptyWeek(monday));
    },
    [route(menuEndpoints.search)]: (config) => {
      const { page } = config.params as { page: number };
      const items = [...saved.values()]
        .sort((a, b) => b.weekMonday.localeCompare(a.weekMonday))
        .map((w) => ({ menuId: w.menuId!, weekMonday: w.weekMonday, title: w.title, days: 1, dishes: 4, authorName: w.authorName, updatedAt: w.updatedAt! }));
      return ok({ items, page, size: 10, total: items.length, totalPages: 1 });
    },
    [route(menuEndpoints.get, { id: 12 })]: () => (saved.get(lastMonday) ? ok(saved.get(lastMonday)) : fail(404, 'NOT_FOUND', '식단표를 찾을 수 없습니다.')),
    [route(menuEndpoints.delete, { id: 12 })]: (config) => {
      deleted.push(config.url!);
      saved.delete(lastMonday);
      return ok({ menuId: 12 });
    },
    [route(menuEndpoints.save)]: (config) => {
      const body = JSON.parse(String(config.data));
      posted.push(body);
      const week: MenuWeek = {
        ...emptyWeek(body.weekMonday),
        menuId: 30,
        title: body.title,
        originNote: body.originNote,
        days: body.days,
        authorName: '김원장',
        updatedAt: '2026-11-21T01:00:00.000Z',
      };
      saved.set(week.weekMonday, week);
      return ok(week);
    },
    [route(menuEndpoints.get, { id: 30 })]: () => ok(saved.get(thisMonday)),
    [route(menuEndpoints.dishes)]: () =>
      ok([
        { name: '닭갈비덮밥', allergens: [5, 6, 13, 15] },
        { name: '닭죽', allergens: [15] },
      ]),
    [route(menuEndpoints.allergyCheck)]: (config) => {
      const q = config.params as { classId: number; startDate: string; endDate: string };
      checks.push(q);
      return ok(check(q.classId, q.startDate));
    },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  saved = new Map([[lastMonday, savedWeek(lastMonday, 12)]]);
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
  vi.restoreAllMocks();
});

describe('주간 식단표 (menu/weekly)', () => {
  it("shows a week's dishes with their allergen numbers, the change, nutrition, legend and 원산지, and the chosen class's warnings", async () => {
    serve();
    const user = setupUser();
    const app = renderApp(`/admin/menu/weekly?week=${lastMonday}`);
    const monday = await screen.findByRole('region', { name: `월 ${lastMonday.slice(5).replace('-', '/')}` });
    expect(within(monday).getByText('닭갈비덮밥 (5.6.13.15)')).toBeInTheDocument();
    expect(within(monday).getByText('계란국 (1)')).toBeInTheDocument();
    expect(within(monday).getByText('변경: 바나나')).toBeInTheDocument();
    expect(within(monday).getByText(/520 kcal · 단백질 18.5 g/)).toBeInTheDocument();
    expect(screen.getByText(/1\.난류 2\.우유 .* 18\.조개류\(굴·전복·홍합 포함\) 19\.잣/)).toBeInTheDocument();
    expect(screen.getByText('쌀(국내산), 닭고기(국내산)')).toBeInTheDocument();
    expect(screen.getByText('반을 고르면 그 반 아이들의 알레르기를 식단과 맞춰 봅니다.')).toBeInTheDocument();
    expect(checks).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: '알레르기 확인할 반' }));
    await user.click(await screen.findByTitle('햇님반'));
    const warning = await within(monday).findByRole('note', { name: '알레르기 주의' });
    expect(warning).toHaveTextContent('난류: 김서연');
    expect(warning.closest('.menu-cell-warn')).toHaveTextContent('계란국 (1)');
    expect(screen.getByText('햇님반: 알레르기 주의 1건')).toBeInTheDocument();
    // the child's note once, in the summary, not in every meal
    expect(screen.getByText('김서연: 난류 — 에피펜 보관')).toBeInTheDocument();
    expect(warning).not.toHaveTextContent('에피펜');
    expect(checks).toEqual([{ classId: 3, startDate: lastMonday, endDate: addDays(lastMonday, 4) }]);

    // admins may change the week; the week list opens past weeks
    expect(screen.getByRole('link', { name: /수정/ })).toHaveAttribute('href', `/admin/menu/weekly/new?date=${lastMonday}`);
    await user.click(screen.getByRole('button', { name: /다음 주/ }));
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly'));
    expect(await screen.findByText('이 주의 식단표가 아직 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /식단 작성/ })).toHaveAttribute('href', `/admin/menu/weekly/new?date=${thisMonday}`);
    const list = screen.getByRole('region', { name: '식단표 목록' });
    await user.click(await within(list).findByText('11월 셋째 주 식단표'));
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/12'));
  });

  it("shows a teacher their own class's warnings, without write buttons", async () => {
    serve(meData(teacherWithClass));
    renderApp(`/admin/menu/weekly?week=${lastMonday}`);
    const monday = await screen.findByRole('region', { name: `월 ${lastMonday.slice(5).replace('-', '/')}` });
    expect(await within(monday).findByRole('note', { name: '알레르기 주의' })).toHaveTextContent('난류: 김서연');
    expect(checks).toEqual([{ classId: 3, startDate: lastMonday, endDate: addDays(lastMonday, 4) }]);
    expect(screen.queryByRole('combobox', { name: '알레르기 확인할 반' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /수정/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /인쇄/ })).toBeInTheDocument();
  });

  it('shows a teacher an empty week without 식단 작성', async () => {
    serve(meData(teacherWithClass));
    renderApp('/admin/menu/weekly');
    expect(await screen.findByText('이 주의 식단표가 아직 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /식단 작성/ })).not.toBeInTheDocument();
  });
});

describe('식단 작성 (menu/weekly/new)', () => {
  it('fills allergens from a suggestion, saves the week with its days and meals, and opens the saved menu', async () => {
    serve();
    const user = setupUser();
    const app = renderApp(`/admin/menu/weekly/new?date=${addDays(thisMonday, 2)}`);
    expect(await screen.findByDisplayValue(/주 식단표$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '월 점심에 음식 추가' }));
    const name = screen.getByRole('combobox', { name: '월 점심 음식 1 이름' });
    await user.type(name, '닭');
    await user.click(await screen.findByText('닭갈비덮밥 (5.6.13.15)'));
    await waitFor(() => expect(name).toHaveValue('닭갈비덮밥'));
    // the allergens came with it, shown by number and name
    expect(screen.getByTitle('5.대두')).toBeInTheDocument();
    expect(screen.getByTitle('15.닭고기')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '월 오후간식에 음식 추가' }));
    await user.type(screen.getByRole('combobox', { name: '월 오후간식 음식 1 이름' }), '사과');
    await user.type(screen.getByRole('textbox', { name: '월 오후간식 변경 내용' }), '배');
    await user.click(screen.getByRole('button', { name: /저장/ }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0];
    expect(body.weekMonday).toBe(thisMonday);
    expect(body.days.map((d: MenuDay) => d.day)).toEqual(menuDaysOfWeek(thisMonday, false));
    expect(body.days[0].meals).toEqual([
      { slot: 'AM_SNACK', dishes: [], servedNote: '' },
      { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }], servedNote: '' },
      { slot: 'PM_SNACK', dishes: [{ name: '사과', allergens: [] }], servedNote: '배' },
    ]);
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/30'));
    expect(lastAlert()).toBe('식단표를 저장했습니다.');
    expect(await screen.findByText('닭갈비덮밥 (5.6.13.15)')).toBeInTheDocument();
  });

  it("copies last week's menu into this week's dates, and refuses a menu without a dish", async () => {
    serve();
    const user = setupUser();
    renderApp(`/admin/menu/weekly/new?date=${thisMonday}`);
    await screen.findByRole('button', { name: /지난주 식단 복사/ });
    await user.click(screen.getByRole('button', { name: /저장/ }));
    expect(await screen.findByText('음식을 한 가지 이상 입력해 주세요.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: /지난주 식단 복사/ }));
    expect(await screen.findByDisplayValue('계란국')).toBeInTheDocument();
    expect(screen.getByDisplayValue('쌀(국내산), 닭고기(국내산)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0];
    expect(body.weekMonday).toBe(thisMonday);
    expect(body.days[0]).toEqual({
      day: thisMonday,
      kcal: 520,
      protein: 18.5,
      meals: [
        { slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }], servedNote: '' },
        { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }, { name: '계란국', allergens: [1] }], servedNote: '' },
        // what was served instead last week is not this week's
        { slot: 'PM_SNACK', dishes: [{ name: '요구르트', allergens: [2] }], servedNote: '' },
      ],
    });
    expect(body.days.map((d: MenuDay) => d.day)).toEqual(menuDaysOfWeek(thisMonday, false));
  });

  it('puts a server field error on its dish and asks before leaving unsaved changes', async () => {
    const routes = {
      [route(menuEndpoints.save)]: () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: '음식 이름은 50자 이하로 입력해 주세요.', details: { 'days.0.meals.1.dishes.0.name': '음식 이름은 50자 이하로 입력해 주세요.' } },
      }),
    };
    serve(meData(), routes);
    const user = setupUser();
    const app = renderApp(`/admin/menu/weekly/new?date=${thisMonday}`);
    await user.click(await screen.findByRole('button', { name: '월 점심에 음식 추가' }));
    await user.type(screen.getByRole('combobox', { name: '월 점심 음식 1 이름' }), '김밥');
    await user.click(screen.getByRole('button', { name: /저장/ }));
    expect(await screen.findByText('음식 이름은 50자 이하로 입력해 주세요.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /목록/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('저장하지 않은 식단이 있습니다. 이 화면을 떠날까요?');
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(app.location()).toBe(`/admin/menu/weekly/new?date=${thisMonday}`);
    await user.click(screen.getByRole('link', { name: /목록/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '떠나기' }));
    await waitFor(() => expect(app.location()).toBe(`/admin/menu/weekly?week=${thisMonday}`));
  });
});

describe('식단표 상세 (menu/weekly/{id})', () => {
  it("prints the week with the chosen class's warnings, and deletes it after confirming", async () => {
    serve();
    useSessionStore.setState({ classId: 3, className: '햇님반' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = setupUser();
    const app = renderApp('/admin/menu/weekly/12');
    await screen.findByRole('heading', { level: 2, name: /11월 셋째 주 식단표/ });
    expect(await screen.findByText('햇님반: 알레르기 주의 1건')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '인쇄' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /인쇄/ }));
    expect(print).toHaveBeenCalledTimes(1);
    const paper = screen.getByRole('region', { name: '인쇄' });
    expect(within(paper).getByRole('table')).toHaveTextContent('닭갈비덮밥 (5.6.13.15)');
    expect(paper).toHaveTextContent('햇님반 알레르기 주의');
    expect(paper).toHaveTextContent('점심 — 난류: 김서연 (계란국) · 에피펜 보관');
    expect(paper).toHaveTextContent('원산지 쌀(국내산), 닭고기(국내산)');
    expect(paper).toHaveTextContent('19.잣');

    await user.click(screen.getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'11월 셋째 주 식단표' 식단표를 삭제할까요?");
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deleted).toEqual([endpointUrl(menuEndpoints.delete, { id: 12 })]));
    await waitFor(() => expect(app.location()).toBe(`/admin/menu/weekly?week=${lastMonday}`));
    expect(lastAlert()).toBe('식단표를 삭제했습니다.');
  });
});
