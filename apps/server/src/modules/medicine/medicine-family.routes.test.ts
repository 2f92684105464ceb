import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@kg/contract';
import { medicineRequestItems, medicineRequests } from '../../db/schema/index';
import { buildMedicineRequest, createChild, seoulToday } from '../../test/factories';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { familyLoginAs, type TestSession } from '../../test/session';
import { api, auditRows } from '../../test/api';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

const BASE = '/api/v2/family/medicine';

describe('medicine family routes (투약의뢰서 in the parent app)', () => {
  let { t, admin, teacherA, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();
  /** 김하늘 (class A) and her sibling 김바다 (class B): 김엄마's children; 박보라 (class A) is another family's */
  let haneul: number;
  let bada: number;
  let bora: number;
  let leftChild: number;
  let mom: TestSession;
  let momId: number;
  let dad: TestSession;
  let otherMom: TestSession;

  beforeAll(async () => {
    ({ t, admin, teacherA, classA, classB } = await twoClassWorld());
    const db = t.app.db;
    haneul = (await createChild(db, { classId: classA, name: '김하늘' })).id;
    bada = (await createChild(db, { classId: classB, name: '김바다' })).id;
    bora = (await createChild(db, { classId: classA, name: '박보라' })).id;
    leftChild = (await createChild(db, { classId: null, name: '김졸업', status: 'graduate' })).id;
    const m = await createParent(db, {
      loginId: 'mom-kim',
      name: '김엄마',
      children: [{ childId: haneul, relation: '모' }, { childId: bada, relation: '모' }, { childId: leftChild, relation: '모' }],
    });
    momId = m.id;
    await createParent(db, { loginId: 'dad-kim', name: '김아빠', children: [{ childId: haneul, relation: '부' }] });
    await createParent(db, { loginId: 'mom-park', name: '박엄마', children: [{ childId: bora, relation: '모' }] });
    mom = await familyLoginAs(t.app, 'mom-kim', PARENT_PASSWORD);
    dad = await familyLoginAs(t.app, 'dad-kim', PARENT_PASSWORD);
    otherMom = await familyLoginAs(t.app, 'mom-park', PARENT_PASSWORD);
  });
  afterAll(async () => t.close());

  const as = (session: TestSession | null) => api(t.app, session);
  const rowOf = async (id: number) => (await t.app.db.select().from(medicineRequests).where(eq(medicineRequests.id, id)))[0];
  const itemsOf = (id: number) => t.app.db.select().from(medicineRequestItems).where(eq(medicineRequestItems.requestId, id)).orderBy(medicineRequestItems.position);
  const syrup = { medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' };
  const drops = { medicineName: '안약', dosage: '한 방울씩', times: '오후 3시', storage: 'room' };
  const request = (childCode: number, extra: Record<string, unknown> = {}) => ({
    childCode,
    requestDate: today,
    symptom: '콧물, 미열',
    medicines: [syrup, drops],
    parentNote: '열이 나면 연락 주세요.',
    confirmed: true,
    ...extra,
  });

  describe('POST /api/v2/family/medicine', () => {
    it('creates a confirmed request with its medicines in order, for the child’s class, audited; the teacher sees who asked', async () => {
      const res = await as(mom).post(BASE, request(haneul));
      expect(res.status).toBe(201);
      const created = res.json.data;
      expect(created).toMatchObject({
        childCode: haneul,
        className: '햇님반',
        requestDate: today,
        isToday: true,
        symptom: '콧물, 미열',
        medicines: [syrup, drops],
        parentNote: '열이 나면 연락 주세요.',
        status: 'REQUESTED',
        requestedByName: '김엄마',
        cancelledAt: null,
        checkedByName: null,
        doses: [],
        canChange: true,
      });
      expect(Date.parse(created.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
      const row = await rowOf(created.medicineId);
      expect(row).toMatchObject({ classId: classA, childId: haneul, requestedByParentId: momId, status: 'REQUESTED' });
      expect((await itemsOf(created.medicineId)).map((i) => [i.position, i.medicineName])).toEqual([
        [0, '해열제 시럽'],
        [1, '안약'],
      ]);
      const [audit] = await auditRows(t.app.db, 'MEDICINE_REQUESTED', created.medicineId);
      expect(audit).toMatchObject({ actorId: momId, actorRole: 'PARENT', subjectType: 'medicine_request', detail: { classId: classA, childId: haneul, medicines: 2 } });

      // the staff side: the teacher of class A sees it with the parent's name and relation
      const staff = await as(teacherA).get(`/api/v2/story/medicine/${classA}/${created.medicineId}`);
      expect(staff.json.data).toMatchObject({ requestedByName: '김엄마', requestedByRelation: '모', medicines: [syrup, drops], confirmedAt: created.confirmedAt });
      const list = await as(teacherA).get(`/api/v2/story/medicine/search/${classA}`);
      expect(list.json.data.items.map((i: any) => i.medicineId)).toContain(created.medicineId);
    });

    it('puts a sibling’s request in the sibling’s class, never a class the client names', async () => {
      const res = await as(mom).post(BASE, { ...request(bada), classId: classA });
      expect(res.status).toBe(201);
      expect((await rowOf(res.json.data.medicineId)).classId).toBe(classB);
    });

    it('refuses bad input with Korean messages and saves nothing', async () => {
      const before = (await t.app.db.select().from(medicineRequests)).length;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ confirmed: false }, 'confirmed', '투약 의뢰 내용을 확인하고 동의해 주세요.'],
        [{ confirmed: undefined }, 'confirmed', '투약 의뢰 내용을 확인하고 동의해 주세요.'],
        [{ medicines: [] }, 'medicines', '약을 한 가지 이상 입력해 주세요.'],
        [{ medicines: Array(6).fill(syrup) }, 'medicines', '약은 한 번에 5가지까지 적을 수 있습니다.'],
        [{ medicines: [{ ...syrup, storage: 'freezer' }] }, 'medicines.0.storage', '보관 방법을 골라 주세요.'],
        [{ symptom: ' ' }, 'symptom', '증상을 입력해 주세요. (200자 이하)'],
        [{ requestDate: addDays(today, -1) }, 'requestDate', '투약일은 오늘부터 30일 안의 날짜로 골라 주세요.'],
        [{ requestDate: addDays(today, 31) }, 'requestDate', '투약일은 오늘부터 30일 안의 날짜로 골라 주세요.'],
        [{ childCode: 'x' }, 'childCode', '자녀를 선택해 주세요.'],
      ];
      for (const [extra, field, message] of cases) {
        const res = await as(mom).post(BASE, request(haneul, extra));
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(res.json).toMatchObject({ code: 'VALIDATION', message });
        expect(res.json.details[field]).toBe(message);
      }
      expect((await as(mom).post(BASE, request(haneul, { requestDate: addDays(today, 30) }))).status).toBe(201);
      expect((await t.app.db.select().from(medicineRequests)).length).toBe(before + 1);
    });

    it('answers 404 for another family’s child, 409 for a child not in a class, 401 without a family session', async () => {
      const other = await as(mom).post(BASE, request(bora));
      expect(other.status).toBe(404);
      expect(other.json).toMatchObject({ code: 'NOT_FOUND', message: '자녀 정보를 찾을 수 없습니다.' });
      expect((await as(mom).post(BASE, request(999999))).status).toBe(404);
      const left = await as(mom).post(BASE, request(leftChild));
      expect(left.status).toBe(409);
      expect(left.json.message).toBe('반에 다니고 있는 자녀만 신청할 수 있습니다.');
      expect((await as(null).get(`${BASE}/${haneul}`)).status).toBe(401);
      // a staff session does not open a family call (a write without the family CSRF token stops even earlier)
      expect((await as(admin).get(`${BASE}/${haneul}`)).status).toBe(401);
      expect([401, 403]).toContain((await as(admin).post(BASE, request(haneul))).status);
      expect([401, 403]).toContain((await as(null).post(BASE, request(haneul))).status);
      expect(await t.app.db.select().from(medicineRequests).where(eq(medicineRequests.childId, bora))).toEqual([]);
    });
  });

  describe('GET /api/v2/family/medicine/:childCode and /:childCode/:id', () => {
    it('lists only the child’s requests, newest day first, paged, and audits the read', async () => {
      const child = (await createChild(t.app.db, { classId: classA, name: '김구름' })).id;
      const parent = await createParent(t.app.db, { loginId: 'mom-cloud', children: [{ childId: child }] });
      const session = await familyLoginAs(t.app, 'mom-cloud', PARENT_PASSWORD);
      const old = await buildMedicineRequest(t.app.db, { childId: child, requestDate: addDays(today, -3), status: 'COMPLETED' });
      const fresh = await buildMedicineRequest(t.app.db, { childId: child, requestDate: today });
      const next = await buildMedicineRequest(t.app.db, { childId: child, requestDate: addDays(today, 2) });
      await buildMedicineRequest(t.app.db, { childId: bora, requestDate: today });

      const page = await as(session).get(`${BASE}/${child}?size=2`);
      expect(page.status).toBe(200);
      expect(page.json.data).toMatchObject({ page: 1, size: 2, total: 3, totalPages: 2 });
      expect(page.json.data.items.map((i: any) => i.medicineId)).toEqual([next.id, fresh.id]);
      expect(page.json.data.items[1]).toEqual({
        medicineId: fresh.id,
        childCode: child,
        requestDate: today,
        symptom: '콧물, 기침',
        medicines: [syrup],
        status: 'REQUESTED',
        doseCount: 0,
        isToday: true,
        createdAt: expect.any(String),
      });
      expect((await as(session).get(`${BASE}/${child}?page=2&size=2`)).json.data.items.map((i: any) => i.medicineId)).toEqual([old.id]);
      const [audit] = await auditRows(t.app.db, 'MEDICINE_LIST_VIEWED', child);
      expect(audit).toMatchObject({ actorId: parent.id, actorRole: 'PARENT', subjectType: 'child' });
      expect((await as(session).get(`${BASE}/${child}?page=3&size=2`)).json.data).toMatchObject({ items: [], total: 3, totalPages: 2 });

      expect((await as(session).get(`${BASE}/${child}?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      expect((await as(session).get(`${BASE}/${bora}`)).status).toBe(404);
      expect((await as(session).get(`${BASE}/abc`)).json.message).toBe('자녀를 선택해 주세요.');
    });

    it('shows one request with the doses, the teachers’ names and the comment; another child’s request is 404', async () => {
      const created = (await as(mom).post(BASE, request(haneul))).json.data;
      await as(teacherA).put('/api/v2/story/medicine/check', { classId: classA, medicineId: created.medicineId });
      await as(teacherA).post('/api/v2/story/medicine/dose', { classId: classA, medicineId: created.medicineId, note: '잘 먹음' });
      await as(teacherA).put('/api/v2/story/medicine/end', { classId: classA, medicineId: created.medicineId, teacherComment: '점심 먹고 잘 먹었어요.' });

      const res = await as(dad).get(`${BASE}/${haneul}/${created.medicineId}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        medicineId: created.medicineId,
        status: 'COMPLETED',
        requestedByName: '김엄마',
        checkedByName: '이선생',
        completedByName: '이선생',
        completedAt: today.replaceAll('-', ''),
        teacherComment: '점심 먹고 잘 먹었어요.',
        doses: [{ doseId: expect.any(Number), givenAt: expect.any(String), givenByName: '이선생', note: '잘 먹음' }],
        doseCount: 1,
        canChange: false,
      });
      expect(Date.parse(res.json.data.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await auditRows(t.app.db, 'MEDICINE_VIEWED', created.medicineId)).toHaveLength(1);

      // the other family, and the same family asking through another of its children
      expect((await as(otherMom).get(`${BASE}/${haneul}/${created.medicineId}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '자녀 정보를 찾을 수 없습니다.' });
      const other = await buildMedicineRequest(t.app.db, { childId: bora });
      expect((await as(otherMom).get(`${BASE}/${bora}/${other.id}`)).status).toBe(200);
      expect((await as(mom).get(`${BASE}/${bora}/${other.id}`)).status).toBe(404);
      const crossed = await as(mom).get(`${BASE}/${bada}/${created.medicineId}`);
      expect(crossed.json).toMatchObject({ code: 'NOT_FOUND', message: '투약의뢰서를 찾을 수 없습니다.' });
      expect((await as(mom).get(`${BASE}/${haneul}/0`)).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
    });
  });

  describe('PUT /api/v2/family/medicine (edit) and /cancel', () => {
    it('edits a request until the teacher checks it, then refuses with 409', async () => {
      const created = (await as(mom).post(BASE, request(haneul))).json.data;
      const edited = await as(dad).put(BASE, {
        ...request(haneul, { medicines: [drops], symptom: '눈곱', requestDate: addDays(today, 1) }),
        medicineId: created.medicineId,
      });
      expect(edited.status).toBe(200);
      expect(edited.json.data).toMatchObject({ medicines: [drops], symptom: '눈곱', requestDate: addDays(today, 1), requestedByName: '김아빠', status: 'REQUESTED' });
      expect((await itemsOf(created.medicineId)).map((i) => i.medicineName)).toEqual(['안약']);
      const [audit] = await auditRows(t.app.db, 'MEDICINE_UPDATED', created.medicineId);
      expect(audit.detail).toMatchObject({ previousRequestDate: today, medicines: 1 });

      expect((await as(dad).put(BASE, { ...request(haneul, { confirmed: false }), medicineId: created.medicineId })).status).toBe(400);
      expect((await as(otherMom).put(BASE, { ...request(bora), medicineId: created.medicineId })).json.message).toBe('투약의뢰서를 찾을 수 없습니다.');

      await as(teacherA).put('/api/v2/story/medicine/check', { classId: classA, medicineId: created.medicineId });
      const late = await as(dad).put(BASE, { ...request(haneul), medicineId: created.medicineId });
      expect(late.status).toBe(409);
      expect(late.json).toMatchObject({
        code: 'CONFLICT',
        message: '선생님이 확인한 투약의뢰서는 고치거나 취소할 수 없습니다. 변경이 필요하면 어린이집에 연락해 주세요.',
      });
      expect((await itemsOf(created.medicineId)).map((i) => i.medicineName)).toEqual(['안약']);
    });

    it('cancels a requested one (again: unchanged), never a checked one; the staff see 보호자 취소 and cannot act on it', async () => {
      const created = (await as(mom).post(BASE, request(haneul))).json.data;
      const url = `${BASE}/cancel`;
      expect((await as(mom).put(url, { childCode: haneul })).json.message).toBe('투약의뢰서 번호가 올바르지 않습니다.');
      expect((await as(otherMom).put(url, { childCode: haneul, medicineId: created.medicineId })).status).toBe(404);
      expect((await as(otherMom).put(url, { childCode: bora, medicineId: created.medicineId })).status).toBe(404);
      expect((await rowOf(created.medicineId)).status).toBe('REQUESTED');

      const cancelled = await as(mom).put(url, { childCode: haneul, medicineId: created.medicineId });
      expect(cancelled.status).toBe(200);
      expect(cancelled.json.data).toMatchObject({ status: 'CANCELLED', canChange: false });
      expect(Date.parse(cancelled.json.data.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
      const again = await as(dad).put(url, { childCode: haneul, medicineId: created.medicineId });
      expect(again.json.data.cancelledAt).toBe(cancelled.json.data.cancelledAt);
      expect(await auditRows(t.app.db, 'MEDICINE_CANCELLED', created.medicineId)).toHaveLength(1);
      expect((await as(mom).put(BASE, { ...request(haneul), medicineId: created.medicineId })).json.message).toBe(
        '취소한 투약의뢰서는 고칠 수 없습니다. 새로 의뢰해 주세요.',
      );

      const staff = await as(teacherA).get(`/api/v2/story/medicine/search/${classA}?status=CANCELLED`);
      expect(staff.json.data.items.map((i: any) => i.medicineId)).toEqual([created.medicineId]);
      expect((await as(teacherA).put('/api/v2/story/medicine/check', { classId: classA, medicineId: created.medicineId })).json.message).toBe(
        '보호자가 취소한 투약의뢰서는 변경할 수 없습니다.',
      );

      const checked = (await as(mom).post(BASE, request(haneul))).json.data;
      await as(teacherA).put('/api/v2/story/medicine/check', { classId: classA, medicineId: checked.medicineId });
      const refused = await as(mom).put(url, { childCode: haneul, medicineId: checked.medicineId });
      expect(refused.status).toBe(409);
      expect((await rowOf(checked.medicineId)).status).toBe('CHECKED');
    });
  });
});
