import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EDU_NOT_FOUND_MESSAGE, EDU_PERIOD_MESSAGE, SEARCH_DATE_MESSAGE, TEMP_KEY_INVALID_MESSAGE } from '@kg/contract';
import { educationPrograms, files } from '../../db/schema/index';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld, type WithManager, type WithNoClassTeacher } from '../../test/world';
import type { TestSession } from '../../test/session';
import { photoJpeg, tinyPdf } from '../file/file.test-utils';

const BASE = '/api/v2/edu';

describe('edu routes (교육 프로그램)', () => {
  let { t, admin, manager, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = {} as TwoClassWorld & WithManager & WithNoClassTeacher;
  beforeAll(
    async () =>
      void ({ t, admin, manager, teacherA, teacherB, noClassTeacher, anonymous, classA, classB } = await twoClassWorld({ manager: '정매니저', noClassTeacher: '김보조' })),
  );
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: '숲 체험 프로그램',
    content: '<p>매주 화요일 숲에 갑니다.</p>',
    classIds: [],
    ageBand: 4,
    startDate: '2026-03-02',
    endDate: '2026-07-31',
    ...overrides,
  });
  const create = async (who: TestSession, overrides: Record<string, unknown> = {}, tempKey?: string) => {
    const res = await post(who, `${BASE}/new${tempKey ? `?tempKey=${tempKey}` : ''}`, body(overrides));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const attachment = async (who: TestSession, refType = 'EDU', tempKey?: string) =>
    (await upload(who, `/api/file/upload/cont?refType=${refType}${tempKey ? `&tempKey=${tempKey}` : ''}`, [{ name: '계획안.pdf', data: tinyPdf(), type: 'application/pdf' }])).json.data;
  const photo = async (who: TestSession, tempKey: string) =>
    (await upload(who, `/api/file/upload/cont?refType=EDU&tempKey=${tempKey}`, [{ name: '숲.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' }])).json.data;
  const listTitles = async (who: TestSession, query = '') => {
    const res = await get(who, `${BASE}/search${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data.items as { title: string }[]).map((n) => n.title);
  };

  it('writing: 401, teachers 403, Korean validation of title, period, dates and age band', async () => {
    expect((await post(null, `${BASE}/new`, body())).status).toBe(401);
    expect((await get(null, `${BASE}/search`)).status).toBe(401);
    const teacher = await post(teacherA, `${BASE}/new`, body({ classIds: [classA] }));
    expect(teacher.status).toBe(403);
    expect(teacher.json.code).toBe('FORBIDDEN');

    const missing = await post(admin, `${BASE}/new`, { content: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toMatchObject({ title: '제목을 입력해 주세요.' });
    const reversed = await post(admin, `${BASE}/new`, body({ startDate: '2026-05-02', endDate: '2026-05-01' }));
    expect(reversed.status).toBe(400);
    expect(reversed.json.details).toEqual({ endDate: EDU_PERIOD_MESSAGE });
    expect((await post(admin, `${BASE}/new`, body({ startDate: '2026-02-30' }))).json.details).toEqual({ startDate: '시작일을 2026-03-02처럼 입력해 주세요.' });
    expect((await post(admin, `${BASE}/new`, body({ endDate: '7월 말' }))).json.details).toEqual({ endDate: '종료일을 2026-03-02처럼 입력해 주세요.' });
    expect((await post(admin, `${BASE}/new`, body({ ageBand: 6 }))).json.details).toEqual({ ageBand: '대상 연령(만 0~5세)을 다시 선택해 주세요.' });
    expect((await post(admin, `${BASE}/new`, body({ title: 'x'.repeat(201) }))).json.details).toEqual({ title: '제목은 200자 이하로 입력해 주세요.' });
    expect(await t.app.db.select().from(educationPrograms)).toEqual([]);
  });

  it('admins and managers create programmes for the centre or classes; an empty body, age band and period are optional', async () => {
    const made = await create(admin, { classIds: [classB, classA, classA] });
    expect(made).toMatchObject({
      title: '숲 체험 프로그램',
      content: '<p>매주 화요일 숲에 갑니다.</p>',
      summary: '매주 화요일 숲에 갑니다.',
      ageBand: 4,
      startDate: '2026-03-02',
      endDate: '2026-07-31',
      authorName: '박원장',
      canEdit: true,
      viewCount: 0,
      attachmentCount: 0,
      attachments: [],
    });
    expect(made.classes.map((c: { className: string }) => c.className).sort()).toEqual(['달님반', '햇님반']);
    expect(await auditRows(t.app.db, 'EDU_CREATED', made.eduId)).toHaveLength(1);

    const bare = await create(manager, { title: '연간 교육과정', content: '', ageBand: '', startDate: '', endDate: null });
    expect(bare).toMatchObject({ title: '연간 교육과정', content: '', summary: '', ageBand: null, startDate: null, endDate: null, classes: [], authorName: '정매니저' });
    expect((await get(admin, `${BASE}/${bare.eduId}`)).json.data.canEdit).toBe(true);
  });

  it('attaches 계획안 uploaded as EDU (and counts them), refuses other kinds, removes on update', async () => {
    const file = await attachment(admin);
    const image = await photo(admin, file.tempKey);
    const made = await create(admin, { title: '계획안 있는 프로그램' }, file.tempKey);
    expect(made.attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(['계획안.pdf', '숲.jpg']);
    expect(made.attachmentCount).toBe(2);
    const rows = await t.app.db.select().from(files).where(and(eq(files.refType, 'EDU'), eq(files.refId, made.eduId)));
    expect(rows.map((r) => r.id).sort()).toEqual([file.files[0].fileId, image.files[0].fileId].sort());
    const listed = (await get(admin, `${BASE}/search?searchType=title&keyword=${encodeURIComponent('계획안 있는')}`)).json.data.items;
    expect(listed).toEqual([expect.objectContaining({ eduId: made.eduId, attachmentCount: 2 })]);

    const notice = await attachment(admin, 'NOTICE');
    expect((await post(admin, `${BASE}/new?tempKey=${notice.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    const others = await attachment(manager);
    expect((await post(admin, `${BASE}/new?tempKey=${others.tempKey}`, body())).json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });

    const edited = await put(admin, `${BASE}/${made.eduId}`, body({ title: '계획안 있는 프로그램', removeFileIds: [file.files[0].fileId] }));
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ attachmentCount: 1, attachments: [expect.objectContaining({ fileName: '숲.jpg' })] });
    expect(await t.app.db.select().from(files).where(eq(files.id, file.files[0].fileId))).toEqual([]);
  });

  it('audience: a teacher lists and opens the centre’s and their class’s programmes, never another class’s', async () => {
    const file = await attachment(admin);
    const forA = await create(admin, { title: '햇님반 특별활동', classIds: [classA] }, file.tempKey);
    const forB = await create(admin, { title: '달님반 특별활동', classIds: [classB] });
    await create(admin, { title: '전체 특별활동' });
    const seenByA = await listTitles(teacherA, '?size=100');
    expect(seenByA).toEqual(expect.arrayContaining(['햇님반 특별활동', '전체 특별활동']));
    expect(seenByA).not.toContain('달님반 특별활동');
    expect(await listTitles(teacherB, '?size=100')).not.toContain('햇님반 특별활동');
    expect(await listTitles(admin, '?size=100')).toEqual(expect.arrayContaining(['햇님반 특별활동', '달님반 특별활동', '전체 특별활동']));

    // another class's programme and its file do not exist for the teacher: a missing id's answer (decision 017)
    for (const [who, id] of [[teacherA, forB.eduId], [teacherB, forA.eduId]] as const) {
      expect((await get(who, `${BASE}/${id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: EDU_NOT_FOUND_MESSAGE });
    }
    expect((await get(teacherB, forA.attachments[0].url)).status).toBe(404);
    const opened = await get(teacherA, `${BASE}/${forA.eduId}`);
    expect(opened.json.data).toMatchObject({ title: '햇님반 특별활동', canEdit: false, attachmentCount: 1 });
    expect((await get(teacherA, forA.attachments[0].url)).status).toBe(200);
    const gone = await get(teacherA, `${BASE}/999999`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(EDU_NOT_FOUND_MESSAGE);
    expect((await get(teacherA, `${BASE}/abc`)).json.message).toBe('교육 프로그램 번호가 올바르지 않습니다.');
  });

  it('lists the newest first; searches title, body and author; dates meet the period either way round', async () => {
    await create(admin, { title: '봄 텃밭', content: '<p>상추를 <b>심어</b> 봅니다</p>', startDate: '2031-03-02', endDate: '2031-04-30' });
    await create(admin, { title: '여름 물놀이', startDate: '2031-07-01', endDate: '2031-08-15' });
    await create(admin, { title: '하루 견학', startDate: '2031-05-20', endDate: '' });
    await create(admin, { title: '기간 없는 활동', startDate: null, endDate: null });
    const all = await listTitles(admin, '?size=100');
    expect(all.slice(0, 4)).toEqual(['기간 없는 활동', '하루 견학', '여름 물놀이', '봄 텃밭']);

    expect(await listTitles(admin, `?searchType=content&keyword=${encodeURIComponent('상추를 심어')}`)).toEqual(['봄 텃밭']);
    expect(await listTitles(admin, `?searchType=title&keyword=${encodeURIComponent('물놀')}`)).toEqual(['여름 물놀이']);
    expect(await listTitles(admin, `?searchType=author&keyword=${encodeURIComponent('정매니')}`)).toEqual(['연간 교육과정']);

    const dated = (start: string, end: string) => listTitles(admin, `?searchType=date&startDate=${start}&endDate=${end}&size=100`);
    expect(await dated('2031-04-01', '2031-07-10')).toEqual(['하루 견학', '여름 물놀이', '봄 텃밭']);
    expect(await dated('2031-07-10', '2031-04-01')).toEqual(['하루 견학', '여름 물놀이', '봄 텃밭']);
    expect(await dated('2031-05-01', '2031-05-31')).toEqual(['하루 견학']);
    expect(await dated('2031-04-30', '2031-04-30')).toEqual(['봄 텃밭']);
    expect(await dated('2031-09-01', '2031-12-31')).toEqual([]);
    expect(await listTitles(admin, '?searchType=date&startDate=2031-08-01&size=100')).toEqual(['여름 물놀이']);
    expect(await listTitles(admin, '?searchType=date&endDate=2026-12-31&size=100')).not.toContain('기간 없는 활동');
    const page = (await get(admin, `${BASE}/search`)).json.data;
    expect(page).toMatchObject({ page: 1, size: 10 });
    expect((await get(admin, `${BASE}/search?searchType=date&startDate=2031-02-30`)).json.details).toEqual({ startDate: SEARCH_DATE_MESSAGE });
    expect((await get(admin, `${BASE}/search?searchType=date&startDate=31-02-01`)).json.message).toBe(SEARCH_DATE_MESSAGE);
    expect((await get(admin, `${BASE}/search?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
  });

  it('views count for readers, not the author; teachers cannot change; update and delete are audited', async () => {
    const made = await create(admin, { title: '조회 프로그램' });
    await get(admin, `${BASE}/${made.eduId}`);
    await get(teacherA, `${BASE}/${made.eduId}`);
    await get(manager, `${BASE}/${made.eduId}`);
    expect((await get(teacherB, `${BASE}/${made.eduId}`)).json.data.viewCount).toBe(3);

    expect((await put(teacherA, `${BASE}/${made.eduId}`, body())).status).toBe(403);
    expect((await del(teacherA, `${BASE}/${made.eduId}`)).status).toBe(403);
    const reversed = await put(admin, `${BASE}/${made.eduId}`, body({ startDate: '2026-08-01', endDate: '2026-07-01' }));
    expect(reversed.json.details).toEqual({ endDate: EDU_PERIOD_MESSAGE });

    const edited = await put(manager, `${BASE}/${made.eduId}`, body({ title: '조회 프로그램 (수정)', ageBand: null, startDate: '2026-09-01', endDate: '2026-09-01', classIds: [classA] }));
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ title: '조회 프로그램 (수정)', ageBand: null, startDate: '2026-09-01', endDate: '2026-09-01', classes: [{ classId: classA, className: '햇님반' }], viewCount: 3 });
    expect(await auditRows(t.app.db, 'EDU_UPDATED', made.eduId)).toHaveLength(1);
    expect((await put(admin, `${BASE}/999999`, body())).status).toBe(404);

    const file = await attachment(admin);
    const withFile = await put(admin, `${BASE}/${made.eduId}?tempKey=${file.tempKey}`, body({ classIds: [classA] }));
    expect(withFile.json.data.attachmentCount).toBe(1);
    const removed = await del(manager, `${BASE}/${made.eduId}`);
    expect(removed.json.data).toEqual({ id: made.eduId, deletedFileIds: [file.files[0].fileId] });
    expect(await auditRows(t.app.db, 'EDU_DELETED', made.eduId)).toHaveLength(1);
    expect(await t.app.db.select().from(files).where(eq(files.id, file.files[0].fileId))).toEqual([]);
    expect((await get(admin, `${BASE}/${made.eduId}`)).status).toBe(404);
    expect((await del(admin, `${BASE}/${made.eduId}`)).status).toBe(404);
  });

  it('a teacher without a class sees the centre’s programmes; every audience and search counts a page past the end', async () => {
    await create(admin, { title: '햇님반 숲 체험', classIds: [classA] });
    await create(admin, { title: '전체 숲 체험' });
    const centre = await listTitles(noClassTeacher, '?size=100');
    expect(centre).toContain('전체 숲 체험');
    expect(centre).not.toContain('햇님반 숲 체험');

    const word = (type: string, keyword: string) => `searchType=${type}&keyword=${encodeURIComponent(keyword)}`;
    const searches = ['', word('title', '숲'), word('content', '화요일'), word('author', '박원'), 'searchType=date&startDate=2026-05-01', 'searchType=date&endDate=2026-05-01', 'searchType=date&startDate=2026-05-01&endDate=2026-05-31'];
    for (const who of [admin, teacherA, noClassTeacher]) {
      for (const search of searches) {
        const first = (await get(who, `${BASE}/search?size=100&${search}`)).json.data;
        expect(first.total, search).toBeGreaterThan(0);
        expect(first.total, search).toBe(first.items.length);
        expect((await get(who, `${BASE}/search?page=9&size=100&${search}`)).json.data, search).toMatchObject({ items: [], total: first.total });
      }
    }
  });

  it('another centre: its staff get 404 on this centre’s programmes and do not list them', async () => {
    const b = await otherCentre(t);
    const ours = await create(admin, { title: '햇살 숲 체험' });
    const theirs = (await post(b.admin, `${BASE}/new`, body({ title: '별빛 숲 체험' }))).json.data;
    expect(theirs.title).toBe('별빛 숲 체험');
    for (const call of [get(b.admin, `${BASE}/${ours.eduId}`), put(b.admin, `${BASE}/${ours.eduId}`, body()), del(b.admin, `${BASE}/${ours.eduId}`)]) {
      expect((await call).json).toMatchObject({ code: 'NOT_FOUND', message: EDU_NOT_FOUND_MESSAGE });
    }
    expect((await get(admin, `${BASE}/${theirs.eduId}`)).status).toBe(404);
    expect(await listTitles(b.admin, '?size=100')).toEqual(['별빛 숲 체험']);
    expect(await listTitles(admin, '?size=100')).not.toContain('별빛 숲 체험');
    expect((await t.app.db.select().from(educationPrograms).where(eq(educationPrograms.id, ours.eduId)))[0]).toMatchObject({ title: '햇살 숲 체험', centreId: 1 });
  });
});
