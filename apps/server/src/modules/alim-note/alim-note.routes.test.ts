import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ALIM_CHILD_NOT_FOUND_MESSAGE,
  ALIM_NOTE_NOT_FOUND_MESSAGE,
  ALIM_TEMPERATURE_DECIMAL_MESSAGE,
  ALIM_TEMPERATURE_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  TEMP_KEY_INVALID_MESSAGE,
} from '@kg/contract';
import { alimNoteReplies, alimNotes, files } from '../../db/schema/index';
import { createChild, createClass, seoulToday } from '../../test/factories';
import { buildAlimNote } from '../../test/note-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { answerOf, expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays } from '@kg/contract';
import { photoJpeg, storagePath, tinyMp4, type UploadPart } from '../file/file.test-utils';

describe('alim-note routes (알림장)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();
  const yesterday = addDays(today, -1);

  beforeAll(async () => void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld()));
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const photo = async (name = 'a.jpg'): Promise<UploadPart> => ({ name, data: await photoJpeg(64, 48), type: 'image/jpeg' });
  const photosOf = (noteId: number) => t.app.db.select().from(files).where(and(eq(files.refType, 'ALIMNOTE'), eq(files.refId, noteId)));
  const notesOf = (childIds: number[]) => t.app.db.select().from(alimNotes).where(inArray(alimNotes.childId, childIds));
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  // ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
  const NO_CLASS = 999999;
  const NO_NOTE = 999999;

  describe('POST /api/file/upload/alimNote/:classId?childCode=', () => {
    it('401 → 400 childCode → 404 other class (as a missing one) → 404 child of another class → 415 non-image → 200', async () => {
      const child = await createChild(t.app.db, { classId: classA });
      const stranger = await createChild(t.app.db, { classId: classB });
      const url = `/api/file/upload/alimNote/${classA}?childCode=${child.id}`;
      expect((await upload(null, url, [await photo()])).status).toBe(401);
      const noChild = await upload(teacherA, `/api/file/upload/alimNote/${classA}`, [await photo()]);
      expect(noChild.json).toMatchObject({ code: 'VALIDATION', message: '원아 번호가 올바르지 않습니다.' });
      const missing = await upload(teacherB, `/api/file/upload/alimNote/${NO_CLASS}?childCode=${child.id}`, [await photo()]);
      expectAsMissing(await upload(teacherB, url, [await photo()]), missing, CLASS_NOT_FOUND_MESSAGE);
      expect((await upload(teacherA, `/api/file/upload/alimNote/${classA}?childCode=${stranger.id}`, [await photo()])).status).toBe(404);
      const movie = await upload(teacherA, url, [{ name: 'v.mp4', data: tinyMp4(), type: 'video/mp4' }]);
      expect(movie.status).toBe(415);
      expect(movie.json.message).toBe('알림장에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.');
      const ok = await upload(teacherA, url, [await photo('1.jpg'), await photo('2.jpg')]);
      expect(ok.status).toBe(200);
      expect(ok.json.data.files.map((f: any) => f.fileName)).toEqual(['1.jpg', '2.jpg']);
      const more = await upload(teacherA, `${url}&tempKey=${ok.json.data.tempKey}`, [await photo('3.jpg')]);
      expect(more.json.data.tempKey).toBe(ok.json.data.tempKey);
    });
  });

  describe('POST /api/v2/story/alim/new (bulk)', () => {
    let kids: { id: number; name: string }[];
    beforeAll(async () => {
      kids = [];
      for (const name of ['가나다', '나하준', '다서윤', '라민지']) kids.push(await createChild(t.app.db, { classId: classA, name }));
    });
    const entry = (childCode: number, overrides: Record<string, unknown> = {}) => ({ childCode, ...overrides });

    it('401 → 400 with field details → 404 other class (as a missing one)', async () => {
      const body = { classId: classA, noteDate: today, content: '즐거운 하루', entries: [entry(kids[0].id)] };
      expect((await post(null, '/api/v2/story/alim/new', body)).status).toBe(401);
      const empty = await post(teacherA, '/api/v2/story/alim/new', { classId: classA, noteDate: today, content: '내용', entries: [] });
      expect(empty.json.details).toEqual({ entries: '알림장을 쓸 원아를 한 명 이상 선택해 주세요.' });
      const bad = await post(teacherA, '/api/v2/story/alim/new', {
        noteDate: '2026/11/21',
        content: '',
        entries: [entry(kids[0].id, { mood: 'happy', temperature: 45 }), entry(kids[0].id, { temperature: 36.55 })],
      });
      expect(bad.status).toBe(400);
      expect(bad.json.details).toMatchObject({
        classId: '반을 선택해 주세요.',
        noteDate: '알림장 날짜를 2026-11-21처럼 입력해 주세요.',
        'entries.0.mood': '기분 항목이 올바르지 않습니다.',
        'entries.0.temperature': '체온은 34.0~42.0℃ 사이로 입력해 주세요.',
        'entries.1.temperature': ALIM_TEMPERATURE_DECIMAL_MESSAGE,
      });
      const dup = await post(teacherA, '/api/v2/story/alim/new', { classId: classA, noteDate: today, content: '내용', entries: [entry(kids[0].id), entry(kids[0].id)] });
      expect(dup.json.details).toEqual({ 'entries.1.childCode': '같은 원아가 두 번 선택되었습니다.' });
      const noText = await post(teacherA, '/api/v2/story/alim/new', { classId: classA, noteDate: today, entries: [entry(kids[0].id), entry(kids[1].id, { extraContent: '혼자 내용' })] });
      expect(noText.json.details).toEqual({ 'entries.0.extraContent': '알림장 내용을 입력해 주세요.' });
      const missing = await post(teacherB, '/api/v2/story/alim/new', { ...body, classId: NO_CLASS });
      expectAsMissing(await post(teacherB, '/api/v2/story/alim/new', body), missing, CLASS_NOT_FOUND_MESSAGE);
      expect(await notesOf([kids[0].id, kids[1].id])).toHaveLength(0);
    });

    it('writes for three children at once: shared text + own sentence, per-child chips and photos', async () => {
      const pics = await upload(teacherA, `/api/file/upload/alimNote/${classA}?childCode=${kids[1].id}`, [await photo('준1.jpg'), await photo('준2.jpg')]);
      const res = await post(teacherA, '/api/v2/story/alim/new', {
        classId: classA,
        noteDate: yesterday,
        content: '오늘은 소풍을 다녀왔어요.',
        entries: [
          entry(kids[0].id, { mood: 'good', meal: 'good', nap: 'good', health: 'good', bowel: 'normal', temperature: 36.5 }),
          entry(kids[1].id, { mood: 'normal', meal: 'little', nap: 'short', health: 'bad', bowel: 'loose', temperature: 37.8, extraContent: '콧물이 조금 있었어요.', tempKey: pics.json.data.tempKey }),
          entry(kids[2].id),
        ],
      });
      expect(res.status).toBe(200);
      const notes = res.json.data.notes as any[];
      expect(notes.map((n) => n.childName)).toEqual(['가나다', '나하준', '다서윤']);
      expect(notes[0]).toMatchObject({ classId: classA, noteDate: yesterday, content: '오늘은 소풍을 다녀왔어요.', mood: 'good', temperature: 36.5, photoCount: 0, authorName: '이선생' });
      expect(notes[1]).toMatchObject({
        content: '오늘은 소풍을 다녀왔어요.\n\n콧물이 조금 있었어요.',
        mood: 'normal', meal: 'little', nap: 'short', health: 'bad', bowel: 'loose', temperature: 37.8, photoCount: 2,
      });
      expect(notes[1].thumbnailUrl).toMatch(/^\/api\/file\/\d+\/thumb$/);
      expect(notes[2]).toMatchObject({ mood: null, meal: null, nap: null, health: null, bowel: null, temperature: null });
      expect((await photosOf(notes[1].noteId)).map((f) => f.originalName)).toEqual(['준1.jpg', '준2.jpg']);
      for (const n of notes) expect(await auditOf('ALIM_NOTE_CREATED', n.noteId)).toHaveLength(1);
    });

    it('is all or nothing: a child of another class (400) or one already written (409) saves nobody', async () => {
      const stranger = await createChild(t.app.db, { classId: classB, name: '남의반' });
      const paused = await createChild(t.app.db, { classId: classA, name: '휴원아', status: 'pause' });
      const pics = await upload(teacherA, `/api/file/upload/alimNote/${classA}?childCode=${kids[3].id}`, [await photo()]);
      const base = { classId: classA, noteDate: today, content: '오늘 하루' };
      const foreign = await post(teacherA, '/api/v2/story/alim/new', { ...base, entries: [entry(kids[3].id, { tempKey: pics.json.data.tempKey }), entry(stranger.id)] });
      expect(foreign.status).toBe(400);
      expect(foreign.json.details).toEqual({ 'entries.1.childCode': '이 반의 재원 원아가 아닙니다.' });
      const inactive = await post(teacherA, '/api/v2/story/alim/new', { ...base, entries: [entry(paused.id)] });
      expect(inactive.json.details).toEqual({ 'entries.0.childCode': '이 반의 재원 원아가 아닙니다.' });

      // 가나다 already has yesterday's note: the whole batch is refused
      const again = await post(teacherA, '/api/v2/story/alim/new', { ...base, noteDate: yesterday, entries: [entry(kids[3].id), entry(kids[0].id)] });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'CONFLICT', message: `가나다 원아는 ${yesterday} 알림장이 이미 있습니다.` });
      // a bad tempKey on the last child rolls back the first
      const badKey = await post(teacherA, '/api/v2/story/alim/new', { ...base, entries: [entry(kids[3].id), entry(kids[2].id, { tempKey: 'x'.repeat(20) })] });
      expect(badKey.json.details).toEqual({ 'entries.1.tempKey': TEMP_KEY_INVALID_MESSAGE });
      expect(await notesOf([kids[3].id, stranger.id, paused.id])).toHaveLength(0);
      expect(await notesOf([kids[2].id])).toHaveLength(1);
      // the photos stayed temp and can still be used
      const ok = await post(teacherA, '/api/v2/story/alim/new', { ...base, entries: [entry(kids[3].id, { tempKey: pics.json.data.tempKey })] });
      expect(ok.json.data.notes[0].photoCount).toBe(1);
    });
  });

  it('two saves of the same child at the same moment: one note, the other gets 409', async () => {
    const child = await createChild(t.app.db, { classId: classA, name: '동시원아' });
    const body = { classId: classA, noteDate: today, content: '동시에', entries: [{ childCode: child.id }] };
    const results = await Promise.all([post(teacherA, '/api/v2/story/alim/new', body), post(admin, '/api/v2/story/alim/new', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await notesOf([child.id])).toHaveLength(1);
  });

  describe('GET /api/v2/story/alim/today/:classId', () => {
    it('401 → 400 → 404 other class → 200: every active child with whether they have a note that day', async () => {
      const boardClass = (await createClass(t.app.db, { name: '꽃님반' })).id;
      const names = ['김하늘', '박바다', '이구름', '정별'];
      const kids = [];
      for (const name of names) kids.push(await createChild(t.app.db, { classId: boardClass, name }));
      await createChild(t.app.db, { classId: boardClass, name: '퇴소아', status: 'stop' });
      await buildAlimNote(t.app.db, { classId: boardClass, childId: kids[1].id, mood: 'bad', temperature: 37.9 });
      await buildAlimNote(t.app.db, { classId: boardClass, childId: kids[3].id });
      await buildAlimNote(t.app.db, { classId: boardClass, childId: kids[0].id, noteDate: yesterday });

      const url = `/api/v2/story/alim/today/${boardClass}`;
      expect((await get(null, url)).status).toBe(401);
      expect((await get(admin, `${url}?date=2026-13-01`)).json.details).toEqual({ date: '알림장 날짜를 2026-11-21처럼 입력해 주세요.' });
      expectAsMissing(await get(teacherA, url), await get(teacherA, `/api/v2/story/alim/today/${NO_CLASS}`), CLASS_NOT_FOUND_MESSAGE);
      const res = await get(admin, url);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ date: today, total: 4, written: 2 });
      expect(res.json.data.children.map((c: any) => [c.childName, c.hasNote])).toEqual([
        ['김하늘', false],
        ['박바다', true],
        ['이구름', false],
        ['정별', true],
      ]);
      expect(res.json.data.children[1]).toMatchObject({ mood: 'bad', temperature: 37.9, photoCount: 0 });
      expect(res.json.data.children[0]).toMatchObject({ noteId: null, mood: null });
      const past = await get(admin, `${url}?date=${yesterday}`);
      expect(past.json.data).toMatchObject({ date: yesterday, total: 4, written: 1 });
    });
  });

  describe('GET /api/v2/story/alim/copy/:classId', () => {
    it("401 → 400 → 404 other class → 404 → 200: the child's latest earlier note", async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '복사원아' });
      const fresh = await createChild(t.app.db, { classId: classA, name: '새원아' });
      const stranger = await createChild(t.app.db, { classId: classB });
      await buildAlimNote(t.app.db, { classId: classA, childId: child.id, noteDate: addDays(today, -3), content: '사흘 전' });
      await buildAlimNote(t.app.db, { classId: classA, childId: child.id, noteDate: yesterday, content: '어제 내용', meal: 'little', temperature: 36.8 });
      await buildAlimNote(t.app.db, { classId: classA, childId: child.id, noteDate: today, content: '오늘 내용' });
      const url = `/api/v2/story/alim/copy/${classA}`;
      expect((await get(null, `${url}?childCode=${child.id}`)).status).toBe(401);
      expect((await get(teacherA, url)).json.message).toBe('원아 번호가 올바르지 않습니다.');
      const missingClass = await get(teacherB, `/api/v2/story/alim/copy/${NO_CLASS}?childCode=${child.id}`);
      expectAsMissing(await get(teacherB, `${url}?childCode=${child.id}`), missingClass, CLASS_NOT_FOUND_MESSAGE);
      expect((await get(teacherA, `${url}?childCode=${stranger.id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '이 반의 원아를 찾을 수 없습니다.' });
      expect((await get(teacherA, `${url}?childCode=${fresh.id}`)).json).toMatchObject({ code: 'NOT_FOUND', message: '복사할 이전 알림장이 없습니다.' });
      const res = await get(teacherA, `${url}?childCode=${child.id}`);
      expect(res.json.data).toMatchObject({ noteDate: yesterday, content: '어제 내용', meal: 'little', temperature: 36.8 });
      expect((await get(teacherA, `${url}?childCode=${child.id}&date=${yesterday}`)).json.data.content).toBe('사흘 전');
    });
  });

  describe('GET /api/v2/story/alim/search/:classId and /:classId/:noteId', () => {
    let listClass: number;
    let minji: number;
    beforeAll(async () => {
      listClass = (await createClass(t.app.db, { name: '바다반' })).id;
      minji = (await createChild(t.app.db, { classId: listClass, name: '정민지' })).id;
      const hana = (await createChild(t.app.db, { classId: listClass, name: '한하나' })).id;
      for (let i = 0; i < 6; i++) await buildAlimNote(t.app.db, { classId: listClass, childId: minji, noteDate: addDays(today, -i) });
      for (let i = 0; i < 6; i++) await buildAlimNote(t.app.db, { classId: listClass, childId: hana, noteDate: addDays(today, -i), content: i === 2 ? '블록 놀이를 했어요' : '즐거운 하루' });
    });

    it('search walks 401 → 400 → 404 other class → 200 and filters by date range, child and content', async () => {
      const url = `/api/v2/story/alim/search/${listClass}`;
      expect((await get(null, url)).status).toBe(401);
      expect((await get(admin, `${url}?size=0`)).json.message).toBe('한 번에 볼 개수를 1개 이상으로 정해 주세요.');
      expect((await get(admin, `${url}?childCode=abc`)).json.details).toEqual({ childCode: '원아 번호가 올바르지 않습니다.' });
      expectAsMissing(await get(teacherA, url), await get(teacherA, `/api/v2/story/alim/search/${NO_CLASS}`), CLASS_NOT_FOUND_MESSAGE);
      const first = await get(admin, url);
      expect(first.json.data).toMatchObject({ page: 1, size: 10, total: 12, totalPages: 2 });
      expect(first.json.data.items.slice(0, 2).map((i: any) => [i.noteDate, i.childName])).toEqual([
        [today, '정민지'],
        [today, '한하나'],
      ]);
      expect((await get(admin, `${url}?childCode=${minji}`)).json.data.total).toBe(6);
      expect((await get(admin, `${url}?searchType=date&startDate=${today}&endDate=${yesterday}`)).json.data.total).toBe(4);
      expect((await get(admin, `${url}?searchType=date&startDate=${yesterday}&endDate=${yesterday}&childCode=${minji}`)).json.data.total).toBe(1);
      expect((await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('하나')}`)).json.data.total).toBe(6);
      expect((await get(admin, `${url}?searchType=content&keyword=${encodeURIComponent('블록')}`)).json.data.total).toBe(1);
    });

    it('search by child name pages exactly as the whole list filtered by name (a keyword inside names, several children, other classes)', async () => {
      // three more names holding 하나 — at the start, inside, at the end — on days that interleave with 한하나's, one
      // of them with notes in another class too; 정민지 and 한하나 come from beforeAll
      const inside = (await createChild(t.app.db, { classId: listClass, name: '이하나은' })).id;
      const start = (await createChild(t.app.db, { classId: listClass, name: '하나린' })).id;
      const moved = (await createChild(t.app.db, { classId: listClass, name: '박하나' })).id;
      for (let i = 0; i < 4; i++) await buildAlimNote(t.app.db, { classId: listClass, childId: inside, noteDate: addDays(today, -2 * i) });
      for (let i = 0; i < 3; i++) await buildAlimNote(t.app.db, { classId: listClass, childId: start, noteDate: addDays(today, -1 - 3 * i) });
      await buildAlimNote(t.app.db, { classId: listClass, childId: moved, noteDate: addDays(today, -9) });
      for (let i = 0; i < 3; i++) await buildAlimNote(t.app.db, { classId: classB, childId: moved, noteDate: addDays(today, -i) });
      const url = `/api/v2/story/alim/search/${listClass}`;
      const key = (i: any) => [i.id, i.noteDate, i.childName];
      const whole = (await get(admin, `${url}?size=100`)).json.data.items as any[];
      const expected = whole.filter((i) => i.childName.includes('하나')).map(key);
      expect(expected.length).toBe(6 + 4 + 3 + 1);
      expect(new Set(expected.map((e) => e[2]))).toEqual(new Set(['한하나', '이하나은', '하나린', '박하나']));
      for (const size of [3, 5, 14, 20]) {
        const pages: unknown[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size); page++) {
          const res = await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('하나')}&page=${page}&size=${size}`);
          expect(res.json.data).toMatchObject({ page, size, total: expected.length });
          pages.push(...res.json.data.items.map(key));
        }
        expect(pages).toEqual(expected);
      }
      // past the end: no row, the total still counted
      const past = await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('하나')}&page=9&size=5`);
      expect(past.json.data).toMatchObject({ items: [], total: expected.length });
      // with the note's own filters beside the name
      const dated = await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('하나은')}&childCode=${inside}&size=2`);
      expect(dated.json.data.items.map(key)).toEqual(expected.filter((e) => e[2] === '이하나은').slice(0, 2));
      expect(dated.json.data.total).toBe(4);
      expect((await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('하나')}&childCode=${minji}`)).json.data).toMatchObject({ items: [], total: 0 });
      expect((await get(admin, `${url}?searchType=childName&keyword=${encodeURIComponent('없는이름')}`)).json.data).toMatchObject({ items: [], total: 0 });
    });

    it('search answers every combination of child, read state and search type as the whole list filtered so', async () => {
      const url = `/api/v2/story/alim/search/${listClass}`;
      const before = (await get(admin, `${url}?size=100`)).json.data.items as any[];
      // every third note read by a parent
      const readIds = before.filter((_, i) => i % 3 === 0).map((i) => i.noteId);
      await t.app.db.update(alimNotes).set({ readAt: new Date() }).where(inArray(alimNotes.id, readIds));
      const whole = (await get(admin, `${url}?size=100`)).json.data.items as any[];
      const hana = whole.find((i) => i.childName === '한하나').childCode;
      const [from, to] = [addDays(today, -3), addDays(today, -1)];
      const children = [{ query: '', keep: () => true }, { query: `&childCode=${hana}`, keep: (i: any) => i.childCode === hana }];
      const readStates = [
        { query: '', keep: () => true },
        { query: '&readState=read', keep: (i: any) => i.readAt !== null },
        { query: '&readState=unread', keep: (i: any) => i.readAt === null },
      ];
      const searches = [
        { query: '', keep: () => true },
        { query: `&searchType=date&startDate=${from}`, keep: (i: any) => i.noteDate >= from },
        { query: `&searchType=date&endDate=${to}`, keep: (i: any) => i.noteDate <= to },
        { query: `&searchType=date&startDate=${from}&endDate=${to}`, keep: (i: any) => i.noteDate >= from && i.noteDate <= to },
        { query: `&searchType=content&keyword=${encodeURIComponent('하루')}`, keep: (i: any) => i.content.includes('하루') },
        { query: `&searchType=childName&keyword=${encodeURIComponent('하나')}`, keep: (i: any) => i.childName.includes('하나') },
      ];
      for (const child of children) {
        for (const read of readStates) {
          for (const search of searches) {
            const expected = whole.filter((i) => child.keep(i) && read.keep(i) && search.keep(i)).map((i) => i.noteId);
            const res = await get(admin, `${url}?size=100${child.query}${read.query}${search.query}`);
            const label = `${child.query}${read.query}${search.query}`;
            expect(res.json.data.items.map((i: any) => i.noteId), label).toEqual(expected);
            expect(res.json.data.total, label).toBe(expected.length);
          }
        }
      }
      // past the last page: counted on its own
      expect((await get(admin, `${url}?page=9&size=10&readState=unread`)).json.data).toMatchObject({ items: [], total: whole.filter((i) => i.readAt === null).length });
    });

    it('detail walks 401 → 400 → 404 other class → 404 → 200', async () => {
      const note = await buildAlimNote(t.app.db, { classId: classA });
      const other = await buildAlimNote(t.app.db, { classId: classB });
      expect((await get(null, `/api/v2/story/alim/${classA}/${note.id}`)).status).toBe(401);
      expect((await get(teacherA, `/api/v2/story/alim/${classA}/abc`)).json.message).toBe('알림장 번호가 올바르지 않습니다.');
      const missingClass = await get(teacherB, `/api/v2/story/alim/${NO_CLASS}/${note.id}`);
      expectAsMissing(await get(teacherB, `/api/v2/story/alim/${classA}/${note.id}`), missingClass, CLASS_NOT_FOUND_MESSAGE);
      // another class's note under this class's path: as a note that does not exist
      const missingNote = await get(admin, `/api/v2/story/alim/${classA}/${NO_NOTE}`);
      expectAsMissing(await get(admin, `/api/v2/story/alim/${classA}/${other.id}`), missingNote, ALIM_NOTE_NOT_FOUND_MESSAGE);
      const ok = await get(teacherA, `/api/v2/story/alim/${classA}/${note.id}`);
      expect(ok.json.data).toMatchObject({ noteId: note.id, className: '햇님반', childName: '김하늘', temperature: 36.5, photos: [] });
    });
  });

  describe('PUT and DELETE /api/v2/story/alim/:noteId', () => {
    async function noteWithPhotos() {
      const child = await createChild(t.app.db, { classId: classA, name: '사진원아' });
      const pics = await upload(teacherA, `/api/file/upload/alimNote/${classA}?childCode=${child.id}`, [await photo('1.jpg'), await photo('2.jpg')]);
      const res = await post(teacherA, '/api/v2/story/alim/new', { classId: classA, noteDate: today, content: '처음', entries: [{ childCode: child.id, tempKey: pics.json.data.tempKey }] });
      return (await get(teacherA, `/api/v2/story/alim/${classA}/${res.json.data.notes[0].noteId}`)).json.data;
    }

    it('PUT walks 401 → 400 → 404 other class (as a missing note) → 200, replacing text and chips, removing and adding photos', async () => {
      const note = await noteWithPhotos();
      const url = `/api/v2/story/alim/${note.noteId}`;
      const body = { content: '고친 내용', mood: 'bad', meal: 'none', nap: null, health: 'normal', bowel: 'hard', temperature: 38.2 };
      expect((await put(null, url, body)).status).toBe(401);
      expect((await put(teacherA, url, { ...body, content: '' })).json.details).toEqual({ content: '알림장 내용을 입력해 주세요.' });
      expect((await put(teacherA, url, { ...body, temperature: 33.9 })).json.details).toEqual({ temperature: ALIM_TEMPERATURE_MESSAGE });
      // refused, not clamped to 42.0 (nothing is saved: the 200 below still replaces the original 37.x)
      const hot = await put(teacherA, url, { ...body, temperature: 45 });
      expect(hot.status).toBe(400);
      expect(hot.json).toMatchObject({ code: 'VALIDATION', details: { temperature: '체온은 34.0~42.0℃ 사이로 입력해 주세요.' } });
      expectAsMissing(await put(teacherB, url, body), await put(teacherA, `/api/v2/story/alim/${NO_NOTE}`, body), ALIM_NOTE_NOT_FOUND_MESSAGE);
      const added = await upload(teacherA, `/api/file/upload/alimNote/${classA}?childCode=${note.childCode}`, [await photo('3.jpg')]);
      const res = await put(teacherA, url, { ...body, removeFileIds: [note.photos[0].fileId], tempKey: added.json.data.tempKey });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ content: '고친 내용', mood: 'bad', meal: 'none', nap: null, health: 'normal', bowel: 'hard', temperature: 38.2, photoCount: 2 });
      expect(res.json.data.photos.map((p: any) => p.fileName)).toEqual(['2.jpg', '3.jpg']);
      expect(await auditOf('ALIM_NOTE_UPDATED', note.noteId)).toHaveLength(1);
    });

    it('DELETE walks 401 → 400 → 404 other class (as a missing note) → 200 and removes the photos with the note', async () => {
      const note = await noteWithPhotos();
      const stored = await photosOf(note.noteId);
      const url = `/api/v2/story/alim/${note.noteId}`;
      expect((await del(null, url)).status).toBe(401);
      expect((await del(teacherA, '/api/v2/story/alim/x')).json.message).toBe('알림장 번호가 올바르지 않습니다.');
      expectAsMissing(await del(teacherB, url), await del(teacherA, `/api/v2/story/alim/${NO_NOTE}`), ALIM_NOTE_NOT_FOUND_MESSAGE);
      const res = await del(admin, url);
      expect(res.status).toBe(200);
      expect(res.json.data.deletedFileIds.sort()).toEqual(stored.map((f) => f.id).sort());
      expect(await photosOf(note.noteId)).toHaveLength(0);
      expect((await t.app.db.select().from(alimNotes).where(eq(alimNotes.id, note.noteId))).length).toBe(0);
      await expect.poll(() => stored.every((f) => !fs.existsSync(storagePath(t.config.dataDir, f.storageKey))), { timeout: 3000 }).toBe(true);
      expect(await auditOf('ALIM_NOTE_DELETED', note.noteId)).toHaveLength(1);
      // the child can get a new note for the day again
      const again = await post(teacherA, '/api/v2/story/alim/new', { classId: classA, noteDate: today, content: '다시', entries: [{ childCode: note.childCode }] });
      expect(again.status).toBe(200);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class, children and notes as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const child = await createChild(t.app.db, { classId: classA, name: '햇살원아' });
      const note = await buildAlimNote(t.app.db, { classId: classA, childId: child.id, noteDate: yesterday, content: '햇살 알림장' });
      const theirChild = await createChild(t.app.db, { classId: b.classId, name: '별빛원아' });
      const theirs = await buildAlimNote(t.app.db, { classId: b.classId, childId: theirChild.id, content: '별빛 알림장' });
      const edit = { content: '가로채기', mood: null, meal: null, nap: null, health: null, bowel: null, temperature: null };
      const NO_CHILD = 999999;

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class named in the path or the body: as a class that does not exist
        const byClass = {
          search: (c: number) => get(who, `/api/v2/story/alim/search/${c}`),
          today: (c: number) => get(who, `/api/v2/story/alim/today/${c}`),
          copy: (c: number) => get(who, `/api/v2/story/alim/copy/${c}?childCode=${child.id}`),
          create: (c: number) => post(who, '/api/v2/story/alim/new', { classId: c, noteDate: today, content: '남의 반', entries: [{ childCode: child.id }] }),
          get: (c: number) => get(who, `/api/v2/story/alim/${c}/${note.id}`),
          reply: (c: number) => post(who, `/api/v2/story/alim/${c}/${note.id}/replies`, { content: '답글' }),
          upload: async (c: number) => upload(who, `/api/file/upload/alimNote/${c}?childCode=${child.id}`, [await photo()]),
        };
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's note named by its own id: as a note that does not exist
        expectAsMissing(await put(who, `/api/v2/story/alim/${note.id}`, edit), await put(who, `/api/v2/story/alim/${NO_NOTE}`, edit), ALIM_NOTE_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await del(who, `/api/v2/story/alim/${note.id}`), await del(who, `/api/v2/story/alim/${NO_NOTE}`), ALIM_NOTE_NOT_FOUND_MESSAGE, as);
        // centre 1's note or child under their own class
        const own = `/api/v2/story/alim/${b.classId}`;
        expectAsMissing(await get(who, `${own}/${note.id}`), await get(who, `${own}/${NO_NOTE}`), ALIM_NOTE_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await post(who, `${own}/${note.id}/replies`, { content: '답글' }), await post(who, `${own}/${NO_NOTE}/replies`, { content: '답글' }), ALIM_NOTE_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await get(who, `/api/v2/story/alim/copy/${b.classId}?childCode=${child.id}`), await get(who, `/api/v2/story/alim/copy/${b.classId}?childCode=${NO_CHILD}`), ALIM_CHILD_NOT_FOUND_MESSAGE, as);
        const ownUpload = (childCode: number) => `/api/file/upload/alimNote/${b.classId}?childCode=${childCode}`;
        expectAsMissing(await upload(who, ownUpload(child.id), [await photo()]), await upload(who, ownUpload(NO_CHILD), [await photo()]), ALIM_CHILD_NOT_FOUND_MESSAGE, as);
        const write = (childCode: number) => post(who, '/api/v2/story/alim/new', { classId: b.classId, noteDate: today, content: '남의 원아', entries: [{ childCode }] });
        const [foreign, none] = [await write(child.id), await write(NO_CHILD)];
        expect(foreign.json.details, as).toEqual({ 'entries.0.childCode': '이 반의 재원 원아가 아닙니다.' });
        expect(answerOf(foreign), as).toEqual(answerOf(none));

        // their own class lists their own notes and children only
        expect((await get(who, `/api/v2/story/alim/search/${b.classId}`)).json.data.items.map((i: any) => i.noteId), as).toEqual([theirs.id]);
        expect((await get(who, `/api/v2/story/alim/today/${b.classId}`)).json.data.children.map((c: any) => c.childName), as).toEqual(['별빛원아']);
      }
      // centre 1 meets centre 2's class the same way
      expectAsMissing(await get(admin, `/api/v2/story/alim/${b.classId}/${theirs.id}`), await get(admin, `/api/v2/story/alim/${NO_CLASS}/${theirs.id}`), CLASS_NOT_FOUND_MESSAGE);
      expectAsMissing(await del(admin, `/api/v2/story/alim/${theirs.id}`), await del(admin, `/api/v2/story/alim/${NO_NOTE}`), ALIM_NOTE_NOT_FOUND_MESSAGE);

      // nothing was written, changed or removed
      expect(await notesOf([child.id])).toEqual([expect.objectContaining({ id: note.id, content: '햇살 알림장', classId: classA })]);
      expect(await notesOf([theirChild.id])).toEqual([expect.objectContaining({ id: theirs.id, content: '별빛 알림장' })]);
      expect(await t.app.db.select().from(alimNoteReplies).where(inArray(alimNoteReplies.noteId, [note.id, theirs.id]))).toEqual([]);
      expect(await auditOf('ALIM_NOTE_UPDATED', note.id)).toEqual([]);
      expect(await auditOf('ALIM_NOTE_DELETED', note.id)).toEqual([]);
    });
  });
});
