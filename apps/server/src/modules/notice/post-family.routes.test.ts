import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NOT_FOUND_MESSAGE, FAMILY_CHILD_NOT_FOUND_MESSAGE, NOTICE_NOT_FOUND_MESSAGE, addDays, weekMondayOf } from '@kg/contract';
import { createChildRecord } from '../../test/child-factories';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { familyLoginAs, type TestSession } from '../../test/session';
import { api, auditRows } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { childParents } from '../../db/schema/index';
import { photoJpeg, tinyPdf } from '../file/file.test-utils';

/** 공지사항, 행사 and 식단표 in the parent app: the staff audience rule applied to the child's class. */
describe('notice, event and menu family routes', () => {
  let { t, admin, teacherA, classA, classB } = {} as TwoClassWorld;
  let haneul: number;
  let bada: number;
  let bora: number;
  let mom: TestSession;
  let momId: number;
  let otherMom: TestSession;
  const notices: Record<string, { noticeId: number; attachments: { fileId: number }[]; content: string }> = {};
  const events: Record<string, { eventId: number }> = {};

  const as = (session: TestSession | null) => api(t.app, session);
  const upload = async (path: string, name: string, data: Buffer, type: string, tempKey?: string) =>
    (await as(admin).upload(`${path}${tempKey ? `${path.includes('?') ? '&' : '?'}tempKey=${tempKey}` : ''}`, [{ name, data, type }])).json.data;

  beforeAll(async () => {
    ({ t, admin, teacherA, classA, classB } = await twoClassWorld());
    const db = t.app.db;
    haneul = (await createChildRecord(db, { classId: classA, name: '김하늘', allergyCodes: [1, 2], allergies: '키위' })).id;
    bada = (await createChildRecord(db, { classId: classB, name: '김바다' })).id;
    bora = (await createChildRecord(db, { classId: classA, name: '박보라' })).id;
    momId = (await createParent(db, { loginId: 'mom-kim', name: '김엄마', children: [{ childId: haneul }, { childId: bada }] })).id;
    await createParent(db, { loginId: 'mom-park', name: '박엄마', children: [{ childId: bora }] });
    mom = await familyLoginAs(t.app, 'mom-kim', PARENT_PASSWORD);
    otherMom = await familyLoginAs(t.app, 'mom-park', PARENT_PASSWORD);

    const image = await upload('/api/file/editor/upload', 'a.jpg', await photoJpeg(40, 30), 'image/jpeg');
    await upload('/api/file/upload/cont?refType=NOTICE', '가정통신문.pdf', tinyPdf(), 'application/pdf', image.tempKey);
    const notice = async (key: string, body: Record<string, unknown>, tempKey?: string) => {
      const res = await as(admin).post(`/api/v2/notice/new${tempKey ? `?tempKey=${tempKey}` : ''}`, { content: '<p>안내드립니다.</p>', classIds: [], ...body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      notices[key] = res.json.data;
    };
    await notice('all', { title: '전체 공지', content: `<p>사진을 보세요</p><img src="${image.url}">` }, image.tempKey);
    await notice('forA', { title: '햇님반 소풍', classIds: [classA] });
    await notice('forB', { title: '달님반 소풍', classIds: [classB] });
    await notice('pinned', { title: '고정 공지', pinned: true });
    await notice('later', { title: '예약 공지', publishAt: new Date(Date.now() + 3 * 86_400_000).toISOString() });

    const event = async (key: string, body: Record<string, unknown>) => {
      const res = await as(admin).post('/api/v2/event/new', { content: '<p>행사</p>', classIds: [], startTime: '', endTime: '', endDate: '', place: '강당', ...body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      events[key] = res.json.data;
    };
    await event('all', { title: '김장 체험', startDate: '2026-11-20' });
    await event('forA', { title: '햇님반 견학', startDate: '2026-11-25', endDate: '2026-12-02', classIds: [classA] });
    await event('forB', { title: '달님반 견학', startDate: '2026-11-26', classIds: [classB] });
    await event('october', { title: '가을 운동회', startDate: '2026-10-10' });

    const monday = weekMondayOf('2026-11-23');
    const menu = await as(admin).post('/api/v2/menu/weeks/new', {
      weekMonday: monday,
      title: '11월 4주차 식단표',
      originNote: '쌀: 국내산',
      days: [
        {
          day: monday,
          meals: [
            { slot: 'LUNCH', dishes: [{ name: '닭갈비덮밥', allergens: [5, 6] }, { name: '계란찜', allergens: [1] }, { name: '깍두기' }] },
            { slot: 'PM_SNACK', dishes: [{ name: '키위 요거트', allergens: [2] }] },
          ],
        },
        { day: addDays(monday, 1), meals: [{ slot: 'LUNCH', dishes: [{ name: '두부조림', allergens: [5] }] }] },
      ],
    });
    expect(menu.status, JSON.stringify(menu.json)).toBe(200);
  });
  afterAll(async () => t.close());

  const titles = (items: { title: string }[]) => items.map((i) => i.title);

  describe('공지사항', () => {
    const BASE = '/api/v2/family/notice';

    it('lists the published notices for the centre and the child’s class, pinned first', async () => {
      expect((await as(null).get(`${BASE}/${haneul}`)).status).toBe(401);
      expect((await as(teacherA).get(`${BASE}/${haneul}`)).status).toBe(401);
      const res = await as(mom).get(`${BASE}/${haneul}?size=100`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(titles(res.json.data.items)).toEqual(['고정 공지', '햇님반 소풍', '전체 공지']);
      expect(res.json.data.items.find((n: { title: string }) => n.title === '햇님반 소풍')).toMatchObject({ forClass: true, attachmentCount: 0 });
      expect(res.json.data.items.find((n: { title: string }) => n.title === '전체 공지')).toMatchObject({ forClass: false, attachmentCount: 1 });
      expect(titles((await as(mom).get(`${BASE}/${bada}?size=100`)).json.data.items)).toEqual(['고정 공지', '달님반 소풍', '전체 공지']);
      expect((await as(mom).get(`${BASE}/${haneul}?size=1000`)).status).toBe(400);
      const other = await as(mom).get(`${BASE}/${bora}`);
      expect(other.status).toBe(404);
      expect(other.json.message).toBe(FAMILY_CHILD_NOT_FOUND_MESSAGE);
    });

    it('opens a notice with its text images and attachments read through the family call; others are not found', async () => {
      const { noticeId, attachments } = notices.all;
      const res = await as(mom).get(`${BASE}/${haneul}/${noticeId}`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.content).toMatch(new RegExp(`<img src="${BASE}/${haneul}/${noticeId}/files/\\d+">`));
      expect(res.json.data.content).not.toContain('/api/file/');
      expect(res.json.data.attachments).toEqual([
        expect.objectContaining({ fileId: attachments[0].fileId, fileName: '가정통신문.pdf', url: `${BASE}/${haneul}/${noticeId}/files/${attachments[0].fileId}` }),
      ]);
      expect(await auditRows(t.app.db, 'NOTICE_VIEWED', noticeId)).toEqual([expect.objectContaining({ actorId: momId, actorRole: 'PARENT' })]);

      const imageUrl = /src="([^"]+)"/.exec(res.json.data.content)![1];
      const image = await as(mom).get(imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const pdf = await as(mom).get(res.json.data.attachments[0].url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-disposition']).toMatch(/^attachment/);

      for (const hidden of [notices.forB, notices.later]) {
        const other = await as(mom).get(`${BASE}/${haneul}/${hidden.noticeId}`);
        expect(other.status).toBe(404);
        expect(other.json.message).toBe(NOTICE_NOT_FOUND_MESSAGE);
      }
      // a file of a notice the child does not see, or of another notice
      expect((await as(mom).get(`${BASE}/${haneul}/${notices.forB.noticeId}/files/${attachments[0].fileId}`)).status).toBe(404);
      expect((await as(mom).get(`${BASE}/${haneul}/${notices.forA.noticeId}/files/${attachments[0].fileId}`)).status).toBe(404);
      expect((await as(otherMom).get(`${BASE}/${haneul}/${noticeId}`)).status).toBe(404);
      expect((await as(mom).get(`${BASE}/${haneul}/abc`)).status).toBe(400);
    });
  });

  describe('행사', () => {
    const BASE = '/api/v2/family/event';

    it('lists a month’s events for the centre and the child’s class, by day', async () => {
      const res = await as(mom).get(`${BASE}/${haneul}?month=2026-11`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.month).toBe('2026-11');
      expect(titles(res.json.data.items)).toEqual(['김장 체험', '햇님반 견학']);
      expect(res.json.data.items[1]).toMatchObject({ startDate: '2026-11-25', endDate: '2026-12-02', place: '강당', forClass: true });
      // a period reaching into December shows there too
      expect(titles((await as(mom).get(`${BASE}/${haneul}?month=2026-12`)).json.data.items)).toEqual(['햇님반 견학']);
      expect(titles((await as(mom).get(`${BASE}/${bada}?month=2026-11`)).json.data.items)).toEqual(['김장 체험', '달님반 견학']);
      expect((await as(mom).get(`${BASE}/${haneul}?month=2026-1`)).json.details).toEqual({ month: '월을 2026-11처럼 입력해 주세요.' });
      expect((await as(mom).get(`${BASE}/${bora}?month=2026-11`)).status).toBe(404);
    });

    it('opens an event the child sees (audited); another class’s is not found', async () => {
      const res = await as(mom).get(`${BASE}/${haneul}/${events.forA.eventId}`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({ title: '햇님반 견학', content: '<p>행사</p>', attachments: [] });
      expect(await auditRows(t.app.db, 'EVENT_VIEWED', events.forA.eventId)).toHaveLength(1);
      const other = await as(mom).get(`${BASE}/${haneul}/${events.forB.eventId}`);
      expect(other.status).toBe(404);
      expect(other.json.message).toBe(EVENT_NOT_FOUND_MESSAGE);
      expect((await as(otherMom).get(`${BASE}/${haneul}/${events.forA.eventId}`)).status).toBe(404);
    });
  });

  describe('식단표', () => {
    const BASE = '/api/v2/family/menu';

    it('gives the week of a date with the child’s allergies marked (numbers and named foods)', async () => {
      const res = await as(mom).get(`${BASE}/${haneul}?date=2026-11-25`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const week = res.json.data;
      expect(week).toMatchObject({ weekMonday: '2026-11-23', title: '11월 4주차 식단표', allergyCodes: [1, 2], allergies: '키위' });
      const monday = week.days[0];
      const lunch = monday.meals.find((m: { slot: string }) => m.slot === 'LUNCH');
      expect(lunch.dishes.map((d: { name: string; allergic: boolean }) => [d.name, d.allergic])).toEqual([
        ['닭갈비덮밥', false],
        ['계란찜', true],
        ['깍두기', false],
      ]);
      expect(lunch.allergyReason).toBe('난류');
      const snack = monday.meals.find((m: { slot: string }) => m.slot === 'PM_SNACK');
      expect(snack.dishes[0]).toMatchObject({ name: '키위 요거트', allergic: true });
      expect(snack.allergyReason).toContain('키위');
      expect(week.days[1].meals.find((m: { slot: string }) => m.slot === 'LUNCH')).toMatchObject({ allergyReason: null });

      // a child without allergies: nothing marked
      const bada_ = (await as(mom).get(`${BASE}/${bada}?date=2026-11-25`)).json.data;
      expect(bada_.days.flatMap((d: { meals: { dishes: { allergic: boolean }[] }[] }) => d.meals.flatMap((m) => m.dishes)).some((d: { allergic: boolean }) => d.allergic)).toBe(false);
      expect((await as(mom).get(`${BASE}/${haneul}?date=2020-01-01`)).json.data).toBeNull();
      expect((await as(mom).get(`${BASE}/${haneul}?date=2026-02-30`)).status).toBe(400);
      expect((await as(mom).get(`${BASE}/${bora}?date=2026-11-25`)).status).toBe(404);
      expect(await auditRows(t.app.db, 'MENU_VIEWED', haneul)).not.toEqual([]);
    });
  });

  it('a child in no class sees the centre’s notices and events; a page past the end keeps the total', async () => {
    const db = t.app.db;
    const unassigned = (await createChildRecord(db, { classId: null, name: '김구름' })).id;
    await createParent(db, { loginId: 'mom-cloud', name: '구름엄마', children: [{ childId: unassigned }] });
    const cloudMom = await familyLoginAs(t.app, 'mom-cloud', PARENT_PASSWORD);
    const list = (await as(cloudMom).get(`/api/v2/family/notice/${unassigned}?size=100`)).json.data;
    expect(titles(list.items)).toEqual(['고정 공지', '전체 공지']);
    expect((await as(cloudMom).get(`/api/v2/family/notice/${unassigned}?page=9`)).json.data).toMatchObject({ items: [], total: 2 });
    expect((await as(mom).get(`/api/v2/family/notice/${haneul}?page=9`)).json.data).toMatchObject({ items: [], total: 3 });
    expect(titles((await as(cloudMom).get(`/api/v2/family/event/${unassigned}?month=2026-11`)).json.data.items)).toEqual(['김장 체험']);
  });

  it('keeps the staff lists as they were', async () => {
    const staff = await as(teacherA).get('/api/v2/notice/search?size=100');
    expect(titles(staff.json.data.items)).not.toContain('달님반 소풍');
    const calendar = await as(teacherA).get(`/api/v2/event/calendar?month=2026-11&classId=${classA}`);
    expect(calendar.status, JSON.stringify(calendar.json)).toBe(200);
  });

  it('a parent with children in two centres sees each child’s centre’s notices, events and menus only', async () => {
    const b = await otherCentre(t);
    const sky = (await createChildRecord(t.app.db, { classId: b.classId, name: '김하늘별' })).id;
    await t.app.db.insert(childParents).values({ parentId: momId, childId: sky, relation: '모' });
    const theirNotice = await as(b.admin).post('/api/v2/notice/new', { title: '별빛 공지', content: '<p>별빛어린이집 안내</p>', classIds: [] });
    expect(theirNotice.status, JSON.stringify(theirNotice.json)).toBe(200);
    const theirEvent = await as(b.admin).post('/api/v2/event/new', {
      title: '별빛 김장',
      content: '<p>행사</p>',
      classIds: [],
      startDate: '2026-11-21',
      startTime: '',
      endTime: '',
      endDate: '',
      place: '마당',
    });
    expect(theirEvent.status, JSON.stringify(theirEvent.json)).toBe(200);
    const monday = weekMondayOf('2026-11-23');
    const theirMenu = await as(b.admin).post('/api/v2/menu/weeks/new', {
      weekMonday: monday,
      title: '별빛 11월 4주차',
      originNote: '',
      days: [{ day: monday, meals: [{ slot: 'LUNCH', dishes: [{ name: '별빛 계란국', allergens: [1] }] }] }],
    });
    expect(theirMenu.status, JSON.stringify(theirMenu.json)).toBe(200);

    // the child switcher shows each child's centre
    const me = (await as(mom).get('/api/v2/family/me')).json.data;
    expect(me.children.find((c: { childCode: number }) => c.childCode === sky)).toMatchObject({ centreId: b.centreId, centreName: '별빛어린이집' });

    const skyNotices = titles((await as(mom).get(`/api/v2/family/notice/${sky}?size=100`)).json.data.items);
    expect(skyNotices).toEqual(['별빛 공지']);
    expect(titles((await as(mom).get(`/api/v2/family/notice/${haneul}?size=100`)).json.data.items)).toEqual(['고정 공지', '햇님반 소풍', '전체 공지']);
    expect(titles((await as(mom).get(`/api/v2/family/event/${sky}?month=2026-11`)).json.data.items)).toEqual(['별빛 김장']);
    expect(titles((await as(mom).get(`/api/v2/family/event/${haneul}?month=2026-11`)).json.data.items)).toEqual(['김장 체험', '햇님반 견학']);
    const skyWeek = (await as(mom).get(`/api/v2/family/menu/${sky}?date=2026-11-25`)).json.data;
    expect(skyWeek).toMatchObject({ title: '별빛 11월 4주차' });
    const skyLunch = skyWeek.days[0].meals.find((m: { slot: string }) => m.slot === 'LUNCH');
    expect(skyLunch.dishes).toEqual([expect.objectContaining({ name: '별빛 계란국', allergic: false })]);
    expect((await as(mom).get(`/api/v2/family/menu/${haneul}?date=2026-11-25`)).json.data).toMatchObject({ title: '11월 4주차 식단표' });

    // one centre's post through the other centre's child does not exist
    const crossNotice = await as(mom).get(`/api/v2/family/notice/${sky}/${notices.all.noticeId}`);
    expect([crossNotice.status, crossNotice.json.message]).toEqual([404, NOTICE_NOT_FOUND_MESSAGE]);
    expect((await as(mom).get(`/api/v2/family/notice/${haneul}/${theirNotice.json.data.noticeId}`)).json.message).toBe(NOTICE_NOT_FOUND_MESSAGE);
    expect((await as(mom).get(`/api/v2/family/notice/${sky}/${notices.all.noticeId}/files/${notices.all.attachments[0].fileId}`)).status).toBe(404);
    expect((await as(mom).get(`/api/v2/family/event/${sky}/${events.all.eventId}`)).json.message).toBe(EVENT_NOT_FOUND_MESSAGE);
    expect((await as(mom).get(`/api/v2/family/event/${sky}/${theirEvent.json.data.eventId}`)).status).toBe(200);
  });
});

