import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CLASS_NOT_FOUND_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_PERIOD_MESSAGE,
  EVENT_TIME_ORDER_MESSAGE,
  POST_OWN_CLASS_ONLY_MESSAGE,
  POST_OWN_ONLY_MESSAGE,
  SEARCH_DATE_MESSAGE,
  TEMP_KEY_INVALID_MESSAGE,
} from '@kg/contract';
import { events, files } from '../../db/schema/index';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld, type WithNoClassTeacher } from '../../test/world';
import type { TestSession } from '../../test/session';
import { photoJpeg, tinyPdf } from '../file/file.test-utils';

const BASE = '/api/v2/event';

/** The content lines of an iCalendar text: CRLF-separated, unfolded (RFC 5545 §3.1). */
function icsLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The VEVENTs of an iCalendar text as property maps (name without parameters → whole line after the name). */
function vevents(text: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of icsLines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current as Record<string, string>);
      current = null;
    } else if (current) {
      const name = /^[A-Z-]+/.exec(line)?.[0] as string;
      current[name] = line.slice(name.length);
    }
  }
  return out;
}

describe('event routes (행사)', () => {
  let { t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = {} as TwoClassWorld & WithNoClassTeacher;
  beforeAll(
    async () => void ({ t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = await twoClassWorld({ noClassTeacher: '김보조' })),
  );
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: '가을 소풍',
    content: '<p>어린이대공원에 갑니다.</p>',
    classIds: [],
    startDate: '2026-10-15',
    endDate: null,
    startTime: '10:00',
    endTime: '14:00',
    place: '어린이대공원',
    ...overrides,
  });
  const create = async (who: TestSession, overrides: Record<string, unknown> = {}, tempKey?: string) => {
    const res = await post(who, `${BASE}/new${tempKey ? `?tempKey=${tempKey}` : ''}`, body(overrides));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const pdf = async (who: TestSession, tempKey?: string, refType = 'EVENT') =>
    (await upload(who, `/api/file/upload/cont?refType=${refType}${tempKey ? `&tempKey=${tempKey}` : ''}`, [{ name: '안내문.pdf', data: tinyPdf(), type: 'application/pdf' }])).json.data;
  const photo = async (who: TestSession, tempKey?: string) =>
    (await upload(who, `/api/file/upload/cont?refType=EVENT${tempKey ? `&tempKey=${tempKey}` : ''}`, [{ name: '소풍.jpg', data: await photoJpeg(60, 40), type: 'image/jpeg' }])).json.data;
  const search = async (who: TestSession, query: string) => {
    const res = await get(who, `${BASE}/search${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.items as { title: string; eventId: number }[];
  };
  const titles = async (who: TestSession, query: string) => (await search(who, query)).map((e) => e.title);
  const between = (start: string, end: string) => `?searchType=date&startDate=${start}&endDate=${end}&size=100`;
  const calendar = async (who: TestSession, query: string) => {
    const res = await get(who, `${BASE}/calendar${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { month: string; items: { title: string; startDate: string; endDate: string }[] };
  };

  it('writing: 401 and Korean validation of title, day, period, times and place', async () => {
    expect((await post(null, `${BASE}/new`, body())).status).toBe(401);
    const missing = await post(admin, `${BASE}/new`, { content: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toMatchObject({ title: '제목을 입력해 주세요.', startDate: '행사일을 선택해 주세요.' });
    const detailsOf = async (overrides: Record<string, unknown>) => (await post(admin, `${BASE}/new`, body(overrides))).json.details;
    expect(await detailsOf({ startDate: '2026-02-30' })).toEqual({ startDate: '행사일을 2026-05-05처럼 입력해 주세요.' });
    expect(await detailsOf({ endDate: '내일' })).toEqual({ endDate: '종료일을 2026-05-05처럼 입력해 주세요.' });
    expect(await detailsOf({ endDate: '2026-10-14' })).toEqual({ endDate: EVENT_PERIOD_MESSAGE });
    expect(await detailsOf({ startTime: '14:00', endTime: '10:00' })).toEqual({ endTime: EVENT_TIME_ORDER_MESSAGE });
    expect(await detailsOf({ startTime: '10:00', endTime: '10:00' })).toEqual({ endTime: EVENT_TIME_ORDER_MESSAGE });
    expect(await detailsOf({ startTime: '25:00', endTime: null })).toEqual({ startTime: '시작 시간을 10:30처럼 입력해 주세요.' });
    expect(await detailsOf({ place: '가'.repeat(201) })).toEqual({ place: '장소는 200자 이하로 입력해 주세요.' });
    expect(await t.app.db.select().from(events)).toEqual([]);
  });

  it('admins write for anyone; a teacher only for their own class; one-day events end on their day', async () => {
    const made = await create(admin, { content: '' });
    expect(made).toMatchObject({
      title: '가을 소풍',
      content: '',
      startDate: '2026-10-15',
      endDate: '2026-10-15',
      startTime: '10:00',
      endTime: '14:00',
      place: '어린이대공원',
      classes: [],
      authorName: '박원장',
      canEdit: true,
      thumbnailUrl: null,
      attachments: [],
    });
    expect(await auditRows(t.app.db, 'EVENT_CREATED', made.eventId)).toHaveLength(1);
    const sameDay = await create(admin, { title: '하루 행사', endDate: '2026-10-15', startTime: '', endTime: '', place: '' });
    expect(sameDay).toMatchObject({ startDate: '2026-10-15', endDate: '2026-10-15', startTime: null, endTime: null, place: '' });
    expect((await t.app.db.select().from(events).where(eq(events.id, sameDay.eventId)))[0].endDate).toBeNull();

    expect((await post(teacherA, `${BASE}/new`, body())).json).toMatchObject({ code: 'FORBIDDEN', message: POST_OWN_CLASS_ONLY_MESSAGE });
    expect((await post(teacherA, `${BASE}/new`, body({ classIds: [classB] }))).status).toBe(403);
    expect((await post(teacherA, `${BASE}/new`, body({ classIds: [classA, classB] }))).status).toBe(403);
    const own = await create(teacherA, { title: '햇님반 생일잔치', classIds: [classA], startDate: '2026-10-20', endDate: '2026-10-21' });
    expect(own).toMatchObject({ classes: [{ classId: classA, className: '햇님반' }], endDate: '2026-10-21', authorName: '이선생', canEdit: true });
  });

  it('attaches photos and files uploaded as EVENT; the first photo is the thumbnail of detail, list and calendar', async () => {
    const doc = await pdf(admin);
    const first = await photo(admin, doc.tempKey);
    await photo(admin, doc.tempKey);
    const made = await create(admin, { title: '사진 있는 행사', startDate: '2033-03-03' }, doc.tempKey);
    const firstId = first.files[0].fileId;
    expect(made.attachmentCount).toBe(3);
    expect(made.thumbnailUrl).toBe(`/api/file/${firstId}/thumb`);
    expect(made.attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(['소풍.jpg', '소풍.jpg', '안내문.pdf']);
    const listed = (await search(admin, between('2033-03-03', '2033-03-03')))[0];
    expect(listed).toMatchObject({ eventId: made.eventId, attachmentCount: 3, thumbnailUrl: `/api/file/${firstId}/thumb` });
    expect((await calendar(admin, '?month=2033-03')).items[0]).toMatchObject({ thumbnailUrl: `/api/file/${firstId}/thumb` });
    const thumb = await get(teacherA, made.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);

    const docsOnly = await pdf(admin);
    const noPhoto = await create(admin, { title: '문서만 있는 행사', startDate: '2033-03-04' }, docsOnly.tempKey);
    expect(noPhoto).toMatchObject({ attachmentCount: 1, thumbnailUrl: null });
    // removing the first photo moves the thumbnail on to the next
    const edited = await put(admin, `${BASE}/${made.eventId}`, body({ title: '사진 있는 행사', startDate: '2033-03-03', removeFileIds: [firstId] }));
    expect(edited.json.data.attachmentCount).toBe(2);
    expect(edited.json.data.thumbnailUrl).not.toBe(made.thumbnailUrl);
    expect(edited.json.data.thumbnailUrl).toMatch(/^\/api\/file\/\d+\/thumb$/);

    const notice = await pdf(admin, undefined, 'NOTICE');
    expect((await post(admin, `${BASE}/new?tempKey=${notice.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    const teachers = await pdf(teacherA);
    expect((await post(admin, `${BASE}/new?tempKey=${teachers.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    const ownFile = await create(teacherA, { title: '햇님반 사진 행사', classIds: [classA], startDate: '2033-03-05' }, teachers.tempKey);
    expect(ownFile.attachmentCount).toBe(1);
  });

  it('audience: a teacher lists and opens the centre’s and their class’s events, never another class’s', async () => {
    const forA = await create(admin, { title: '햇님반 현장학습', classIds: [classA], startDate: '2034-05-01' });
    const forB = await create(teacherB, { title: '달님반 현장학습', classIds: [classB], startDate: '2034-05-02' });
    await create(admin, { title: '전체 현장학습', startDate: '2034-05-03' });
    const range = between('2034-05-01', '2034-05-31');
    expect(await titles(teacherA, range)).toEqual(['전체 현장학습', '햇님반 현장학습']);
    expect(await titles(teacherB, range)).toEqual(['전체 현장학습', '달님반 현장학습']);
    expect(await titles(admin, range)).toEqual(['전체 현장학습', '달님반 현장학습', '햇님반 현장학습']);

    // another class's event does not exist for the teacher: a missing id's answer (decision 017)
    expect((await get(teacherA, `${BASE}/${forB.eventId}`)).json).toMatchObject({ code: 'NOT_FOUND', message: EVENT_NOT_FOUND_MESSAGE });
    expect((await get(teacherB, `${BASE}/${forA.eventId}`)).json).toMatchObject({ code: 'NOT_FOUND', message: EVENT_NOT_FOUND_MESSAGE });
    expect((await get(teacherA, `${BASE}/${forA.eventId}`)).json.data).toMatchObject({ title: '햇님반 현장학습', canEdit: false });
    const gone = await get(teacherA, `${BASE}/999999`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(EVENT_NOT_FOUND_MESSAGE);
    expect((await get(teacherA, `${BASE}/abc`)).json.message).toBe('행사 번호가 올바르지 않습니다.');
  });

  it('lists the latest day first (all-day before timed, then by time); dates meet the days either way round', async () => {
    await create(admin, { title: '오후 행사', startDate: '2035-06-10', startTime: '15:00', endTime: '16:00' });
    await create(admin, { title: '종일 행사', startDate: '2035-06-10', startTime: null, endTime: null });
    await create(admin, { title: '오전 행사', startDate: '2035-06-10', startTime: '09:00', endTime: '10:00' });
    await create(admin, { title: '여름 캠프', startDate: '2035-06-01', endDate: '2035-06-05' });
    await create(admin, { title: '오월 행사', startDate: '2035-05-20' });
    expect(await titles(admin, between('2035-05-01', '2035-06-30'))).toEqual(['종일 행사', '오전 행사', '오후 행사', '여름 캠프', '오월 행사']);
    expect(await titles(admin, between('2035-06-30', '2035-05-01'))).toEqual(['종일 행사', '오전 행사', '오후 행사', '여름 캠프', '오월 행사']);
    // a period meets a range touching any of its days
    expect(await titles(admin, between('2035-06-03', '2035-06-04'))).toEqual(['여름 캠프']);
    expect(await titles(admin, between('2035-06-05', '2035-06-09'))).toEqual(['여름 캠프']);
    expect(await titles(admin, between('2035-05-21', '2035-05-31'))).toEqual([]);
    expect(await titles(admin, '?searchType=date&startDate=2035-06-06&size=100')).toEqual(['종일 행사', '오전 행사', '오후 행사']);
    expect(await titles(admin, `?searchType=title&keyword=${encodeURIComponent('여름 캠')}`)).toEqual(['여름 캠프']);
    expect((await get(admin, `${BASE}/search?searchType=date&endDate=2035-02-30`)).json.details).toEqual({ endDate: SEARCH_DATE_MESSAGE });
    expect((await get(admin, `${BASE}/search`)).json.data).toMatchObject({ page: 1, size: 10 });
  });

  it('views count for readers, not the author; a teacher changes only their own events; delete removes files and audits', async () => {
    const adminEvent = await create(admin, { title: '원장 행사', classIds: [classA], startDate: '2036-01-10' });
    await get(admin, `${BASE}/${adminEvent.eventId}`);
    await get(teacherA, `${BASE}/${adminEvent.eventId}`);
    expect((await get(teacherA, `${BASE}/${adminEvent.eventId}`)).json.data).toMatchObject({ viewCount: 2, canEdit: false });
    expect((await put(teacherA, `${BASE}/${adminEvent.eventId}`, body({ classIds: [classA] }))).json).toMatchObject({ code: 'FORBIDDEN', message: POST_OWN_ONLY_MESSAGE });
    expect((await del(teacherA, `${BASE}/${adminEvent.eventId}`)).status).toBe(403);

    const file = await photo(teacherA);
    const own = await create(teacherA, { title: '내 행사', classIds: [classA], startDate: '2036-01-11' }, file.tempKey);
    expect((await put(teacherB, `${BASE}/${own.eventId}`, body({ classIds: [classB] }))).json.message).toBe(POST_OWN_ONLY_MESSAGE);
    const edited = await put(teacherA, `${BASE}/${own.eventId}`, body({ title: '내 행사 (수정)', classIds: [classA], startDate: '2036-01-12', endDate: '2036-01-13', startTime: null }));
    expect(edited.json.data).toMatchObject({ title: '내 행사 (수정)', startDate: '2036-01-12', endDate: '2036-01-13', startTime: null, endTime: '14:00', attachmentCount: 1 });
    expect(await auditRows(t.app.db, 'EVENT_UPDATED', own.eventId)).toHaveLength(1);
    expect((await put(teacherA, `${BASE}/${own.eventId}`, body({ classIds: [] }))).json.message).toBe(POST_OWN_CLASS_ONLY_MESSAGE);
    expect((await put(teacherA, `${BASE}/${own.eventId}`, body({ classIds: [classA], endTime: '09:00' }))).json.details).toEqual({ endTime: EVENT_TIME_ORDER_MESSAGE });
    // admins change anyone's
    expect((await put(admin, `${BASE}/${own.eventId}`, body({ title: '내 행사 (원장 수정)', classIds: [classA] }))).status).toBe(200);
    expect((await put(admin, `${BASE}/999999`, body())).status).toBe(404);

    const removed = await del(teacherA, `${BASE}/${own.eventId}`);
    expect(removed.json.data).toEqual({ id: own.eventId, deletedFileIds: [file.files[0].fileId] });
    expect(await t.app.db.select().from(files).where(eq(files.id, file.files[0].fileId))).toEqual([]);
    expect(await auditRows(t.app.db, 'EVENT_DELETED', own.eventId)).toHaveLength(1);
    expect((await get(admin, `${BASE}/${own.eventId}`)).status).toBe(404);
    expect((await del(admin, `${BASE}/${own.eventId}`)).status).toBe(404);
  });

  it('calendar: every visible event meeting the month, in day and time order; a class filter; Korean validation', async () => {
    await create(admin, { title: '1월 말 캠프', startDate: '2037-01-30', endDate: '2037-02-02', startTime: null, endTime: null });
    await create(admin, { title: '2월 첫날', startDate: '2037-02-01', startTime: '09:00' });
    await create(admin, { title: '2월 첫날 종일', startDate: '2037-02-01', startTime: null, endTime: null });
    await create(admin, { title: '2월 말일', startDate: '2037-02-28', startTime: '18:00', endTime: '19:00' });
    await create(admin, { title: '3월 첫날', startDate: '2037-03-01' });
    await create(admin, { title: '1월 첫날', startDate: '2037-01-01' });
    await create(teacherA, { title: '햇님반 2월', classIds: [classA], startDate: '2037-02-10' });
    await create(teacherB, { title: '달님반 2월', classIds: [classB], startDate: '2037-02-11' });

    const feb = await calendar(admin, '?month=2037-02');
    expect(feb.month).toBe('2037-02');
    expect(feb.items.map((e) => e.title)).toEqual(['1월 말 캠프', '2월 첫날 종일', '2월 첫날', '햇님반 2월', '달님반 2월', '2월 말일']);
    expect(feb.items[0]).toMatchObject({ startDate: '2037-01-30', endDate: '2037-02-02' });
    expect((await calendar(admin, '?month=2037-01')).items.map((e) => e.title)).toEqual(['1월 첫날', '1월 말 캠프']);
    expect((await calendar(admin, '?month=2037-03')).items.map((e) => e.title)).toEqual(['3월 첫날']);
    expect((await calendar(admin, '?month=2037-04')).items).toEqual([]);

    // with a class: the centre's events and that class's
    expect((await calendar(admin, `?month=2037-02&classId=${classB}`)).items.map((e) => e.title)).toEqual(['1월 말 캠프', '2월 첫날 종일', '2월 첫날', '달님반 2월', '2월 말일']);
    expect((await calendar(teacherA, '?month=2037-02')).items.map((e) => e.title)).not.toContain('달님반 2월');
    expect((await calendar(teacherA, `?month=2037-02&classId=${classA}`)).items.map((e) => e.title)).toContain('햇님반 2월');
    expect((await calendar(teacherA, '?month=2037-02&classId=')).items.map((e) => e.title)).toContain('햇님반 2월');
    expect((await get(teacherA, `${BASE}/calendar?month=2037-02&classId=${classB}`)).json).toMatchObject({ code: 'NOT_FOUND', message: CLASS_NOT_FOUND_MESSAGE });
    const noClass = await get(admin, `${BASE}/calendar?month=2037-02&classId=999999`);
    expect(noClass.status).toBe(404);
    expect(noClass.json.message).toBe(CLASS_NOT_FOUND_MESSAGE);

    for (const month of ['2037-13', '2037-2', '', '2037-02-01', 'abc']) {
      const bad = await get(admin, `${BASE}/calendar?month=${month}`);
      expect(bad.status, month).toBe(400);
      expect(bad.json.message, month).toBe('월을 2026-11처럼 입력해 주세요.');
    }
    expect((await get(admin, `${BASE}/calendar`)).json.message).toBe('월을 2026-11처럼 입력해 주세요.');
    // a month the database has no days for is refused, not a server error
    expect((await get(admin, `${BASE}/calendar?month=0000-01`)).status).toBe(400);
    expect((await calendar(admin, '?month=9999-12')).items).toEqual([]);
    expect((await get(null, `${BASE}/calendar?month=2037-02`)).status).toBe(401);
  });

  it('ics: an iCalendar download of the visible events, all-day and timed, with a class filter', async () => {
    const allDay = await create(admin, { title: '졸업식, 수료식; 안내', startDate: '2038-02-20', endDate: '2038-02-21', startTime: null, endTime: null, content: '<p>첫째 줄</p><p>둘째 줄</p>', place: '강당' });
    const timed = await create(teacherA, { title: '햇님반 부모 참여 수업', classIds: [classA], startDate: '2038-03-05', startTime: '10:30', endTime: '12:00', place: '' });
    const noEnd = await create(teacherB, { title: '달님반 인형극', classIds: [classB], startDate: '2038-03-06', startTime: '23:30', endTime: null });

    const res = await get(admin, `${BASE}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="file.ics"; filename*=UTF-8''${encodeURIComponent('행사일정.ics')}`);
    const text = res.res.body;
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = icsLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(expect.arrayContaining(['VERSION:2.0', 'CALSCALE:GREGORIAN', 'X-WR-CALNAME:어린이집 행사', 'X-WR-TIMEZONE:Asia/Seoul', 'TZID:Asia/Seoul', 'TZNAME:KST']));
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeTruthy();

    const all = vevents(text);
    const total = (await t.app.db.select({ id: events.id }).from(events)).length;
    expect(all).toHaveLength(total);
    const byUid = new Map(all.map((e) => [e.UID, e]));
    expect(byUid.get(`:event-${allDay.eventId}@kindergarten`)).toMatchObject({
      SUMMARY: ':졸업식\\, 수료식\\; 안내',
      LOCATION: ':강당',
      DESCRIPTION: ':첫째 줄 둘째 줄',
      DTSTART: ';VALUE=DATE:20380220',
      DTEND: ';VALUE=DATE:20380222',
    });
    expect(byUid.get(`:event-${allDay.eventId}@kindergarten`)?.DTSTAMP).toMatch(/^:\d{8}T\d{6}Z$/);
    expect(byUid.get(`:event-${timed.eventId}@kindergarten`)).toMatchObject({
      SUMMARY: ':햇님반 부모 참여 수업',
      DTSTART: ';TZID=Asia/Seoul:20380305T103000',
      DTEND: ';TZID=Asia/Seoul:20380305T120000',
    });
    expect(byUid.get(`:event-${timed.eventId}@kindergarten`)?.LOCATION).toBeUndefined();
    expect(byUid.get(`:event-${noEnd.eventId}@kindergarten`)).toMatchObject({
      DTSTART: ';TZID=Asia/Seoul:20380306T233000',
      DTEND: ';TZID=Asia/Seoul:20380307T003000',
    });

    // a class's file: its events and the centre's, named after it
    const forA = await get(admin, `${BASE}/ics?classId=${classA}`);
    expect(forA.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('햇님반-행사일정.ics')}`);
    expect(icsLines(forA.res.body)).toContain('X-WR-CALNAME:햇님반 행사');
    const summariesA = vevents(forA.res.body).map((e) => e.SUMMARY);
    expect(summariesA).toEqual(expect.arrayContaining([':졸업식\\, 수료식\\; 안내', ':햇님반 부모 참여 수업']));
    expect(summariesA).not.toContain(':달님반 인형극');

    // a teacher: only what they may see; another class is 404 like a class that does not exist
    const teacherFile = vevents((await get(teacherA, `${BASE}/ics`)).res.body).map((e) => e.SUMMARY);
    expect(teacherFile).toContain(':햇님반 부모 참여 수업');
    expect(teacherFile).not.toContain(':달님반 인형극');
    expect((await get(teacherA, `${BASE}/ics?classId=${classB}`)).status).toBe(404);
    expect((await get(teacherA, `${BASE}/ics?classId=${classA}`)).status).toBe(200);
    expect((await get(admin, `${BASE}/ics?classId=999999`)).status).toBe(404);
    expect((await get(admin, `${BASE}/ics?classId=abc`)).status).toBe(400);
    expect((await get(null, `${BASE}/ics`)).status).toBe(401);
  });

  it('a teacher without a class sees the centre’s events; every audience and search counts a page past the end', async () => {
    await create(admin, { title: '햇님반 숲 소풍', classIds: [classA], startDate: '2038-05-04' });
    await create(admin, { title: '전체 숲 소풍', startDate: '2038-05-05' });
    expect(await titles(noClassTeacher, between('2038-05-01', '2038-05-31'))).toEqual(['전체 숲 소풍']);
    expect((await calendar(noClassTeacher, '?month=2038-05')).items.map((e) => e.title)).toEqual(['전체 숲 소풍']);

    const word = (type: string, keyword: string) => `searchType=${type}&keyword=${encodeURIComponent(keyword)}`;
    const searches = ['', word('title', '소풍'), word('content', '대공원'), word('author', '박원'), 'searchType=date&startDate=2038-05-01', 'searchType=date&endDate=2038-05-31', 'searchType=date&startDate=2038-05-01&endDate=2038-05-31'];
    for (const who of [admin, teacherA, noClassTeacher]) {
      for (const search of searches) {
        const first = (await get(who, `${BASE}/search?size=100&${search}`)).json.data;
        expect(first.total, search).toBeGreaterThan(0);
        expect(first.total, search).toBe(first.items.length);
        expect((await get(who, `${BASE}/search?page=9&size=100&${search}`)).json.data, search).toMatchObject({ items: [], total: first.total });
      }
    }
  });

  it('another centre: its staff get 404 on this centre’s events and classes; lists, calendars and .ics keep to a centre', async () => {
    const b = await otherCentre(t);
    const file = await pdf(admin);
    const ours = await create(admin, { title: '햇살 가족 운동회', startDate: '2041-06-05' }, file.tempKey);
    const theirs = await create(b.admin, { title: '별빛 가족 운동회', startDate: '2041-06-06' });

    for (const call of [get(b.admin, `${BASE}/${ours.eventId}`), put(b.admin, `${BASE}/${ours.eventId}`, body()), del(b.admin, `${BASE}/${ours.eventId}`)]) {
      expect((await call).json).toMatchObject({ code: 'NOT_FOUND', message: EVENT_NOT_FOUND_MESSAGE });
    }
    expect((await get(b.teacher, `${BASE}/${ours.eventId}`)).status).toBe(404);
    expect((await get(b.admin, ours.attachments[0].url)).status).toBe(404);
    expect((await get(admin, `${BASE}/${theirs.eventId}`)).status).toBe(404);

    const june = '?month=2041-06';
    expect((await calendar(b.admin, june)).items.map((e) => e.title)).toEqual(['별빛 가족 운동회']);
    expect((await calendar(admin, june)).items.map((e) => e.title)).toEqual(['햇살 가족 운동회']);
    expect((await search(b.teacher, '?size=100')).map((e) => e.title)).toEqual(['별빛 가족 운동회']);
    const theirFile = vevents((await get(b.admin, `${BASE}/ics`)).res.body).map((e) => e.SUMMARY);
    expect(theirFile).toEqual([':별빛 가족 운동회']);
    // this centre's class is not one of theirs: the same answer as a class that does not exist
    expect((await get(b.admin, `${BASE}/calendar${june}&classId=${classA}`)).json).toMatchObject({ code: 'NOT_FOUND', message: CLASS_NOT_FOUND_MESSAGE });
    expect((await get(b.admin, `${BASE}/ics?classId=${classA}`)).status).toBe(404);
    expect((await post(b.admin, `${BASE}/new`, body({ title: '남의 반 행사', classIds: [classA] }))).json.message).toBe(CLASS_NOT_FOUND_MESSAGE);
    expect(await t.app.db.select().from(events).where(eq(events.title, '남의 반 행사'))).toEqual([]);
    expect((await t.app.db.select().from(events).where(eq(events.id, theirs.eventId)))[0].centreId).toBe(b.centreId);
  });
});

