import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  authEndpoints,
  childEndpoints,
  endpointUrl,
  FILE_API_BASE,
  fileEndpoints,
  holidayEndpoints,
  MEAL_SLOTS,
  menuDaysOfWeek,
  menuEndpoints,
  weekMondayOf,
  type AllergyCheck,
  type Holiday,
  type Meal,
  type MenuDay,
  type MenuWeek,
  type StoredFile,
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
/** the query of each save (`?tempKey=`) */
const postedQueries: unknown[] = [];
/** each meal photo upload: its file's name and query */
const photoUploads: { name: string; params: unknown }[] = [];
const removedTemp: unknown[] = [];
const TEMP_KEY = 'tk_menu_photos_abcdefgh1234';
/** every file the fake server knows, by id (saved menus' photos and uploads) */
let files: Map<number, StoredFile>;
let nextFileId: number;
const checks: unknown[] = [];
const deleted: string[] = [];
const lastAlert = () => useUiStore.getState().alert.message;
/** The centre's holidays the fake calendar answers (docs/product/holiday.md); none unless a test sets them. */
let holidays: Holiday[] = [];

const emptyDay = (day: string): MenuDay => ({ day, kcal: null, protein: null, meals: MEAL_SLOTS.map((slot) => ({ slot, dishes: [], servedNote: '', photo: null })) });

function storedPhoto(fileId: number, fileName = `meal-${fileId}.jpg`): StoredFile {
  const file: StoredFile = {
    fileId,
    fileName,
    kind: 'image',
    mimeType: 'image/jpeg',
    size: 2048,
    width: 800,
    height: 600,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`,
  };
  files.set(fileId, file);
  return file;
}
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
      { slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }], servedNote: '', photo: null },
      { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }, { name: '계란국', allergens: [1] }], servedNote: '', photo: null },
      { slot: 'PM_SNACK', dishes: [{ name: '요구르트', allergens: [2] }], servedNote: '바나나', photo: null },
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

/** `week` with a photo of Tuesday's lunch as served (file 70). */
function withLunchPhoto(week: MenuWeek): MenuWeek {
  const days = week.days.map((d, i) =>
    i === 1 ? { ...d, meals: d.meals.map((m): Meal => (m.slot === 'LUNCH' ? { ...m, dishes: [{ name: '짜장밥', allergens: [5, 6, 10] }], photo: storedPhoto(70) } : m)) } : d,
  );
  return { ...week, days };
}

type SavedMeal = { slot: Meal['slot']; dishes: Meal['dishes']; servedNote: string; photoFileId: number | null };

function serve(me = meData(), extra: Record<string, FakeHandler> = {}) {
  posted.length = 0;
  postedQueries.length = 0;
  photoUploads.length = 0;
  removedTemp.length = 0;
  checks.length = 0;
  deleted.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(holidayEndpoints.list)]: (config) => {
      const { year, month } = config.params as { year: number; month: number };
      const prefix = `${year}-${String(month).padStart(2, '0')}`;
      return ok({ year, month, nationalKnown: true, items: holidays.filter((h) => h.date.startsWith(prefix)) });
    },
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
      postedQueries.push({ ...config.params });
      const week: MenuWeek = {
        ...emptyWeek(body.weekMonday),
        menuId: 30,
        title: body.title,
        originNote: body.originNote,
        days: (body.days as (Omit<MenuDay, 'meals'> & { meals: SavedMeal[] })[]).map((d) => ({
          ...d,
          meals: d.meals.map(({ photoFileId, ...m }) => ({ ...m, photo: photoFileId === null ? null : (files.get(photoFileId) ?? null) })),
        })),
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
    [route(menuEndpoints.uploadPhoto)]: (config) => {
      const file = (config.data as FormData).get('files') as File;
      photoUploads.push({ name: file.name, params: { ...config.params } });
      return ok({ tempKey: TEMP_KEY, files: [storedPhoto(nextFileId++, file.name)] });
    },
    [route(fileEndpoints.removeTempFile)]: (config) => {
      removedTemp.push({ ...config.params });
      return ok({ fileId: 1 });
    },
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
  files = new Map();
  nextFileId = 100;
  saved = new Map([[lastMonday, savedWeek(lastMonday, 12)]]);
  holidays = [];
});

afterEach(() => {
  cleanup(); // unmount (and what it sends) while the fake server still answers
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

    // admins may change the week; the week list opens past weeks; the class stays chosen from week to week
    expect(screen.getByRole('link', { name: /수정/ })).toHaveAttribute('href', `/admin/menu/weekly/new?date=${lastMonday}`);
    await user.click(screen.getByRole('button', { name: /다음 주/ }));
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly?classId=3'));
    expect(await screen.findByText('이 주의 식단표가 아직 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /식단 작성/ })).toHaveAttribute('href', `/admin/menu/weekly/new?date=${thisMonday}`);
    const list = screen.getByRole('region', { name: '식단표 목록' });
    await user.click(await within(list).findByText('11월 셋째 주 식단표'));
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/12'));
  });

  it('keeps the class filter and the weeks’ page in the URL: a link, reload or back shows the same class’s warnings', async () => {
    const searched: unknown[] = [];
    // the classes answer only when the test says so: a class in the address must survive their loading
    let answerClasses: () => void = () => undefined;
    const classesAnswered = new Promise<void>((resolve) => (answerClasses = resolve));
    serve(meData(), {
      [route(childEndpoints.classOptions)]: async () => {
        await classesAnswered;
        return ok([
          { classId: 3, name: '햇님반', color: '#fde68a', capacity: 15, enrolledCount: 10, pausedCount: 0 },
          { classId: 4, name: '달님반', color: '#bfdbfe', capacity: 15, enrolledCount: 9, pausedCount: 0 },
        ]);
      },
      [route(menuEndpoints.search)]: (config) => {
        const { page, size } = config.params as { page: number; size: number };
        searched.push(page);
        const items = [{ menuId: 12, weekMonday: lastMonday, title: '11월 셋째 주 식단표', days: 1, dishes: 4, authorName: '김원장', updatedAt: '2026-11-14T01:00:00.000Z' }];
        return ok({ items: page === 0 ? items : [], page, size, total: 11, totalPages: 2 });
      },
    });
    const user = setupUser();
    const listUrl = `/admin/menu/weekly?week=${lastMonday}&classId=4&page=1`;
    const app = renderApp(listUrl);
    const params = () => Object.fromEntries(new URLSearchParams(app.location().split('?')[1]));
    const classSelect = () => screen.getByRole('combobox', { name: '알레르기 확인할 반' }).closest('.ant-select');

    // the address's class is checked at once, before the classes to choose from have loaded, and stays in the address
    expect(await screen.findByText('달님반: 알레르기 주의 1건')).toBeInTheDocument();
    expect(checks).toEqual([{ classId: 4, startDate: lastMonday, endDate: addDays(lastMonday, 4) }]);
    const list = screen.getByRole('region', { name: '식단표 목록' });
    expect(await within(list).findByText('총 11건')).toBeInTheDocument();
    expect(searched).toEqual([1]);
    expect(params()).toEqual({ week: lastMonday, classId: '4', page: '1' });
    // then the classes arrive: 달님반 is the one chosen
    answerClasses();
    await waitFor(() => expect(classSelect()).toHaveTextContent('달님반'));
    expect(params()).toEqual({ week: lastMonday, classId: '4', page: '1' });

    // choosing another class puts it in the address (a new history entry; the weeks list back to its first page)
    await user.click(screen.getByRole('combobox', { name: '알레르기 확인할 반' }));
    await user.click(await screen.findByTitle('햇님반'));
    expect(await screen.findByText('햇님반: 알레르기 주의 1건')).toBeInTheDocument();
    expect(params()).toEqual({ week: lastMonday, classId: '3' });
    expect(checks.at(-1)).toEqual({ classId: 3, startDate: lastMonday, endDate: addDays(lastMonday, 4) });
    expect(await within(list).findByText('11월 셋째 주 식단표')).toBeInTheDocument();
    expect(searched).toEqual([1, 0]);

    // back: the address before it, and its class again
    await act(() => app.router.navigate(-1));
    expect(await screen.findByText('달님반: 알레르기 주의 1건')).toBeInTheDocument();
    expect(classSelect()).toHaveTextContent('달님반');
    expect(params()).toEqual({ week: lastMonday, classId: '4', page: '1' });

    // a week opened from the list comes back to the list as it was (목록)
    await user.click(screen.getByRole('combobox', { name: '알레르기 확인할 반' }));
    await user.click(await screen.findByTitle('햇님반'));
    await user.click(await within(screen.getByRole('region', { name: '식단표 목록' })).findByText('11월 셋째 주 식단표'));
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/12'));
    await user.click(await screen.findByRole('link', { name: /목록/ }));
    await waitFor(() => expect(params()).toEqual({ week: lastMonday, classId: '3' }));
    expect(app.location().startsWith('/admin/menu/weekly?')).toBe(true);
  });

  it("shows a teacher their own class's warnings, without write buttons", async () => {
    serve(meData(teacherWithClass));
    // a teacher's class is their own: a class in the address is not theirs to choose, and leaves it
    const app = renderApp(`/admin/menu/weekly?week=${lastMonday}&classId=4`);
    await waitFor(() => expect(app.location()).toBe(`/admin/menu/weekly?week=${lastMonday}`));
    const monday = await screen.findByRole('region', { name: `월 ${lastMonday.slice(5).replace('-', '/')}` });
    expect(await within(monday).findByRole('note', { name: '알레르기 주의' })).toHaveTextContent('난류: 김서연');
    expect(checks).toEqual([{ classId: 3, startDate: lastMonday, endDate: addDays(lastMonday, 4) }]);
    expect(screen.queryByRole('combobox', { name: '알레르기 확인할 반' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /수정/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인쇄' })).toBeInTheDocument();
  });

  it('shows a teacher an empty week without 식단 작성', async () => {
    serve(meData(teacherWithClass));
    renderApp('/admin/menu/weekly');
    expect(await screen.findByText('이 주의 식단표가 아직 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /식단 작성/ })).not.toBeInTheDocument();
  });
});

// the longest form flows of the web suite (a week of typed dishes, uploads): twice the default time on a busy machine
describe('식단 작성 (menu/weekly/new)', { timeout: 40_000 }, () => {
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
      { slot: 'AM_SNACK', dishes: [], servedNote: '', photoFileId: null },
      { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }], servedNote: '', photoFileId: null },
      { slot: 'PM_SNACK', dishes: [{ name: '사과', allergens: [] }], servedNote: '배', photoFileId: null },
    ]);
    expect(postedQueries).toEqual([{}]);
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/30'));
    expect(lastAlert()).toBe('식단표를 저장했습니다.');
    expect(await screen.findByText('닭갈비덮밥 (5.6.13.15)')).toBeInTheDocument();
  });

  it("copies last week's menu (not its photos) into this week's dates, and refuses a menu without a dish", async () => {
    saved.set(lastMonday, withLunchPhoto(savedWeek(lastMonday, 12)));
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
    // Tuesday's lunch comes over, its photo (what was served last week) does not
    expect(screen.getByDisplayValue('짜장밥')).toBeInTheDocument();
    expect(screen.getByLabelText('화 점심 사진 추가')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '화 점심 사진' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0];
    expect(body.weekMonday).toBe(thisMonday);
    expect(body.days[0]).toEqual({
      day: thisMonday,
      kcal: 520,
      protein: 18.5,
      meals: [
        { slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }], servedNote: '', photoFileId: null },
        { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }, { name: '계란국', allergens: [1] }], servedNote: '', photoFileId: null },
        // what was served instead last week is not this week's
        { slot: 'PM_SNACK', dishes: [{ name: '요구르트', allergens: [2] }], servedNote: '', photoFileId: null },
      ],
    });
    expect(body.days.map((d: MenuDay) => d.day)).toEqual(menuDaysOfWeek(thisMonday, false));
    expect(body.days[1].meals[1]).toEqual({ slot: 'LUNCH', dishes: [{ name: '짜장밥', allergens: [5, 6, 10] }], servedNote: '', photoFileId: null });
    expect(body.days.flatMap((d: { meals: SavedMeal[] }) => d.meals.map((m) => m.photoFileId))).toEqual(Array(15).fill(null));
    expect(postedQueries).toEqual([{}]);
    expect(photoUploads).toEqual([]);
  });

  it('leaves a holiday of this week empty when copying last week, says so, and marks it (issue 39: 12/25)', async () => {
    const last = savedWeek('2026-12-14', 12);
    last.days[4] = { ...last.days[0], day: '2026-12-18' };
    saved.set('2026-12-14', last);
    holidays = [{ date: '2026-12-25', name: '기독탄신일', kind: 'NATIONAL', open: false, id: null }];
    serve();
    const user = setupUser();
    renderApp('/admin/menu/weekly/new?date=2026-12-21');
    expect(await screen.findByText('금 12/25 · 휴일 · 기독탄신일')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /지난주 식단 복사/ }));
    await waitFor(() => expect(lastAlert()).toBe('2026-12-14 주의 식단을 불러왔습니다. 12/25(기독탄신일)은(는) 휴일이라 비워 두었습니다. 저장해야 반영됩니다.'));
    // Monday's lunch came over; Friday's (a holiday this week) did not
    expect(screen.getAllByDisplayValue('닭갈비덮밥')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].days[0].meals[1].dishes).toHaveLength(2);
    expect(posted[0].days[4]).toMatchObject({ day: '2026-12-25', kcal: null, meals: [{ dishes: [] }, { dishes: [] }, { dishes: [] }] });
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
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    // the sheet posted on the wall names the child, never what she reacts to or her 에피펜
    const paper = screen.getByRole('region', { name: '인쇄' });
    // paper leaves the app's header behind: the centre is named above the heading
    expect(paper.firstElementChild).toHaveTextContent('해님어린이집');
    expect(within(paper).getByRole('table')).toHaveTextContent('닭갈비덮밥 (5.6.13.15)');
    expect(paper).toHaveTextContent('햇님반 알레르기 주의');
    expect(paper).toHaveTextContent('점심 — 김서연 (계란국)');
    expect(paper).not.toHaveTextContent('난류: 김서연');
    expect(paper).not.toHaveTextContent('에피펜');
    expect(paper).toHaveTextContent('원산지 쌀(국내산), 닭고기(국내산)');
    expect(paper).toHaveTextContent('19.잣');
    fireEvent(window, new Event('afterprint'));
    expect(screen.queryByRole('region', { name: '인쇄' })).not.toBeInTheDocument();

    // the staff copy keeps every detail and says not to post it
    await user.click(screen.getByRole('button', { name: '교직원용 인쇄' }));
    const staff = screen.getByRole('region', { name: '교직원용 인쇄' });
    expect(staff).toHaveTextContent('게시하지 마세요');
    expect(within(staff).getByRole('table')).toHaveTextContent('난류: 김서연');
    expect(staff).toHaveTextContent('점심 — 난류: 김서연 (계란국) · 에피펜 보관');
    fireEvent(window, new Event('afterprint'));

    // the browser's own print command prints the posted sheet
    fireEvent(window, new Event('beforeprint'));
    expect(screen.getByRole('region', { name: '인쇄' })).not.toHaveTextContent('에피펜');
    fireEvent(window, new Event('afterprint'));

    await user.click(screen.getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'11월 셋째 주 식단표' 식단표를 삭제할까요?");
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deleted).toEqual([endpointUrl(menuEndpoints.delete, { id: 12 })]));
    await waitFor(() => expect(app.location()).toBe(`/admin/menu/weekly?week=${lastMonday}`));
    expect(lastAlert()).toBe('식단표를 삭제했습니다.');
  });
});

describe('식사 사진 (a meal as served)', { timeout: 40_000 }, () => {
  const photoFile = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
  /** the file input of a meal's photo field (its 사진 추가, or its 바꾸기 button) */
  const photoInput = (el: HTMLElement) => (el instanceof HTMLInputElement ? el : el.closest('.menu-form-photo')!.querySelector<HTMLInputElement>('input[type="file"]')!);
  const saveButton = () => within(document.querySelector('.record-actions') as HTMLElement).getByRole('button', { name: /저장/ });

  it('uploads a photo with its progress, retries a failed one, waits before saving, and saves it under the tempKey', async () => {
    let release: () => void = () => undefined;
    let tries = 0;
    serve(meData(), {
      [route(menuEndpoints.uploadPhoto)]: async (config) => {
        const file = (config.data as FormData).get('files') as File;
        photoUploads.push({ name: file.name, params: { ...config.params } });
        tries += 1;
        if (tries === 1) return fail(500, 'INTERNAL', '파일 업로드에 실패했습니다.');
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ tempKey: TEMP_KEY, files: [storedPhoto(nextFileId++, file.name)] });
      },
    });
    const user = setupUser();
    const app = renderApp(`/admin/menu/weekly/new?date=${thisMonday}`);
    await user.click(await screen.findByRole('button', { name: '월 점심에 음식 추가' }));
    await user.type(screen.getByRole('combobox', { name: '월 점심 음식 1 이름' }), '김밥');

    await user.upload(photoInput(screen.getByLabelText('월 점심 사진 추가')), photoFile('lunch.jpg'));
    const field = await screen.findByRole('group', { name: '월 점심 사진' });
    expect(await within(field).findByRole('alert')).toHaveTextContent('파일 업로드에 실패했습니다.');
    expect(screen.getByText('올리지 못한 사진 1장은 저장되지 않습니다. 다시 시도하거나 삭제해 주세요.')).toBeInTheDocument();

    // again: while it is on its way the save waits
    await user.click(within(field).getByRole('button', { name: '월 점심 사진 다시 시도' }));
    await waitFor(() => expect(photoUploads).toHaveLength(2));
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('사진 업로드가 끝나면 저장할 수 있습니다.')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(field).getByRole('progressbar', { name: '월 점심 사진 진행률' })).toHaveAttribute('aria-valuenow', '100'));
    expect(within(field).getByRole('img', { name: '월 점심 사진' })).toHaveAttribute('src', `${FILE_API_BASE}/100/thumb`);
    expect(saveButton()).toBeEnabled();
    // the first file of the week asks for the tempKey
    expect(photoUploads).toEqual([
      { name: 'lunch.jpg', params: {} },
      { name: 'lunch.jpg', params: {} },
    ]);

    await user.click(saveButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(postedQueries).toEqual([{ tempKey: TEMP_KEY }]);
    expect(posted[0].days[0].meals[1]).toEqual({ slot: 'LUNCH', dishes: [{ name: '김밥', allergens: [] }], servedNote: '', photoFileId: 100 });
    expect(posted[0].days[0].meals.map((m: SavedMeal) => m.photoFileId)).toEqual([null, 100, null]);
    await waitFor(() => expect(app.location()).toBe('/admin/menu/weekly/30'));
    const monday = await screen.findByRole('region', { name: `월 ${thisMonday.slice(5).replace('-', '/')}` });
    expect(within(monday).getByRole('img', { name: `월 ${thisMonday.slice(5).replace('-', '/')} 점심 사진` })).toHaveAttribute('src', `${FILE_API_BASE}/100/thumb`);
    // saved: leaving takes nothing back
    expect(removedTemp).toEqual([]);
  });

  it('loads a saved photo, keeps a second upload under the same tempKey, and saves a removed photo as none', async () => {
    saved.set(lastMonday, withLunchPhoto(savedWeek(lastMonday, 12)));
    serve();
    const user = setupUser();
    renderApp(`/admin/menu/weekly/new?date=${lastMonday}`);
    const tuesday = await screen.findByRole('group', { name: '화 점심 사진' });
    expect(within(tuesday).getByRole('img', { name: '화 점심 사진' })).toHaveAttribute('src', `${FILE_API_BASE}/70/thumb`);
    expect(within(tuesday).getByText('저장된 사진')).toBeInTheDocument();

    // two new photos join one tempKey; replacing one takes the replaced upload back
    await user.upload(photoInput(screen.getByLabelText('월 오전간식 사진 추가')), photoFile('snack.jpg'));
    const snack = await screen.findByRole('group', { name: '월 오전간식 사진' });
    await waitFor(() => expect(within(snack).getByRole('img', { name: '월 오전간식 사진' })).toHaveAttribute('src', `${FILE_API_BASE}/100/thumb`));
    await user.upload(photoInput(screen.getByLabelText('월 오후간식 사진 추가')), photoFile('pm.jpg'));
    await waitFor(() => expect(photoUploads).toHaveLength(2));
    await user.upload(photoInput(within(snack).getByRole('button', { name: '월 오전간식 사진 바꾸기' })), photoFile('snack2.jpg'));
    await waitFor(() => expect(within(snack).getByRole('img', { name: '월 오전간식 사진' })).toHaveAttribute('src', `${FILE_API_BASE}/102/thumb`));
    expect(photoUploads.map((u) => u.params)).toEqual([{}, { tempKey: TEMP_KEY }, { tempKey: TEMP_KEY }]);
    expect(removedTemp).toEqual([{ tempKey: TEMP_KEY, fileName: 'snack.jpg' }]);

    await user.click(within(tuesday).getByRole('button', { name: '화 점심 사진 삭제' }));
    expect(screen.getByLabelText('화 점심 사진 추가')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(postedQueries).toEqual([{ tempKey: TEMP_KEY }]);
    expect(posted[0].days[0].meals.map((m: SavedMeal) => m.photoFileId)).toEqual([102, null, 101]);
    expect(posted[0].days[1].meals[1]).toEqual({ slot: 'LUNCH', dishes: [{ name: '짜장밥', allergens: [5, 6, 10] }], servedNote: '', photoFileId: null });
  });

  it('refuses a file that is not a photo', async () => {
    serve();
    const user = setupUser({ applyAccept: false });
    renderApp(`/admin/menu/weekly/new?date=${thisMonday}`);
    await user.upload(photoInput(await screen.findByLabelText('월 점심 사진 추가')), new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(lastAlert()).toBe('식사 사진은 사진 파일만 올릴 수 있습니다.'));
    expect(photoUploads).toEqual([]);
    expect(screen.getByLabelText('월 점심 사진 추가')).toBeInTheDocument();
  });

  it("shows a meal's photo as a thumbnail that opens the full-screen viewer, and leaves it off paper", async () => {
    saved.set(lastMonday, withLunchPhoto(savedWeek(lastMonday, 12)));
    serve(meData(teacherWithClass));
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = setupUser();
    renderApp(`/admin/menu/weekly?week=${lastMonday}`);
    const tuesdayDate = addDays(lastMonday, 1).slice(5).replace('-', '/');
    const tuesday = await screen.findByRole('region', { name: `화 ${tuesdayDate}` });
    const thumbnail = within(tuesday).getByRole('img', { name: `화 ${tuesdayDate} 점심 사진` });
    expect(thumbnail).toHaveAttribute('src', `${FILE_API_BASE}/70/thumb`);
    // one photo in the week
    expect(screen.getAllByRole('img', { name: /사진$/ })).toHaveLength(1);

    await user.click(thumbnail);
    const viewer = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image-preview img');
      expect(img).not.toBeNull();
      return img!;
    });
    expect(viewer).toHaveAttribute('src', `${FILE_API_BASE}/70`);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    const paper = screen.getByRole('region', { name: '인쇄' });
    expect(paper).toHaveTextContent('짜장밥 (5.6.10)');
    expect(within(paper).queryByRole('img')).not.toBeInTheDocument();
  });
});
