import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/index';
import { seoulToday } from '../../test/factories';
import { buildReservation } from '../../test/reserve-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, staffWorld, type OtherCentre, type StaffWorld } from '../../test/world';
import { CENTRE_B } from '../../test/centres';
import { addDays } from '@kg/contract';

describe('reserve routes (입소 상담·견학 예약)', () => {
  let { t, admin, manager, teacher, anonymous } = {} as StaffWorld;
  const today = seoulToday();
  const month = today.slice(0, 7);
  const body = { familyName: '최유나', phone: '010-4444-5555', childName: '최하준', childBirthDate: '2022-07-01', kind: 'visit', wishedDate: addDays(today, 3), wishedTime: '14:00', memo: '놀이터를 보고 싶어요.' };

  beforeAll(async () => void ({ t, admin, manager, teacher, anonymous } = await staffWorld({ teacher: { name: '김선생' } })));
  afterAll(async () => t.close());

  const { call, get } = sessionCalls(() => ({ t, anonymous }));
  const rowOf = async (id: number) => (await t.app.db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);

  describe('search and calendar', () => {
    let first: number;
    beforeAll(async () => {
      first = (await buildReservation(t.app.db, { familyName: '김민지', phone: '010-1111-2222', wishedDate: `${month}-01`, wishedTime: '11:00' })).id;
      await buildReservation(t.app.db, { familyName: '박서연', kind: 'visit', wishedDate: `${month}-01`, wishedTime: '09:30', status: 'CONFIRMED' });
      await buildReservation(t.app.db, { familyName: '이하은', wishedDate: `${month}-15`, status: 'CANCELLED' });
      await buildReservation(t.app.db, { familyName: '정다은', wishedDate: addDays(`${month}-01`, -1), status: 'DONE' });
    });

    it('walks 401 → 400 → 403 (teachers)', async () => {
      expect((await get(null, '/api/v2/reserve/search')).status).toBe(401);
      expect((await get(admin, '/api/v2/reserve/search?page=0')).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      expect((await get(admin, '/api/v2/reserve/search?status=OPEN')).json.details).toEqual({ status: '예약 상태를 선택해 주세요.' });
      expect((await get(admin, '/api/v2/reserve/search?kind=tour')).json.details).toEqual({ kind: '예약 종류를 선택해 주세요.' });
      expect((await get(teacher, '/api/v2/reserve/search')).json).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
      expect((await get(admin, '/api/v2/reserve/calendar')).json.details).toEqual({ month: '달을 2026-11처럼 입력해 주세요.' });
      expect((await get(admin, '/api/v2/reserve/calendar?month=2026-13')).status).toBe(400);
      expect((await get(teacher, `/api/v2/reserve/calendar?month=${month}`)).status).toBe(403);
    });

    it('pages 1-based, newest wished day first and by time within a day; filters and searches', async () => {
      const res = await get(manager, '/api/v2/reserve/search?size=3');
      expect(res.json.data).toMatchObject({ page: 1, size: 3, total: 4, totalPages: 2 });
      expect(res.json.data.items.map((i: any) => i.familyName)).toEqual(['이하은', '박서연', '김민지']);
      expect(res.json.data.items[2]).toEqual({
        reservationId: first,
        familyName: '김민지',
        phone: '010-1111-2222',
        childName: '이서준',
        childBirthDate: '2022-03-14',
        kind: 'consult',
        wishedDate: `${month}-01`,
        wishedTime: '11:00',
        memo: '맞벌이라 연장 보육이 가능한지 궁금합니다.',
        status: 'REQUESTED',
        staffNote: '',
        handledByName: null,
        handledAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const names = async (q: string) => ((await get(admin, `/api/v2/reserve/search?${q}`)).json.data.items as any[]).map((i) => i.familyName);
      expect(await names('status=CONFIRMED')).toEqual(['박서연']);
      expect(await names('kind=visit')).toEqual(['박서연']);
      expect(await names('searchType=phone&keyword=01011112222')).toEqual(['김민지']);
      expect(await names(`searchType=familyName&keyword=${encodeURIComponent('하은')}`)).toEqual(['이하은']);
      // reversed dates are swapped (docs/product/lists.md#search)
      expect(await names(`searchType=date&startDate=${month}-10&endDate=${month}-01`)).toEqual(['박서연', '김민지']);
    });

    it('gives a month as per-day items in time order, cancelled ones included', async () => {
      const res = await get(admin, `/api/v2/reserve/calendar?month=${month}`);
      expect(res.status).toBe(200);
      expect(res.json.data.month).toBe(month);
      expect(res.json.data.days.map((d: any) => [d.date, d.items.map((i: any) => `${i.wishedTime} ${i.familyName} ${i.status}`)])).toEqual([
        [`${month}-01`, ['09:30 박서연 CONFIRMED', '11:00 김민지 REQUESTED']],
        [`${month}-15`, ['10:30 이하은 CANCELLED']],
      ]);
      expect((await get(admin, '/api/v2/reserve/calendar?month=1999-01')).json.data).toEqual({ month: '1999-01', days: [] });
    });

    it('searches a phone without digits, from or up to a day, a status with a kind; a page past the end keeps the total', async () => {
      await buildReservation(t.app.db, { familyName: '한가람', phone: '번호 미정', kind: 'visit', wishedDate: '2031-03-10', status: 'CONFIRMED' });
      await buildReservation(t.app.db, { familyName: '한바다', kind: 'visit', wishedDate: '2031-03-20' });
      const search = async (q: string) => (await get(admin, `/api/v2/reserve/search?${q}`)).json.data;
      const names = async (q: string) => ((await search(q)).items as any[]).map((i) => i.familyName);
      expect(await names(`searchType=phone&keyword=${encodeURIComponent('미정')}`)).toEqual(['한가람']);
      expect(await names('searchType=date&startDate=2031-03-15')).toEqual(['한바다']);
      expect(await names('searchType=date&endDate=2031-03-15&size=100')).toContain('한가람');
      expect(await names('searchType=date&endDate=2031-03-15&size=100')).not.toContain('한바다');
      expect(await names('status=CONFIRMED&kind=visit')).toEqual(['한가람', '박서연']);
      const all = await search('size=100');
      expect(all.total).toBe(all.items.length);
      expect(await search('page=9&size=100')).toMatchObject({ items: [], total: all.total });
      expect(await search('status=CONFIRMED&kind=visit&page=9')).toMatchObject({ items: [], total: 2 });
    });
  });

  describe('one reservation: new, get, put, delete', () => {
    it('creates (400 field by field, 403), starting as 신청, audit-logged', async () => {
      expect((await call(null, 'POST', '/api/v2/reserve/new', body)).status).toBe(401);
      const bad = await call(admin, 'POST', '/api/v2/reserve/new', { ...body, familyName: '', phone: '02-123-4567', kind: 'tour', wishedTime: '9시' });
      expect(bad.json.details).toEqual({
        familyName: '보호자 이름을 입력해 주세요.',
        phone: '연락처는 010-1234-5678 형식으로 입력해 주세요.',
        kind: '예약 종류를 선택해 주세요.',
        wishedTime: '희망 시간을 10:30처럼 입력해 주세요.',
      });
      const past = await call(admin, 'POST', '/api/v2/reserve/new', { ...body, wishedDate: addDays(today, -1) });
      expect(past.json).toMatchObject({ code: 'VALIDATION', details: { wishedDate: '희망일은 오늘 이후로 선택해 주세요.' } });
      const unborn = await call(admin, 'POST', '/api/v2/reserve/new', { ...body, childBirthDate: addDays(today, 30) });
      expect(unborn.json.details).toEqual({ childBirthDate: '생년월일은 오늘 이후일 수 없습니다.' });
      expect((await call(teacher, 'POST', '/api/v2/reserve/new', body)).status).toBe(403);

      const created = await call(admin, 'POST', '/api/v2/reserve/new', { ...body, status: 'DONE' });
      expect(created.status).toBe(200);
      expect(created.json.data).toMatchObject({ ...body, status: 'REQUESTED', staffNote: '', handledByName: null });
      const id = created.json.data.reservationId;
      expect((await auditOf('RESERVATION_CREATED', id))[0]).toMatchObject({ actorRole: 'ROLE_ADMIN', detail: { kind: 'visit', wishedDate: body.wishedDate } });
      expect((await get(admin, `/api/v2/reserve/${id}`)).json.data).toEqual(created.json.data);
    });

    it('gets and edits (404, 409 once closed), keeping an unchanged past day', async () => {
      const r = await buildReservation(t.app.db, { wishedDate: addDays(today, -2) });
      expect((await get(admin, '/api/v2/reserve/abc')).json.message).toBe('예약 번호가 올바르지 않습니다.');
      expect((await get(teacher, `/api/v2/reserve/${r.id}`)).status).toBe(403);
      expect((await get(admin, '/api/v2/reserve/999999')).json).toMatchObject({ code: 'NOT_FOUND', message: '예약을 찾을 수 없습니다.' });
      const edit = { ...body, wishedDate: r.wishedDate, memo: '동생도 함께 상담' };
      expect((await call(teacher, 'PUT', `/api/v2/reserve/${r.id}`, edit)).status).toBe(403);
      expect((await call(admin, 'PUT', '/api/v2/reserve/999999', edit)).status).toBe(404);
      expect((await call(admin, 'PUT', `/api/v2/reserve/${r.id}`, { ...edit, wishedDate: addDays(today, -1) })).status).toBe(400);
      const saved = await call(admin, 'PUT', `/api/v2/reserve/${r.id}`, edit);
      expect(saved.json.data).toMatchObject({ memo: '동생도 함께 상담', familyName: '최유나', wishedDate: r.wishedDate });
      expect((await auditOf('RESERVATION_UPDATED', r.id))[0].detail).toEqual({ fields: ['familyName', 'phone', 'childName', 'childBirthDate', 'kind', 'wishedTime', 'memo'] });

      const done = await buildReservation(t.app.db, { status: 'DONE' });
      const closed = await call(admin, 'PUT', `/api/v2/reserve/${done.id}`, body);
      expect(closed.json).toMatchObject({ code: 'CONFLICT', message: '완료되거나 취소된 예약은 수정할 수 없습니다.' });
    });

    it('deletes (403, 404) with an audit row', async () => {
      const r = await buildReservation(t.app.db);
      expect((await call(teacher, 'DELETE', `/api/v2/reserve/${r.id}`)).status).toBe(403);
      expect((await call(admin, 'DELETE', '/api/v2/reserve/999999')).status).toBe(404);
      const res = await call(admin, 'DELETE', `/api/v2/reserve/${r.id}`);
      expect(res.json).toMatchObject({ success: true, data: null });
      expect(await rowOf(r.id)).toBeUndefined();
      expect((await auditOf('RESERVATION_DELETED', r.id))[0].detail).toEqual({ status: 'REQUESTED' });
      expect((await call(admin, 'DELETE', `/api/v2/reserve/${r.id}`)).status).toBe(404);
    });
  });

  describe('PUT /api/v2/reserve/:id/status', () => {
    const url = (id: number | string) => `/api/v2/reserve/${id}/status`;

    it('walks 401 → 400 → 403 → 404', async () => {
      const r = await buildReservation(t.app.db);
      expect((await call(null, 'PUT', url(r.id), { status: 'CONFIRMED' })).status).toBe(401);
      expect((await call(admin, 'PUT', url(r.id), { status: 'REQUESTED' })).json.details).toEqual({ status: '바꿀 상태를 선택해 주세요.' });
      expect((await call(admin, 'PUT', url(r.id), { status: 'DONE', staffNote: 'x'.repeat(1001) })).json.details).toEqual({
        staffNote: '처리 메모는 1000자 이하로 입력해 주세요.',
      });
      expect((await call(teacher, 'PUT', url(r.id), { status: 'CONFIRMED' })).status).toBe(403);
      expect((await call(admin, 'PUT', url(999999), { status: 'CONFIRMED' })).status).toBe(404);
      expect((await rowOf(r.id)).status).toBe('REQUESTED');
    });

    it('goes 신청 → 확정 → 완료 with who handled it; refuses skipping and reopening (409)', async () => {
      const r = await buildReservation(t.app.db);
      const early = await call(admin, 'PUT', url(r.id), { status: 'DONE' });
      expect(early.json).toMatchObject({ code: 'CONFLICT', message: '확정되지 않은 예약은 완료할 수 없습니다. 먼저 확정해 주세요.' });

      const confirmed = await call(manager, 'PUT', url(r.id), { status: 'CONFIRMED', staffNote: '전화로 11시 확정' });
      expect(confirmed.json.data).toMatchObject({ status: 'CONFIRMED', staffNote: '전화로 11시 확정', handledByName: '정매니저', handledAt: expect.any(String) });
      expect((await call(admin, 'PUT', url(r.id), { status: 'CONFIRMED' })).json.message).toBe('이미 확정 상태인 예약입니다.');

      const done = await call(admin, 'PUT', url(r.id), { status: 'DONE' });
      expect(done.json.data).toMatchObject({ status: 'DONE', staffNote: '전화로 11시 확정', handledByName: '박원장' });
      expect((await call(admin, 'PUT', url(r.id), { status: 'CANCELLED' })).json.message).toBe('완료된 예약은 상태를 바꿀 수 없습니다.');
      expect((await auditOf('RESERVATION_STATUS', r.id)).map((a) => a.detail)).toEqual([
        { from: 'REQUESTED', to: 'CONFIRMED' },
        { from: 'CONFIRMED', to: 'DONE' },
      ]);
    });

    it('cancels an open reservation, after which nothing changes it', async () => {
      const r = await buildReservation(t.app.db, { status: 'CONFIRMED' });
      const cancelled = await call(admin, 'PUT', url(r.id), { status: 'CANCELLED', staffNote: '가족 사정으로 취소' });
      expect(cancelled.json.data).toMatchObject({ status: 'CANCELLED', staffNote: '가족 사정으로 취소' });
      expect((await call(admin, 'PUT', url(r.id), { status: 'CONFIRMED' })).json.message).toBe('취소된 예약은 상태를 바꿀 수 없습니다.');
      expect((await rowOf(r.id)).status).toBe('CANCELLED');
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let other: OtherCentre;
    beforeAll(async () => void (other = await otherCentre(t)));
    const missing = { code: 'NOT_FOUND', message: '예약을 찾을 수 없습니다.' };

    it("answers centre 1's reservation as missing, changing nothing, and lists and books only its own", async () => {
      const ours = await buildReservation(t.app.db, { familyName: '햇살가족', wishedDate: `${month}-10` });
      const absent = (await get(other.admin, '/api/v2/reserve/999999')).json;
      const read = await get(other.admin, `/api/v2/reserve/${ours.id}`);
      expect({ status: read.status, code: read.json.code, message: read.json.message }).toEqual({ status: 404, code: absent.code, message: absent.message });
      expect(read.json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/reserve/${ours.id}`, body)).json).toMatchObject(missing);
      expect((await call(other.admin, 'PUT', `/api/v2/reserve/${ours.id}/status`, { status: 'CANCELLED' })).json).toMatchObject(missing);
      expect((await call(other.admin, 'DELETE', `/api/v2/reserve/${ours.id}`)).json).toMatchObject(missing);
      expect(await rowOf(ours.id)).toMatchObject({ familyName: '햇살가족', status: 'REQUESTED' });

      expect((await get(other.admin, '/api/v2/reserve/search?size=100')).json.data.items).toEqual([]);
      expect((await get(other.admin, `/api/v2/reserve/calendar?month=${month}`)).json.data.days).toEqual([]);
      const booked = await call(other.admin, 'POST', '/api/v2/reserve/new', { ...body, familyName: '별빛가족' });
      expect(booked.status).toBe(200);
      expect((await rowOf(booked.json.data.reservationId)).centreId).toBe(CENTRE_B);
      const theirs = (await get(other.admin, '/api/v2/reserve/search?size=100')).json.data.items;
      expect(theirs.map((r: { familyName: string }) => r.familyName)).toEqual(['별빛가족']);
      const mine = (await get(admin, '/api/v2/reserve/search?size=100')).json.data.items;
      expect(mine.map((r: { familyName: string }) => r.familyName)).not.toContain('별빛가족');
    });
  });
});
