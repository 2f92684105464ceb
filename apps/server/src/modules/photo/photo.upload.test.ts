import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, files } from '../../db/schema/index';
import { createPhotoChild } from '../../test/photo-factories';
import { CLASS_NOT_FOUND_MESSAGE, TEMP_KEY_INVALID_MESSAGE } from '@kg/contract';
import { sessionCalls } from '../../test/api';
import { answerOf, expectAsMissing } from '../../test/missing';
import type { TestSession } from '../../test/session';
import { otherCentre, twoClassWorld, type TwoClassWorld, type WithNoClassTeacher } from '../../test/world';
import { photoJpeg, smallPng, storagePath, storedFilesOnDisk, tinyPdf, type UploadPart } from '../file/file.test-utils';

const UPLOAD = '/api/file/upload/photoAlbum';
const RESET = '/api/file/upload/photoAlbum/reset-files';
// a class that does not exist: another class's (or centre's) answers exactly as it does (docs/decisions/017)
const NO_CLASS = 999999;

describe('photo album uploads (POST upload/photoAlbum, DELETE reset-files)', () => {
  let { t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB, teacherAId } = {} as TwoClassWorld & WithNoClassTeacher;
  let hana: number;
  let minjun: number;
  let refuser: number;
  let otherClassChild: number;

  beforeAll(async () => {
    ({ t, admin, teacherA, teacherB, noClassTeacher, anonymous, classA, classB, teacherAId } = await twoClassWorld({ noClassTeacher: '정선생' }));
    hana = (await createPhotoChild(t.app, { classId: classA, name: '김하나' })).id;
    minjun = (await createPhotoChild(t.app, { classId: classA, name: '박민준' })).id;
    refuser = (await createPhotoChild(t.app, { classId: classA, name: '최동의없음', photoConsent: false })).id;
    otherClassChild = (await createPhotoChild(t.app, { classId: classB, name: '달님이' })).id;
  });
  afterAll(async () => t.close());

  const { upload, del } = sessionCalls(() => ({ t, anonymous }));
  const photo = async (name = '소풍.jpg'): Promise<UploadPart> => ({ name, data: await photoJpeg(320, 240), type: 'image/jpeg' });
  const rowsOf = (tempKey: string) => t.app.db.select().from(files).where(eq(files.tempKey, tempKey));
  const allRows = async () => (await t.app.db.select({ id: files.id }).from(files)).length;

  describe('POST /api/file/upload/photoAlbum', () => {
    it('401 without a session', async () => {
      const res = await upload(null, UPLOAD, [await photo()], { childCodeSet: String(hana) });
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    });

    it('400 with the docs/product/photo.md#uploads messages: at least one child, at least one file; nothing is kept', async () => {
      const before = await allRows();
      const disk = storedFilesOnDisk(t.config.dataDir).length;
      const noChild = await upload(teacherA, UPLOAD, [await photo()]);
      expect(noChild.status).toBe(400);
      expect(noChild.json).toMatchObject({ code: 'VALIDATION', message: '사진에 태그할 원아를 한 명 이상 선택해 주세요.' });
      expect(noChild.json.details).toEqual({ childCodeSet: '사진에 태그할 원아를 한 명 이상 선택해 주세요.' });
      const noFile = await upload(teacherA, UPLOAD, [], { childCodeSet: String(hana) });
      expect(noFile.status).toBe(400);
      expect(noFile.json.details).toEqual({ files: '업로드할 사진을 한 장 이상 선택해 주세요.' });
      const badSet = await upload(teacherA, UPLOAD, [await photo()], { childCodeSet: 'abc' });
      expect(badSet.json.details).toEqual({ childCodeSet: '사진에 태그할 원아를 한 명 이상 선택해 주세요.' });
      expect((await upload(teacherA, `${UPLOAD}?classId=abc`, [await photo()], { childCodeSet: String(hana) })).json.message).toBe(
        '반을 선택해 주세요.',
      );
      expect((await upload(teacherA, `${UPLOAD}?tempKey=short`, [await photo()], { childCodeSet: String(hana) })).json.message).toBe(
        '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.',
      );
      // an admin names the class
      const adminNoClass = await upload(admin, UPLOAD, [await photo()], { childCodeSet: String(hana) });
      expect(adminNoClass.json).toMatchObject({ code: 'VALIDATION', details: { classId: '반을 선택해 주세요.' } });
      // tempKey and classId travel in the query, never silently ignored in the form
      const inForm = await upload(teacherA, UPLOAD, [await photo()], { childCodeSet: String(hana), tempKey: 'abcdefghijklmnop1234' });
      expect(inForm.json).toMatchObject({ code: 'BAD_REQUEST', message: 'tempKey와 classId는 주소(query)로 보내 주세요.' });
      expect(await allRows()).toBe(before);
      expect(storedFilesOnDisk(t.config.dataDir)).toHaveLength(disk);
    });

    it('415 for a file that is not a photo', async () => {
      const res = await upload(teacherA, UPLOAD, [{ name: '안내문.pdf', data: tinyPdf(), type: 'application/pdf' }], { childCodeSet: String(hana) });
      expect(res.status).toBe(415);
      expect(res.json.message).toBe('사진첩에는 사진 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있습니다.');
    });

    it('refuses a child without photo-sharing consent, naming the child; nothing is stored', async () => {
      const before = await allRows();
      const disk = storedFilesOnDisk(t.config.dataDir).length;
      const res = await upload(teacherA, UPLOAD, [await photo(), await photo('2.jpg')], { childCodeSet: `${hana},${refuser}` });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'VALIDATION',
        message: '최동의없음 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.',
        details: { childCodeSet: '최동의없음 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.' },
      });
      expect(await allRows()).toBe(before);
      expect(storedFilesOnDisk(t.config.dataDir)).toHaveLength(disk);
    });

    it("404 for another class, as for a missing one; a child of another class is refused without naming it", async () => {
      const other = await upload(teacherB, `${UPLOAD}?classId=${classA}`, [await photo()], { childCodeSet: String(hana) });
      expectAsMissing(other, await upload(teacherB, `${UPLOAD}?classId=${NO_CLASS}`, [await photo()], { childCodeSet: String(hana) }), CLASS_NOT_FOUND_MESSAGE);
      // a teacher without a class has no class to upload to
      expect((await upload(noClassTeacher, UPLOAD, [await photo()], { childCodeSet: String(hana) })).status).toBe(403);
      const foreign = await upload(teacherA, UPLOAD, [await photo()], { childCodeSet: `${hana},${otherClassChild}` });
      expect(foreign.status).toBe(400);
      expect(foreign.json.details).toEqual({ childCodeSet: '이 반의 원아만 태그할 수 있습니다.' });
      expect(foreign.json.message).not.toContain('달님이');
      const unknown = await upload(teacherA, UPLOAD, [await photo()], { childCodeSet: '999999' });
      expect(unknown.json.details).toEqual({ childCodeSet: '이 반의 원아만 태그할 수 있습니다.' });
    });

    it('404 for a class that does not exist', async () => {
      const res = await upload(admin, `${UPLOAD}?classId=${NO_CLASS}`, [await photo()], { childCodeSet: String(hana) });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'NOT_FOUND', message: CLASS_NOT_FOUND_MESSAGE });
    });

    it("200: a teacher's upload lands in their class under a new tempKey, with display and thumbnail URLs", async () => {
      const res = await upload(teacherA, UPLOAD, [await photo('가을 소풍 1.jpg'), await photo('가을 소풍 2.jpg')], {
        childCodeSet: `${hana}, ${minjun}`,
      });
      expect(res.status).toBe(200);
      const { tempKey, files: uploaded } = res.json.data;
      expect(tempKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect(uploaded).toHaveLength(2);
      expect(uploaded[0]).toMatchObject({ fileName: '가을 소풍 1.jpg', kind: 'image', width: 320, height: 240 });
      expect(uploaded[0].url).toBe(`/api/file/${uploaded[0].fileId}`);
      expect(uploaded[0].thumbnailUrl).toBe(`/api/file/${uploaded[0].fileId}/thumb`);
      const rows = await rowsOf(tempKey);
      expect(rows.map((r) => [r.purpose, r.classId, r.refId, r.uploadedBy])).toEqual(Array(2).fill(['PHOTO', classA, null, teacherAId]));
      // the uploader sees the thumbnail at once
      const thumb = await t.app.inject({ method: 'GET', url: uploaded[0].thumbnailUrl, headers: teacherA.headers });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
    });

    it('appends one file per request to the same tempKey (what the web does for per-file progress)', async () => {
      const first = await upload(teacherA, UPLOAD, [await photo('1.jpg')], { childCodeSet: String(hana) });
      const tempKey = first.json.data.tempKey;
      const second = await upload(teacherA, `${UPLOAD}?tempKey=${tempKey}&classId=${classA}`, [await photo('2.jpg')], { childCodeSet: String(hana) });
      expect(second.status).toBe(200);
      expect(second.json.data.tempKey).toBe(tempKey);
      expect((await rowsOf(tempKey)).map((r) => r.originalName)).toEqual(['1.jpg', '2.jpg']);

      // someone else's tempKey, or one of another kind of upload, is not appended to
      const stranger = await upload(admin, `${UPLOAD}?tempKey=${tempKey}&classId=${classA}`, [await photo()], { childCodeSet: String(hana) });
      expect(stranger.json).toMatchObject({ code: 'VALIDATION', message: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });
      const notice = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [{ name: 'a.png', data: await smallPng() }]);
      const mixed = await upload(admin, `${UPLOAD}?tempKey=${notice.json.data.tempKey}&classId=${classA}`, [await photo()], {
        childCodeSet: String(hana),
      });
      expect(mixed.json.details).toEqual({ tempKey: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });
      expect(await rowsOf(tempKey)).toHaveLength(2);
    });
  });

  describe('DELETE /api/file/upload/photoAlbum/reset-files', () => {
    async function uploaded(session: TestSession, count: number, classId = classA) {
      let tempKey: string | undefined;
      for (let i = 0; i < count; i++) {
        const query = `?classId=${classId}${tempKey ? `&tempKey=${tempKey}` : ''}`;
        const res = await upload(session, `${UPLOAD}${query}`, [await photo(`${i}.jpg`)], { childCodeSet: String(hana) });
        expect(res.status).toBe(200);
        tempKey = res.json.data.tempKey;
      }
      return tempKey!;
    }

    it('401 → 400 → 403 → 200: removes the tempKey (tkLKey) rows and their stored objects, then is harmless', async () => {
      const tempKey = await uploaded(teacherA, 2);
      const rows = await rowsOf(tempKey);
      const keys = rows.flatMap((r) => [r.storageKey, r.thumbnailKey!]);
      expect(keys.every((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(true);

      expect((await del(null, `${RESET}?tkLKey=${tempKey}`)).status).toBe(401);
      const missing = await del(teacherA, RESET);
      expect(missing.status).toBe(400);
      expect(missing.json).toMatchObject({ code: 'VALIDATION', message: '올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.' });
      expect((await del(teacherA, `${RESET}?tkLKey=bad!`)).json.message).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
      const other = await del(teacherB, `${RESET}?tkLKey=${tempKey}`);
      expect(other.status).toBe(403);
      expect(await rowsOf(tempKey)).toHaveLength(2);

      const res = await del(teacherA, `${RESET}?tkLKey=${tempKey}`);
      expect(res.status).toBe(200);
      expect(res.json.data.fileIds.sort()).toEqual(rows.map((r) => r.id).sort());
      expect(await rowsOf(tempKey)).toHaveLength(0);
      expect(keys.some((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(false);
      const audit = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'FILE_DELETED'), eq(auditLog.actorId, teacherAId)));
      expect(audit.some((a) => JSON.stringify((a.detail as any).fileIds.sort()) === JSON.stringify(rows.map((r) => r.id).sort()))).toBe(true);

      const again = await del(teacherA, `${RESET}?tkLKey=${tempKey}`);
      expect(again).toMatchObject({ status: 200, json: { data: { fileIds: [] } } });
    });

    it('accepts tempKey= too, and lets an admin reset a teacher’s unsaved upload; attached photos are never touched', async () => {
      const tempKey = await uploaded(teacherA, 1);
      const res = await del(teacherA, `${RESET}?tempKey=${tempKey}`);
      expect(res.json.data.fileIds).toHaveLength(1);

      const forAdmin = await uploaded(teacherA, 2);
      const ids = (await rowsOf(forAdmin)).map((r) => r.id);
      // one of them is attached meanwhile: it stays
      await t.app.db.update(files).set({ refType: 'PHOTO', refId: 424242, tempKey: null }).where(eq(files.id, ids[0]));
      const byAdmin = await del(admin, `${RESET}?tkLKey=${forAdmin}`);
      expect(byAdmin.json.data.fileIds).toEqual([ids[1]]);
      expect(await t.app.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toEqual([{ id: ids[0] }]);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher cannot upload to centre 1's class, tag its children or reset its uploads", async () => {
      const b = await otherCentre(t);
      const theirChild = (await createPhotoChild(t.app, { classId: b.classId, name: '별빛이' })).id;
      const first = await upload(teacherA, UPLOAD, [await photo('햇살.jpg')], { childCodeSet: String(hana) });
      const ours = first.json.data.tempKey as string;
      const before = await allRows();

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class: as a class that does not exist
        const toClass = async (classId: number) => upload(who, `${UPLOAD}?classId=${classId}`, [await photo()], { childCodeSet: String(hana) });
        expectAsMissing(await toClass(classA), await toClass(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, as);
        // centre 1's child in their own class: as a child that does not exist
        const tag = async (childCode: number) => upload(who, `${UPLOAD}?classId=${b.classId}`, [await photo()], { childCodeSet: String(childCode) });
        const [foreign, unknown] = [await tag(hana), await tag(999999)];
        const notInClass = '이 반의 원아만 태그할 수 있습니다.';
        expect(answerOf(foreign), as).toEqual({ status: 400, body: { success: false, code: 'VALIDATION', message: notInClass, details: { childCodeSet: notInClass } } });
        expect(answerOf(foreign), as).toEqual(answerOf(unknown));
        // centre 1's tempKey is not appended to
        const append = await upload(who, `${UPLOAD}?classId=${b.classId}&tempKey=${ours}`, [await photo()], { childCodeSet: String(theirChild) });
        expect(append.json, as).toMatchObject({ code: 'VALIDATION', message: TEMP_KEY_INVALID_MESSAGE });
        // resetting centre 1's unsaved upload removes nothing, as for a key that holds nothing
        const reset = await del(who, `${RESET}?tkLKey=${ours}`);
        const none = await del(who, `${RESET}?tkLKey=${'n'.repeat(20)}`);
        expect(reset, as).toMatchObject({ status: 200, json: { data: { fileIds: [] } } });
        expect(reset.json.data, as).toEqual(none.json.data);
      }
      expect(await allRows()).toBe(before);
      expect((await rowsOf(ours)).map((r) => r.originalName)).toEqual(['햇살.jpg']);
      // their own class's upload works, and lands in their centre
      const own = await upload(b.teacher, UPLOAD, [await photo('별빛.jpg')], { childCodeSet: String(theirChild) });
      expect(own.status).toBe(200);
      expect((await rowsOf(own.json.data.tempKey)).map((r) => [r.classId, r.centreId])).toEqual([[b.classId, b.centreId]]);
    });
  });
});
