import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@kg/contract';
import { classes } from '../../db/schema/index';
import { createChild, seoulToday } from '../../test/factories';
import { recordAttendance } from '../../test/story-factories';
import { sessionCalls } from '../../test/api';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

/** 반 소속 (docs/product/class.md#who-is-in-a-class): every screen agrees on who is in a class on a day. */
describe('class membership: one definition of "in the class on day D"', () => {
  let { t, admin, teacherA, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, admin, teacherA, anonymous, classA, classB } = await twoClassWorld());
    const db = t.app.db;
    await db.update(classes).set({ ageBand: 3, capacity: 10 }).where(eq(classes.id, classA));
    await db.update(classes).set({ ageBand: 0, capacity: 10 }).where(eq(classes.id, classB));
    ids = {
      attending: (await createChild(db, { classId: classA, name: '가재원', admissionDate: addDays(today, -30) })).id,
      noDate: (await createChild(db, { classId: classA, name: '나날짜없음' })).id,
      paused: (await createChild(db, { classId: classA, name: '다휴원', status: 'pause' })).id,
      joinedToday: (await createChild(db, { classId: classA, name: '라오늘입소', admissionDate: today })).id,
      joinsTomorrow: (await createChild(db, { classId: classA, name: '마내일입소', admissionDate: tomorrow })).id,
      absent: (await createChild(db, { classId: classA, name: '바결석' })).id,
      left: (await createChild(db, { classId: null, name: '사퇴소', status: 'stop' })).id,
    };
    await recordAttendance(db, { classId: classA, childId: ids.absent, status: 'absent' });
  });
  afterAll(async () => t.close());

  const { get, put } = sessionCalls(() => ({ t, anonymous }));
  const names = (rows: { childName: string }[]) => rows.map((r) => r.childName).sort();

  it('counts a class the same in 반 관리, 반 이동, 반 목록 and the dashboard: 재원 + 휴원 admitted by today, 휴원 apart', async () => {
    const list = (await get(admin, '/api/v2/class/search?size=50')).json.data.items.find((c: any) => c.classId === classA);
    const detail = (await get(admin, `/api/v2/class/${classA}`)).json.data;
    const option = (await get(admin, '/api/v2/child/class-options')).json.data.find((c: any) => c.classId === classA);
    const card = (await get(admin, '/api/v2/story/classes')).json.data.find((c: any) => c.classId === classA);
    const dashboard = (await get(teacherA, `/api/v2/story/${classA}`)).json.data;
    const ourClass = (await get(teacherA, `/api/v2/child/list/${classA}?page=0`)).json.data;
    // 가재원, 나날짜없음, 다휴원, 라오늘입소, 바결석 — not 마내일입소 (admitted tomorrow)
    expect([list.childCount, detail.childCount, option.enrolledCount, card.childCount, dashboard.childrenCount]).toEqual([5, 5, 5, 5, 5]);
    expect([list.pausedCount, detail.pausedCount, option.pausedCount, card.pausedCount, dashboard.pausedCount]).toEqual([1, 1, 1, 1, 1]);
    expect(ourClass.total).toBe(5);
    // the paused child is not expected at the roll call: 4 expected, 1 recorded (absent)
    expect(dashboard.attendance).toMatchObject({ absent: 1, notYet: 3 });
  });

  it("puts a child on the attendance sheets from their 입소일 on: not on yesterday's for one admitted today, not on today's for one admitted tomorrow", async () => {
    const todaySheet = (await get(teacherA, `/api/v2/story/attendance/${classA}`)).json.data;
    const yesterdaySheet = (await get(teacherA, `/api/v2/story/attendance/${classA}?date=${yesterday}`)).json.data;
    const sheetNames = (sheet: any) => sheet.children.map((c: any) => c.childName).sort();
    expect(sheetNames(todaySheet)).toEqual(['가재원', '나날짜없음', '라오늘입소', '바결석']);
    expect(sheetNames(yesterdaySheet)).toEqual(['가재원', '나날짜없음', '바결석']);
    const early = await put(teacherA, `/api/v2/story/attendance/${classA}`, {
      date: today,
      records: [{ childCode: ids.joinsTomorrow, status: 'present' }],
    });
    expect(early.json).toMatchObject({ message: '이 반의 원아가 아닙니다.' });
  });

  it('leaves absent children off the 알림장 to-do: the board lists them apart, the dashboard does not ask for them', async () => {
    const board = (await get(teacherA, `/api/v2/story/alim/today/${classA}`)).json.data;
    expect(names(board.children)).toEqual(['가재원', '나날짜없음', '라오늘입소', '바결석']);
    expect(board).toMatchObject({ total: 3, written: 0, absent: 1 });
    expect(board.children.find((c: any) => c.childCode === ids.absent)).toMatchObject({ absent: true, hasNote: false });
    const yesterdayBoard = (await get(teacherA, `/api/v2/story/alim/today/${classA}?date=${yesterday}`)).json.data;
    expect(names(yesterdayBoard.children)).toEqual(['가재원', '나날짜없음', '바결석']);
    expect(yesterdayBoard).toMatchObject({ total: 3, absent: 0 });
    const dashboard = (await get(teacherA, `/api/v2/story/${classA}`)).json.data;
    expect(names(dashboard.todo.childrenWithoutAlim)).toEqual(['가재원', '나날짜없음', '라오늘입소']);
  });

  it('warns (does not refuse) when a child moves into a class of another age band', async () => {
    const older = await createChild(t.app.db, { classId: classA, name: '아삼세', birthDate: `${Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 3 ? 1 : 0) - 4}-06-01` });
    const preview = await put(admin, '/api/v2/child/assign-class', { assignments: [{ childCode: older.id, classId: classB }], dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.json.data.ageWarnings).toEqual([
      {
        childCode: older.id,
        childName: '아삼세',
        childAgeBand: 3,
        classId: classB,
        className: '달님반',
        classAgeBand: 0,
        message: '아삼세 원아는 이번 학년도 만 3세반 나이인데, 달님반은(는) 만 0세반입니다.',
      },
    ]);
    const same = await put(admin, '/api/v2/child/assign-class', { assignments: [{ childCode: older.id, classId: classA }, { childCode: ids.attending, classId: classB }], dryRun: true });
    expect(same.json.data.ageWarnings.map((w: any) => w.childName)).not.toContain('아삼세');
  });
});
