import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { medicineDoses, medicineRequestItems, medicineRequests } from '../../db/schema/index';
import { buildMedicineRequest, createChild, createClass, seoulToday } from '../../test/factories';
import { auditRows, sessionCalls } from '../../test/api';
import { expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays, CLASS_NOT_FOUND_MESSAGE } from '@kg/contract';
import { createMedicineRequest } from './medicine.service';

describe('medicine routes (투약의뢰서)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();

  beforeAll(async () => void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld()));
  afterAll(async () => t.close());

  const { get, put, post } = sessionCalls(() => ({ t, anonymous }));
  const statusOf = async (id: number) => (await t.app.db.select().from(medicineRequests).where(eq(medicineRequests.id, id)))[0];
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  // ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
  const NO_CLASS = 999999;
  const NO_REQUEST = 999999;
  const MEDICINE_NOT_FOUND = '투약의뢰서를 찾을 수 없습니다.';

  describe('GET /api/v2/story/medicine/search/:classId', () => {
    let otherClass: number;
    beforeAll(async () => {
      otherClass = (await createClass(t.app.db, { name: '별님반' })).id;
      const minji = await createChild(t.app.db, { classId: otherClass, name: '정민지' });
      const hana = await createChild(t.app.db, { classId: otherClass, name: '한하나' });
      // 12 requests over three days; today's come first whatever their id
      for (let i = 0; i < 5; i++) await buildMedicineRequest(t.app.db, { childId: minji.id, classId: otherClass, requestDate: addDays(today, -2) });
      for (let i = 0; i < 4; i++) await buildMedicineRequest(t.app.db, { childId: hana.id, classId: otherClass, requestDate: today, status: i === 0 ? 'COMPLETED' : 'REQUESTED' });
      for (let i = 0; i < 3; i++) await buildMedicineRequest(t.app.db, { childId: hana.id, classId: otherClass, requestDate: addDays(today, -1), status: 'CHECKED' });
    });

    it('401 without a session', async () => {
      const res = await get(null, `/api/v2/story/medicine/search/${otherClass}`);
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    });

    it('400 with the SPEC messages for a bad classId, page or status', async () => {
      expect((await get(admin, '/api/v2/story/medicine/search/abc')).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      expect((await get(admin, `/api/v2/story/medicine/search/${otherClass}?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      expect((await get(admin, `/api/v2/story/medicine/search/${otherClass}?size=0`)).json.message).toBe('한 번에 볼 개수를 1개 이상으로 정해 주세요.');
      const bad = await get(admin, `/api/v2/story/medicine/search/${otherClass}?status=DONE`);
      expect(bad.status).toBe(400);
      expect(bad.json.details).toEqual({ status: '투약의뢰서 상태가 올바르지 않습니다.' });
    });

    it("404 for a teacher of another class (as a missing class), 200 for the class's own teacher", async () => {
      const missing = await get(teacherB, `/api/v2/story/medicine/search/${NO_CLASS}`);
      expectAsMissing(await get(teacherB, `/api/v2/story/medicine/search/${classA}`), missing, CLASS_NOT_FOUND_MESSAGE);
      const own = await get(teacherA, `/api/v2/story/medicine/search/${classA}`);
      expect(own.status).toBe(200);
      expect(own.json.data).toEqual({ items: [], page: 1, size: 10, total: 0, totalPages: 1 });
    });

    it("pages 1-based, today's first (open ones before completed), then newest day first", async () => {
      const first = await get(admin, `/api/v2/story/medicine/search/${otherClass}`);
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ page: 1, size: 10, total: 12, totalPages: 2 });
      const items = first.json.data.items as any[];
      expect(items).toHaveLength(10);
      expect(items.slice(0, 4).map((i) => [i.requestDate, i.isToday])).toEqual(Array(4).fill([today, true]));
      expect(items.slice(0, 4).map((i) => i.status)).toEqual(['REQUESTED', 'REQUESTED', 'REQUESTED', 'COMPLETED']);
      expect(items.slice(4, 7).map((i) => i.requestDate)).toEqual(Array(3).fill(addDays(today, -1)));
      expect(items[0]).toMatchObject({
        classId: otherClass,
        childName: '한하나',
        symptom: '콧물, 기침',
        medicines: [{ medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' }],
        doseCount: 0,
        lastDoseAt: null,
      });
      expect(Object.keys(items[0]).sort()).toEqual(
        ['childCode', 'childName', 'classId', 'createdAt', 'doseCount', 'isToday', 'lastDoseAt', 'medicineId', 'medicines', 'requestDate', 'status', 'symptom'].sort(),
      );
      const second = await get(admin, `/api/v2/story/medicine/search/${otherClass}?page=2&size=10`);
      expect(second.json.data.items).toHaveLength(2);
      expect(second.json.data.items.every((i: any) => i.requestDate === addDays(today, -2))).toBe(true);
    });

    it('filters by status, by a (reversed) date range and by child name', async () => {
      const base = `/api/v2/story/medicine/search/${otherClass}`;
      expect((await get(admin, `${base}?status=CHECKED`)).json.data.total).toBe(3);
      const range = await get(admin, `${base}?searchType=date&startDate=${today}&endDate=${addDays(today, -1)}`);
      expect(range.json.data.total).toBe(7);
      const named = await get(admin, `${base}?searchType=childName&keyword=${encodeURIComponent('민지')}`);
      expect(named.json.data.total).toBe(5);
      expect(named.json.data.items.every((i: any) => i.childName === '정민지')).toBe(true);
      // a keyword without a search type is ignored; LIKE wildcards are literal
      expect((await get(admin, `${base}?keyword=${encodeURIComponent('민지')}`)).json.data.total).toBe(12);
      expect((await get(admin, `${base}?searchType=childName&keyword=%25`)).json.data.total).toBe(0);
      const both = await get(admin, `${base}?searchType=date&startDate=${today}&endDate=${today}&status=REQUESTED`);
      expect(both.json.data.total).toBe(3);
    });

    it('searches from or until a day alone, and counts a page past the end', async () => {
      const base = `/api/v2/story/medicine/search/${otherClass}`;
      expect((await get(admin, `${base}?searchType=date&startDate=${addDays(today, -1)}`)).json.data.total).toBe(7);
      expect((await get(admin, `${base}?searchType=date&endDate=${addDays(today, -1)}`)).json.data.total).toBe(8);
      // none of today's left by the filter: the total is counted on its own
      expect((await get(admin, `${base}?status=CHECKED&size=2&page=3`)).json.data).toMatchObject({ items: [], total: 3, totalPages: 2 });
    });

    it("lists several medicines in the parent's order and the parent's cancelled requests under their own filter", async () => {
      const several = await buildMedicineRequest(t.app.db, {
        classId: classB,
        medicines: [{ medicineName: '항생제 시럽', storage: 'fridge' }, { medicineName: '정장제 가루약', dosage: '1포', storage: 'room' }],
      });
      const cancelled = await buildMedicineRequest(t.app.db, { classId: classB, status: 'CANCELLED', cancelledAt: new Date() });
      const all = await get(admin, `/api/v2/story/medicine/search/${classB}`);
      expect(all.json.data.items.map((i: any) => i.medicineId)).toEqual([several.id, cancelled.id]);
      expect(all.json.data.items[0].medicines).toEqual([
        { medicineName: '항생제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' },
        { medicineName: '정장제 가루약', dosage: '1포', times: '점심 식후 30분', storage: 'room' },
      ]);
      const onlyCancelled = await get(admin, `/api/v2/story/medicine/search/${classB}?status=CANCELLED`);
      expect(onlyCancelled.json.data.items.map((i: any) => [i.medicineId, i.status])).toEqual([[cancelled.id, 'CANCELLED']]);
      // the staff cannot work on a request the parent cancelled
      for (const [call, url] of [[put, '/api/v2/story/medicine/check'], [put, '/api/v2/story/medicine/end'], [post, '/api/v2/story/medicine/dose']] as const) {
        const res = await call(admin, url, { classId: classB, medicineId: cancelled.id });
        expect(res.json).toMatchObject({ code: 'CONFLICT', message: '보호자가 취소한 투약의뢰서는 변경할 수 없습니다.' });
      }
      expect((await statusOf(cancelled.id)).status).toBe('CANCELLED');
      await t.app.db.delete(medicineRequests).where(eq(medicineRequests.classId, classB));
    });

    it('lets an admin see every class', async () => {
      await buildMedicineRequest(t.app.db, { classId: classB });
      expect((await get(admin, `/api/v2/story/medicine/search/${classB}`)).json.data.total).toBe(1);
      expect((await get(teacherB, `/api/v2/story/medicine/search/${classB}`)).json.data.total).toBe(1);
    });
  });

  describe('GET /api/v2/story/medicine/:classId/:id', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA });
      const other = await buildMedicineRequest(t.app.db, { classId: classB });
      expect((await get(null, `/api/v2/story/medicine/${classA}/${m.id}`)).status).toBe(401);
      expect((await get(teacherA, `/api/v2/story/medicine/x/${m.id}`)).json.message).toBe('반을 선택해 주세요.');
      expect((await get(teacherA, `/api/v2/story/medicine/${classA}/0`)).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      expectAsMissing(await get(teacherB, `/api/v2/story/medicine/${classA}/${m.id}`), await get(teacherB, `/api/v2/story/medicine/${NO_CLASS}/${m.id}`), CLASS_NOT_FOUND_MESSAGE);
      // a request of class B asked through class A is not found, even for an admin
      const missing = await get(teacherA, `/api/v2/story/medicine/${classA}/${NO_REQUEST}`);
      expectAsMissing(await get(teacherA, `/api/v2/story/medicine/${classA}/${other.id}`), missing, MEDICINE_NOT_FOUND);
      expectAsMissing(await get(admin, `/api/v2/story/medicine/${classA}/${other.id}`), missing, MEDICINE_NOT_FOUND);

      const ok = await get(teacherA, `/api/v2/story/medicine/${classA}/${m.id}`);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toMatchObject({
        medicineId: m.id,
        classId: classA,
        className: '햇님반',
        childCode: m.childId,
        childName: '김하늘',
        requestDate: today,
        medicines: [{ medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' }],
        parentNote: '낮잠 전에 먹여 주세요.',
        requestedByName: null,
        requestedByRelation: null,
        confirmedAt: null,
        cancelledAt: null,
        status: 'REQUESTED',
        checkedByName: null,
        checkedAt: null,
        completedByName: null,
        completedAt: null,
        teacherComment: '',
        doses: [],
        isToday: true,
      });
    });
  });

  describe('PUT /api/v2/story/medicine/check', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200, and checking twice is harmless', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA });
      const other = await buildMedicineRequest(t.app.db, { classId: classB });
      expect((await put(null, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id })).status).toBe(401);
      expect((await put(teacherA, '/api/v2/story/medicine/check', { medicineId: m.id })).json).toMatchObject({
        code: 'VALIDATION',
        message: '반을 선택해 주세요.',
        details: { classId: '반을 선택해 주세요.' },
      });
      expect((await put(teacherA, '/api/v2/story/medicine/check', { classId: classA })).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      const check = (session: typeof admin, body: Record<string, unknown>) => put(session, '/api/v2/story/medicine/check', body);
      expectAsMissing(await check(teacherB, { classId: classA, medicineId: m.id }), await check(teacherB, { classId: NO_CLASS, medicineId: m.id }), CLASS_NOT_FOUND_MESSAGE);
      expectAsMissing(await check(teacherA, { classId: classA, medicineId: other.id }), await check(teacherA, { classId: classA, medicineId: NO_REQUEST }), MEDICINE_NOT_FOUND);
      expect((await statusOf(m.id)).status).toBe('REQUESTED');
      expect((await statusOf(other.id)).status).toBe('REQUESTED');

      const first = await put(teacherA, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id });
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ status: 'CHECKED', checkedByName: '이선생' });
      expect(Date.parse(first.json.data.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
      const again = await put(admin, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id });
      expect(again.status).toBe(200);
      expect(again.json.data).toMatchObject({ status: 'CHECKED', checkedByName: '이선생', checkedAt: first.json.data.checkedAt });
      expect(await auditOf('MEDICINE_CHECKED', m.id)).toHaveLength(1);
    });
  });

  describe('POST /api/v2/story/medicine/dose', () => {
    it('walks 401 → 400 → 404 other class → 404, and logs doses only while CHECKED', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA });
      const url = '/api/v2/story/medicine/dose';
      expect((await post(null, url, { classId: classA, medicineId: m.id })).status).toBe(401);
      expect((await post(teacherA, url, { medicineId: m.id })).json.message).toBe('반을 선택해 주세요.');
      expect((await post(teacherA, url, { classId: classA })).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      expect((await post(teacherA, url, { classId: classA, medicineId: m.id, givenAt: '12:40' })).status).toBe(400);
      expectAsMissing(await post(teacherB, url, { classId: classA, medicineId: m.id }), await post(teacherB, url, { classId: NO_CLASS, medicineId: m.id }), CLASS_NOT_FOUND_MESSAGE);
      expect((await post(teacherA, url, { classId: classA, medicineId: NO_REQUEST })).json).toMatchObject({ code: 'NOT_FOUND', message: MEDICINE_NOT_FOUND });

      const early = await post(teacherA, url, { classId: classA, medicineId: m.id });
      expect(early.status).toBe(409);
      expect(early.json).toMatchObject({ code: 'CONFLICT', message: '확인한 투약의뢰서에만 투약 기록을 남길 수 있습니다.' });

      await put(teacherA, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id });
      const future = await post(teacherA, url, { classId: classA, medicineId: m.id, givenAt: new Date(Date.now() + 3_600_000).toISOString() });
      expect(future.json).toMatchObject({ code: 'VALIDATION', details: { givenAt: '투약 시간은 현재 시각 이후일 수 없습니다.' } });

      const givenAt = new Date(Date.now() - 30 * 60_000);
      const first = await post(teacherA, url, { classId: classA, medicineId: m.id, givenAt: givenAt.toISOString(), note: '점심 식후' });
      expect(first.status).toBe(200);
      expect(first.json.data.doses).toEqual([{ doseId: expect.any(Number), givenAt: givenAt.toISOString(), givenByName: '이선생', note: '점심 식후' }]);
      const second = await post(admin, url, { classId: classA, medicineId: m.id });
      expect(second.json.data.doses.map((d: any) => d.givenByName)).toEqual(['이선생', '박원장']);
      expect(second.json.data.status).toBe('CHECKED');
      expect(await auditOf('MEDICINE_DOSE', m.id)).toHaveLength(2);
      const list = await get(teacherA, `/api/v2/story/medicine/search/${classA}?status=CHECKED`);
      expect(list.json.data.items.find((i: any) => i.medicineId === m.id)).toMatchObject({ doseCount: 2 });
    });
  });

  describe('PUT /api/v2/story/medicine/end', () => {
    it('walks 401 → 400 (SPEC messages) → 404 other class → 404', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA, status: 'CHECKED' });
      const url = '/api/v2/story/medicine/end';
      expect((await put(null, url, { classId: classA, medicineId: m.id })).status).toBe(401);
      expect((await put(teacherA, url, { medicineId: m.id })).json.message).toBe('반을 선택해 주세요.');
      expect((await put(teacherA, url, { classId: classA })).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      const badDate = await put(teacherA, url, { classId: classA, medicineId: m.id, completedAt: today });
      expect(badDate.json).toMatchObject({ code: 'VALIDATION', message: '완료일이 올바르지 않습니다. 완료일을 다시 선택해 주세요.' });
      expect((await put(teacherA, url, { classId: classA, medicineId: m.id, status: 'CHECKED' })).json.message).toBe('투약의뢰서 상태가 올바르지 않습니다.');
      expectAsMissing(await put(teacherB, url, { classId: classA, medicineId: m.id }), await put(teacherB, url, { classId: NO_CLASS, medicineId: m.id }), CLASS_NOT_FOUND_MESSAGE);
      expect((await put(teacherA, url, { classId: classA, medicineId: NO_REQUEST })).json).toMatchObject({ code: 'NOT_FOUND', message: MEDICINE_NOT_FOUND });
      expect((await statusOf(m.id)).status).toBe('CHECKED');
    });

    it('refuses to end before the check (409), then completes today by default and allows nothing after', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA });
      const url = '/api/v2/story/medicine/end';
      const early = await put(teacherA, url, { classId: classA, medicineId: m.id, teacherComment: '잘 먹었어요' });
      expect(early.status).toBe(409);
      expect(early.json).toMatchObject({ code: 'CONFLICT', message: '확인하지 않은 투약의뢰서는 완료할 수 없습니다.' });
      expect((await statusOf(m.id)).status).toBe('REQUESTED');

      await put(teacherA, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id });
      const tomorrow = addDays(today, 1).replaceAll('-', '');
      expect((await put(teacherA, url, { classId: classA, medicineId: m.id, completedAt: tomorrow })).json.details).toEqual({
        completedAt: '완료일은 오늘 이후일 수 없습니다.',
      });
      const done = await put(teacherA, url, { classId: classA, medicineId: m.id, teacherComment: '점심 먹고 잘 먹었어요.' });
      expect(done.status).toBe(200);
      expect(done.json.data).toMatchObject({
        status: 'COMPLETED',
        completedAt: today.replaceAll('-', ''),
        completedByName: '이선생',
        teacherComment: '점심 먹고 잘 먹었어요.',
      });
      expect((await statusOf(m.id)).completedAt).toBe(today);
      const [audit] = await auditOf('MEDICINE_COMPLETED', m.id);
      expect(audit).toMatchObject({ actorRole: 'ROLE_TEACHER', subjectType: 'medicine_request', detail: { classId: classA, completedAt: today } });

      // closed: no second completion, no check, no dose
      const again = await put(teacherA, url, { classId: classA, medicineId: m.id, teacherComment: '수정' });
      expect(again.json).toMatchObject({ code: 'CONFLICT', message: '투약이 완료된 의뢰서는 변경할 수 없습니다.' });
      expect((await put(teacherA, '/api/v2/story/medicine/check', { classId: classA, medicineId: m.id })).status).toBe(409);
      expect((await post(teacherA, '/api/v2/story/medicine/dose', { classId: classA, medicineId: m.id })).status).toBe(409);
      expect((await statusOf(m.id)).teacherComment).toBe('점심 먹고 잘 먹었어요.');
    });

    it('takes an explicit completedAt (yyyyMMdd) no earlier than the request day', async () => {
      const m = await buildMedicineRequest(t.app.db, { classId: classA, requestDate: addDays(today, -1), status: 'CHECKED' });
      const before = addDays(today, -2).replaceAll('-', '');
      expect((await put(admin, '/api/v2/story/medicine/end', { classId: classA, medicineId: m.id, completedAt: before })).status).toBe(400);
      const yesterday = addDays(today, -1).replaceAll('-', '');
      const done = await put(admin, '/api/v2/story/medicine/end', { classId: classA, medicineId: m.id, completedAt: yesterday });
      expect(done.json.data).toMatchObject({ status: 'COMPLETED', completedAt: yesterday, completedByName: '박원장', isToday: false });
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class and requests as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const ours = await buildMedicineRequest(t.app.db, { classId: classA, status: 'CHECKED', symptom: '햇살 기침' });
      const theirs = await buildMedicineRequest(t.app.db, { classId: b.classId, symptom: '별빛 콧물' });
      const actions = { check: ['PUT', '/api/v2/story/medicine/check'], end: ['PUT', '/api/v2/story/medicine/end'], dose: ['POST', '/api/v2/story/medicine/dose'] } as const;

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        const act = (name: keyof typeof actions, body: Record<string, unknown>) => (actions[name][0] === 'PUT' ? put : post)(who, actions[name][1], body);
        // centre 1's class named in the path or the body: as a class that does not exist
        const byClass: Record<string, (c: number) => ReturnType<typeof get>> = {
          search: (c) => get(who, `/api/v2/story/medicine/search/${c}`),
          get: (c) => get(who, `/api/v2/story/medicine/${c}/${ours.id}`),
        };
        for (const name of Object.keys(actions) as (keyof typeof actions)[]) byClass[name] = (c) => act(name, { classId: c, medicineId: ours.id });
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's request under their own class: as a request that does not exist
        const own = (id: number) => get(who, `/api/v2/story/medicine/${b.classId}/${id}`);
        expectAsMissing(await own(ours.id), await own(NO_REQUEST), MEDICINE_NOT_FOUND, as);
        for (const name of Object.keys(actions) as (keyof typeof actions)[]) {
          const call = (medicineId: number) => act(name, { classId: b.classId, medicineId });
          expectAsMissing(await call(ours.id), await call(NO_REQUEST), MEDICINE_NOT_FOUND, `${as} ${name}`);
        }
        // their own class lists their own request only
        expect((await get(who, `/api/v2/story/medicine/search/${b.classId}`)).json.data.items.map((i: any) => i.medicineId), as).toEqual([theirs.id]);
      }
      // centre 1 meets centre 2's request the same way
      const check = (classId: number, medicineId: number) => put(admin, '/api/v2/story/medicine/check', { classId, medicineId });
      expectAsMissing(await check(b.classId, theirs.id), await check(NO_CLASS, theirs.id), CLASS_NOT_FOUND_MESSAGE);
      expectAsMissing(await check(classA, theirs.id), await check(classA, NO_REQUEST), MEDICINE_NOT_FOUND);

      // nothing changed
      expect(await statusOf(ours.id)).toMatchObject({ status: 'CHECKED', completedAt: null, teacherComment: '' });
      expect(await statusOf(theirs.id)).toMatchObject({ status: 'REQUESTED', checkedAt: null });
      expect(await t.app.db.select().from(medicineDoses).where(eq(medicineDoses.requestId, ours.id))).toEqual([]);
      for (const action of ['MEDICINE_CHECKED', 'MEDICINE_DOSE', 'MEDICINE_COMPLETED']) expect(await auditOf(action, ours.id), action).toEqual([]);
    });
  });

  it('creates requests through the service as REQUESTED whatever they say, with their medicines in order', async () => {
    const child = await createChild(t.app.db, { classId: classA });
    const row = await createMedicineRequest(
      t.app.db,
      { classId: classA, childId: child.id, requestDate: today, symptom: '열', status: 'COMPLETED', teacherComment: '미리 쓴 의견' },
      [
        { medicineName: '해열제', dosage: '3ml', times: '15시', storage: 'room' },
        { medicineName: '안약', dosage: '한 방울', times: '오후', storage: 'fridge' },
      ],
    );
    expect(row).toMatchObject({ status: 'REQUESTED', teacherComment: '', completedAt: null });
    expect(await t.app.db.select().from(medicineDoses).where(eq(medicineDoses.requestId, row.id))).toEqual([]);
    const items = await t.app.db.select().from(medicineRequestItems).where(eq(medicineRequestItems.requestId, row.id)).orderBy(medicineRequestItems.position);
    expect(items.map((i) => [i.position, i.medicineName, i.storage])).toEqual([
      [0, '해열제', 'room'],
      [1, '안약', 'fridge'],
    ]);
  });
});
