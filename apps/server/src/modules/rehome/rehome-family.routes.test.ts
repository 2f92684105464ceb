import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@kg/contract';
import { childPickupPersons, rehomeRecords } from '../../db/schema/index';
import { buildRehomeRecord, createChild, seoulToday } from '../../test/factories';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { familyLoginAs, type TestSession } from '../../test/session';
import { api, auditRows } from '../../test/api';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

const BASE = '/api/v2/family/rehome';

describe('rehome family routes (귀가동의서 in the parent app)', () => {
  let { t, admin, teacherA, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();
  /** 김하늘 (class A) and 김바다 (class B): 김엄마's children; 박보라 (class A) is another family's */
  let haneul: number;
  let bada: number;
  let bora: number;
  let grandma: number;
  let barred: number;
  let boraAunt: number;
  let mom: TestSession;
  let momId: number;
  let otherMom: TestSession;

  beforeAll(async () => {
    ({ t, admin, teacherA, classA, classB } = await twoClassWorld());
    const db = t.app.db;
    haneul = (
      await createChild(db, {
        classId: classA,
        name: '김하늘',
        pickups: [
          { name: '김할머니', relation: '조모', phone: '010-2222-3333' },
          { name: '김삼촌', relation: '삼촌', phone: '010-4444-5555', authorised: false, note: '접근 금지 명령' },
        ],
      })
    ).id;
    bada = (await createChild(db, { classId: classB, name: '김바다', pickups: [{ name: '김할머니', relation: '조모', phone: '010-2222-3333' }] })).id;
    bora = (await createChild(db, { classId: classA, name: '박보라', pickups: [{ name: '박이모', relation: '이모', phone: '010-6666-7777' }] })).id;
    const persons = await db.select().from(childPickupPersons);
    grandma = persons.find((p) => p.childId === haneul && p.name === '김할머니')!.id;
    barred = persons.find((p) => p.childId === haneul && p.name === '김삼촌')!.id;
    boraAunt = persons.find((p) => p.childId === bora)!.id;
    momId = (await createParent(db, { loginId: 'mom-kim', name: '김엄마', children: [{ childId: haneul }, { childId: bada }] })).id;
    await createParent(db, { loginId: 'mom-park', name: '박엄마', children: [{ childId: bora }] });
    mom = await familyLoginAs(t.app, 'mom-kim', PARENT_PASSWORD);
    otherMom = await familyLoginAs(t.app, 'mom-park', PARENT_PASSWORD);
  });
  afterAll(async () => t.close());

  const as = (session: TestSession | null) => api(t.app, session);
  const rowOf = async (id: number) => (await t.app.db.select().from(rehomeRecords).where(eq(rehomeRecords.id, id)))[0];
  const consent = (childCode: number, extra: Record<string, unknown> = {}) => ({
    childCode,
    rehomeDate: today,
    rehomeTime: '16:30',
    method: 'car',
    pickupPersonId: grandma,
    emergencyPhone: '01098765432',
    parentNote: '할머니 댁에 갑니다.',
    ...extra,
  });

  describe('GET /api/v2/family/rehome/pickup-persons/:childCode', () => {
    it('lists the child’s authorised pickup persons only (never a barred one), audited; another family’s child is 404', async () => {
      const res = await as(mom).get(`${BASE}/pickup-persons/${haneul}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([{ pickupPersonId: grandma, name: '김할머니', relation: '조모', phone: '010-2222-3333' }]);
      expect(await auditRows(t.app.db, 'REHOME_PICKUPS_VIEWED', haneul)).toHaveLength(1);
      expect((await as(mom).get(`${BASE}/pickup-persons/${bora}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '자녀 정보를 찾을 수 없습니다.' });
      expect((await as(mom).get(`${BASE}/pickup-persons/x`)).json.message).toBe('자녀를 선택해 주세요.');
      expect((await as(null).get(`${BASE}/pickup-persons/${haneul}`)).status).toBe(401);
      expect((await as(admin).get(`${BASE}/pickup-persons/${haneul}`)).status).toBe(401);
    });
  });

  describe('POST /api/v2/family/rehome', () => {
    it('creates a consent with a listed person, for the child’s class, audited; the teacher sees it authorised', async () => {
      const res = await as(mom).post(BASE, { ...consent(haneul), classId: classB });
      expect(res.status).toBe(201);
      const created = res.json.data;
      expect(created).toMatchObject({
        childCode: haneul,
        className: '햇님반',
        rehomeDate: today,
        rehomeTime: '16:30',
        method: 'car',
        pickupName: '김할머니',
        relation: '조모',
        phone: '010-2222-3333',
        emergencyPhone: '010-9876-5432',
        parentNote: '할머니 댁에 갑니다.',
        pickupAuthorised: true,
        status: 'REQUESTED',
        canCancel: true,
        stoppedByParent: false,
      });
      expect(await rowOf(created.rehomeId)).toMatchObject({ classId: classA, childId: haneul, requestedByParentId: momId });
      const [audit] = await auditRows(t.app.db, 'REHOME_REQUESTED', created.rehomeId);
      expect(audit).toMatchObject({ actorId: momId, actorRole: 'PARENT', detail: { classId: classA, childId: haneul, listedPickup: true } });
      const staff = await as(teacherA).get(`/api/v2/story/rehome/${classA}/${created.rehomeId}`);
      expect(staff.json.data).toMatchObject({ pickupAuthorised: true, emergencyPhone: '010-9876-5432', requestedByName: '김엄마', requestedByRelation: '모' });
    });

    it('takes a new pickup person, whom the teacher sees flagged and can hand over only with a reason', async () => {
      const res = await as(mom).post(BASE, consent(haneul, { pickupPersonId: undefined, pickup: { name: '이웃 아주머니', relation: '이웃', phone: '010-1212-3434' }, emergencyPhone: '' }));
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({ pickupName: '이웃 아주머니', relation: '이웃', phone: '010-1212-3434', emergencyPhone: '', pickupAuthorised: false });
      const id = res.json.data.rehomeId;
      const staff = await as(teacherA).get(`/api/v2/story/rehome/${classA}/${id}`);
      expect(staff.json.data).toMatchObject({ pickupAuthorised: false, pickupRegistered: false });
      await as(teacherA).put('/api/v2/story/rehome/check', { classId: classA, rehomeId: id });
      expect((await as(teacherA).put('/api/v2/story/rehome/end', { classId: classA, rehomeId: id })).status).toBe(400);
      const ended = await as(teacherA).put('/api/v2/story/rehome/end', { classId: classA, rehomeId: id, override: { reason: '어머니와 통화 확인' } });
      expect(ended.json.data.status).toBe('ENDED');

      // the parent sees who handed the child over and when
      const seen = await as(mom).get(`${BASE}/${haneul}/${id}`);
      expect(seen.json.data).toMatchObject({ status: 'ENDED', checkedByName: '이선생', endedByName: '이선생', canCancel: false });
      expect(Date.parse(seen.json.data.handedOverAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(seen.json.data).not.toHaveProperty('overrideReason');
    });

    it('refuses bad input with Korean messages and saves nothing', async () => {
      const before = (await t.app.db.select().from(rehomeRecords)).length;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ pickupPersonId: undefined }, 'pickupPersonId', '인수자를 목록에서 고르거나 새로 입력해 주세요.'],
        [{ pickup: { name: '이모', relation: '이모', phone: '010-1111-2222' } }, 'pickupPersonId', '인수자를 목록에서 고르거나 새로 입력해 주세요.'],
        // a barred person of this child, or an authorised person of another child, is not on this child's list
        [{ pickupPersonId: barred }, 'pickupPersonId', '인수자를 목록에서 다시 골라 주세요.'],
        [{ pickupPersonId: boraAunt }, 'pickupPersonId', '인수자를 목록에서 다시 골라 주세요.'],
        [{ pickupPersonId: undefined, pickup: { name: '이모', relation: '이모', phone: '12-34' } }, 'pickup.phone', '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
        [{ emergencyPhone: '119' }, 'emergencyPhone', '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
        [{ rehomeTime: '4:30pm' }, 'rehomeTime', '귀가 시간을 16:30처럼 입력해 주세요.'],
        [{ method: 'taxi' }, 'method', '귀가 방법을 골라 주세요.'],
        [{ rehomeDate: addDays(today, -1) }, 'rehomeDate', '귀가일은 오늘부터 30일 안의 날짜로 골라 주세요.'],
        [{ rehomeDate: addDays(today, 31) }, 'rehomeDate', '귀가일은 오늘부터 30일 안의 날짜로 골라 주세요.'],
      ];
      for (const [extra, field, message] of cases) {
        const res = await as(mom).post(BASE, consent(haneul, extra));
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(res.json).toMatchObject({ code: 'VALIDATION', message });
        expect(res.json.details[field]).toBe(message);
      }
      expect((await t.app.db.select().from(rehomeRecords)).length).toBe(before);
      // the grandmother is on 김바다's list too, under her own id: 김하늘's id is not 김바다's
      expect((await as(mom).post(BASE, consent(bada))).json.details.pickupPersonId).toBe('인수자를 목록에서 다시 골라 주세요.');
    });

    it('answers 404 for another family’s child and 409 for a child not in a class', async () => {
      expect((await as(otherMom).post(BASE, consent(haneul))).json).toMatchObject({ code: 'NOT_FOUND', message: '자녀 정보를 찾을 수 없습니다.' });
      const paused = (await createChild(t.app.db, { classId: null, name: '김미배정', status: 'active' })).id;
      await createParent(t.app.db, { loginId: 'mom-none', children: [{ childId: paused }] });
      const session = await familyLoginAs(t.app, 'mom-none', PARENT_PASSWORD);
      const res = await as(session).post(BASE, consent(paused, { pickupPersonId: undefined, pickup: { name: '엄마', relation: '모', phone: '010-1111-2222' } }));
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('반에 다니고 있는 자녀만 신청할 수 있습니다.');
      expect(await t.app.db.select().from(rehomeRecords).where(eq(rehomeRecords.childId, paused))).toEqual([]);
    });
  });

  describe('GET list and detail, PUT /cancel', () => {
    it('lists only the child’s consents, newest day first, paged, audited', async () => {
      const child = (await createChild(t.app.db, { classId: classB, name: '김구름', pickups: [{ name: '김엄마', relation: '모' }] })).id;
      await createParent(t.app.db, { loginId: 'mom-cloud', children: [{ childId: child }] });
      const session = await familyLoginAs(t.app, 'mom-cloud', PARENT_PASSWORD);
      const old = await buildRehomeRecord(t.app.db, { childId: child, rehomeDate: addDays(today, -2), status: 'ENDED' });
      const now = await buildRehomeRecord(t.app.db, { childId: child, rehomeDate: today });
      await buildRehomeRecord(t.app.db, { childId: bora, rehomeDate: today });
      const page = await as(session).get(`${BASE}/${child}`);
      expect(page.json.data).toMatchObject({ total: 2, page: 1 });
      expect(page.json.data.items.map((i: any) => i.rehomeId)).toEqual([now.id, old.id]);
      expect(page.json.data.items[0]).toEqual({
        rehomeId: now.id,
        childCode: child,
        rehomeDate: today,
        rehomeTime: '16:30',
        pickupName: '김엄마',
        relation: '모',
        phone: '010-1234-5678',
        method: 'walk',
        status: 'REQUESTED',
        pickupAuthorised: true,
        isToday: true,
        createdAt: expect.any(String),
      });
      expect(await auditRows(t.app.db, 'REHOME_LIST_VIEWED', child)).toHaveLength(1);
      expect((await as(session).get(`${BASE}/${bora}`)).status).toBe(404);
      expect((await as(session).get(`${BASE}/${child}/${old.id}`)).json.data.status).toBe('ENDED');
      expect(await auditRows(t.app.db, 'REHOME_VIEWED', old.id)).toHaveLength(1);
      expect((await as(session).get(`${BASE}/${child}/${now.id + 1}`)).json.message).toBe('귀가동의서를 찾을 수 없습니다.');
      expect((await as(session).get(`${BASE}/${child}?page=2&size=1`)).json.data.items.map((i: any) => i.rehomeId)).toEqual([old.id]);
      expect((await as(session).get(`${BASE}/${child}?page=3&size=1`)).json.data).toMatchObject({ items: [], total: 2 });
    });

    it('cancels a requested or checked consent (the staff see 보호자 취소), never one handed over', async () => {
      const url = `${BASE}/cancel`;
      const checked = (await as(mom).post(BASE, consent(haneul))).json.data;
      await as(teacherA).put('/api/v2/story/rehome/check', { classId: classA, rehomeId: checked.rehomeId });
      expect((await as(otherMom).put(url, { childCode: haneul, rehomeId: checked.rehomeId })).status).toBe(404);
      expect((await as(otherMom).put(url, { childCode: bora, rehomeId: checked.rehomeId })).json.message).toBe('귀가동의서를 찾을 수 없습니다.');
      expect((await as(mom).put(url, { childCode: haneul })).json.message).toBe('귀가동의서 번호가 올바르지 않습니다.');

      const res = await as(mom).put(url, { childCode: haneul, rehomeId: checked.rehomeId });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ status: 'STOPPED', stoppedByParent: true, stoppedByName: null, canCancel: false, stopReason: '' });
      expect(await rowOf(checked.rehomeId)).toMatchObject({ status: 'STOPPED', stoppedByParentId: momId, stoppedBy: null });
      const again = await as(mom).put(url, { childCode: haneul, rehomeId: checked.rehomeId });
      expect(again.json.data.stoppedAt).toBe(res.json.data.stoppedAt);
      const audits = await auditRows(t.app.db, 'REHOME_STOPPED', checked.rehomeId);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorRole: 'PARENT', detail: { from: 'CHECKED', byParent: true } });

      const staff = await as(teacherA).get(`/api/v2/story/rehome/${classA}/${checked.rehomeId}`);
      expect(staff.json.data).toMatchObject({ status: 'STOPPED', stoppedByParent: true, stoppedByName: null });
      const list = await as(teacherA).get(`/api/v2/story/rehome/search/${classA}?status=STOPPED`);
      expect(list.json.data.items.find((i: any) => i.rehomeId === checked.rehomeId)).toMatchObject({ stoppedByParent: true });
      expect((await as(teacherA).put('/api/v2/story/rehome/end', { classId: classA, rehomeId: checked.rehomeId })).status).toBe(409);

      // the centre's cancellation shows its reason to the parent; a handed-over one cannot be cancelled
      const byCentre = (await as(mom).post(BASE, consent(haneul))).json.data;
      await as(teacherA).put('/api/v2/story/rehome/stop', { classId: classA, rehomeId: byCentre.rehomeId, reason: '보호자 전화로 연장 보육' });
      expect((await as(mom).get(`${BASE}/${haneul}/${byCentre.rehomeId}`)).json.data).toMatchObject({
        stoppedByParent: false,
        stoppedByName: '이선생',
        stopReason: '보호자 전화로 연장 보육',
      });
      const ended = (await as(mom).post(BASE, consent(haneul))).json.data;
      await as(teacherA).put('/api/v2/story/rehome/check', { classId: classA, rehomeId: ended.rehomeId });
      await as(teacherA).put('/api/v2/story/rehome/end', { classId: classA, rehomeId: ended.rehomeId });
      const late = await as(mom).put(url, { childCode: haneul, rehomeId: ended.rehomeId });
      expect(late.status).toBe(409);
      expect(late.json.message).toBe('이미 귀가 완료된 귀가동의서는 취소할 수 없습니다.');
      expect((await rowOf(ended.rehomeId)).status).toBe('ENDED');
    });
  });
});
