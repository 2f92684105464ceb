import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { centreHolidays, classes, teachers } from '../../db/schema/index';
import { buildMedicineRequest, buildRehomeRecord, createChild, createClass, createTeacher, seoulToday } from '../../test/factories';
import { recordAttendance, writeAlimNote } from '../../test/story-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld, type WithNoClassTeacher } from '../../test/world';
import { addDays } from '@kg/contract';

describe('dashboard routes (반 목록, 반 대시보드)', () => {
  let { t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB, teacherAId } = {} as TwoClassWorld & WithNoClassTeacher;
  const today = seoulToday();

  beforeAll(async () => {
    ({ t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB, teacherAId } = await twoClassWorld({
      classA: { color: '#fde68a' },
      noClassTeacher: '무소속',
    }));
    await createTeacher(t.app.db, { classId: classA, name: '강보조' });
  });
  afterAll(async () => t.close());

  const { get, put } = sessionCalls(() => ({ t, anonymous }));

  describe('GET /api/v2/story/classes (story/a1)', () => {
    it('401, then every class for an admin, the own class for a teacher, none without a class', async () => {
      await createChild(t.app.db, { classId: classA, name: '김하늘' });
      await createChild(t.app.db, { classId: classA, name: '박바다' });
      await createChild(t.app.db, { classId: classA, name: '휴원생', status: 'pause' });
      expect((await get(null, '/api/v2/story/classes')).status).toBe(401);
      const all = await get(admin, '/api/v2/story/classes');
      expect(all.status).toBe(200);
      expect(all.json.data).toEqual([
        { classId: classB, className: '달님반', classColor: '#ffd6a5', teachers: [{ tno: expect.any(Number), name: '최선생' }], childCount: 0, pausedCount: 0 },
        {
          classId: classA,
          className: '햇님반',
          classColor: '#fde68a',
          teachers: [
            { tno: expect.any(Number), name: '강보조' },
            { tno: teacherAId, name: '이선생' },
          ],
          // 재원 and 휴원, the paused one also apart (docs/product/class.md#who-is-in-a-class)
          childCount: 3,
          pausedCount: 1,
        },
      ]);
      expect((await get(teacherA, '/api/v2/story/classes')).json.data.map((c: any) => c.classId)).toEqual([classA]);
      expect((await get(noClassTeacher, '/api/v2/story/classes')).json.data).toEqual([]);
    });
  });

  describe('GET /api/v2/story/:classId', () => {
    it('walks 401 → 400 → 404 (another class, none, a missing one: one answer) → 200', async () => {
      expect((await get(null, `/api/v2/story/${classA}`)).status).toBe(401);
      expect((await get(teacherA, '/api/v2/story/abc')).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      expect((await get(teacherB, `/api/v2/story/${classA}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      expect((await get(noClassTeacher, `/api/v2/story/${classA}`)).status).toBe(404);
      expect((await get(admin, '/api/v2/story/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '반을 찾을 수 없습니다.' });
      const ok = await get(teacherA, `/api/v2/story/${classA}`);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toMatchObject({
        classId: classA,
        className: '햇님반',
        classColor: '#fde68a',
        classIntroduce: '',
        teacherName: '강보조',
        teacherProfileUrl: null,
        today,
        childrenCount: 3,
        pausedCount: 1,
        canEditIntroduce: true,
      });
      expect(ok.json.data.teachers.map((x: any) => x.name)).toEqual(['강보조', '이선생']);
    });

    it("does not shadow the medicine and rehome routes under /api/v2/story", async () => {
      const medicine = await get(admin, `/api/v2/story/medicine/search/${classA}`);
      expect(medicine.status).toBe(200);
      expect(medicine.json.data).toMatchObject({ page: 1, size: 10 });
      const rehome = await get(admin, `/api/v2/story/rehome/search/${classA}`);
      expect(rehome.status).toBe(200);
      expect(rehome.json.data).toMatchObject({ page: 1 });
    });

    it("counts today's attendance, medicine and re-home, and lists what needs doing", async () => {
      const classId = (await createClass(t.app.db, { name: '별님반' })).id;
      const kids: { id: number }[] = [];
      for (const name of ['가온', '나래', '다온', '라온']) kids.push(await createChild(t.app.db, { classId, name }));
      await recordAttendance(t.app.db, { classId, childId: kids[0].id, status: 'present' });
      await recordAttendance(t.app.db, { classId, childId: kids[1].id, status: 'absent' });
      await recordAttendance(t.app.db, { classId, childId: kids[2].id, date: addDays(today, -1), status: 'present' });
      const open = await buildMedicineRequest(t.app.db, { classId, childId: kids[1].id, medicines: [{ medicineName: '감기약' }, { medicineName: '해열제' }] });
      await buildMedicineRequest(t.app.db, { classId, childId: kids[2].id, status: 'CHECKED' });
      await buildMedicineRequest(t.app.db, { classId, childId: kids[3].id, requestDate: addDays(today, -1) });
      // a request the parent cancelled is not one to give today
      await buildMedicineRequest(t.app.db, { classId, childId: kids[3].id, status: 'CANCELLED' });
      const pickup = await buildRehomeRecord(t.app.db, { classId, childId: kids[0].id, rehomeTime: '15:00', pickupName: '할머니' });
      await buildRehomeRecord(t.app.db, { classId, childId: kids[1].id, status: 'ENDED' });
      await buildRehomeRecord(t.app.db, { classId, childId: kids[2].id, status: 'STOPPED' });
      await writeAlimNote(t.app.db, { classId, childId: kids[0].id });
      await writeAlimNote(t.app.db, { classId, childId: kids[1].id, date: addDays(today, -1) });

      const res = await get(admin, `/api/v2/story/${classId}`);
      expect(res.json.data).toMatchObject({
        childrenCount: 4,
        attendance: { present: 1, absent: 1, late: 0, earlyLeave: 0, notYet: 2 },
        todayAttendanceCount: 1,
        todayMedicineCount: 2,
        todayReHomeCount: 2,
        teacherName: null,
        teachers: [],
      });
      expect(res.json.data.todo).toEqual({
        uncheckedMedicines: [{ medicineId: open.id, childCode: kids[1].id, childName: '나래', medicineName: '감기약 외 1', times: '점심 식후 30분' }],
        pendingPickups: [{ rehomeId: pickup.id, childCode: kids[0].id, childName: '가온', rehomeTime: '15:00', pickupName: '할머니', status: 'REQUESTED', pickupWarning: 'UNREGISTERED' }],
        // 나래 is absent today: not asked for a note
        childrenWithoutAlim: ['다온', '라온'].map((childName, i) => ({ childCode: kids[i + 2].id, childName })),
      });
    });

    it("warns on today's pickups by a person the child's record bars or does not name", async () => {
      const classId = (await createClass(t.app.db, { name: '햇살반' })).id;
      const child = await createChild(t.app.db, {
        classId,
        name: '하늘',
        pickups: [{ name: '하엄마' }, { name: '하삼촌', relation: '삼촌', authorised: false, note: '보호자 사전 연락 없이는 인계 불가' }],
      });
      await buildRehomeRecord(t.app.db, { classId, childId: child.id, rehomeTime: '15:00', pickupName: '하엄마' });
      await buildRehomeRecord(t.app.db, { classId, childId: child.id, rehomeTime: '16:00', pickupName: '하삼촌' });
      await buildRehomeRecord(t.app.db, { classId, childId: child.id, rehomeTime: '17:00', pickupName: '옆집 아저씨' });
      const res = await get(admin, `/api/v2/story/${classId}`);
      expect(res.json.data.todo.pendingPickups.map((p: { pickupName: string; pickupWarning: string | null }) => [p.pickupName, p.pickupWarning])).toEqual([
        ['하엄마', null],
        ['하삼촌', 'BARRED'],
        ['옆집 아저씨', 'UNREGISTERED'],
      ]);
    });

    it('changes its counts after attendance is taken', async () => {
      const classId = (await createClass(t.app.db, { name: '바람반' })).id;
      const kids: { id: number }[] = [];
      for (const name of ['가람', '나무', '다솜']) kids.push(await createChild(t.app.db, { classId, name }));
      const before = await get(admin, `/api/v2/story/${classId}`);
      expect(before.json.data.attendance).toEqual({ present: 0, absent: 0, late: 0, earlyLeave: 0, notYet: 3 });

      await put(admin, `/api/v2/story/attendance/${classId}`, { date: today, records: [{ childCode: kids[0].id, status: 'late' }] });
      const mid = await get(admin, `/api/v2/story/${classId}`);
      expect(mid.json.data).toMatchObject({ attendance: { late: 1, notYet: 2 }, todayAttendanceCount: 1 });

      await put(admin, `/api/v2/story/attendance/${classId}/all-present`, { date: today });
      const after = await get(admin, `/api/v2/story/${classId}`);
      expect(after.json.data).toMatchObject({ attendance: { present: 2, late: 1, notYet: 0 }, todayAttendanceCount: 3 });
    });

    it('gives the teacher photo through the authorised file route', async () => {
      await t.app.db.update(teachers).set({ profileFileId: 4242 }).where(eq(teachers.id, teacherAId));
      const res = await get(teacherA, `/api/v2/story/${classA}`);
      expect(res.json.data.teachers.find((x: any) => x.tno === teacherAId).profileUrl).toBe('/api/file/4242');
      await t.app.db.update(teachers).set({ profileFileId: null }).where(eq(teachers.id, teacherAId));
    });
  });

  describe('PUT /api/v2/story/:classId/introduce', () => {
    it('walks 401 → 400 → 404 (another class, a missing one) → 200, trimmed and audit-logged', async () => {
      const url = `/api/v2/story/${classA}/introduce`;
      expect((await put(null, url, { classIntroduce: '안녕' })).status).toBe(401);
      expect((await put(teacherA, url, {})).json).toMatchObject({ code: 'VALIDATION', details: { classIntroduce: '반 소개를 입력해 주세요.' } });
      expect((await put(teacherA, url, { classIntroduce: 'x'.repeat(1001) })).json.message).toBe('반 소개는 1000자 이하로 입력해 주세요.');
      expect((await put(teacherB, url, { classIntroduce: '남의 반' })).status).toBe(404);
      expect((await put(admin, '/api/v2/story/999999/introduce', { classIntroduce: '없는 반' })).status).toBe(404);

      const ok = await put(teacherA, url, { classIntroduce: '  햇님처럼 밝은 반입니다.  ' });
      expect(ok.json.data).toEqual({ classId: classA, classIntroduce: '햇님처럼 밝은 반입니다.' });
      expect((await t.app.db.select().from(classes).where(eq(classes.id, classA)))[0].introduction).toBe('햇님처럼 밝은 반입니다.');
      expect((await get(admin, `/api/v2/story/${classA}`)).json.data.classIntroduce).toBe('햇님처럼 밝은 반입니다.');
      await put(admin, url, { classIntroduce: '햇님처럼 밝은 반입니다.' }); // unchanged: no second audit row
      expect(await auditRows(t.app.db, 'CLASS_INTRODUCE_UPDATED', classA)).toHaveLength(1);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));

    it("shows centre 2's classes only, and answers centre 1's class as missing", async () => {
      const cards = (await get(other.admin, '/api/v2/story/classes')).json.data;
      expect(cards.map((c: { className: string }) => c.className)).toEqual(['별님반']);
      expect((await get(other.teacher, '/api/v2/story/classes')).json.data.map((c: { classId: number }) => c.classId)).toEqual([other.classId]);
      const ours = (await get(admin, '/api/v2/story/classes')).json.data.map((c: { classId: number }) => c.classId);
      expect(ours).not.toContain(other.classId);
      const absent = (await get(other.admin, '/api/v2/story/999999')).json;
      const read = await get(other.admin, `/api/v2/story/${classA}`);
      expect({ status: read.status, code: read.json.code, message: read.json.message }).toEqual({ status: 404, code: absent.code, message: absent.message });
      const before = (await t.app.db.select().from(classes).where(eq(classes.id, classA)))[0].introduction;
      expect((await put(other.admin, `/api/v2/story/${classA}/introduce`, { classIntroduce: '가로채기' })).status).toBe(404);
      expect((await t.app.db.select().from(classes).where(eq(classes.id, classA)))[0].introduction).toBe(before);
    });

    it("says when today is one of the centre's holidays (docs/product/holiday.md), and only in that centre", async () => {
      const ours = (await get(admin, `/api/v2/story/${classA}`)).json.data.todayInfo;
      await t.app.db.insert(centreHolidays).values({ centreId: other.centreId, date: today, name: '개원기념일' });
      const theirs = (await get(other.admin, `/api/v2/story/${other.classId}`)).json.data;
      expect(theirs.todayInfo).toMatchObject({ schoolDay: false, holiday: { date: today, name: '개원기념일', kind: 'CENTRE', open: false } });
      expect((await get(admin, `/api/v2/story/${classA}`)).json.data.todayInfo).toEqual(ours);
    });
  });
});
