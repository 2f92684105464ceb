import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALIM_NOTE_NOT_FOUND_MESSAGE, ALIM_REPLY_REQUIRED_MESSAGE, ALIM_REPLY_TOO_LONG_MESSAGE, FAMILY_CHILD_NOT_FOUND_MESSAGE } from '@kg/contract';
import { alimNoteReplies, alimNotes } from '../../db/schema/index';
import { createChild, seoulToday } from '../../test/factories';
import { buildAlimNote } from '../../test/note-factories';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { familyLoginAs, type TestSession } from '../../test/session';
import { api, auditRows } from '../../test/api';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';
import { smallPng } from '../file/file.test-utils';
import { CENTRE_A } from '../../test/centres';

const BASE = '/api/v2/family/alim-note';
const STAFF = '/api/v2/story/alim';

describe('alim-note family routes (알림장 in the parent app) and the staff side of replies', () => {
  let { t, teacherA, teacherB, classA, classB, teacherAId } = {} as TwoClassWorld;
  const today = seoulToday();
  const month = today.slice(0, 7);
  let haneul: number;
  let bada: number;
  let bora: number;
  let momId: number;
  let mom: TestSession;
  let dad: TestSession;
  let otherMom: TestSession;
  let note: typeof alimNotes.$inferSelect;
  let baraNote: typeof alimNotes.$inferSelect;
  let photoId: number;

  beforeAll(async () => {
    ({ t, teacherA, teacherB, classA, classB, teacherAId } = await twoClassWorld());
    const db = t.app.db;
    haneul = (await createChild(db, { classId: classA, name: '김하늘' })).id;
    bada = (await createChild(db, { classId: classB, name: '김바다' })).id;
    bora = (await createChild(db, { classId: classA, name: '박보라' })).id;
    momId = (await createParent(db, { loginId: 'mom-kim', name: '김엄마', children: [{ childId: haneul }, { childId: bada }] })).id;
    await createParent(db, { loginId: 'dad-kim', name: '김아빠', children: [{ childId: haneul, relation: '부' }] });
    await createParent(db, { loginId: 'mom-park', name: '박엄마', children: [{ childId: bora }] });
    mom = await familyLoginAs(t.app, 'mom-kim', PARENT_PASSWORD);
    dad = await familyLoginAs(t.app, 'dad-kim', PARENT_PASSWORD);
    otherMom = await familyLoginAs(t.app, 'mom-park', PARENT_PASSWORD);
    note = await buildAlimNote(db, { childId: haneul, classId: classA, authorId: teacherAId, content: '오늘은 모래 놀이를 했어요. '.repeat(10) });
    baraNote = await buildAlimNote(db, { childId: bada, classId: classB, content: '달님반에서 그림을 그렸어요.' });
    await buildAlimNote(db, { childId: bora, classId: classA, content: '보라의 하루' });
    photoId = (
      await t.app.files.storeBuffer({ centreId: CENTRE_A, buffer: await smallPng(60, 40), originalName: '모래놀이.png', refType: 'ALIMNOTE', refId: note.id, classId: classA, uploadedBy: teacherAId })
    ).id;
  });
  afterAll(async () => t.close());

  const as = (session: TestSession | null) => api(t.app, session);

  it('lists a child’s month, newest first, with the start of the text, photo and reply counts and the read flag', async () => {
    expect((await as(null).get(`${BASE}/${haneul}`)).status).toBe(401);
    expect((await as(teacherA).get(`${BASE}/${haneul}`)).status).toBe(401);
    const res = await as(mom).get(`${BASE}/${haneul}?month=${month}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.month).toBe(month);
    expect(res.json.data.items).toHaveLength(1);
    const [item] = res.json.data.items;
    expect(item).toMatchObject({ noteId: note.id, noteDate: today, mood: 'good', photoCount: 1, replyCount: 0, read: false });
    expect(item.excerpt.endsWith('…')).toBe(true);
    expect(Array.from(item.excerpt as string)).toHaveLength(81);
    expect(item.thumbnailUrl).toBe(`${BASE}/${haneul}/${note.id}/photos/${photoId}/thumb`);
    // default month = this month; another month is empty
    expect((await as(mom).get(`${BASE}/${haneul}`)).json.data.items).toHaveLength(1);
    expect((await as(mom).get(`${BASE}/${haneul}?month=2020-01`)).json.data.items).toEqual([]);
    // the sibling in another class, through the same account
    expect((await as(mom).get(`${BASE}/${bada}`)).json.data.items.map((n: { noteId: number }) => n.noteId)).toEqual([baraNote.id]);
    expect((await auditRows(t.app.db, 'ALIM_NOTE_LIST_VIEWED', haneul)).length).toBeGreaterThan(0);
  });

  it('refuses a bad month, another family’s child (404) and a child id that is no one', async () => {
    const bad = await as(mom).get(`${BASE}/${haneul}?month=2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual({ month: '월을 2026-11처럼 입력해 주세요.' });
    for (const childCode of [bora, 999999]) {
      const res = await as(mom).get(`${BASE}/${childCode}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(FAMILY_CHILD_NOT_FOUND_MESSAGE);
    }
    expect((await as(otherMom).get(`${BASE}/${haneul}/${note.id}`)).status).toBe(404);
    // another child’s note under my child's code
    const wrong = await as(mom).get(`${BASE}/${haneul}/${baraNote.id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.json.message).toBe(ALIM_NOTE_NOT_FOUND_MESSAGE);
    // nothing was marked read by those attempts
    expect((await t.app.db.select().from(alimNotes).where(eq(alimNotes.id, note.id)))[0].readAt).toBeNull();
  });

  it('opening a note marks it read once (the first parent), audited; the teacher sees who read it', async () => {
    const unread = await as(teacherA).get(`${STAFF}/search/${classA}?readState=unread&size=100`);
    expect(unread.json.data.items.map((n: { noteId: number }) => n.noteId)).toContain(note.id);

    const first = await as(mom).get(`${BASE}/${haneul}/${note.id}`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({ noteId: note.id, childName: '김하늘', className: '햇님반', authorName: '이선생', temperature: 36.5, replies: [] });
    expect(first.json.data.photos).toEqual([
      expect.objectContaining({ fileId: photoId, url: `${BASE}/${haneul}/${note.id}/photos/${photoId}`, thumbnailUrl: `${BASE}/${haneul}/${note.id}/photos/${photoId}/thumb` }),
    ]);
    const readAt = first.json.data.readAt;
    expect(readAt).not.toBeNull();
    await as(dad).get(`${BASE}/${haneul}/${note.id}`);
    const [row] = await t.app.db.select().from(alimNotes).where(eq(alimNotes.id, note.id));
    expect(row.readByParentId).toBe(momId);
    expect(row.readAt?.toISOString()).toBe(readAt);
    const read = await auditRows(t.app.db, 'ALIM_NOTE_READ', note.id);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ actorId: momId, actorRole: 'PARENT' });
    expect(await auditRows(t.app.db, 'ALIM_NOTE_VIEWED', note.id)).toHaveLength(1);

    const staff = await as(teacherA).get(`${STAFF}/${classA}/${note.id}`);
    expect(staff.json.data).toMatchObject({ readAt, readByName: '김엄마' });
    const unreadNow = await as(teacherA).get(`${STAFF}/search/${classA}?readState=unread&size=100`);
    expect(unreadNow.json.data.items.map((n: { noteId: number }) => n.noteId)).not.toContain(note.id);
    const readList = await as(teacherA).get(`${STAFF}/search/${classA}?readState=read&size=100`);
    expect(readList.json.data.items.map((n: { noteId: number }) => n.noteId)).toEqual([note.id]);
    expect((await as(teacherA).get(`${STAFF}/search/${classA}?readState=maybe`)).json.message).toBe('보호자 확인 조건이 올바르지 않습니다.');
  });

  it('serves the note’s photos only to its family, only through its own note', async () => {
    const shown = await as(mom).get(`${BASE}/${haneul}/${note.id}/photos/${photoId}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    expect((await as(mom).get(`${BASE}/${haneul}/${note.id}/photos/${photoId}/thumb`)).headers['content-type']).toBe('image/webp');
    expect((await as(otherMom).get(`${BASE}/${haneul}/${note.id}/photos/${photoId}`)).status).toBe(404);
    expect((await as(mom).get(`${BASE}/${bada}/${baraNote.id}/photos/${photoId}`)).status).toBe(404);
    expect((await as(mom).get(`${BASE}/${haneul}/${note.id}/photos/${photoId + 1000}`)).json.message).toBe('사진을 찾을 수 없습니다.');
    expect((await as(teacherA).get(`${BASE}/${haneul}/${note.id}/photos/${photoId}`)).status).toBe(401);
  });

  it('a parent replies (1–1000 characters, audited); the teacher answers; both see the thread in order', async () => {
    const empty = await as(mom).post(`${BASE}/${haneul}/${note.id}/replies`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.details).toEqual({ content: ALIM_REPLY_REQUIRED_MESSAGE });
    expect((await as(mom).post(`${BASE}/${haneul}/${note.id}/replies`, { content: '가'.repeat(1001) })).json.details).toEqual({ content: ALIM_REPLY_TOO_LONG_MESSAGE });
    expect((await as(otherMom).post(`${BASE}/${haneul}/${note.id}/replies`, { content: '남의 글' })).status).toBe(404);
    expect((await as(mom).post(`${BASE}/${haneul}/${baraNote.id}/replies`, { content: '엉뚱한 글' })).status).toBe(404);
    expect(await t.app.db.select().from(alimNoteReplies)).toEqual([]);

    const reply = await as(dad).post(`${BASE}/${haneul}/${note.id}/replies`, { content: ' 감사합니다! 집에서도 모래 이야기를 했어요. ' });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json.data).toMatchObject({ author: 'parent', authorName: '김아빠', relation: '부', content: '감사합니다! 집에서도 모래 이야기를 했어요.' });
    expect(await auditRows(t.app.db, 'ALIM_NOTE_REPLIED', note.id)).toEqual([expect.objectContaining({ actorRole: 'PARENT' })]);

    expect((await as(teacherB).post(`${STAFF}/${classA}/${note.id}/replies`, { content: '다른 반' })).status).toBe(404); // another class: as if it did not exist (decision 017)
    expect((await as(teacherA).post(`${STAFF}/${classB}/${note.id}/replies`, { content: '다른 반' })).status).toBe(404);
    expect((await as(teacherA).post(`${STAFF}/${classA}/${note.id}/replies`, { content: '' })).status).toBe(400);
    const answer = await as(teacherA).post(`${STAFF}/${classA}/${note.id}/replies`, { content: '내일도 즐겁게 놀아요.' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data).toMatchObject({ author: 'teacher', authorName: '이선생', relation: null });

    const staff = await as(teacherA).get(`${STAFF}/${classA}/${note.id}`);
    expect(staff.json.data.replies.map((r: { author: string }) => r.author)).toEqual(['parent', 'teacher']);
    expect(staff.json.data.replyCount).toBe(2);
    const family = await as(mom).get(`${BASE}/${haneul}/${note.id}`);
    expect(family.json.data.replies.map((r: { content: string }) => r.content)).toEqual(['감사합니다! 집에서도 모래 이야기를 했어요.', '내일도 즐겁게 놀아요.']);
    expect((await as(mom).get(`${BASE}/${haneul}`)).json.data.items[0]).toMatchObject({ replyCount: 2, read: true });
  });
});
