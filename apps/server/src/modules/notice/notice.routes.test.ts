import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CLASS_NOT_FOUND_MESSAGE,
  NOTICE_NOT_FOUND_MESSAGE,
  NOTICE_PIN_ADMIN_ONLY_MESSAGE,
  POST_CONTENT_REQUIRED_MESSAGE,
  POST_OWN_CLASS_ONLY_MESSAGE,
  POST_OWN_ONLY_MESSAGE,
  TEMP_KEY_INVALID_MESSAGE,
} from '@kg/contract';
import { files, notices } from '../../db/schema/index';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld, type WithNoClassTeacher } from '../../test/world';
import type { TestSession } from '../../test/session';
import { photoJpeg, tinyPdf } from '../file/file.test-utils';
import { expectAsMissing } from '../../test/missing';

const BASE = '/api/v2/notice';

describe('notice routes (공지사항)', () => {
  let { t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = {} as TwoClassWorld & WithNoClassTeacher;
  beforeAll(
    async () => void ({ t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = await twoClassWorld({ noClassTeacher: '김보조' })),
  );
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const body = (overrides: Record<string, unknown> = {}) => ({ title: '가을 운동회 안내', content: '<p>11월 28일 운동회가 열립니다.</p>', classIds: [], ...overrides });
  const create = async (who: TestSession, overrides: Record<string, unknown> = {}, tempKey?: string) => {
    const res = await post(who, `${BASE}/new${tempKey ? `?tempKey=${tempKey}` : ''}`, body(overrides));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const attachment = async (who: TestSession, refType = 'NOTICE', tempKey?: string) =>
    (await upload(who, `/api/file/upload/cont?refType=${refType}${tempKey ? `&tempKey=${tempKey}` : ''}`, [{ name: '가정통신문.pdf', data: tinyPdf(), type: 'application/pdf' }])).json.data;
  const editorImage = async (who: TestSession, tempKey?: string) =>
    (await upload(who, `/api/file/editor/upload${tempKey ? `?tempKey=${tempKey}` : ''}`, [{ name: 'a.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' }])).json.data;
  const listTitles = async (who: TestSession, query = '') => ((await get(who, `${BASE}/search${query}`)).json.data.items as { title: string }[]).map((n) => n.title);

  it('writing: 401, Korean validation, a teacher only for their own class and never pinned', async () => {
    expect((await post(null, `${BASE}/new`, body())).status).toBe(401);
    const missing = await post(admin, `${BASE}/new`, { content: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toMatchObject({ title: '제목을 입력해 주세요.' });
    const empty = await post(admin, `${BASE}/new`, body({ content: '<p> </p><script>alert(1)</script>' }));
    expect(empty.json.details).toEqual({ content: POST_CONTENT_REQUIRED_MESSAGE });
    const wrongClass = await post(admin, `${BASE}/new`, body({ classIds: ['x'] }));
    expect(wrongClass.status).toBe(400);

    const centreWide = await post(teacherA, `${BASE}/new`, body());
    expect(centreWide.json).toMatchObject({ code: 'FORBIDDEN', message: POST_OWN_CLASS_ONLY_MESSAGE });
    expect((await post(teacherA, `${BASE}/new`, body({ classIds: [classB] }))).status).toBe(403);
    expect((await post(teacherA, `${BASE}/new`, body({ classIds: [classA], pinned: true }))).json.message).toBe(NOTICE_PIN_ADMIN_ONLY_MESSAGE);
    const own = await create(teacherA, { classIds: [classA, classA] });
    expect(own).toMatchObject({ classes: [{ classId: classA, className: '햇님반' }], pinned: false, canEdit: true, authorName: '이선생', scheduled: false });
    expect(await t.app.db.select().from(notices).where(eq(notices.id, own.noticeId))).toHaveLength(1);
  });

  it('keeps only allow-listed HTML, the post’s own editor images, and attachments apart from images', async () => {
    const image = await editorImage(admin);
    const file = await attachment(admin, 'NOTICE', image.tempKey);
    expect(file.tempKey).toBe(image.tempKey);
    const html = `<h2 style="color:red" onclick="x()">제목</h2><p>본문 <a href="javascript:alert(1)">나쁜 링크</a> <a href="https://example.com">좋은 링크</a></p><img src="${image.url}" onerror="alert(1)"><img src="/api/file/999999"><img src="https://evil.example/x.png"><iframe srcdoc="<script>alert(1)</script>"></iframe>`;
    const notice = await create(admin, { content: html }, image.tempKey);
    expect(notice.content).toBe(
      `<h2>제목</h2><p>본문 <a>나쁜 링크</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">좋은 링크</a></p><img src="${image.url}">`,
    );
    expect(notice.summary).toBe('제목 본문 나쁜 링크 좋은 링크');
    expect(notice.attachments).toEqual([expect.objectContaining({ fileName: '가정통신문.pdf', kind: 'document' })]);
    expect(notice.attachmentCount).toBe(1);
    const rows = await t.app.db.select().from(files).where(and(eq(files.refType, 'NOTICE'), eq(files.refId, notice.noticeId)));
    expect(rows.map((r) => r.purpose).sort()).toEqual(['EDITOR', 'NOTICE']);

    // an edit that drops the image from the text drops its file; an attachment goes with removeFileIds
    const edited = await put(admin, `${BASE}/${notice.noticeId}`, body({ content: '<p>글만 남았습니다</p>', removeFileIds: [notice.attachments[0].fileId] }));
    expect(edited.status).toBe(200);
    expect(edited.json.data.attachments).toEqual([]);
    expect(await t.app.db.select().from(files).where(and(eq(files.refType, 'NOTICE'), eq(files.refId, notice.noticeId)))).toEqual([]);
    expect((await put(admin, `${BASE}/${notice.noticeId}`, body({ removeFileIds: [999999] }))).json.details).toEqual({ removeFileIds: '삭제할 파일을 찾을 수 없습니다.' });
  });

  it('refuses another user’s tempKey and uploads of another kind', async () => {
    const mine = await attachment(teacherA);
    expect((await post(admin, `${BASE}/new?tempKey=${mine.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    const event = await attachment(admin, 'EVENT');
    expect((await post(admin, `${BASE}/new?tempKey=${event.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    expect((await upload(teacherA, '/api/file/upload/cont?refType=EDU', [{ name: 'a.pdf', data: tinyPdf(), type: 'application/pdf' }])).status).toBe(403);
    expect(await t.app.db.select().from(notices).where(eq(notices.title, '남의 파일'))).toEqual([]);
  });

  it('audience: a teacher sees the centre’s and their class’s notices and files, never another class’s', async () => {
    const file = await attachment(admin);
    const forA = await create(admin, { title: '햇님반 소풍', classIds: [classA] }, file.tempKey);
    await create(admin, { title: '달님반 소풍', classIds: [classB] });
    await create(admin, { title: '전체 공지' });
    expect(await listTitles(teacherA, '?size=100')).toEqual(expect.arrayContaining(['햇님반 소풍', '전체 공지']));
    expect(await listTitles(teacherA, '?size=100')).not.toContain('달님반 소풍');
    expect(await listTitles(teacherB, '?size=100')).not.toContain('햇님반 소풍');
    expect(await listTitles(admin, '?size=100')).toEqual(expect.arrayContaining(['햇님반 소풍', '달님반 소풍', '전체 공지']));

    // another class's notice and its file do not exist for teacher B: the body of a missing id (decision 017)
    const missing = await get(teacherB, `${BASE}/999999`);
    expect(missing.json).toMatchObject({ code: 'NOT_FOUND', message: NOTICE_NOT_FOUND_MESSAGE });
    const hidden = await get(teacherB, `${BASE}/${forA.noticeId}`);
    expect([hidden.status, hidden.json.code, hidden.json.message]).toEqual([404, missing.json.code, missing.json.message]);
    const fileUrl = forA.attachments[0].url;
    expect((await get(teacherB, fileUrl)).status).toBe(404);
    const download = await get(teacherA, fileUrl);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('가정통신문.pdf')}`);
    expect((await get(teacherA, `${BASE}/999999`)).status).toBe(404);
    expect((await get(teacherA, `${BASE}/abc`)).json.message).toBe('공지사항 번호가 올바르지 않습니다.');
  });

  it('lists pinned first, then the newest; scheduled notices wait for their time except for their author and admins', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await create(admin, { title: '고정 공지', pinned: true });
    await create(admin, { title: '최신 공지' });
    const scheduled = await create(teacherA, { title: '예약 공지', classIds: [classA], publishAt: later });
    expect(scheduled).toMatchObject({ scheduled: true, publishedAt: new Date(later).toISOString() });
    const adminTitles = await listTitles(admin, '?size=100');
    expect(adminTitles.slice(0, 1)).toEqual(['고정 공지']);
    expect(adminTitles.indexOf('예약 공지')).toBeLessThan(adminTitles.indexOf('최신 공지'));
    expect(await listTitles(teacherA, '?size=100')).toContain('예약 공지');
    const teacherB2 = await listTitles(teacherB, '?size=100');
    expect(teacherB2).not.toContain('예약 공지');

    // a scheduled notice for everyone: its files wait for its time too (a guessed file id reads nothing)
    const letter = await attachment(admin);
    const forAll = await create(admin, { title: '예약 가정통신문', publishAt: later }, letter.tempKey);
    const fileUrl = `/api/file/${forAll.attachments[0].fileId}`;
    expect((await get(teacherA, `${BASE}/${forAll.noticeId}`)).status).toBe(404);
    const hidden = await get(teacherA, fileUrl);
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('파일을 찾을 수 없습니다.');
    expect((await get(admin, fileUrl)).status).toBe(200);
    await put(admin, `${BASE}/${forAll.noticeId}`, body({ title: '예약 가정통신문' }));
    expect((await get(teacherA, fileUrl)).status).toBe(200);

    // a past publishAt publishes at once
    const past = await create(admin, { title: '지난 시각', publishAt: '2020-01-01T00:00:00+09:00' });
    expect(past.scheduled).toBe(false);
    expect(new Date(past.publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await post(admin, `${BASE}/new`, body({ publishAt: 'tomorrow' }))).json.details).toEqual({ publishAt: '게시 시각을 다시 선택해 주세요.' });
  });

  it('searches title, body text and author, a date range either way round, 1-based pages of 10', async () => {
    await create(admin, { title: '김장 체험', content: '<p>배추를 <b>절여</b> 봅니다</p>' });
    expect(await listTitles(admin, `?searchType=title&keyword=${encodeURIComponent('김장')}`)).toEqual(['김장 체험']);
    expect(await listTitles(admin, `?searchType=content&keyword=${encodeURIComponent('배추를 절여')}`)).toEqual(['김장 체험']);
    expect(await listTitles(admin, `?searchType=content&keyword=strong`)).toEqual([]);
    expect(await listTitles(teacherA, `?searchType=author&keyword=${encodeURIComponent('이선')}&size=100`)).toEqual(['예약 공지', '가을 운동회 안내']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    const range = (await get(admin, `${BASE}/search?searchType=date&startDate=${today}&endDate=2020-01-01&size=100`)).json.data;
    expect(range.total).toBeGreaterThan(3);
    expect((await get(admin, `${BASE}/search?searchType=date&startDate=2020-01-01&endDate=2020-01-02`)).json.data.total).toBe(0);
    const page = (await get(admin, `${BASE}/search`)).json.data;
    expect(page).toMatchObject({ page: 1, size: 10 });
    expect((await get(admin, `${BASE}/search?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
    expect((await get(admin, `${BASE}/search?searchType=nope&keyword=a`)).json.message).toBe('검색 조건이 올바르지 않습니다.');
  });

  it('views count for readers, not the author; a teacher changes only their own notices; delete removes files and audits', async () => {
    const adminNotice = await create(admin, { title: '원장 공지', classIds: [classA] });
    await get(teacherA, `${BASE}/${adminNotice.noticeId}`);
    await get(admin, `${BASE}/${adminNotice.noticeId}`);
    expect((await get(teacherA, `${BASE}/${adminNotice.noticeId}`)).json.data).toMatchObject({ viewCount: 2, canEdit: false });
    expect((await put(teacherA, `${BASE}/${adminNotice.noticeId}`, body({ classIds: [classA] }))).json).toMatchObject({ code: 'FORBIDDEN', message: POST_OWN_ONLY_MESSAGE });
    expect((await del(teacherA, `${BASE}/${adminNotice.noticeId}`)).status).toBe(403);

    const file = await attachment(teacherA);
    const own = await create(teacherA, { title: '내 공지', classIds: [classA] }, file.tempKey);
    const edited = await put(teacherA, `${BASE}/${own.noticeId}`, body({ title: '내 공지 (수정)', classIds: [classA] }));
    expect(edited.json.data).toMatchObject({ title: '내 공지 (수정)', attachmentCount: 1 });
    expect((await put(teacherA, `${BASE}/${own.noticeId}`, body({ classIds: [] }))).json.message).toBe(POST_OWN_CLASS_ONLY_MESSAGE);
    const removed = await del(teacherA, `${BASE}/${own.noticeId}`);
    expect(removed.json.data).toEqual({ id: own.noticeId, deletedFileIds: [own.attachments[0].fileId] });
    expect(await t.app.db.select().from(files).where(eq(files.id, own.attachments[0].fileId))).toEqual([]);
    expect(await auditRows(t.app.db, 'NOTICE_DELETED', own.noticeId)).toHaveLength(1);
    expect((await get(admin, `${BASE}/${own.noticeId}`)).status).toBe(404);
    expect((await del(admin, `${BASE}/${own.noticeId}`)).status).toBe(404);
  });

  it('a teacher without a class sees the centre’s notices; every audience and search counts a page past the end', async () => {
    await create(admin, { title: '햇님반 안내문', classIds: [classA] });
    await create(admin, { title: '전체 안내문' });
    const centre = await listTitles(noClassTeacher, '?size=100');
    expect(centre).toContain('전체 안내문');
    expect(centre).not.toContain('햇님반 안내문');

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    const word = (type: string, keyword: string) => `searchType=${type}&keyword=${encodeURIComponent(keyword)}`;
    const searches = ['', word('title', '안내'), word('content', '운동회'), word('author', '박원'), `searchType=date&startDate=${today}`, `searchType=date&endDate=${today}`, `searchType=date&startDate=${today}&endDate=${today}`];
    for (const who of [admin, teacherA, noClassTeacher]) {
      for (const search of searches) {
        const first = (await get(who, `${BASE}/search?size=100&${search}`)).json.data;
        expect(first.total, search).toBeGreaterThan(0);
        expect(first.total, search).toBe(first.items.length);
        expect((await get(who, `${BASE}/search?page=9&size=100&${search}`)).json.data, search).toMatchObject({ items: [], total: first.total });
      }
    }
  });

  it('another centre: its staff get 404 on this centre’s notices, do not list them, and may not name its classes', async () => {
    const b = await otherCentre(t);
    const file = await attachment(admin);
    const ours = await create(admin, { title: '햇살 전체 공지' }, file.tempKey);
    const theirs = (await post(b.admin, `${BASE}/new`, body({ title: '별빛 전체 공지' }))).json.data;

    const missing = await get(b.admin, `${BASE}/999999`);
    for (const call of [get(b.admin, `${BASE}/${ours.noticeId}`), put(b.admin, `${BASE}/${ours.noticeId}`, body()), del(b.admin, `${BASE}/${ours.noticeId}`)]) {
      expectAsMissing(await call, missing, NOTICE_NOT_FOUND_MESSAGE);
    }
    expect((await get(b.teacher, `${BASE}/${ours.noticeId}`)).status).toBe(404);
    expect((await get(b.admin, ours.attachments[0].url)).status).toBe(404);
    expect((await t.app.db.select().from(notices).where(eq(notices.id, ours.noticeId)))[0]).toMatchObject({ title: '햇살 전체 공지', centreId: 1 });

    expect(await listTitles(b.admin, '?size=100')).toEqual(['별빛 전체 공지']);
    expect(await listTitles(b.teacher, '?size=100')).toEqual(['별빛 전체 공지']);
    expect(await listTitles(admin, '?size=100')).not.toContain('별빛 전체 공지');
    expect((await get(admin, `${BASE}/${theirs.noticeId}`)).status).toBe(404);
    expect((await t.app.db.select().from(notices).where(eq(notices.id, theirs.noticeId)))[0].centreId).toBe(b.centreId);

    // an audience of another centre's class is refused like a class that does not exist, and nothing is saved
    const foreign = await post(b.admin, `${BASE}/new`, body({ title: '남의 반 공지', classIds: [classA] }));
    expect(foreign.json).toMatchObject({ code: 'NOT_FOUND', message: CLASS_NOT_FOUND_MESSAGE });
    expect((await post(b.admin, `${BASE}/new`, body({ title: '남의 반 공지', classIds: [999_999] }))).json.message).toBe(CLASS_NOT_FOUND_MESSAGE);
    expect(await t.app.db.select().from(notices).where(eq(notices.title, '남의 반 공지'))).toEqual([]);
  });
});
