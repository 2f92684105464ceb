import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rehomeRecords } from '../../db/schema/index';
import { buildRehomeRecord, createChild, createClass, seoulToday } from '../../test/factories';
import { auditRows, sessionCalls } from '../../test/api';
import { expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays, CLASS_NOT_FOUND_MESSAGE } from '@kg/contract';
import { createRehomeRecord, pickupCheck } from './rehome.service';

describe('rehome routes (귀가동의서)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();

  beforeAll(
    async () =>
      void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ admin: { role: 'ROLE_MANAGER', name: '박매니저' } })),
  );
  afterAll(async () => t.close());

  const { get, put } = sessionCalls(() => ({ t, anonymous }));
  const rowOf = async (id: number) => (await t.app.db.select().from(rehomeRecords).where(eq(rehomeRecords.id, id)))[0];
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  // ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
  const NO_CLASS = 999999;
  const NO_RECORD = 999999;
  const REHOME_NOT_FOUND = '귀가동의서를 찾을 수 없습니다.';

  describe('GET /api/v2/story/rehome/search/:classId', () => {
    let listClass: number;
    beforeAll(async () => {
      listClass = (await createClass(t.app.db, { name: '꽃님반' })).id;
      const sora = await createChild(t.app.db, { classId: listClass, name: '윤소라', pickups: [{ name: '윤아빠', relation: '부' }] });
      const dami = await createChild(t.app.db, {
        classId: listClass,
        name: '강다미',
        pickups: [{ name: '강엄마' }, { name: '강삼촌', relation: '삼촌', authorised: false, note: '보호자 사전 연락 없이는 인계 불가' }],
      });
      for (let i = 0; i < 6; i++) await buildRehomeRecord(t.app.db, { childId: sora.id, classId: listClass, pickupName: '윤아빠', rehomeDate: addDays(today, -1 - i), status: 'ENDED' });
      await buildRehomeRecord(t.app.db, { childId: dami.id, classId: listClass, pickupName: '강엄마', rehomeTime: '17:30', rehomeDate: today });
      await buildRehomeRecord(t.app.db, { childId: dami.id, classId: listClass, pickupName: '강삼촌', relation: '삼촌', rehomeTime: '16:00', rehomeDate: today });
      await buildRehomeRecord(t.app.db, { childId: sora.id, classId: listClass, pickupName: '옆집 아주머니', relation: '이웃', rehomeTime: '15:00', rehomeDate: today, status: 'STOPPED' });
    });

    it('401 → 400 → 404 other class (as a missing one)', async () => {
      expect((await get(null, `/api/v2/story/rehome/search/${listClass}`)).status).toBe(401);
      expect((await get(admin, '/api/v2/story/rehome/search/0')).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      expect((await get(admin, `/api/v2/story/rehome/search/${listClass}?status=COMPLETED`)).json.message).toBe('귀가동의서 상태가 올바르지 않습니다.');
      expect((await get(admin, `/api/v2/story/rehome/search/${listClass}?searchType=phone&keyword=010`)).json.message).toBe('검색 조건이 올바르지 않습니다.');
      const missing = await get(teacherA, `/api/v2/story/rehome/search/${NO_CLASS}`);
      expectAsMissing(await get(teacherA, `/api/v2/story/rehome/search/${listClass}`), missing, CLASS_NOT_FOUND_MESSAGE);
    });

    it("lists today's first (open ones by pickup time), with whether each pickup person is authorised", async () => {
      const res = await get(admin, `/api/v2/story/rehome/search/${listClass}?size=5`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ page: 1, size: 5, total: 9, totalPages: 2 });
      const items = res.json.data.items as any[];
      expect(items.slice(0, 3).map((i) => [i.pickupName, i.status, i.isToday, i.pickupAuthorised])).toEqual([
        ['강삼촌', 'REQUESTED', true, false],
        ['강엄마', 'REQUESTED', true, true],
        ['옆집 아주머니', 'STOPPED', true, false],
      ]);
      expect(items[3]).toMatchObject({ pickupName: '윤아빠', rehomeDate: addDays(today, -1), pickupAuthorised: true, method: 'walk', rehomeTime: '16:30' });
      expect(Object.keys(items[0]).sort()).toEqual(
        ['childCode', 'childName', 'classId', 'createdAt', 'isToday', 'method', 'phone', 'pickupAuthorised', 'pickupName', 'rehomeDate', 'rehomeId', 'rehomeTime', 'relation', 'status', 'stoppedByParent'].sort(),
      );
      expect((await get(admin, `/api/v2/story/rehome/search/${listClass}?size=5&page=2`)).json.data.items).toHaveLength(4);
    });

    it("pages through today's and earlier records in one order, whatever the page size (and past the end)", async () => {
      const base = `/api/v2/story/rehome/search/${listClass}`;
      const idsOf = async (query: string) => ((await get(admin, `${base}?${query}`)).json.data.items as { rehomeId: number }[]).map((i) => i.rehomeId);
      const all = await idsOf('size=100');
      expect(all).toHaveLength(9);
      for (const size of [1, 2, 3, 4, 5]) {
        const pages: number[] = [];
        for (let page = 1; page <= Math.ceil(9 / size); page++) {
          const data = (await get(admin, `${base}?size=${size}&page=${page}`)).json.data;
          expect(data.total).toBe(9);
          pages.push(...(data.items as { rehomeId: number }[]).map((i) => i.rehomeId));
        }
        expect(pages).toEqual(all);
      }
      expect((await get(admin, `${base}?size=5&page=3`)).json.data).toMatchObject({ items: [], total: 9, totalPages: 2 });
      // none of today's left by the filter: the earlier ones alone, with their total
      expect((await get(admin, `${base}?status=ENDED&size=4&page=2`)).json.data).toMatchObject({ total: 6, items: [{}, {}] });
      expect((await get(admin, `${base}?status=ENDED&size=4&page=3`)).json.data).toMatchObject({ total: 6, items: [] });
    });

    it('lists a class without records of today from its earlier ones, also past the end', async () => {
      const quiet = (await createClass(t.app.db, { name: '바람반' })).id;
      const record = await buildRehomeRecord(t.app.db, { classId: quiet, rehomeDate: addDays(today, -3) });
      const base = `/api/v2/story/rehome/search/${quiet}`;
      expect((await get(admin, base)).json.data).toMatchObject({ total: 1, items: [{ rehomeId: record.id, isToday: false }] });
      expect((await get(admin, `${base}?page=2`)).json.data).toMatchObject({ total: 1, items: [] });
    });

    it('filters by status, dates, child name and pickup name', async () => {
      const base = `/api/v2/story/rehome/search/${listClass}`;
      expect((await get(admin, `${base}?status=ENDED`)).json.data.total).toBe(6);
      expect((await get(admin, `${base}?searchType=date&startDate=${today}&endDate=${addDays(today, -2)}`)).json.data.total).toBe(5);
      expect((await get(admin, `${base}?searchType=date&startDate=${addDays(today, -2)}`)).json.data.total).toBe(5);
      expect((await get(admin, `${base}?searchType=date&endDate=${addDays(today, -1)}`)).json.data.total).toBe(6);
      expect((await get(admin, `${base}?searchType=childName&keyword=${encodeURIComponent('다미')}`)).json.data.total).toBe(2);
      expect((await get(admin, `${base}?searchType=pickupName&keyword=${encodeURIComponent('삼촌')}`)).json.data.total).toBe(1);
      expect((await get(admin, `${base}?searchType=pickupName&keyword=${encodeURIComponent('윤')}&status=ENDED&size=2`)).json.data).toMatchObject({
        total: 6,
        totalPages: 3,
      });
    });
  });

  describe('GET /api/v2/story/rehome/:classId/:id', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200', async () => {
      const r = await buildRehomeRecord(t.app.db, { classId: classA });
      const other = await buildRehomeRecord(t.app.db, { classId: classB });
      expect((await get(null, `/api/v2/story/rehome/${classA}/${r.id}`)).status).toBe(401);
      expect((await get(teacherA, `/api/v2/story/rehome/${classA}/abc`)).json.message).toBe('귀가동의서 번호가 올바르지 않습니다.');
      expect((await get(teacherA, `/api/v2/story/rehome/-1/${r.id}`)).json.message).toBe('반을 선택해 주세요.');
      expectAsMissing(await get(teacherB, `/api/v2/story/rehome/${classA}/${r.id}`), await get(teacherB, `/api/v2/story/rehome/${NO_CLASS}/${r.id}`), CLASS_NOT_FOUND_MESSAGE);
      // another class's record under this class's path: as a record that does not exist
      const missing = await get(teacherA, `/api/v2/story/rehome/${classA}/${NO_RECORD}`);
      expectAsMissing(await get(teacherA, `/api/v2/story/rehome/${classA}/${other.id}`), missing, REHOME_NOT_FOUND);
      expectAsMissing(await get(admin, `/api/v2/story/rehome/${classB}/${r.id}`), missing, REHOME_NOT_FOUND);
      const ok = await get(teacherA, `/api/v2/story/rehome/${classA}/${r.id}`);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toMatchObject({
        rehomeId: r.id,
        classId: classA,
        className: '햇님반',
        childName: '김하늘',
        rehomeDate: today,
        rehomeTime: '16:30',
        pickupName: '김엄마',
        relation: '모',
        phone: '010-1234-5678',
        method: 'walk',
        parentNote: '할머니 댁에 들렀다 갑니다.',
        emergencyPhone: '',
        requestedByName: null,
        requestedByRelation: null,
        stoppedByParent: false,
        status: 'REQUESTED',
        pickupAuthorised: true,
        pickupRegistered: true,
        pickupNote: '',
        checkedByName: null,
        endedByName: null,
        handedOverAt: null,
        stoppedAt: null,
        overrideReason: '',
        isToday: true,
      });
    });
  });

  describe('PUT /api/v2/story/rehome/check|end|stop', () => {
    it('each walks 401 → 400 (SPEC messages) → 404 other class → 404 other class’s record', async () => {
      const r = await buildRehomeRecord(t.app.db, { classId: classA });
      const other = await buildRehomeRecord(t.app.db, { classId: classB });
      for (const action of ['check', 'end', 'stop']) {
        const url = `/api/v2/story/rehome/${action}`;
        expect((await put(null, url, { classId: classA, rehomeId: r.id })).status, action).toBe(401);
        expect((await put(teacherA, url, { rehomeId: r.id })).json, action).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
        expect((await put(teacherA, url, { classId: classA })).json.message, action).toBe('귀가동의서 번호가 올바르지 않습니다.');
        const missingClass = await put(teacherB, url, { classId: NO_CLASS, rehomeId: r.id });
        expectAsMissing(await put(teacherB, url, { classId: classA, rehomeId: r.id }), missingClass, CLASS_NOT_FOUND_MESSAGE, action);
        const missing = await put(teacherA, url, { classId: classA, rehomeId: NO_RECORD });
        expectAsMissing(await put(teacherA, url, { classId: classA, rehomeId: other.id }), missing, REHOME_NOT_FOUND, action);
      }
      expect((await rowOf(r.id)).status).toBe('REQUESTED');
      expect((await rowOf(other.id)).status).toBe('REQUESTED');
    });

    it('checks (twice harmlessly), refuses to end before the check, then hands over with time and teacher', async () => {
      const r = await buildRehomeRecord(t.app.db, { classId: classA });
      const early = await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: r.id });
      expect(early.json).toMatchObject({ code: 'CONFLICT', message: '확인하지 않은 귀가동의서는 귀가 완료할 수 없습니다.' });

      const checked = await put(teacherA, '/api/v2/story/rehome/check', { classId: classA, rehomeId: r.id });
      expect(checked.json.data).toMatchObject({ status: 'CHECKED', checkedByName: '이선생' });
      expect((await put(teacherA, '/api/v2/story/rehome/check', { classId: classA, rehomeId: r.id })).json.data.checkedAt).toBe(checked.json.data.checkedAt);
      expect(await auditOf('REHOME_CHECKED', r.id)).toHaveLength(1);

      const ended = await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: r.id, override: { reason: '필요 없음' } });
      expect(ended.status).toBe(200);
      expect(ended.json.data).toMatchObject({ status: 'ENDED', endedByName: '이선생', overrideReason: '' });
      expect(Date.parse(ended.json.data.handedOverAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(ended.json.data.endedAt).toBe(ended.json.data.handedOverAt);
      expect(await auditOf('REHOME_ENDED', r.id)).toHaveLength(1);
      expect(await auditOf('REHOME_OVERRIDE', r.id)).toHaveLength(0);

      for (const action of ['check', 'end', 'stop']) {
        const closed = await put(teacherA, `/api/v2/story/rehome/${action}`, { classId: classA, rehomeId: r.id });
        expect(closed.json, action).toMatchObject({ code: 'CONFLICT', message: '귀가 완료되었거나 취소된 귀가동의서는 변경할 수 없습니다.' });
      }
    });

    it('needs an override reason to hand a child to a barred or unknown person, and audit-logs the override', async () => {
      const child = await createChild(t.app.db, {
        classId: classA,
        pickups: [{ name: '김엄마' }, { name: '김삼촌', relation: '삼촌', authorised: false, note: '보호자 사전 연락 없이는 인계 불가' }],
      });
      const r = await buildRehomeRecord(t.app.db, { classId: classA, childId: child.id, pickupName: '김삼촌', relation: '삼촌', status: 'CHECKED' });
      const detail = await get(teacherA, `/api/v2/story/rehome/${classA}/${r.id}`);
      expect(detail.json.data).toMatchObject({ pickupAuthorised: false, pickupRegistered: true, pickupNote: '보호자 사전 연락 없이는 인계 불가' });

      const refused = await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: r.id });
      expect(refused.status).toBe(400);
      expect(refused.json.details).toEqual({ 'override.reason': '인계 권한이 확인되지 않은 인수자입니다. 인계 사유를 입력해 주세요.' });
      const blank = await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: r.id, override: { reason: '   ' } });
      expect(blank.json).toMatchObject({ code: 'VALIDATION', message: '인계 사유를 입력해 주세요.' });
      expect((await rowOf(r.id)).status).toBe('CHECKED');
      expect(await auditOf('REHOME_ENDED', r.id)).toHaveLength(0);

      const reason = '어머니와 통화하여 인계 확인 (16:20)';
      const ended = await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: r.id, override: { reason } });
      expect(ended.status).toBe(200);
      expect(ended.json.data).toMatchObject({ status: 'ENDED', overrideReason: reason, pickupAuthorised: false });
      const [override] = await auditOf('REHOME_OVERRIDE', r.id);
      expect(override).toMatchObject({
        actorRole: 'ROLE_TEACHER',
        subjectType: 'rehome_record',
        detail: { classId: classA, childId: child.id, pickupRegistered: true, reason },
      });
      expect((await auditOf('REHOME_ENDED', r.id))[0].detail).toMatchObject({ overridden: true });

      // a person the record does not name at all needs the override too
      const stranger = await buildRehomeRecord(t.app.db, { classId: classA, childId: child.id, pickupName: '모르는 사람', status: 'CHECKED' });
      expect((await get(teacherA, `/api/v2/story/rehome/${classA}/${stranger.id}`)).json.data).toMatchObject({
        pickupAuthorised: false,
        pickupRegistered: false,
      });
      expect((await put(admin, '/api/v2/story/rehome/end', { classId: classA, rehomeId: stranger.id })).status).toBe(400);
    });

    it('cancels a requested or checked record with an optional reason, audit-logged', async () => {
      const requested = await buildRehomeRecord(t.app.db, { classId: classA });
      const stopped = await put(admin, '/api/v2/story/rehome/stop', { classId: classA, rehomeId: requested.id, reason: '보호자 요청으로 연장 보육' });
      expect(stopped.status).toBe(200);
      expect(stopped.json.data).toMatchObject({ status: 'STOPPED', stoppedByName: '박매니저', stoppedByParent: false, teacherNote: '보호자 요청으로 연장 보육' });
      expect((await auditOf('REHOME_STOPPED', requested.id))[0].detail).toMatchObject({ from: 'REQUESTED' });
      expect((await put(admin, '/api/v2/story/rehome/stop', { classId: classA, rehomeId: requested.id })).status).toBe(409);

      const checked = await buildRehomeRecord(t.app.db, { classId: classA, status: 'CHECKED' });
      expect((await put(teacherA, '/api/v2/story/rehome/stop', { classId: classA, rehomeId: checked.id })).json.data.status).toBe('STOPPED');
      expect((await put(teacherA, '/api/v2/story/rehome/end', { classId: classA, rehomeId: checked.id })).status).toBe(409);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class and records as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const ours = await buildRehomeRecord(t.app.db, { classId: classA, pickupName: '햇살엄마' });
      const theirs = await buildRehomeRecord(t.app.db, { classId: b.classId, pickupName: '별빛엄마' });

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class named in the path or the body: as a class that does not exist
        const byClass: Record<string, (c: number) => ReturnType<typeof get>> = {
          search: (c) => get(who, `/api/v2/story/rehome/search/${c}`),
          get: (c) => get(who, `/api/v2/story/rehome/${c}/${ours.id}`),
        };
        for (const action of ['check', 'end', 'stop']) byClass[action] = (c) => put(who, `/api/v2/story/rehome/${action}`, { classId: c, rehomeId: ours.id });
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's record under their own class: as a record that does not exist
        const own = (id: number) => get(who, `/api/v2/story/rehome/${b.classId}/${id}`);
        expectAsMissing(await own(ours.id), await own(NO_RECORD), REHOME_NOT_FOUND, as);
        for (const action of ['check', 'end', 'stop']) {
          const act = (rehomeId: number) => put(who, `/api/v2/story/rehome/${action}`, { classId: b.classId, rehomeId });
          expectAsMissing(await act(ours.id), await act(NO_RECORD), REHOME_NOT_FOUND, `${as} ${action}`);
        }
        // their own class lists their own record only
        expect((await get(who, `/api/v2/story/rehome/search/${b.classId}`)).json.data.items.map((i: any) => i.rehomeId), as).toEqual([theirs.id]);
      }
      // centre 1 meets centre 2's record the same way
      expectAsMissing(await put(admin, '/api/v2/story/rehome/stop', { classId: b.classId, rehomeId: theirs.id }), await put(admin, '/api/v2/story/rehome/stop', { classId: NO_CLASS, rehomeId: theirs.id }), CLASS_NOT_FOUND_MESSAGE);
      expectAsMissing(await put(admin, '/api/v2/story/rehome/stop', { classId: classA, rehomeId: theirs.id }), await put(admin, '/api/v2/story/rehome/stop', { classId: classA, rehomeId: NO_RECORD }), REHOME_NOT_FOUND);

      // nothing changed
      expect(await rowOf(ours.id)).toMatchObject({ status: 'REQUESTED', classId: classA, checkedAt: null, stoppedAt: null });
      expect(await rowOf(theirs.id)).toMatchObject({ status: 'REQUESTED', classId: b.classId });
      for (const action of ['REHOME_CHECKED', 'REHOME_ENDED', 'REHOME_STOPPED']) {
        expect(await auditOf(action, ours.id), action).toEqual([]);
        expect(await auditOf(action, theirs.id), action).toEqual([]);
      }
    });
  });

  it('decides pickup authorisation from the child record: barred wins, unknown is not authorised', () => {
    const persons = [
      { childId: 1, name: '김 엄마', authorised: true, note: '' },
      { childId: 1, name: '김삼촌', authorised: true, note: '' },
      { childId: 1, name: '김삼촌', authorised: false, note: '인계 불가' },
    ];
    expect(pickupCheck('김엄마', persons)).toEqual({ registered: true, authorised: true, note: '' });
    expect(pickupCheck('김삼촌', persons)).toEqual({ registered: true, authorised: false, note: '인계 불가' });
    expect(pickupCheck('이웃', persons)).toEqual({ registered: false, authorised: false, note: '' });
  });

  it('creates parent consents through the service as REQUESTED whatever they say', async () => {
    const child = await createChild(t.app.db, { classId: classA });
    const row = await createRehomeRecord(t.app.db, {
      classId: classA,
      childId: child.id,
      rehomeDate: today,
      rehomeTime: '17:00',
      pickupName: '김할머니',
      relation: '조모',
      phone: '010-2222-3333',
      status: 'ENDED',
      overrideReason: '미리',
    });
    expect(row).toMatchObject({ status: 'REQUESTED', overrideReason: '', endedAt: null, method: 'walk' });
  });
});
