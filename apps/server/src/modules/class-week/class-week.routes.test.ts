import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CLASS_NOT_FOUND_MESSAGE, CLASS_WEEK_NOT_FOUND_MESSAGE, weekMondayOf } from '@kg/contract';
import { auditLog, classWeekDays, classWeeks } from '../../db/schema/index';
import { createClass, seoulToday } from '../../test/factories';
import { expectAsMissing } from '../../test/missing';
import { buildClassWeek } from '../../test/story-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays } from '@kg/contract';

const MONDAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
const SUNDAY = '2026-11-22';
// ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
const NO_CLASS = 999999;
const NO_WEEK = 999999;

describe('class-week routes (주간 계획안)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;

  beforeAll(
    async () =>
      void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ admin: { role: 'ROLE_MANAGER', name: '정매니저' } })),
  );
  afterAll(async () => t.close());

  const { get, post, del } = sessionCalls(() => ({ t, anonymous }));

  const planBody = (classId: number, weekStart: string) => ({
    classId,
    weekStart,
    theme: '가을 열매',
    goals: '가을 열매의 모양과 색을 탐색한다.',
    days: [
      { day: MONDAY, theme: '도토리', activities: '도토리 굴리기', notes: '' },
      { day: addDays(MONDAY, 4), theme: '', activities: '', notes: '개인 물통을 보냅니다.' },
    ],
  });

  describe('GET /api/v2/story/class-week/form/write/:classId', () => {
    it('walks 401 → 400 → 404 other class (as a missing one) → 200 with an empty Mon–Fri form', async () => {
      const url = `/api/v2/story/class-week/form/write/${classA}?anyDate=${WEDNESDAY}`;
      expect((await get(null, url)).status).toBe(401);
      expect((await get(teacherA, '/api/v2/story/class-week/form/write/0')).json.message).toBe('반을 선택해 주세요.');
      expect((await get(teacherA, `/api/v2/story/class-week/form/write/${classA}?anyDate=2026-11-31`)).json.details).toEqual({
        anyDate: '날짜를 2026-11-18처럼 입력해 주세요.',
      });
      const missing = await get(admin, `/api/v2/story/class-week/form/write/${NO_CLASS}?anyDate=${WEDNESDAY}`);
      expectAsMissing(await get(teacherB, url), missing, CLASS_NOT_FOUND_MESSAGE);
      const ok = await get(teacherA, url);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toEqual({
        classWeekId: null,
        classId: classA,
        className: '햇님반',
        weekStart: MONDAY,
        weekEnd: '2026-11-20',
        theme: '',
        goals: '',
        days: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((day) => ({ day, theme: '', activities: '', notes: '' })),
        authorName: null,
        updatedAt: null,
      });
    });

    it('maps a Sunday and a Wednesday to the same Monday, and defaults to this week', async () => {
      const week = await buildClassWeek(t.app.db, { classId: classB, weekStart: MONDAY, days: [{ day: WEDNESDAY, activities: '솔방울 세기' }] });
      for (const anyDate of [SUNDAY, WEDNESDAY, MONDAY]) {
        const res = await get(admin, `/api/v2/story/class-week/form/write/${classB}?anyDate=${anyDate}`);
        expect(res.json.data).toMatchObject({ classWeekId: week.id, weekStart: MONDAY, theme: '가을 열매' });
        expect(res.json.data.days[2]).toEqual({ day: WEDNESDAY, theme: '', activities: '솔방울 세기', notes: '' });
      }
      const current = await get(admin, `/api/v2/story/class-week/form/write/${classB}`);
      expect(current.json.data.weekStart).toBe(weekMondayOf(seoulToday()));
    });
  });

  describe('POST /api/v2/story/class-week', () => {
    it('walks 401 → 400 → 404 other class (as a missing one), then creates and replaces the week in place', async () => {
      const url = '/api/v2/story/class-week';
      expect((await post(null, url, planBody(classA, WEDNESDAY))).status).toBe(401);
      expect((await post(teacherA, url, { weekStart: WEDNESDAY })).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      const saturday = await post(teacherA, url, { ...planBody(classA, WEDNESDAY), days: [{ day: '2026-11-21', activities: '주말' }] });
      expect(saturday.json.details).toEqual({ 'days.0.day': '해당 주의 월요일부터 금요일까지만 입력할 수 있습니다.' });
      expect((await post(teacherA, url, { ...planBody(classA, WEDNESDAY), theme: 'x'.repeat(201) })).json.details).toEqual({
        theme: '주제는 200자 이하로 입력해 주세요.',
      });
      // a plan with nothing written (blanks count as empty) is refused, not stored
      const blankDays = ['2026-11-16', '2026-11-17'].map((day) => ({ day, theme: ' ', activities: '', notes: '' }));
      for (const empty of [{ classId: classA, weekStart: WEDNESDAY }, { classId: classA, weekStart: WEDNESDAY, theme: '', goals: '  ', days: blankDays }]) {
        const res = await post(teacherA, url, empty);
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({ code: 'VALIDATION', message: '계획 내용을 한 가지 이상 입력해 주세요.' });
      }
      expect(await t.app.db.select().from(classWeeks).where(eq(classWeeks.classId, classA))).toHaveLength(0);
      expectAsMissing(await post(teacherB, url, planBody(classA, WEDNESDAY)), await post(admin, url, planBody(NO_CLASS, WEDNESDAY)), CLASS_NOT_FOUND_MESSAGE);
      expect(await t.app.db.select().from(classWeeks).where(eq(classWeeks.classId, classA))).toHaveLength(0);

      const created = await post(teacherA, url, planBody(classA, SUNDAY));
      expect(created.status).toBe(200);
      expect(created.json.data).toMatchObject({ classId: classA, weekStart: MONDAY, weekEnd: '2026-11-20', theme: '가을 열매', authorName: '이선생' });
      expect(created.json.data.days.map((d: any) => [d.day, d.theme, d.activities, d.notes])).toEqual([
        ['2026-11-16', '도토리', '도토리 굴리기', ''],
        ['2026-11-17', '', '', ''],
        ['2026-11-18', '', '', ''],
        ['2026-11-19', '', '', ''],
        ['2026-11-20', '', '', '개인 물통을 보냅니다.'],
      ]);

      const replaced = await post(admin, url, { classId: classA, weekStart: WEDNESDAY, theme: '낙엽', days: [{ day: WEDNESDAY, activities: '낙엽 비' }] });
      expect(replaced.json.data).toMatchObject({ classWeekId: created.json.data.classWeekId, theme: '낙엽', goals: '', authorName: '정매니저' });
      const rows = await t.app.db.select().from(classWeekDays).where(eq(classWeekDays.classWeekId, created.json.data.classWeekId));
      expect(rows.map((r) => [r.day, r.activities])).toEqual([[WEDNESDAY, '낙엽 비']]);
      expect(await t.app.db.select().from(classWeeks).where(eq(classWeeks.classId, classA))).toHaveLength(1);
      const actions = await t.app.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'class_week'), eq(auditLog.subjectId, String(created.json.data.classWeekId))));
      expect(actions.map((a) => a.action).sort()).toEqual(['CLASS_WEEK_CREATED', 'CLASS_WEEK_UPDATED']);
    });
  });

  describe('GET /api/v2/story/class-week (by week and by id)', () => {
    it('walks 401 → 400 → 404 other class (as missing) → 404 → 200', async () => {
      const week = await buildClassWeek(t.app.db, { classId: classA, weekStart: '2026-10-05', theme: '추석', days: [{ day: '2026-10-06', notes: '송편' }] });
      expect((await get(null, `/api/v2/story/class-week?classId=${classA}&weekStart=2026-10-07`)).status).toBe(401);
      expect((await get(teacherA, `/api/v2/story/class-week?classId=${classA}`)).json.details).toEqual({ weekStart: '계획안의 주를 선택해 주세요.' });
      const missingClass = await get(teacherB, `/api/v2/story/class-week?classId=${NO_CLASS}&weekStart=2026-10-07`);
      expectAsMissing(await get(teacherB, `/api/v2/story/class-week?classId=${classA}&weekStart=2026-10-07`), missingClass, CLASS_NOT_FOUND_MESSAGE);
      expect((await get(teacherA, `/api/v2/story/class-week?classId=${classA}&weekStart=2026-09-07`)).json).toMatchObject({
        code: 'NOT_FOUND',
        message: '주간 계획안을 찾을 수 없습니다.',
      });
      const byWeek = await get(teacherA, `/api/v2/story/class-week?classId=${classA}&weekStart=2026-10-11`);
      expect(byWeek.json.data).toMatchObject({ classWeekId: week.id, weekStart: '2026-10-05', theme: '추석' });

      expect((await get(null, `/api/v2/story/class-week/${week.id}`)).status).toBe(401);
      expect((await get(teacherA, '/api/v2/story/class-week/abc')).json.message).toBe('주간 계획안 번호가 올바르지 않습니다.');
      expectAsMissing(await get(teacherB, `/api/v2/story/class-week/${week.id}`), await get(teacherA, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE);
      const byId = await get(teacherA, `/api/v2/story/class-week/${week.id}`);
      expect(byId.json.data.days[1]).toEqual({ day: '2026-10-06', theme: '', activities: '', notes: '송편' });
    });
  });

  describe('GET /api/v2/story/class-week/list', () => {
    it('walks 401 → 400 → 404 other class (as a missing one), then pages from 0, newest week first', async () => {
      const classC = (await createClass(t.app.db, { name: '꽃님반' })).id;
      for (let i = 0; i < 12; i++) {
        await buildClassWeek(t.app.db, { classId: classC, weekStart: addDays('2026-06-01', i * 7), theme: `주제 ${i}`, days: i === 11 ? [{ day: '2026-08-17', activities: '물놀이' }, { day: '2026-08-18' }, { day: '2026-08-19', theme: '바다' }] : [] });
      }
      expect((await get(null, `/api/v2/story/class-week/list?classId=${classC}`)).status).toBe(401);
      expect((await get(admin, `/api/v2/story/class-week/list?classId=${classC}&page=-1`)).json.message).toBe('페이지 번호는 0부터 시작합니다.');
      expect((await get(admin, '/api/v2/story/class-week/list')).json.message).toBe('반을 선택해 주세요.');
      const missing = await get(admin, `/api/v2/story/class-week/list?classId=${NO_CLASS}`);
      expectAsMissing(await get(teacherA, `/api/v2/story/class-week/list?classId=${classC}`), missing, CLASS_NOT_FOUND_MESSAGE);

      const first = await get(admin, `/api/v2/story/class-week/list?classId=${classC}`);
      expect(first.json.data).toMatchObject({ page: 0, size: 10, total: 12, totalPages: 2 });
      expect(first.json.data.items[0]).toMatchObject({ weekStart: '2026-08-17', weekEnd: '2026-08-21', theme: '주제 11', plannedDays: 2 });
      const second = await get(admin, `/api/v2/story/class-week/list?classId=${classC}&page=1`);
      expect(second.json.data.items.map((i: any) => i.weekStart)).toEqual(['2026-06-08', '2026-06-01']);
      // past the last page: no row carries the total, counted on its own
      expect((await get(admin, `/api/v2/story/class-week/list?classId=${classC}&page=4`)).json.data).toMatchObject({ items: [], page: 4, total: 12 });
    });
  });

  describe('DELETE /api/v2/story/class-week/:id', () => {
    it('walks 401 → 400 → 404 other class (as a missing week) → 200 and removes the days with the week', async () => {
      const week = await buildClassWeek(t.app.db, { classId: classA, weekStart: '2026-09-14', days: [{ day: '2026-09-14', activities: '산책' }] });
      expect((await del(null, `/api/v2/story/class-week/${week.id}`)).status).toBe(401);
      expect((await del(teacherA, '/api/v2/story/class-week/0')).status).toBe(400);
      expectAsMissing(await del(teacherB, `/api/v2/story/class-week/${week.id}`), await del(teacherA, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE);
      expect(await t.app.db.select().from(classWeekDays).where(eq(classWeekDays.classWeekId, week.id))).toHaveLength(1);
      const ok = await del(teacherA, `/api/v2/story/class-week/${week.id}`);
      expect(ok.json.data).toEqual({ classWeekId: week.id });
      expect(await t.app.db.select().from(classWeekDays).where(eq(classWeekDays.classWeekId, week.id))).toHaveLength(0);
      expect((await get(teacherA, `/api/v2/story/class-week/${week.id}`)).status).toBe(404);
      expect(await auditRows(t.app.db, 'CLASS_WEEK_DELETED', week.id)).toHaveLength(1);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class and weeks as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const weekStart = '2026-12-07';
      const ours = await buildClassWeek(t.app.db, { classId: classA, weekStart, theme: '햇살 주제', days: [{ day: weekStart, activities: '햇살 활동' }] });
      const theirs = await buildClassWeek(t.app.db, { classId: b.classId, weekStart, theme: '별빛 주제' });

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class named in the path, the query or the body: as a class that does not exist
        const byClass = {
          form: (c: number) => get(who, `/api/v2/story/class-week/form/write/${c}?anyDate=${weekStart}`),
          list: (c: number) => get(who, `/api/v2/story/class-week/list?classId=${c}`),
          byWeek: (c: number) => get(who, `/api/v2/story/class-week?classId=${c}&weekStart=${weekStart}`),
          save: (c: number) => post(who, '/api/v2/story/class-week', { ...planBody(c, weekStart), days: [] }),
        };
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's week by its own id: as a week that does not exist
        expectAsMissing(await get(who, `/api/v2/story/class-week/${ours.id}`), await get(who, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await del(who, `/api/v2/story/class-week/${ours.id}`), await del(who, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE, as);
        // their own class lists and opens their own week only
        expect((await get(who, `/api/v2/story/class-week/list?classId=${b.classId}`)).json.data.items.map((i: any) => i.classWeekId), as).toEqual([theirs.id]);
        expect((await get(who, `/api/v2/story/class-week?classId=${b.classId}&weekStart=${weekStart}`)).json.data, as).toMatchObject({ classWeekId: theirs.id, theme: '별빛 주제' });
      }
      // centre 1 meets centre 2's week the same way
      expectAsMissing(await get(admin, `/api/v2/story/class-week/${theirs.id}`), await get(admin, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE);
      expectAsMissing(await del(admin, `/api/v2/story/class-week/${theirs.id}`), await del(admin, `/api/v2/story/class-week/${NO_WEEK}`), CLASS_WEEK_NOT_FOUND_MESSAGE);

      // nothing was written, changed or removed
      const weeks = await t.app.db.select().from(classWeeks).where(inArray(classWeeks.id, [ours.id, theirs.id]));
      expect(weeks.map((w) => [w.id, w.classId, w.theme]).sort()).toEqual([[ours.id, classA, '햇살 주제'], [theirs.id, b.classId, '별빛 주제']].sort());
      expect(await t.app.db.select().from(classWeeks).where(eq(classWeeks.classId, b.classId))).toHaveLength(1);
      expect((await t.app.db.select().from(classWeekDays).where(eq(classWeekDays.classWeekId, ours.id))).map((d) => d.activities)).toEqual(['햇살 활동']);
      expect(await auditRows(t.app.db, 'CLASS_WEEK_DELETED', ours.id)).toEqual([]);
    });
  });
});
