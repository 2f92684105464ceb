import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpointUrl, holidayEndpoints } from '@kg/contract';
import { centreHolidays } from '../../db/schema/index';
import { api, auditRows } from '../../test/api';
import { expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld, type WithManager } from '../../test/world';

const list = (query: string) => `${holidayEndpoints.list.path}?${query}`;
const deleteUrl = (id: number) => endpointUrl(holidayEndpoints.delete, { id });

/** The centre's holiday calendar (docs/product/holiday.md). */
describe('holiday routes', () => {
  let w: TwoClassWorld & WithManager;
  let b: OtherCentre;
  beforeAll(async () => {
    w = await twoClassWorld({ manager: '김매니저' });
    b = await otherCentre(w.t);
  });
  afterAll(async () => w.t.close());
  const as = (caller: Parameters<typeof api>[1]) => api(w.t.app, caller);

  it('lists a month’s national holidays to every staff role; 401 without a session; 400 for a bad year or month', async () => {
    const res = await as(w.teacherA).get(list('year=2026&month=12'));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      year: 2026,
      month: 12,
      nationalKnown: true,
      items: [{ date: '2026-12-25', name: '기독탄신일', kind: 'NATIONAL', open: false, id: null }],
    });
    const year = await as(w.teacherA).get(list('year=2026'));
    expect(year.json.data.items.map((h: { date: string }) => h.date)).toEqual(expect.arrayContaining(['2026-02-17', '2026-09-25', '2026-10-05']));
    expect((await as(w.anonymous).get(list('year=2026'))).status).toBe(401);
    const bad = await as(w.admin).get(list('year=abc&month=13'));
    expect(bad.status).toBe(400);
    expect(bad.json.details).toMatchObject({ year: expect.stringContaining('연도를'), month: '월을 1부터 12까지로 입력해 주세요.' });
  });

  it('a year past the national calendar answers only the centre’s days and says the national ones are not known', async () => {
    const res = await as(w.admin).get(list('year=2099'));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ nationalKnown: false, items: [] });
  });

  it('the director and managers add a closed day (audited); a teacher 403; it shows in the list', async () => {
    expect((await as(w.teacherA).post(holidayEndpoints.create.path, { date: '2026-12-24', name: '재량휴업' })).status).toBe(403);
    const added = await as(w.manager).post(holidayEndpoints.create.path, { date: '2026-12-24', name: ' 재량휴업 ' });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ date: '2026-12-24', name: '재량휴업', kind: 'CENTRE', open: false });
    expect(await auditRows(w.t.app.db, 'HOLIDAY_ADDED', added.json.data.id)).toHaveLength(1);
    const month = await as(w.teacherA).get(list('year=2026&month=12'));
    expect(month.json.data.items.map((h: { date: string; kind: string }) => `${h.date} ${h.kind}`)).toEqual(['2026-12-24 CENTRE', '2026-12-25 NATIONAL']);
    // centre 2 does not see centre 1's day
    const theirs = await as(b.admin).get(list('year=2026&month=12'));
    expect(theirs.json.data.items.map((h: { date: string }) => h.date)).toEqual(['2026-12-25']);
  });

  it('400 in Korean for a bad date or an empty name; 409 for a date already a holiday; nothing saved', async () => {
    const before = await w.t.app.db.select().from(centreHolidays);
    const bad = await as(w.admin).post(holidayEndpoints.create.path, { date: '2026-02-30', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual({ date: '날짜를 2026-12-24처럼 입력해 주세요.', name: '휴일 이름을 입력해 주세요.' });
    const twice = await as(w.admin).post(holidayEndpoints.create.path, { date: '2026-12-24', name: '겨울방학' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('이미 휴일로 등록된 날입니다.');
    const national = await as(w.admin).post(holidayEndpoints.create.path, { date: '2026-12-25', name: '성탄절 휴원' });
    expect(national.status).toBe(409);
    expect(national.json.message).toBe('이미 공휴일인 날입니다.');
    const openOnWorkday = await as(w.admin).post(holidayEndpoints.create.path, { date: '2026-12-23', name: '정상 운영', kind: 'OPEN' });
    expect(openOnWorkday.status).toBe(400);
    expect(openOnWorkday.json.details).toEqual({ date: '정상 운영은 공휴일에만 표시할 수 있습니다.' });
    expect(await w.t.app.db.select().from(centreHolidays)).toHaveLength(before.length);
  });

  it('a centre marks a national holiday open, and removing the mark closes it again', async () => {
    const open = await as(w.admin).post(holidayEndpoints.create.path, { date: '2026-05-01', name: '정상 운영', kind: 'OPEN' });
    expect(open.status).toBe(201);
    expect(open.json.data).toEqual({ date: '2026-05-01', name: '노동절', kind: 'NATIONAL', open: true, id: open.json.data.id });
    const may = await as(w.teacherA).get(list('year=2026&month=5'));
    expect(may.json.data.items.find((h: { date: string }) => h.date === '2026-05-01')).toMatchObject({ open: true, id: open.json.data.id });
    expect((await as(w.admin).delete(deleteUrl(open.json.data.id))).status).toBe(200);
    const after = await as(w.teacherA).get(list('year=2026&month=5'));
    expect(after.json.data.items.find((h: { date: string }) => h.date === '2026-05-01')).toMatchObject({ open: false, id: null });
  });

  it('removes a centre’s day (audited); a teacher 403; another centre’s or a missing id 404 alike', async () => {
    const [row] = await w.t.app.db.select().from(centreHolidays).where(eq(centreHolidays.date, '2026-12-24'));
    expect((await as(w.teacherA).delete(deleteUrl(row.id))).status).toBe(403);
    const outside = await as(b.admin).delete(deleteUrl(row.id));
    const missing = await as(b.admin).delete(deleteUrl(2_000_000_000));
    expectAsMissing(outside, missing, '휴일을 찾을 수 없습니다.');
    const removed = await as(w.admin).delete(deleteUrl(row.id));
    expect(removed.status).toBe(200);
    expect(removed.json.data).toEqual({ id: row.id });
    expect(await auditRows(w.t.app.db, 'HOLIDAY_REMOVED', row.id)).toHaveLength(1);
    expect((await as(w.admin).delete(deleteUrl(row.id))).status).toBe(404);
  });
});
