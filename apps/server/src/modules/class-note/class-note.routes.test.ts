import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CLASS_NOT_FOUND_MESSAGE, CLASS_NOTE_NOT_FOUND_MESSAGE, TEMP_KEY_INVALID_MESSAGE, VIDEO_FILE_REQUIRED_MESSAGE } from '@kg/contract';
import { classNotes, files } from '../../db/schema/index';
import { createClass, seoulToday } from '../../test/factories';
import { expectAsMissing } from '../../test/missing';
import { buildClassNote } from '../../test/note-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays } from '@kg/contract';
import { photoJpeg, smallPng, storagePath, tinyMp4, tinyPdf, type UploadPart } from '../file/file.test-utils';

describe('class-note routes (반 일지)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld;
  const today = seoulToday();

  // a small video limit so the 413 test stays fast
  beforeAll(
    async () =>
      void ({ t, admin, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({ env: { UPLOAD_VIDEO_MAX_MB: '0.05' } })),
  );
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const photo = async (name = 'a.jpg'): Promise<UploadPart> => ({ name, data: await photoJpeg(64, 48), type: 'image/jpeg' });
  const video = (name = 'clip.mp4'): UploadPart => ({ name, data: tinyMp4(2048), type: 'video/mp4' });
  const filesOf = (refType: string, refId: number) =>
    t.app.db.select().from(files).where(and(eq(files.refType, refType), eq(files.refId, refId)));
  const auditOf = (action: string, id: number) => auditRows(t.app.db, action, id);
  // ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
  const NO_CLASS = 999999;
  const NO_NOTE = 999999;

  describe('uploads', () => {
    it('POST /api/file/upload/classnote/:classId: 401 → 404 other class (as a missing one) → 400 no file → 415 non-image → 200 with tempKey, appending', async () => {
      const url = `/api/file/upload/classnote/${classA}`;
      expect((await upload(null, url, [await photo()])).status).toBe(401);
      expect((await upload(teacherA, '/api/file/upload/classnote/abc', [await photo()])).json.message).toBe('반을 선택해 주세요.');
      const missing = await upload(teacherB, `/api/file/upload/classnote/${NO_CLASS}`, [await photo()]);
      expectAsMissing(await upload(teacherB, url, [await photo()]), missing, CLASS_NOT_FOUND_MESSAGE);
      expect((await upload(teacherA, url, [])).status).toBe(400);
      const pdf = await upload(teacherA, url, [{ name: 'plan.pdf', data: tinyPdf(), type: 'application/pdf' }]);
      expect(pdf.status).toBe(415);
      expect(pdf.json.message).toBe('반 일지에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.');

      const first = await upload(teacherA, url, [await photo('a.jpg'), { name: 'b.png', data: await smallPng(), type: 'image/png' }]);
      expect(first.status).toBe(200);
      expect(first.json.data.files).toHaveLength(2);
      expect(first.json.data.files[0]).toMatchObject({ fileName: 'a.jpg', kind: 'image' });
      const more = await upload(teacherA, `${url}?tempKey=${first.json.data.tempKey}`, [await photo('c.jpg')]);
      expect(more.json.data.tempKey).toBe(first.json.data.tempKey);
      expect((await t.app.db.select().from(files).where(eq(files.tempKey, first.json.data.tempKey))).length).toBe(3);
      // another teacher cannot append to someone else's key
      expect((await upload(admin, `${url}?tempKey=${first.json.data.tempKey}`, [await photo()])).json.message).toBe(TEMP_KEY_INVALID_MESSAGE);
    });

    it('POST /api/file/upload/classmov/:classId: a file is required, only one video, videos only, size limit 413', async () => {
      const url = `/api/file/upload/classmov/${classA}`;
      expect((await upload(null, url, [video()])).status).toBe(401);
      expectAsMissing(await upload(teacherB, url, [video()]), await upload(teacherB, `/api/file/upload/classmov/${NO_CLASS}`, [video()]), CLASS_NOT_FOUND_MESSAGE);
      const none = await upload(teacherA, url, []);
      expect(none.status).toBe(400);
      expect(none.json).toMatchObject({ code: 'VALIDATION', message: VIDEO_FILE_REQUIRED_MESSAGE });
      const image = await upload(teacherA, url, [await photo()]);
      expect(image.status).toBe(415);
      expect(image.json.message).toBe('동영상 파일(mp4, mov, webm)만 올릴 수 있습니다.');
      const two = await upload(teacherA, url, [video('a.mp4'), video('b.mp4')]);
      expect(two.status).toBe(400);
      expect(two.json.message).toBe('동영상은 한 개만 올릴 수 있습니다.');
      const big = await upload(teacherA, url, [{ name: 'big.mp4', data: tinyMp4(80 * 1024), type: 'video/mp4' }]);
      expect(big.status).toBe(413);
      expect(big.json.code).toBe('TOO_LARGE');
      const ok = await upload(teacherA, url, [video()]);
      expect(ok.status).toBe(200);
      expect(ok.json.data.files[0]).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    });
  });

  describe('POST /api/v2/story/class-note/new', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({ classId: classA, noteDate: today, title: '가을 산책', content: '낙엽을 밟으며 산책했어요.', ...overrides });

    it('walks 401 → 400 → 404 other class and refuses a foreign or wrong-kind tempKey', async () => {
      expect((await post(null, '/api/v2/story/class-note/new', body())).status).toBe(401);
      const missing = await post(teacherA, '/api/v2/story/class-note/new', { noteDate: today, title: '', content: '' });
      expect(missing.status).toBe(400);
      expect(missing.json.details).toMatchObject({ classId: '반을 선택해 주세요.', title: '제목을 입력해 주세요.', content: '내용을 입력해 주세요.' });
      expect((await post(teacherA, '/api/v2/story/class-note/new', body({ noteDate: '2026-02-30' }))).json.details).toEqual({
        noteDate: '일지 날짜를 2026-11-21처럼 입력해 주세요.',
      });
      const missingClass = await post(teacherB, '/api/v2/story/class-note/new', body({ classId: NO_CLASS }));
      expectAsMissing(await post(teacherB, '/api/v2/story/class-note/new', body()), missingClass, CLASS_NOT_FOUND_MESSAGE);
      // a photo key given as the video key, and someone else's key: refused, nothing saved
      const photos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo()]);
      const before = (await t.app.db.select().from(classNotes)).length;
      const wrongKind = await post(teacherA, '/api/v2/story/class-note/new', body({ videoTempKey: photos.json.data.tempKey }));
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.json.details).toEqual({ videoTempKey: TEMP_KEY_INVALID_MESSAGE });
      const foreign = await post(admin, '/api/v2/story/class-note/new', body({ tempKey: photos.json.data.tempKey }));
      expect(foreign.json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
      expect((await t.app.db.select().from(classNotes)).length).toBe(before);
    });

    it('saves the note with its photos and video attached, audit-logged', async () => {
      const photos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo('1.jpg'), await photo('2.jpg')]);
      const clip = await upload(teacherA, `/api/file/upload/classmov/${classA}`, [video()]);
      const res = await post(teacherA, '/api/v2/story/class-note/new', body({ tempKey: photos.json.data.tempKey, videoTempKey: clip.json.data.tempKey }));
      expect(res.status).toBe(200);
      const note = res.json.data;
      expect(note).toMatchObject({ classId: classA, className: '햇님반', noteDate: today, title: '가을 산책', photoCount: 2, hasVideo: true, authorName: '이선생' });
      expect(note.photos.map((p: any) => p.fileName)).toEqual(['1.jpg', '2.jpg']);
      expect(note.video).toMatchObject({ kind: 'video', fileName: 'clip.mp4' });
      expect(note.thumbnailUrl).toBe(`${note.photos[0].url}/thumb`);
      expect((await filesOf('CLASSNOTE', note.classNoteId)).every((f) => f.tempKey === null && f.classId === classA)).toBe(true);
      expect(await auditOf('CLASS_NOTE_CREATED', note.classNoteId)).toHaveLength(1);
      // the key is used up
      const again = await post(teacherA, '/api/v2/story/class-note/new', body({ tempKey: photos.json.data.tempKey }));
      expect(again.json.details).toEqual({ tempKey: TEMP_KEY_INVALID_MESSAGE });
    });
  });

  describe('GET /api/v2/story/class-note/search/:classId', () => {
    let listClass: number;
    beforeAll(async () => {
      listClass = (await createClass(t.app.db, { name: '별님반' })).id;
      for (let i = 0; i < 12; i++) {
        await buildClassNote(t.app.db, { classId: listClass, noteDate: addDays(today, -i), title: i === 3 ? '김장 체험' : `일지 ${i}`, content: i === 5 ? '고구마를 캤어요' : '즐거운 하루' });
      }
    });

    it('401 → 400 → 404 other class → 200 paged 1-based, newest first', async () => {
      expect((await get(null, `/api/v2/story/class-note/search/${listClass}`)).status).toBe(401);
      expect((await get(admin, '/api/v2/story/class-note/search/x')).json.message).toBe('반을 선택해 주세요.');
      expect((await get(admin, `/api/v2/story/class-note/search/${listClass}?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      const missing = await get(teacherA, `/api/v2/story/class-note/search/${NO_CLASS}`);
      expectAsMissing(await get(teacherA, `/api/v2/story/class-note/search/${listClass}`), missing, CLASS_NOT_FOUND_MESSAGE);
      const first = await get(admin, `/api/v2/story/class-note/search/${listClass}`);
      expect(first.json.data).toMatchObject({ page: 1, size: 10, total: 12, totalPages: 2 });
      expect(first.json.data.items[0]).toMatchObject({ noteDate: today, title: '일지 0', summary: '즐거운 하루', photoCount: 0, hasVideo: false, thumbnailUrl: null });
      expect((await get(admin, `/api/v2/story/class-note/search/${listClass}?page=2`)).json.data.items.map((i: any) => i.noteDate)).toEqual([
        addDays(today, -10),
        addDays(today, -11),
      ]);
    });

    it('filters by (reversed) date range, title and content', async () => {
      const base = `/api/v2/story/class-note/search/${listClass}`;
      expect((await get(admin, `${base}?searchType=date&startDate=${today}&endDate=${addDays(today, -2)}`)).json.data.total).toBe(3);
      const title = await get(admin, `${base}?searchType=title&keyword=${encodeURIComponent('김장')}`);
      expect(title.json.data.items.map((i: any) => i.title)).toEqual(['김장 체험']);
      expect((await get(admin, `${base}?searchType=content&keyword=${encodeURIComponent('고구마')}`)).json.data.total).toBe(1);
      expect((await get(admin, `${base}?keyword=${encodeURIComponent('고구마')}`)).json.data.total).toBe(12);
    });

    it('filters by one end of the range alone, and answers the total past the last page', async () => {
      const base = `/api/v2/story/class-note/search/${listClass}`;
      const from = await get(admin, `${base}?searchType=date&startDate=${addDays(today, -1)}`);
      expect(from.json.data.items.map((i: any) => i.noteDate)).toEqual([today, addDays(today, -1)]);
      expect(from.json.data.total).toBe(2);
      expect((await get(admin, `${base}?searchType=date&endDate=${addDays(today, -10)}`)).json.data.total).toBe(2);
      expect((await get(admin, `${base}?page=5`)).json.data).toMatchObject({ items: [], page: 5, total: 12 });
      expect((await get(admin, `${base}?searchType=title&keyword=${encodeURIComponent('일지')}&page=3`)).json.data).toMatchObject({ items: [], total: 11 });
    });
  });

  describe('GET /api/v2/story/class-note/:classId/:classNoteId', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200', async () => {
      const note = await buildClassNote(t.app.db, { classId: classA });
      const other = await buildClassNote(t.app.db, { classId: classB });
      expect((await get(null, `/api/v2/story/class-note/${classA}/${note.id}`)).status).toBe(401);
      expect((await get(teacherA, `/api/v2/story/class-note/${classA}/0`)).json.message).toBe('반 일지 번호가 올바르지 않습니다.');
      const missingClass = await get(teacherB, `/api/v2/story/class-note/${NO_CLASS}/${note.id}`);
      expectAsMissing(await get(teacherB, `/api/v2/story/class-note/${classA}/${note.id}`), missingClass, CLASS_NOT_FOUND_MESSAGE);
      // another class's note under this class's path: as a note that does not exist
      const missingNote = await get(admin, `/api/v2/story/class-note/${classA}/${NO_NOTE}`);
      expectAsMissing(await get(admin, `/api/v2/story/class-note/${classA}/${other.id}`), missingNote, CLASS_NOTE_NOT_FOUND_MESSAGE);
      const ok = await get(teacherA, `/api/v2/story/class-note/${classA}/${note.id}`);
      expect(ok.json.data).toMatchObject({ classNoteId: note.id, content: '햇살 좋은 날 산책을 다녀왔어요.', photos: [], video: null });
    });
  });

  describe('PUT /api/v2/story/class-note/:classNoteId', () => {
    it('walks 401 → 400 → 404 other class (as a missing note), then edits text, removes a photo, adds photos and replaces the video', async () => {
      const photos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo('1.jpg'), await photo('2.jpg')]);
      const clip = await upload(teacherA, `/api/file/upload/classmov/${classA}`, [video('old.mp4')]);
      const created = (
        await post(teacherA, '/api/v2/story/class-note/new', {
          classId: classA, noteDate: today, title: '처음', content: '처음 내용', tempKey: photos.json.data.tempKey, videoTempKey: clip.json.data.tempKey,
        })
      ).json.data;
      const url = `/api/v2/story/class-note/${created.classNoteId}`;
      const edit = { noteDate: today, title: '고친 제목', content: '고친 내용' };
      expect((await put(null, url, edit)).status).toBe(401);
      expect((await put(teacherA, '/api/v2/story/class-note/abc', edit)).json.message).toBe('반 일지 번호가 올바르지 않습니다.');
      expect((await put(teacherA, url, { ...edit, title: ' ' })).json.details).toEqual({ title: '제목을 입력해 주세요.' });
      expectAsMissing(await put(teacherB, url, edit), await put(teacherA, `/api/v2/story/class-note/${NO_NOTE}`, edit), CLASS_NOTE_NOT_FOUND_MESSAGE);
      // a file of another note cannot be removed through this one
      const otherPhotos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo()]);
      const otherNote = (await post(teacherA, '/api/v2/story/class-note/new', { classId: classA, noteDate: today, title: '다른', content: '다른', tempKey: otherPhotos.json.data.tempKey })).json.data;
      const foreign = await put(teacherA, url, { ...edit, removeFileIds: [otherNote.photos[0].fileId] });
      expect(foreign.json.details).toEqual({ removeFileIds: '삭제할 파일을 찾을 수 없습니다.' });

      const removedPhoto = created.photos[0];
      const oldVideoPath = storagePath(t.config.dataDir, (await filesOf('CLASSMOV', created.classNoteId))[0].storageKey);
      const added = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo('3.jpg')]);
      const newClip = await upload(teacherA, `/api/file/upload/classmov/${classA}`, [video('new.mp4')]);
      const res = await put(teacherA, url, { ...edit, removeFileIds: [removedPhoto.fileId], tempKey: added.json.data.tempKey, videoTempKey: newClip.json.data.tempKey });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ title: '고친 제목', content: '고친 내용', photoCount: 2, hasVideo: true });
      expect(res.json.data.photos.map((p: any) => p.fileName)).toEqual(['2.jpg', '3.jpg']);
      expect(res.json.data.video.fileName).toBe('new.mp4');
      expect((await t.app.db.select().from(files).where(eq(files.id, removedPhoto.fileId))).length).toBe(0);
      await expect.poll(() => fs.existsSync(oldVideoPath), { timeout: 3000 }).toBe(false);
      expect(await auditOf('CLASS_NOTE_UPDATED', created.classNoteId)).toHaveLength(1);
    });
  });

  describe('DELETE /api/v2/story/class-note/:classNoteId', () => {
    it('walks 401 → 400 → 404 other class (as a missing note) → 200 and removes the files with the note', async () => {
      const photos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo()]);
      const clip = await upload(teacherA, `/api/file/upload/classmov/${classA}`, [video()]);
      const note = (
        await post(teacherA, '/api/v2/story/class-note/new', {
          classId: classA, noteDate: today, title: '지울 일지', content: '내용', tempKey: photos.json.data.tempKey, videoTempKey: clip.json.data.tempKey,
        })
      ).json.data;
      const stored = [...(await filesOf('CLASSNOTE', note.classNoteId)), ...(await filesOf('CLASSMOV', note.classNoteId))];
      expect(stored).toHaveLength(2);
      const url = `/api/v2/story/class-note/${note.classNoteId}`;
      expect((await del(null, url)).status).toBe(401);
      expect((await del(teacherA, '/api/v2/story/class-note/0')).json.message).toBe('반 일지 번호가 올바르지 않습니다.');
      expectAsMissing(await del(teacherB, url), await del(teacherA, `/api/v2/story/class-note/${NO_NOTE}`), CLASS_NOTE_NOT_FOUND_MESSAGE);
      const res = await del(teacherA, url);
      expect(res.status).toBe(200);
      expect(res.json.data.deletedFileIds.sort()).toEqual(stored.map((f) => f.id).sort());
      expect((await t.app.db.select().from(classNotes).where(eq(classNotes.id, note.classNoteId))).length).toBe(0);
      expect([...(await filesOf('CLASSNOTE', note.classNoteId)), ...(await filesOf('CLASSMOV', note.classNoteId))]).toHaveLength(0);
      await expect.poll(() => stored.every((f) => !fs.existsSync(storagePath(t.config.dataDir, f.storageKey))), { timeout: 3000 }).toBe(true);
      expect(await auditOf('CLASS_NOTE_DELETED', note.classNoteId)).toHaveLength(1);
      expect((await del(teacherA, url)).status).toBe(404);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class and notes as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const photos = await upload(teacherA, `/api/file/upload/classnote/${classA}`, [await photo('햇살.jpg')]);
      const ours = (
        await post(teacherA, '/api/v2/story/class-note/new', { classId: classA, noteDate: today, title: '햇살 일지', content: '햇살 내용', tempKey: photos.json.data.tempKey })
      ).json.data;
      const theirs = await buildClassNote(t.app.db, { classId: b.classId, title: '별빛 일지' });
      const edit = { noteDate: today, title: '가로채기', content: '가로채기', removeFileIds: [ours.photos[0].fileId] };

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class named in the path or the body: as a class that does not exist
        const byClass = {
          search: (c: number) => get(who, `/api/v2/story/class-note/search/${c}`),
          create: (c: number) => post(who, '/api/v2/story/class-note/new', { classId: c, noteDate: today, title: '남의 반', content: '남의 반' }),
          get: (c: number) => get(who, `/api/v2/story/class-note/${c}/${ours.classNoteId}`),
          photos: async (c: number) => upload(who, `/api/file/upload/classnote/${c}`, [await photo()]),
          video: (c: number) => upload(who, `/api/file/upload/classmov/${c}`, [video()]),
        };
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's note by its own id, or under their own class: as a note that does not exist
        const note = (id: number) => `/api/v2/story/class-note/${id}`;
        expectAsMissing(await put(who, note(ours.classNoteId), edit), await put(who, note(NO_NOTE), edit), CLASS_NOTE_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await del(who, note(ours.classNoteId)), await del(who, note(NO_NOTE)), CLASS_NOTE_NOT_FOUND_MESSAGE, as);
        const own = `/api/v2/story/class-note/${b.classId}`;
        expectAsMissing(await get(who, `${own}/${ours.classNoteId}`), await get(who, `${own}/${NO_NOTE}`), CLASS_NOTE_NOT_FOUND_MESSAGE, as);
        // their own class lists their own notes only
        expect((await get(who, `/api/v2/story/class-note/search/${b.classId}`)).json.data.items.map((i: any) => i.classNoteId), as).toEqual([theirs.id]);
      }
      // centre 1 meets centre 2's note the same way
      expectAsMissing(await get(admin, `/api/v2/story/class-note/${b.classId}/${theirs.id}`), await get(admin, `/api/v2/story/class-note/${NO_CLASS}/${theirs.id}`), CLASS_NOT_FOUND_MESSAGE);
      expectAsMissing(await del(admin, `/api/v2/story/class-note/${theirs.id}`), await del(admin, `/api/v2/story/class-note/${NO_NOTE}`), CLASS_NOTE_NOT_FOUND_MESSAGE);

      // nothing was written, changed or removed
      const rows = await t.app.db.select().from(classNotes).where(inArray(classNotes.classId, [classA, b.classId]));
      expect(rows.filter((r) => r.classId === b.classId).map((r) => r.id)).toEqual([theirs.id]);
      expect(rows.find((r) => r.id === ours.classNoteId)).toMatchObject({ title: '햇살 일지', content: '햇살 내용' });
      expect((await filesOf('CLASSNOTE', ours.classNoteId)).map((f) => f.id)).toEqual([ours.photos[0].fileId]);
      expect(await auditOf('CLASS_NOTE_UPDATED', ours.classNoteId)).toEqual([]);
      expect(await auditOf('CLASS_NOTE_DELETED', ours.classNoteId)).toEqual([]);
    });
  });
});
