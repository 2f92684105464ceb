import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { attendance } from '../../db/schema/index';
import { createChild, createClass, seoulToday } from '../../test/factories';
import { recordAttendance } from '../../test/story-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { answerOf, expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays, CLASS_NOT_FOUND_MESSAGE } from '@kg/contract';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
// a class that does not exist: another class's (or centre's) answers exactly as it does (docs/decisions/017)
const NO_CLASS = 999999;

describe('attendance routes (출석부)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);

  beforeAll(async () => void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld()));
  afterAll(async () => t.close());

  const { get, put } = sessionCalls(() => ({ t, anonymous }));
  const rowOf = async (childId: number, date: string) =>
    (await t.app.db.select().from(attendance).where(and(eq(attendance.childId, childId), eq(attendance.attDate, date))))[0];
  const audits = (action: string, subjectId: string) => auditRows(t.app.db, action, subjectId);

  /** A class of its own with three active children (and one who left), so counts are exact. */
  async function classWithChildren(name: string) {
    const classId = (await createClass(t.app.db, { name })).id;
    const kids = [];
    for (const child of ['가나', '다라', '마바']) kids.push(await createChild(t.app.db, { classId, name: `${name}-${child}` }));
    await createChild(t.app.db, { classId, name: `${name}-졸업`, status: 'graduate' });
    return { classId, kids };
  }

  describe('GET /api/v2/story/attendance/:classId', () => {
    it('walks 401 → 400 → 404 other class (as a missing one) → 200', async () => {
      expect((await get(null, `/api/v2/story/attendance/${classA}`)).status).toBe(401);
      expect((await get(teacherA, '/api/v2/story/attendance/x')).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      expect((await get(teacherA, `/api/v2/story/attendance/${classA}?date=2026-13-01`)).json.details).toEqual({
        date: '출석 날짜를 2026-03-02처럼 입력해 주세요.',
      });
      expectAsMissing(await get(teacherB, `/api/v2/story/attendance/${classA}`), await get(admin, `/api/v2/story/attendance/${NO_CLASS}`), CLASS_NOT_FOUND_MESSAGE);
      const ok = await get(teacherA, `/api/v2/story/attendance/${classA}`);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toEqual({
        classId: classA,
        date: today,
        isToday: true,
        day: expect.any(Object),
        children: [],
        counts: { total: 0, present: 0, absent: 0, late: 0, earlyLeave: 0, notYet: 0, excused: 0 },
      });
    });

    it('says whether the centre runs that day and names the holiday that closes it', async () => {
      const christmas = await get(teacherA, `/api/v2/story/attendance/${classA}?date=2025-12-25`);
      expect(christmas.json.data.day).toEqual({ schoolDay: false, holiday: { date: '2025-12-25', name: '기독탄신일', kind: 'NATIONAL', open: false, id: null } });
      const eve = await get(teacherA, `/api/v2/story/attendance/${classA}?date=2025-12-24`);
      expect(eve.json.data.day).toEqual({ schoolDay: true, holiday: null });
      const saturday = await get(teacherA, `/api/v2/story/attendance/${classA}?date=2025-12-27`);
      expect(saturday.json.data.day).toEqual({ schoolDay: false, holiday: null });
    });

    it("lists the day's active children with their rows, and refuses a future day", async () => {
      const { classId, kids } = await classWithChildren('별님반');
      await recordAttendance(t.app.db, { classId, childId: kids[1].id, status: 'late', arrivedAt: '09:50' });
      await recordAttendance(t.app.db, { classId, childId: kids[0].id, date: yesterday, status: 'absent' });
      const res = await get(admin, `/api/v2/story/attendance/${classId}`);
      expect(res.json.data.children.map((c: any) => [c.childName, c.record?.status ?? null])).toEqual([
        ['별님반-가나', null],
        ['별님반-다라', 'late'],
        ['별님반-마바', null],
      ]);
      expect(res.json.data.children[1].record).toMatchObject({ arrivedAt: '09:50', leftAt: null, excused: false, excuseReason: '', recordedByName: null });
      expect(res.json.data.counts).toEqual({ total: 3, present: 0, absent: 0, late: 1, earlyLeave: 0, notYet: 2, excused: 0 });
      const past = await get(admin, `/api/v2/story/attendance/${classId}?date=${yesterday}`);
      expect(past.json.data).toMatchObject({ date: yesterday, isToday: false, counts: { absent: 1, notYet: 2 } });
      const future = await get(admin, `/api/v2/story/attendance/${classId}?date=${tomorrow}`);
      expect(future.status).toBe(400);
      expect(future.json.details).toEqual({ date: '미래 날짜의 출석은 기록할 수 없습니다.' });
    });
  });

  describe('PUT /api/v2/story/attendance/:classId', () => {
    it('walks 401 → 400 → 404 other class (as a missing one) → 200', async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '김하늘' });
      const body = { date: today, records: [{ childCode: child.id, status: 'present' }] };
      const url = `/api/v2/story/attendance/${classA}`;
      expect((await put(null, url, body)).status).toBe(401);
      expect((await put(teacherA, url, { date: today, records: [] })).json).toMatchObject({ code: 'VALIDATION', message: '출석 기록이 필요합니다.' });
      expect((await put(teacherA, url, { date: today, records: [{ childCode: child.id, status: 'sick' }] })).json.details).toEqual({
        'records.0.status': '출석 상태가 올바르지 않습니다.',
      });
      expectAsMissing(await put(teacherB, url, body), await put(admin, `/api/v2/story/attendance/${NO_CLASS}`, body), CLASS_NOT_FOUND_MESSAGE);
      expect(await rowOf(child.id, today)).toBeUndefined();

      const ok = await put(teacherA, url, body);
      expect(ok.status).toBe(200);
      const mine = ok.json.data.children.find((c: any) => c.childCode === child.id);
      expect(mine.record).toMatchObject({ status: 'present', leftAt: null, recordedByName: '이선생' });
      expect(mine.record.arrivedAt).toMatch(HHMM);
      expect(await audits('ATTENDANCE_SAVED', `${classA}:${today}`)).toHaveLength(1);
    });

    it('refuses a child of another class (400 on the field) and saves nothing of the batch', async () => {
      const { classId, kids } = await classWithChildren('구름반');
      const stranger = await createChild(t.app.db, { classId: classB, name: '남의반' });
      const res = await put(admin, `/api/v2/story/attendance/${classId}`, {
        date: today,
        records: [
          { childCode: kids[0].id, status: 'present' },
          { childCode: stranger.id, status: 'present' },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION', details: { 'records.1.childCode': '이 반의 원아가 아닙니다.' } });
      expect(await rowOf(kids[0].id, today)).toBeUndefined();
    });

    it('fills times on today, keeps given ones, records 인정결석 and updates in place', async () => {
      const { classId, kids } = await classWithChildren('바다반');
      const url = `/api/v2/story/attendance/${classId}`;
      const first = await put(admin, url, {
        date: today,
        records: [
          { childCode: kids[0].id, status: 'late', arrivedAt: '10:05' },
          { childCode: kids[1].id, status: 'absent', excused: true, excuseReason: '병원 진료' },
          { childCode: kids[2].id, status: 'early_leave', arrivedAt: '00:00' },
        ],
      });
      expect(first.status).toBe(200);
      const [late, absent, early] = first.json.data.children.map((c: any) => c.record);
      expect(late).toMatchObject({ status: 'late', arrivedAt: '10:05', leftAt: null });
      expect(absent).toMatchObject({ status: 'absent', arrivedAt: null, excused: true, excuseReason: '병원 진료' });
      expect(early).toMatchObject({ status: 'early_leave', arrivedAt: '00:00' });
      expect(early.leftAt).toMatch(HHMM);
      expect(first.json.data.counts).toMatchObject({ total: 3, late: 1, absent: 1, earlyLeave: 1, notYet: 0, excused: 1 });

      // one tap later: the late child becomes present, keeping the arrival time; still one row per child and day
      const again = await put(admin, url, { date: today, records: [{ childCode: kids[0].id, status: 'present' }] });
      expect(again.json.data.children[0].record).toMatchObject({ status: 'present', arrivedAt: '10:05' });
      expect((await t.app.db.select().from(attendance).where(eq(attendance.childId, kids[0].id))).length).toBe(1);

      // a status-only tap keeps the note and the excuse of an absence; leaving absence drops the excuse
      await put(admin, url, { date: today, records: [{ childCode: kids[1].id, status: 'absent', note: '열이 나요' }] });
      const kept = await put(admin, url, { date: today, records: [{ childCode: kids[1].id, status: 'absent' }] });
      expect(kept.json.data.children[1].record).toMatchObject({ excused: true, excuseReason: '병원 진료', note: '열이 나요' });
      const back = await put(admin, url, { date: today, records: [{ childCode: kids[1].id, status: 'present' }] });
      expect(back.json.data.children[1].record).toMatchObject({ status: 'present', excused: false, excuseReason: '', note: '열이 나요' });
      expect(back.json.data.children[1].record.arrivedAt).toMatch(HHMM);

      const backwards = await put(admin, url, { date: today, records: [{ childCode: kids[0].id, status: 'present', leftAt: '09:00' }] });
      expect(backwards.status).toBe(400);
      expect(backwards.json.details).toEqual({ 'records.0.leftAt': '하원 시간은 등원 시간보다 빠를 수 없습니다.' });
      expect((await rowOf(kids[0].id, today)).leftAt).toBeNull();
    });

    it('refuses future days, needs a reason for a past day and audit-logs the past edit', async () => {
      const { classId, kids } = await classWithChildren('숲속반');
      const url = `/api/v2/story/attendance/${classId}`;
      const future = await put(admin, url, { date: tomorrow, records: [{ childCode: kids[0].id, status: 'present' }] });
      expect(future.json).toMatchObject({ code: 'VALIDATION', details: { date: '미래 날짜의 출석은 기록할 수 없습니다.' } });
      const noReason = await put(admin, url, { date: yesterday, records: [{ childCode: kids[0].id, status: 'present' }] });
      expect(noReason.json).toMatchObject({ code: 'VALIDATION', details: { reason: '지난 날짜의 출석을 고치려면 수정 사유를 입력해 주세요.' } });
      expect(await rowOf(kids[0].id, yesterday)).toBeUndefined();

      await recordAttendance(t.app.db, { classId, childId: kids[1].id, date: yesterday, status: 'absent' });
      const past = await put(admin, url, {
        date: yesterday,
        reason: ' 보호자 확인: 늦게 등원 ',
        records: [
          { childCode: kids[0].id, status: 'present' },
          { childCode: kids[1].id, status: 'late', arrivedAt: '10:30' },
        ],
      });
      expect(past.status).toBe(200);
      // on a past day nothing is filled with "now"
      expect(past.json.data.children[0].record).toMatchObject({ status: 'present', arrivedAt: null });
      expect(past.json.data.children[1].record).toMatchObject({ status: 'late', arrivedAt: '10:30' });
      const [entry] = await audits('ATTENDANCE_PAST_EDIT', `${classId}:${yesterday}`);
      expect(entry.detail).toEqual({
        classId,
        date: yesterday,
        reason: '보호자 확인: 늦게 등원',
        changes: [
          { childCode: kids[0].id, from: null, to: 'present' },
          { childCode: kids[1].id, from: 'absent', to: 'late' },
        ],
      });
    });
  });

  describe('PUT /api/v2/story/attendance/:classId/all-present', () => {
    it('walks 401 → 400 → 404 other class (as a missing one), then marks only the children without a row', async () => {
      const { classId, kids } = await classWithChildren('꽃잎반');
      const url = `/api/v2/story/attendance/${classId}/all-present`;
      expect((await put(null, url, { date: today })).status).toBe(401);
      expect((await put(admin, url, {})).json.details).toEqual({ date: '출석 날짜를 2026-03-02처럼 입력해 주세요.' });
      expect((await put(admin, url, { date: yesterday })).json.details).toEqual({ date: '모두 출석은 오늘 날짜에만 할 수 있습니다.' });
      expectAsMissing(await put(teacherA, url, { date: today }), await put(admin, `/api/v2/story/attendance/${NO_CLASS}/all-present`, { date: today }), CLASS_NOT_FOUND_MESSAGE);
      expect(await rowOf(kids[1].id, today)).toBeUndefined();

      await recordAttendance(t.app.db, { classId, childId: kids[0].id, status: 'absent' });
      const res = await put(admin, url, { date: today });
      expect(res.status).toBe(200);
      expect(res.json.data.marked).toBe(2);
      expect(res.json.data.sheet.counts).toEqual({ total: 3, present: 2, absent: 1, late: 0, earlyLeave: 0, notYet: 0, excused: 0 });
      expect(res.json.data.sheet.children[0].record.status).toBe('absent');
      expect(res.json.data.sheet.children[1].record.arrivedAt).toMatch(HHMM);
      expect((await audits('ATTENDANCE_ALL_PRESENT', `${classId}:${today}`))[0].detail).toMatchObject({ childCodes: [kids[1].id, kids[2].id] });

      const again = await put(admin, url, { date: today });
      expect(again.json.data.marked).toBe(0);
      expect(await audits('ATTENDANCE_ALL_PRESENT', `${classId}:${today}`)).toHaveLength(1);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class as missing and cannot mark its children", async () => {
      const b = await otherCentre(t);
      const { classId, kids } = await classWithChildren('햇살반');
      await recordAttendance(t.app.db, { classId, childId: kids[0].id, status: 'late', arrivedAt: '09:40' });
      const theirChild = await createChild(t.app.db, { classId: b.classId, name: '별빛이' });
      const mark = (childCode: number) => ({ date: today, records: [{ childCode, status: 'absent' }] });

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class in the path: as a class that does not exist
        const byClass = {
          sheet: (c: number) => get(who, `/api/v2/story/attendance/${c}`),
          save: (c: number) => put(who, `/api/v2/story/attendance/${c}`, mark(kids[0].id)),
          allPresent: (c: number) => put(who, `/api/v2/story/attendance/${c}/all-present`, { date: today }),
        };
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classId), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's child on their own sheet: refused as a child that does not exist, nothing of the batch saved
        const own = `/api/v2/story/attendance/${b.classId}`;
        const foreign = await put(who, own, { date: today, records: [{ childCode: theirChild.id, status: 'present' }, { childCode: kids[1].id, status: 'present' }] });
        const unknown = await put(who, own, { date: today, records: [{ childCode: theirChild.id, status: 'present' }, { childCode: 999999, status: 'present' }] });
        expect(answerOf(foreign).body, as).toMatchObject({ code: 'VALIDATION', details: { 'records.1.childCode': '이 반의 원아가 아닙니다.' } });
        expect(answerOf(foreign), as).toEqual(answerOf(unknown));
        // their own sheet lists their own child only
        expect((await get(who, own)).json.data.children.map((c: any) => c.childName), as).toEqual(['별빛이']);
      }
      // centre 1's rows are as they were; centre 2 wrote nothing
      const rows = await t.app.db.select().from(attendance).where(inArray(attendance.childId, [...kids.map((k) => k.id), theirChild.id]));
      expect(rows.map((r) => [r.childId, r.status, r.arrivedAt])).toEqual([[kids[0].id, 'late', '09:40']]);
      expect(await audits('ATTENDANCE_SAVED', `${classId}:${today}`)).toEqual([]);
      expect(await audits('ATTENDANCE_ALL_PRESENT', `${classId}:${today}`)).toEqual([]);
    });
  });
});
