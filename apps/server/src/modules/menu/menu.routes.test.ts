import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, weekMondayOf } from '@kg/contract';
import { weeklyMenuDays, weeklyMenuDishes, weeklyMenuMeals, weeklyMenus } from '../../db/schema/index';
import { seoulToday } from '../../test/factories';
import { createChildRecord } from '../../test/child-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';

const MONDAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';
const BASE = '/api/v2/menu';

const emptyMeals = [
  { slot: 'AM_SNACK', dishes: [], servedNote: '', photo: null },
  { slot: 'LUNCH', dishes: [], servedNote: '', photo: null },
  { slot: 'PM_SNACK', dishes: [], servedNote: '', photo: null },
];

describe('menu routes (주간 식단표)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;

  beforeAll(
    async () =>
      void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ admin: { role: 'ROLE_MANAGER', name: '정매니저' } })),
  );
  afterAll(async () => t.close());

  const { get, post, del } = sessionCalls(() => ({ t, anonymous }));

  const weekBody = (weekMonday: string, overrides: Record<string, unknown> = {}) => ({
    weekMonday,
    title: '11월 3주차 식단표',
    originNote: '쌀: 국내산, 쇠고기: 호주산',
    days: [
      {
        day: weekMondayOf(weekMonday),
        kcal: 520,
        protein: 18.5,
        meals: [
          { slot: 'PM_SNACK', dishes: [{ name: '키위 요거트', allergens: [2] }] },
          { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [15, 5, 6, 13, 6] }, { name: '계란찜', allergens: [1] }, { name: '깍두기' }] },
        ],
      },
      { day: addDays(weekMondayOf(weekMonday), 2), meals: [{ slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }, { name: '바나나' }] }] },
    ],
    ...overrides,
  });
  const save = (weekMonday: string, overrides: Record<string, unknown> = {}) => post(admin, `${BASE}/weeks/new`, weekBody(weekMonday, overrides));

  describe('GET /weeks/form/write', () => {
    it('walks 401 → 403 (teacher) → 400 → 200 with an empty Mon–Fri form of three empty meals a day', async () => {
      const url = `${BASE}/weeks/form/write?anyDate=${WEDNESDAY}`;
      expect((await get(null, url)).status).toBe(401);
      expect((await get(teacherA, url)).json).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
      expect((await get(admin, `${BASE}/weeks/form/write?anyDate=2026-11-31`)).json.details).toEqual({ anyDate: '날짜를 2026-03-02처럼 입력해 주세요.' });
      const ok = await get(admin, url);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toEqual({
        menuId: null,
        weekMonday: MONDAY,
        title: '',
        originNote: '',
        days: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((day) => ({ day, kcal: null, protein: null, meals: emptyMeals })),
        authorName: null,
        updatedAt: null,
      });
      expect((await get(admin, `${BASE}/weeks/form/write`)).json.data.weekMonday).toBe(weekMondayOf(seoulToday()));
    });
  });

  describe('POST /weeks/new', () => {
    it('refuses a teacher and bad menus with Korean messages', async () => {
      const url = `${BASE}/weeks/new`;
      expect((await post(null, url, weekBody(MONDAY))).status).toBe(401);
      expect((await post(teacherA, url, weekBody(MONDAY))).status).toBe(403);
      const badAllergen = weekBody(MONDAY, { days: [{ day: MONDAY, meals: [{ slot: 'LUNCH', dishes: [{ name: '잡채', allergens: [6, 20] }] }] }] });
      expect((await post(admin, url, badAllergen)).json).toMatchObject({
        code: 'VALIDATION',
        details: { 'days.0.meals.0.dishes.0.allergens.1': '알레르기 번호는 1부터 19까지입니다.' },
      });
      const zero = weekBody(MONDAY, { days: [{ day: MONDAY, meals: [{ slot: 'LUNCH', dishes: [{ name: '잡채', allergens: [0] }] }] }] });
      expect((await post(admin, url, zero)).json.message).toBe('알레르기 번호는 1부터 19까지입니다.');
      const lunch = [{ slot: 'LUNCH', dishes: [{ name: '잡채' }] }];
      const duplicate = weekBody(MONDAY, { days: [{ day: MONDAY, meals: lunch }, { day: MONDAY, meals: lunch }] });
      expect((await post(admin, url, duplicate)).json.details).toEqual({ 'days.1.day': '같은 날이 두 번 들어 있습니다.' });
      const outside = weekBody(MONDAY, { days: [{ day: SUNDAY, meals: lunch }] });
      expect((await post(admin, url, outside)).json.details).toEqual({ 'days.0.day': '해당 주의 월요일부터 토요일까지만 입력할 수 있습니다.' });
      const twice = weekBody(MONDAY, { days: [{ day: MONDAY, meals: [...lunch, ...lunch] }] });
      expect((await post(admin, url, twice)).json.details).toEqual({ 'days.0.meals.1.slot': '같은 끼니가 두 번 들어 있습니다.' });
      for (const days of [[], [{ day: MONDAY, kcal: 500, meals: [{ slot: 'LUNCH', dishes: [] }] }]]) {
        const res = await post(admin, url, weekBody(MONDAY, { days }));
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({ code: 'VALIDATION', message: '음식을 한 가지 이상 입력해 주세요.' });
      }
      expect((await post(admin, url, weekBody(MONDAY, { title: ' ' }))).json.details).toEqual({ title: '제목을 입력해 주세요.' });
      expect((await post(admin, url, weekBody(MONDAY, { days: [{ day: MONDAY, kcal: 3001, meals: lunch }] }))).json.details).toEqual({
        'days.0.kcal': '열량은 0에서 3000 kcal 사이로 입력해 주세요.',
      });
      expect(await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, MONDAY))).toHaveLength(0);
    });

    it('creates the week of any date sent, then replaces its days, meals and dishes in place', async () => {
      const created = await save(SUNDAY);
      expect(created.status).toBe(200);
      const week = created.json.data;
      expect(week).toMatchObject({ weekMonday: MONDAY, title: '11월 3주차 식단표', originNote: '쌀: 국내산, 쇠고기: 호주산', authorName: '정매니저' });
      expect(week.days.map((d: any) => d.day)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
      expect(week.days[0]).toEqual({
        day: MONDAY,
        kcal: 520,
        protein: 18.5,
        meals: [
          { slot: 'AM_SNACK', dishes: [], servedNote: '', photo: null },
          {
            slot: 'LUNCH',
            dishes: [
              { name: '닭갈비덮밥', allergens: [5, 6, 13, 15] },
              { name: '계란찜', allergens: [1] },
              { name: '깍두기', allergens: [] },
            ],
            servedNote: '',
            photo: null,
          },
          { slot: 'PM_SNACK', dishes: [{ name: '키위 요거트', allergens: [2] }], servedNote: '', photo: null },
        ],
      });
      expect(week.days[1]).toEqual({ day: '2026-11-17', kcal: null, protein: null, meals: emptyMeals });
      expect(week.days[2].meals[0].dishes).toEqual([{ name: '우유', allergens: [2] }, { name: '바나나', allergens: [] }]);

      // the second save is the week: Monday's lunch only, a Saturday, a served note
      const replaced = await post(admin, `${BASE}/weeks/new`, {
        weekMonday: WEDNESDAY,
        title: '바뀐 식단',
        days: [
          { day: MONDAY, kcal: '', meals: [{ slot: 'LUNCH', dishes: [{ name: '두부조림', allergens: [5] }], servedNote: '두부조림 대신 감자조림' }] },
          { day: SATURDAY, meals: [{ slot: 'AM_SNACK', dishes: [{ name: '떡', allergens: [] }] }] },
        ],
      });
      expect(replaced.status).toBe(200);
      expect(replaced.json.data).toMatchObject({ menuId: week.menuId, title: '바뀐 식단', originNote: '', authorName: '정매니저' });
      expect(replaced.json.data.days.map((d: any) => d.day)).toEqual([...week.days.map((d: any) => d.day), SATURDAY]);
      expect(replaced.json.data.days[0].meals[1]).toEqual({
        slot: 'LUNCH',
        dishes: [{ name: '두부조림', allergens: [5] }],
        servedNote: '두부조림 대신 감자조림',
        photo: null,
      });
      expect(replaced.json.data.days[0].kcal).toBeNull();
      expect(replaced.json.data.days[2]).toEqual({ day: WEDNESDAY, kcal: null, protein: null, meals: emptyMeals });

      const days = await t.app.db.select().from(weeklyMenuDays).where(eq(weeklyMenuDays.menuId, week.menuId));
      expect(days.map((d) => d.day).sort()).toEqual([MONDAY, SATURDAY]);
      const meals = await t.app.db.select().from(weeklyMenuMeals).where(inArray(weeklyMenuMeals.dayId, days.map((d) => d.id)));
      expect(meals).toHaveLength(2);
      const dishes = await t.app.db.select().from(weeklyMenuDishes).where(inArray(weeklyMenuDishes.mealId, meals.map((m) => m.id)));
      expect(dishes.map((d) => d.name).sort()).toEqual(['두부조림', '떡']);
      expect(await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, MONDAY))).toHaveLength(1);
      expect((await auditRows(t.app.db, 'MENU_CREATED', week.menuId)).map((a) => a.detail)).toEqual([
        { weekMonday: MONDAY, days: 2, dishes: 6, photoFileIds: [], removedFileIds: [] },
      ]);
      expect(await auditRows(t.app.db, 'MENU_UPDATED', week.menuId)).toHaveLength(1);

      // the form now answers the saved week
      expect((await get(admin, `${BASE}/weeks/form/write?anyDate=${SUNDAY}`)).json.data).toMatchObject({ menuId: week.menuId, title: '바뀐 식단' });
    });
  });

  describe('GET /weeks (by date), GET and DELETE /weeks/:id', () => {
    it('answers null for a week without a menu, the week for any of its dates, and 404 in Korean', async () => {
      const monday = '2026-10-05';
      expect((await get(null, `${BASE}/weeks?date=${monday}`)).status).toBe(401);
      expect((await get(teacherA, `${BASE}/weeks?date=${monday}`)).json).toMatchObject({ success: true, data: null });
      expect((await get(teacherA, `${BASE}/weeks?date=2026-13-01`)).status).toBe(400);
      const { menuId } = (await save(monday, { title: '10월 1주차' })).json.data;
      const byDate = await get(teacherB, `${BASE}/weeks?date=${addDays(monday, 4)}`);
      expect(byDate.json.data).toMatchObject({ menuId, weekMonday: monday, title: '10월 1주차' });
      expect(byDate.json.data.days).toHaveLength(5);

      expect((await get(null, `${BASE}/weeks/${menuId}`)).status).toBe(401);
      expect((await get(teacherA, `${BASE}/weeks/abc`)).json.message).toBe('식단표 번호가 올바르지 않습니다.');
      expect((await get(teacherA, `${BASE}/weeks/999999`)).json).toMatchObject({ code: 'NOT_FOUND', message: '식단표를 찾을 수 없습니다.' });
      expect((await get(teacherA, `${BASE}/weeks/${menuId}`)).json.data).toMatchObject({ menuId, weekMonday: monday });

      expect((await del(null, `${BASE}/weeks/${menuId}`)).status).toBe(401);
      expect((await del(teacherA, `${BASE}/weeks/${menuId}`)).status).toBe(403);
      expect((await del(admin, `${BASE}/weeks/999999`)).json).toMatchObject({ code: 'NOT_FOUND', message: '식단표를 찾을 수 없습니다.' });
      expect((await del(admin, `${BASE}/weeks/${menuId}`)).json.data).toEqual({ menuId });
      expect(await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.id, menuId))).toHaveLength(0);
      expect(await t.app.db.select().from(weeklyMenuDishes)).not.toHaveLength(0); // other weeks keep theirs
      expect((await get(admin, `${BASE}/weeks/${menuId}`)).status).toBe(404);
      expect((await get(admin, `${BASE}/weeks?date=${monday}`)).json.data).toBeNull();
      expect(await auditRows(t.app.db, 'MENU_DELETED', menuId)).toHaveLength(1);
    });
  });

  describe('GET /weeks/search', () => {
    it('pages from 0, sorts, filters by title and by a Monday range (reversed dates swapped)', async () => {
      const first = '2027-01-04';
      for (let i = 0; i < 12; i++) {
        const letter = String.fromCharCode(0xac00 + ((i * 5) % 12) * 588); // 가, 마, … in a scrambled order
        expect((await save(addDays(first, i * 7), { title: `검색 ${letter} ${i}` })).status).toBe(200);
      }
      const q = (query: string) => get(teacherA, `${BASE}/weeks/search?title=${encodeURIComponent('검색')}&${query}`);
      expect((await get(null, `${BASE}/weeks/search`)).status).toBe(401);
      expect((await q('page=-1')).json.message).toBe('페이지 번호는 0부터 시작합니다.');
      expect((await q('sort=day,desc')).json.details).toEqual({ sort: '정렬 기준이 올바르지 않습니다.' });

      const page0 = await q('');
      expect(page0.json.data).toMatchObject({ page: 0, size: 10, total: 12, totalPages: 2 });
      expect(page0.json.data.items[0]).toMatchObject({ weekMonday: addDays(first, 77), title: expect.stringMatching(/ 11$/), days: 2, dishes: 6, authorName: '정매니저' });
      // saved again with one dish on two days and a day without dishes: the list counts the week as saved now
      const lastWeek = addDays(first, 77);
      const oneDish = [{ slot: 'LUNCH', dishes: [{ name: '애호박볶음' }] }];
      const days = [
        { day: lastWeek, meals: oneDish },
        { day: addDays(lastWeek, 1), meals: oneDish },
        { day: addDays(lastWeek, 2), meals: [{ slot: 'LUNCH', dishes: [] }] },
      ];
      expect((await save(lastWeek, { title: '검색 하 11', days })).status).toBe(200);
      expect((await q('')).json.data.items[0]).toMatchObject({ weekMonday: lastWeek, days: 2, dishes: 1 });
      const page1 = await q('page=1');
      expect(page1.json.data.items.map((i: any) => i.weekMonday)).toEqual([addDays(first, 7), first]);

      const asc = await q('sort=weekMonday,asc&size=3');
      expect(asc.json.data.items.map((i: any) => i.weekMonday)).toEqual([first, addDays(first, 7), addDays(first, 14)]);
      const titles = (await q('sort=title,asc&size=100')).json.data.items.map((i: any) => i.title);
      expect(titles).toEqual([...titles].sort());
      const titlesDesc = (await q('sort=title,desc&size=100')).json.data.items.map((i: any) => i.title);
      expect(titlesDesc).toEqual([...titles].reverse());

      const ranged = await q(`startDate=${addDays(first, 20)}&endDate=${addDays(first, 7)}&sort=weekMonday,asc`);
      expect(ranged.json.data.items.map((i: any) => i.weekMonday)).toEqual([addDays(first, 7), addDays(first, 14)]);
      expect((await get(admin, `${BASE}/weeks/search?title=${encodeURIComponent('없는제목')}`)).json.data).toMatchObject({ total: 0, items: [] });
    });

    it('lists every week unfiltered, from or up to a Monday; a page past the end keeps the total', async () => {
      const search = async (q: string) => (await get(teacherA, `${BASE}/weeks/search?size=100&${q}`)).json.data;
      const all = await search('');
      expect(all.total).toBeGreaterThan(0);
      expect(all.total).toBe(all.items.length);
      const mondays = all.items.map((i: any) => i.weekMonday);
      expect(mondays).toEqual([...mondays].sort().reverse());
      const middle = mondays[Math.floor(mondays.length / 2)];
      expect((await search(`startDate=${middle}`)).items.map((i: any) => i.weekMonday)).toEqual(mondays.filter((m: string) => m >= middle));
      expect((await search(`endDate=${middle}`)).items.map((i: any) => i.weekMonday)).toEqual(mondays.filter((m: string) => m <= middle));
      expect(await search('page=9')).toMatchObject({ items: [], total: all.total });
      const titled = await search(`title=${encodeURIComponent('검색')}`);
      expect(titled.total).toBeGreaterThan(0);
      expect(await search(`title=${encodeURIComponent('검색')}&page=9`)).toMatchObject({ items: [], total: titled.total });
    });
  });

  describe('GET /dishes', () => {
    it('suggests dishes used before: latest use first, once each, with the allergens of that use, at most 20', async () => {
      const older = '2028-03-06';
      const newer = '2028-03-13';
      await save(older, { days: [{ day: older, meals: [{ slot: 'LUNCH', dishes: [{ name: '제안 두부조림', allergens: [5] }, { name: '제안 잡채', allergens: [6] }] }] }] });
      await save(newer, { days: [{ day: newer, meals: [{ slot: 'LUNCH', dishes: [{ name: '제안 두부조림', allergens: [5, 6] }] }] }] });
      expect((await get(null, `${BASE}/dishes`)).status).toBe(401);
      expect((await get(teacherA, `${BASE}/dishes`)).status).toBe(403);
      const res = await get(admin, `${BASE}/dishes?keyword=${encodeURIComponent('제안')}`);
      expect(res.json.data).toEqual([
        { name: '제안 두부조림', allergens: [5, 6] },
        { name: '제안 잡채', allergens: [6] },
      ]);
      expect((await get(admin, `${BASE}/dishes?keyword=${encodeURIComponent('잡채')}`)).json.data).toEqual([{ name: '제안 잡채', allergens: [6] }]);

      const many = '2028-04-03';
      const dishes = Array.from({ length: 25 }, (_, i) => ({ name: `많은 음식 ${String(i).padStart(2, '0')}`, allergens: [] }));
      const days = [0, 1, 2].map((k) => ({ day: addDays(many, k), meals: [{ slot: 'LUNCH', dishes: dishes.slice(k * 9, k * 9 + 9) }] }));
      await save(many, { days });
      const all = (await get(admin, `${BASE}/dishes`)).json.data;
      expect(all).toHaveLength(20);
      expect(new Set(all.map((d: any) => d.name)).size).toBe(20);
      expect(all[0].name).toMatch(/^많은 음식 (18|19|2[0-4])$/); // the latest day's dishes first

      // eight later weeks with one dish each: too few names there, so the older weeks still fill the twenty
      for (let k = 1; k <= 8; k++) {
        const monday = addDays(many, 7 * k);
        await save(monday, { days: [{ day: monday, meals: [{ slot: 'LUNCH', dishes: [{ name: `최근 음식 ${k}`, allergens: [] }] }] }] });
      }
      const filled = (await get(admin, `${BASE}/dishes`)).json.data.map((d: any) => d.name);
      expect(filled).toHaveLength(20);
      expect(filled.slice(0, 8)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((k) => `최근 음식 ${k}`));
      expect(filled.slice(8).every((name: string) => name.startsWith('많은 음식 '))).toBe(true);
      // a name last used before those weeks is still found by its keyword, with the allergens of its latest use
      expect((await get(admin, `${BASE}/dishes?keyword=${encodeURIComponent('제안 두부')}`)).json.data).toEqual([{ name: '제안 두부조림', allergens: [5, 6] }]);
    });
  });

  describe('GET /allergy-check', () => {
    it('is class-scoped: a teacher of another class gets the 404 of an unknown class', async () => {
      const url = `${BASE}/allergy-check?classId=${classA}&startDate=${MONDAY}`;
      expect((await get(null, url)).status).toBe(401);
      const unknown = await get(admin, `${BASE}/allergy-check?classId=999999&startDate=${MONDAY}`);
      expect(unknown.json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await get(teacherB, url)).json).toMatchObject({ code: 'NOT_FOUND', message: unknown.json.message });
      expect((await get(admin, `${BASE}/allergy-check?classId=${classA}`)).json.details).toEqual({ startDate: '시작일을 선택해 주세요.' });
      expect((await get(admin, `${BASE}/allergy-check?classId=${classA}&startDate=${MONDAY}&endDate=${addDays(MONDAY, 14)}`)).json.details).toEqual({
        endDate: '알레르기 확인은 2주까지 한 번에 볼 수 있습니다.',
      });
    });

    it('warns for the class’s children that day, per meal, by number and by other food', async () => {
      const monday = '2029-03-05';
      await save(monday, {
        days: [
          {
            day: monday,
            meals: [
              { slot: 'AM_SNACK', dishes: [{ name: '우유', allergens: [2] }] },
              { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] }, { name: '계란찜', allergens: [1] }] },
              { slot: 'PM_SNACK', dishes: [{ name: '키위 요거트', allergens: [2] }] },
            ],
          },
          { day: addDays(monday, 1), meals: [{ slot: 'LUNCH', dishes: [{ name: '계란말이', allergens: [1] }] }] },
        ],
      });
      const egg = await createChildRecord(t.app.db, { classId: classA, name: '김서연', allergyCodes: [1, 2], allergyNote: '아나필락시스 — 에피펜 보관' });
      const kiwi = await createChildRecord(t.app.db, { classId: classA, name: '박하준', allergies: '키위(심함), 견과류 전체' });
      await createChildRecord(t.app.db, { classId: classA, name: '최지우' }); // no allergy
      await createChildRecord(t.app.db, { classId: classA, name: '휴원아', status: 'pause', allergyCodes: [1] });
      await createChildRecord(t.app.db, { classId: classA, name: '늦입소', allergyCodes: [1], admissionDate: addDays(monday, 1) });
      await createChildRecord(t.app.db, { classId: classB, name: '다른반', allergyCodes: [1] });

      const res = await get(teacherA, `${BASE}/allergy-check?classId=${classA}&startDate=${monday}&endDate=${addDays(monday, 6)}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        classId: classA,
        className: '햇님반',
        warnings: [
          { day: monday, slot: 'AM_SNACK', childCode: egg.id, childName: '김서연', reason: '우유', dishes: ['우유'], note: '아나필락시스 — 에피펜 보관' },
          { day: monday, slot: 'LUNCH', childCode: egg.id, childName: '김서연', reason: '난류', dishes: ['계란찜'], note: '아나필락시스 — 에피펜 보관' },
          { day: monday, slot: 'PM_SNACK', childCode: egg.id, childName: '김서연', reason: '우유', dishes: ['키위 요거트'], note: '아나필락시스 — 에피펜 보관' },
          { day: monday, slot: 'PM_SNACK', childCode: kiwi.id, childName: '박하준', reason: '키위', dishes: ['키위 요거트'], note: '' },
          { day: addDays(monday, 1), slot: 'LUNCH', childCode: egg.id, childName: '김서연', reason: '난류', dishes: ['계란말이'], note: '아나필락시스 — 에피펜 보관' },
          { day: addDays(monday, 1), slot: 'LUNCH', childCode: expect.any(Number), childName: '늦입소', reason: '난류', dishes: ['계란말이'], note: '' },
        ],
      });
      // end defaults to the start; a day without a menu has no warning
      const one = await get(admin, `${BASE}/allergy-check?classId=${classA}&startDate=${addDays(monday, 1)}`);
      expect(one.json.data.warnings.map((w: any) => w.childName)).toEqual(['김서연', '늦입소']);
      expect((await get(admin, `${BASE}/allergy-check?classId=${classA}&startDate=${addDays(monday, 2)}`)).json.data.warnings).toEqual([]);
    });
  });

  describe('centres', () => {
    it('one menu a week per centre: another centre’s staff get 404 on this centre’s menus and see only their own', async () => {
      const b = await otherCentre(t);
      const monday = '2042-03-03';
      const ours = (await save(monday, { title: '햇살 3월 1주' })).json.data;
      const theirs = await post(b.admin, `${BASE}/weeks/new`, weekBody(monday, { title: '별빛 3월 1주', days: [{ day: monday, meals: [{ slot: 'LUNCH', dishes: [{ name: '별빛 비빔밥', allergens: [5] }] }] }] }));
      expect(theirs.status, JSON.stringify(theirs.json)).toBe(200);
      expect(theirs.json.data.menuId).not.toBe(ours.menuId);

      for (const call of [get(b.admin, `${BASE}/weeks/${ours.menuId}`), del(b.admin, `${BASE}/weeks/${ours.menuId}`)]) {
        expect((await call).json).toMatchObject({ code: 'NOT_FOUND', message: '식단표를 찾을 수 없습니다.' });
      }
      expect((await get(b.teacher, `${BASE}/weeks/${ours.menuId}`)).status).toBe(404);
      expect((await get(b.teacher, `${BASE}/weeks?date=${monday}`)).json.data).toMatchObject({ title: '별빛 3월 1주' });
      expect((await get(teacherA, `${BASE}/weeks?date=${monday}`)).json.data).toMatchObject({ menuId: ours.menuId, title: '햇살 3월 1주' });
      expect((await get(b.admin, `${BASE}/weeks/form/write?anyDate=${monday}`)).json.data.title).toBe('별빛 3월 1주');
      const listed = (await get(b.admin, `${BASE}/weeks/search?size=100`)).json.data.items.map((w: { title: string }) => w.title);
      expect(listed).toEqual(['별빛 3월 1주']);
      expect((await get(admin, `${BASE}/weeks/search?size=100`)).json.data.items.map((w: { title: string }) => w.title)).not.toContain('별빛 3월 1주');
      expect((await get(b.admin, `${BASE}/dishes`)).json.data).toEqual([{ name: '별빛 비빔밥', allergens: [5] }]);
      expect((await get(admin, `${BASE}/dishes?keyword=${encodeURIComponent('별빛')}`)).json.data).toEqual([]);

      // the allergy check reads the class's centre's menus only; this centre's class is not theirs (404)
      await createChildRecord(t.app.db, { classId: b.classId, name: '별빛아이', allergyCodes: [1, 5] });
      const check = await get(b.teacher, `${BASE}/allergy-check?classId=${b.classId}&startDate=${monday}&endDate=${addDays(monday, 6)}`);
      expect(check.json.data.warnings.map((w: { reason: string; dishes: string[] }) => [w.reason, w.dishes])).toEqual([['대두', ['별빛 비빔밥']]]);
      expect((await get(b.admin, `${BASE}/allergy-check?classId=${classA}&startDate=${monday}`)).status).toBe(404);

      const rows = await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, monday));
      expect(rows.map((r) => [r.centreId, r.title]).sort()).toEqual([[1, '햇살 3월 1주'], [b.centreId, '별빛 3월 1주']]);
    });
  });
});

