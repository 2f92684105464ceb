import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { FILE_REQUIRED_MESSAGE, VIDEO_FILE_REQUIRED_MESSAGE, VIDEO_UNREADABLE_MESSAGE, errorPageText } from '@kg/contract';
import { api } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { auditLog, files, teachers } from '../../db/schema/index';
import { createTeacher } from '../../test/factories';
import { loginAs, type TestSession } from '../../test/session';
import { attachTempFiles, listFilesByRef } from './file.service';
import { CENTRE_A } from '../../test/centres';
import {
  SEOUL_ISO6709,
  exifGpsJpeg,
  locatedMp4,
  mp4Box,
  multipartBody,
  photoJpeg,
  smallPng,
  storagePath,
  storedFilesOnDisk,
  tinyMp4,
  tinyPdf,
  type UploadPart,
} from './file.test-utils';

describe('file routes', () => {
  let { t, admin, teacherA, teacherB, teacherAId, classA, classB } = {} as TwoClassWorld;

  beforeAll(async () => void ({ t, admin, teacherA, teacherB, teacherAId, classA, classB } = await twoClassWorld()));
  afterAll(async () => t.close());

  /** null sends no cookie at all (not even the anonymous XSRF one). */
  const upload = (session: TestSession | null, url: string, parts: UploadPart[], fields: Record<string, string> = {}) =>
    api(t.app, session).upload(url, parts, fields);

  const get = (session: TestSession | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(session?.headers ?? {}), ...headers } });

  const del = (session: TestSession, url: string) => api(t.app, session).delete(url);

  const rowCount = async () => (await t.app.db.select({ id: files.id }).from(files)).length;

  describe('POST /api/file/upload/cont', () => {
    it('re-encodes a JPEG: EXIF and GPS gone, auto-rotated, display and ≤400px thumbnail recorded', async () => {
      const original = await exifGpsJpeg(600, 400);
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif?.toString('latin1')).toContain('TestCam');

      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: '가을 소풍.jpg', data: original, type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(json.data.tempKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      const [file] = json.data.files;
      expect(file).toMatchObject({ fileName: '가을 소풍.jpg', kind: 'image', mimeType: 'image/jpeg', width: 400, height: 600 });
      expect(file.url).toBe(`/api/file/${file.fileId}`);
      expect(file.thumbnailUrl).toBe(`/api/file/${file.fileId}/thumb`);

      const [row] = await t.app.db.select().from(files).where(eq(files.id, file.fileId));
      expect(row).toMatchObject({ tempKey: json.data.tempKey, refType: null, refId: null, purpose: 'NOTICE', classId: null });
      const stored = fs.readFileSync(storagePath(t.config.dataDir, row.storageKey));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([400, 600]);
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
      expect(stored.includes(Buffer.from('secret-app'))).toBe(false);
      expect(row.size).toBe(stored.length);

      const thumb = await sharp(fs.readFileSync(storagePath(t.config.dataDir, row.thumbnailKey!))).metadata();
      expect(thumb.format).toBe('webp');
      expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(400);
      expect(thumb.exif).toBeUndefined();
    });

    it('shrinks a 12-megapixel photo to 1920 px on the long edge', async () => {
      const big = await photoJpeg(4000, 3000, 85);
      const started = performance.now();
      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=EDU', [{ name: 'big.jpg', data: big }]);
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(json.data.files[0]).toMatchObject({ width: 1920, height: 1440 });
      console.info(`12-MP JPEG (${(big.length / 1024 / 1024).toFixed(1)} MB) uploaded and re-encoded in ${Math.round(ms)} ms`);
    });

    it('judges by content: HTML named photo.jpg sent as image/jpeg is refused (415) and nothing is stored', async () => {
      const rowsBefore = await rowCount();
      const diskBefore = storedFilesOnDisk(t.config.dataDir);
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: 'photo.jpg', data: html, type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(json).toMatchObject({ success: false, code: 'UNSUPPORTED_TYPE', message: '지원하지 않는 파일 형식입니다.' });
      expect(await rowCount()).toBe(rowsBefore);
      expect(storedFilesOnDisk(t.config.dataDir)).toEqual(diskBefore);
    });

    it('accepts a PNG named .jpg as image/png', async () => {
      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: 'diagram.jpg', data: await smallPng(), type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(json.data.files[0]).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 40, height: 30 });
    });

    it('takes several files of different kinds in one request under one tempKey, and more under the same key', async () => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('식단').addRow(['월', '화']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: 'a.jpg', data: await photoJpeg(300, 200) },
        { name: '안내문.pdf', data: tinyPdf(), type: 'application/pdf' },
        { name: '식단표.xlsx', data: xlsx },
      ]);
      expect(res.statusCode).toBe(200);
      expect(json.data.files.map((f: { kind: string; mimeType: string }) => [f.kind, f.mimeType])).toEqual([
        ['image', 'image/jpeg'],
        ['document', 'application/pdf'],
        ['document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ]);
      const tempKey = json.data.tempKey;
      const more = await upload(admin, `/api/file/upload/cont?refType=NOTICE&tempKey=${tempKey}`, [{ name: 'b.png', data: await smallPng() }]);
      expect(more.res.statusCode).toBe(200);
      expect(more.json.data.tempKey).toBe(tempKey);
      const rows = await t.app.db.select().from(files).where(eq(files.tempKey, tempKey));
      expect(rows).toHaveLength(4);

      // someone else's tempKey cannot be extended
      const other = await upload(teacherA, `/api/file/upload/cont?refType=CLASSNOTE&classId=${classA}&tempKey=${tempKey}`, [
        { name: 'c.png', data: await smallPng() },
      ]);
      expect(other.res.statusCode).toBe(400);
      expect(other.json.message).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
    });

    it('guards refType: missing or unknown → 400 with the contract message', async () => {
      for (const url of ['/api/file/upload/cont', '/api/file/upload/cont?refType=PHOTO', '/api/file/upload/cont?refType=notice']) {
        const { res, json } = await upload(admin, url, [{ name: 'a.png', data: await smallPng() }]);
        expect(res.statusCode).toBe(400);
        expect(json).toMatchObject({ code: 'VALIDATION', message: '파일을 붙일 곳이 올바르지 않습니다.' });
      }
    });

    it('needs at least one file (400), also when the request is not multipart', async () => {
      const empty = await upload(admin, '/api/file/upload/cont?refType=NOTICE', []);
      expect(empty.res.statusCode).toBe(400);
      expect(empty.json).toMatchObject({ code: 'VALIDATION', message: FILE_REQUIRED_MESSAGE });
      const nameless = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [{ name: '', data: Buffer.alloc(0) }]);
      expect(nameless.res.statusCode).toBe(400);
      expect(nameless.json.message).toBe(FILE_REQUIRED_MESSAGE);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload/cont?refType=NOTICE',
        payload: { files: [] },
        headers: admin.headers,
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe(FILE_REQUIRED_MESSAGE);
    });

    it('refuses files sent in another field than `files`', async () => {
      const { res, json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: 'a.png', data: await smallPng(), field: 'file' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(json.message).toBe('파일을 올리지 못했습니다. 파일을 다시 선택해 올려 주세요.');
    });

    it('lets only admins and managers upload EDU content (teacher → 403); teachers upload for their notices and events', async () => {
      const edu = await upload(teacherA, '/api/file/upload/cont?refType=EDU', [{ name: 'a.png', data: await smallPng() }]);
      expect(edu.res.statusCode).toBe(403);
      expect(edu.json).toMatchObject({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
      for (const refType of ['NOTICE', 'EVENT']) {
        const { res } = await upload(teacherA, `/api/file/upload/cont?refType=${refType}`, [{ name: 'a.png', data: await smallPng() }]);
        expect(res.statusCode).toBe(200);
      }
    });

    it('class reference types need a classId the teacher owns', async () => {
      const own = await upload(teacherA, `/api/file/upload/cont?refType=CLASSNOTE&classId=${classA}`, [{ name: 'a.png', data: await smallPng() }]);
      expect(own.res.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(files).where(eq(files.id, own.json.data.files[0].fileId));
      expect(row).toMatchObject({ classId: classA, uploadedBy: teacherAId, purpose: 'CLASSNOTE' });

      // another teacher's class answers like a class that does not exist (decision 017)
      const other = await upload(teacherA, `/api/file/upload/cont?refType=ALIMNOTE&classId=${classB}`, [{ name: 'a.png', data: await smallPng() }]);
      const unknown = await upload(admin, `/api/file/upload/cont?refType=ALIMNOTE&classId=999999`, [{ name: 'a.png', data: await smallPng() }]);
      expect([other.res.statusCode, other.json.message]).toEqual([404, '반을 찾을 수 없습니다.']);
      expect(unknown.json.message).toBe(other.json.message);

      const missing = await upload(admin, '/api/file/upload/cont?refType=CLASSNOTE', [{ name: 'a.png', data: await smallPng() }]);
      expect(missing.res.statusCode).toBe(400);
      expect(missing.json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.', details: { classId: '반을 선택해 주세요.' } });
    });

    it('CLASSMOV takes videos only and needs one', async () => {
      const video = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [
        { name: '율동.mp4', data: tinyMp4(), type: 'video/mp4' },
      ]);
      expect(video.res.statusCode).toBe(200);
      expect(video.json.data.files[0]).toMatchObject({ kind: 'video', mimeType: 'video/mp4', thumbnailUrl: null, width: null });

      const image = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [{ name: 'a.png', data: await smallPng() }]);
      expect(image.res.statusCode).toBe(415);
      expect(image.json.message).toBe(VIDEO_FILE_REQUIRED_MESSAGE);

      const none = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, []);
      expect(none.res.statusCode).toBe(400);
      expect(none.json.message).toBe(VIDEO_FILE_REQUIRED_MESSAGE);
    });

    it('strips a video’s location in place: ©xyz, Apple location keys and loci gone, size, ftyp and mdat unchanged', async () => {
      const { file, ftyp, mdat } = locatedMp4();
      expect(file.includes(SEOUL_ISO6709)).toBe(true);
      const { res, json } = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [
        { name: '율동.mp4', data: file, type: 'video/mp4' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(json.data.files[0]).toMatchObject({ kind: 'video', mimeType: 'video/mp4', size: file.length });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, json.data.files[0].fileId));
      const stored = fs.readFileSync(storagePath(t.config.dataDir, row.storageKey));
      expect(stored.length).toBe(file.length);
      expect(stored.includes(SEOUL_ISO6709)).toBe(false);
      expect(stored.includes('+37.5665')).toBe(false);
      const media = ftyp.length + mdat.length; // ftyp, then mdat with its payload: byte-identical
      expect(stored.subarray(0, media).equals(file.subarray(0, media))).toBe(true);
      expect(stored.includes('Apple')).toBe(true); // other metadata stays
    });

    it('stores a video without location byte for byte', async () => {
      const { ftyp, mdat } = locatedMp4(20_000);
      const moov = mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100)), mp4Box('udta', mp4Box('\u00a9too', 'Lavf')));
      for (const video of [tinyMp4(), Buffer.concat([ftyp, moov, mdat])]) {
        const { res, json } = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [{ name: 'a.mp4', data: video }]);
        expect(res.statusCode).toBe(200);
        const [row] = await t.app.db.select().from(files).where(eq(files.id, json.data.files[0].fileId));
        expect(fs.readFileSync(storagePath(t.config.dataDir, row.storageKey)).equals(video)).toBe(true);
      }
    });

    it('refuses a video whose box tree cannot be walked (415), storing nothing', async () => {
      const rowsBefore = await rowCount();
      const diskBefore = storedFilesOnDisk(t.config.dataDir);
      const { file } = locatedMp4();
      const { res, json } = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [
        { name: 'cut.mp4', data: file.subarray(0, file.length - 50), type: 'video/mp4' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(json).toMatchObject({ code: 'UNSUPPORTED_TYPE', message: VIDEO_UNREADABLE_MESSAGE });
      expect(await rowCount()).toBe(rowsBefore);
      expect(storedFilesOnDisk(t.config.dataDir)).toEqual(diskBefore);
    });

    it('needs a session (401) and the CSRF header (403)', async () => {
      const body = await multipartBody([{ name: 'a.png', data: await smallPng() }]);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload/cont?refType=NOTICE',
        payload: body.payload,
        headers: { cookie: admin.headers.cookie, ...body.headers },
      });
      expect(noCsrf.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/v2/me' });
      const xsrf = (anonymous.cookies as { name: string; value: string }[]).find((c) => c.name === 'XSRF-TOKEN')!.value;
      const noSession = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload/cont?refType=NOTICE',
        payload: body.payload,
        headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, ...body.headers },
      });
      expect(noSession.statusCode).toBe(401);
    });
  });

  describe('POST /api/file/editor/upload', () => {
    it('stores one image for the editor and answers its url, fileId and tempKey', async () => {
      const { res, json } = await upload(admin, '/api/file/editor/upload', [{ name: '본문 그림.png', data: await smallPng(80, 60) }]);
      expect(res.statusCode).toBe(200);
      expect(json.data).toEqual({ url: `/api/file/${json.data.fileId}`, fileId: expect.any(Number), tempKey: expect.any(String) });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, json.data.fileId));
      expect(row).toMatchObject({ purpose: 'EDITOR', tempKey: json.data.tempKey, refId: null });
    });

    it('is for every staff member (teachers write notices and events), images only, one at a time', async () => {
      expect((await upload(teacherA, '/api/file/editor/upload', [{ name: 'a.png', data: await smallPng() }])).res.statusCode).toBe(200);
      const pdf = await upload(admin, '/api/file/editor/upload', [{ name: 'a.pdf', data: tinyPdf() }]);
      expect(pdf.res.statusCode).toBe(415);
      expect(pdf.json.message).toBe('에디터에는 이미지 파일만 올릴 수 있습니다.');
      const rowsBefore = await rowCount();
      const two = await upload(admin, '/api/file/editor/upload', [
        { name: 'a.png', data: await smallPng() },
        { name: 'b.png', data: await smallPng() },
      ]);
      expect(two.res.statusCode).toBe(400);
      expect(two.json.message).toBe('에디터 이미지는 한 번에 한 장만 올릴 수 있습니다.');
      expect(await rowCount()).toBe(rowsBefore);
    });
  });

  describe('attaching, listing and deleting by reference', () => {
    it('attachTempFiles moves the uploader’s temp files onto the owner in a transaction', async () => {
      const { json } = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: 'a.jpg', data: await photoJpeg(120, 80) },
        { name: 'b.pdf', data: tinyPdf() },
      ]);
      const tempKey = json.data.tempKey;
      const adminId = (await t.app.db.select().from(files).where(eq(files.tempKey, tempKey)))[0].uploadedBy!;

      // another user cannot attach them
      await expect(
        t.app.db.transaction((tx) => attachTempFiles(tx, { tempKey, refType: 'NOTICE', refId: 501, classId: null, uploadedBy: teacherAId })),
      ).rejects.toMatchObject({ code: 'VALIDATION', message: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });

      const attached = await t.app.db.transaction((tx) =>
        attachTempFiles(tx, { tempKey, refType: 'NOTICE', refId: 501, classId: null, uploadedBy: adminId }),
      );
      expect(attached).toHaveLength(2);
      for (const row of attached) {
        expect(row).toMatchObject({ refType: 'NOTICE', refId: 501, tempKey: null });
        expect(row.attachedAt).toBeInstanceOf(Date);
      }
      const listed = await listFilesByRef(t.app.db, 'NOTICE', [501, 502]);
      expect(listed.map((r) => r.originalName)).toEqual(['a.jpg', 'b.pdf']);
      // attached: the tempKey is spent
      await expect(
        t.app.db.transaction((tx) => attachTempFiles(tx, { tempKey, refType: 'NOTICE', refId: 502, classId: null, uploadedBy: adminId })),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    });

    it('DELETE /api/file/:refType/:refId removes rows and objects, audits, then 404s', async () => {
      const { json } = await upload(admin, '/api/file/upload/cont?refType=EDU', [{ name: 'a.jpg', data: await photoJpeg(100, 100) }]);
      const adminId = (await t.app.db.select().from(files).where(eq(files.id, json.data.files[0].fileId)))[0].uploadedBy!;
      const [row] = await t.app.files.attachTempFiles(t.app.db, {
        tempKey: json.data.tempKey,
        refType: 'EDU',
        refId: 77,
        classId: null,
        uploadedBy: adminId,
      });
      const keys = [row.storageKey, row.thumbnailKey!];
      expect(keys.every((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(true);

      expect((await del(teacherA, '/api/file/EDU/77')).res.statusCode).toBe(403);
      const { res, json: body } = await del(admin, '/api/file/EDU/77');
      expect(res.statusCode).toBe(200);
      expect(body.data).toEqual({ fileIds: [row.id] });
      expect(keys.some((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(false);
      expect(await listFilesByRef(t.app.db, 'EDU', [77])).toEqual([]);
      const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'FILE_DELETED'));
      expect(audits.at(-1)).toMatchObject({ subjectType: 'FILE', actorId: adminId, detail: { refType: 'EDU', refId: 77, fileIds: [row.id] } });

      const again = await del(admin, '/api/file/EDU/77');
      expect(again.res.statusCode).toBe(404);
      expect(again.json.code).toBe('NOT_FOUND');
    });

    it('class files can only be deleted by a teacher of that class (another class: as if there were none)', async () => {
      const { json } = await upload(teacherA, `/api/file/upload/cont?refType=CLASSNOTE&classId=${classA}`, [{ name: 'a.png', data: await smallPng() }]);
      await t.app.db.transaction((tx) =>
        attachTempFiles(tx, { tempKey: json.data.tempKey, refType: 'CLASSNOTE', refId: 9, classId: classA, uploadedBy: teacherAId }),
      );
      expect((await del(teacherB, '/api/file/CLASSNOTE/9')).json).toMatchObject({ code: 'NOT_FOUND', message: '삭제할 파일이 없습니다.' });
      expect((await del(teacherA, '/api/file/CLASSNOTE/9')).res.statusCode).toBe(200);
    });

    it('guards the path: unknown refType, missing or malformed refId → 400 with the contract messages', async () => {
      const badType = await del(admin, '/api/file/PHOTO/1');
      expect(badType.res.statusCode).toBe(400);
      expect(badType.json.message).toBe('파일을 붙일 곳이 올바르지 않습니다.');
      for (const url of ['/api/file/NOTICE/abc', '/api/file/NOTICE/0', '/api/file/NOTICE', '/api/file/NOTICE/']) {
        const { res, json } = await del(admin, url);
        expect(res.statusCode, url).toBe(400);
        expect(json.message).toBe('파일을 붙일 기록 번호가 올바르지 않습니다.');
      }
    });

    it('app.files.deleteFilesByRef removes objects only after the transaction commits', async () => {
      const stored = await t.app.files.storeBuffer({ centreId: CENTRE_A,
        buffer: await smallPng(),
        originalName: 'x.png',
        refType: 'EDU',
        refId: 88,
        classId: null,
        uploadedBy: null,
      });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, stored.id));
      const file = storagePath(t.config.dataDir, row.storageKey);

      // rolled back: row and object stay
      await expect(
        t.app.db.transaction(async (tx) => {
          await t.app.files.deleteFilesByRef(tx, 'EDU', 88);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(fs.existsSync(file)).toBe(true);
      expect(await listFilesByRef(t.app.db, 'EDU', [88])).toHaveLength(1);

      // committed: row gone now, object soon after
      await t.app.db.transaction(async (tx) => {
        const deleted = await t.app.files.deleteFilesByRef(tx, 'EDU', 88);
        expect(deleted.map((r) => r.id)).toEqual([row.id]);
        expect(fs.existsSync(file)).toBe(true);
      });
      await expect.poll(() => fs.existsSync(file), { timeout: 3000 }).toBe(false);
    });
  });

  describe('DELETE /api/file/upload/remove-tempFile', () => {
    it('removes one of the caller’s own temp files by name, never another user’s', async () => {
      const { json } = await upload(teacherA, `/api/file/upload/cont?refType=ALIMNOTE&classId=${classA}`, [
        { name: '약 복용 안내.png', data: await smallPng() },
        { name: 'keep.png', data: await smallPng() },
      ]);
      const tempKey = json.data.tempKey;
      const url = `/api/file/upload/remove-tempFile?tempKey=${tempKey}&fileName=${encodeURIComponent('약 복용 안내.png')}`;
      const [target] = await t.app.db.select().from(files).where(eq(files.id, json.data.files[0].fileId));

      const stranger = await del(teacherB, url);
      expect(stranger.res.statusCode).toBe(404);
      expect(fs.existsSync(storagePath(t.config.dataDir, target.storageKey))).toBe(true);

      const own = await del(teacherA, url);
      expect(own.res.statusCode).toBe(200);
      expect(own.json.data).toEqual({ fileId: target.id });
      const left = await t.app.db.select().from(files).where(eq(files.tempKey, tempKey));
      expect(left.map((r) => r.originalName)).toEqual(['keep.png']);
      expect(fs.existsSync(storagePath(t.config.dataDir, target.storageKey))).toBe(false);
      expect(fs.existsSync(storagePath(t.config.dataDir, target.thumbnailKey!))).toBe(false);

      expect((await del(teacherA, url)).res.statusCode).toBe(404);
      const bad = await del(teacherA, '/api/file/upload/remove-tempFile?tempKey=short&fileName=a.png');
      expect(bad.res.statusCode).toBe(400);
      expect(bad.json.message).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');
    });
  });

  describe('GET /api/file/:fileId', () => {
    let noticeFileId: number;
    let classFileId: number;
    let pdfId: number;
    let videoId: number;
    let tempNoticeId: number;

    beforeAll(async () => {
      const notice = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [
        { name: '우리반 "소풍" 사진.jpg', data: await photoJpeg(640, 480) },
        { name: '가정통신문.pdf', data: tinyPdf() },
      ]);
      const adminId = (await t.app.db.select().from(files).where(eq(files.id, notice.json.data.files[0].fileId)))[0].uploadedBy!;
      await attachTempFiles(t.app.db, { tempKey: notice.json.data.tempKey, refType: 'NOTICE', refId: 1, classId: null, uploadedBy: adminId });
      [noticeFileId, pdfId] = notice.json.data.files.map((f: { fileId: number }) => f.fileId);

      const cls = await upload(teacherA, `/api/file/upload/cont?refType=CLASSMOV&classId=${classA}`, [{ name: '율동.mp4', data: tinyMp4(5000) }]);
      await attachTempFiles(t.app.db, { tempKey: cls.json.data.tempKey, refType: 'CLASSMOV', refId: 3, classId: classA, uploadedBy: teacherAId });
      videoId = cls.json.data.files[0].fileId;
      const note = await upload(teacherA, `/api/file/upload/cont?refType=CLASSNOTE&classId=${classA}`, [{ name: 'n.png', data: await smallPng() }]);
      await attachTempFiles(t.app.db, { tempKey: note.json.data.tempKey, refType: 'CLASSNOTE', refId: 4, classId: classA, uploadedBy: teacherAId });
      classFileId = note.json.data.files[0].fileId;

      const temp = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [{ name: 'draft.png', data: await smallPng() }]);
      tempNoticeId = temp.json.data.files[0].fileId;
    });

    it('serves an image inline with its type, nosniff, private revalidated caching, ETag and the Korean name', async () => {
      const res = await get(teacherB, `/api/file/${noticeFileId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/[^\x20-\x7e]/); // header is pure ASCII
      const encoded = disposition.split("filename*=UTF-8''")[1];
      expect(decodeURIComponent(encoded)).toBe('우리반 "소풍" 사진.jpg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(640);

      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const cached = await get(teacherB, `/api/file/${noticeFileId}`, { 'if-none-match': etag });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
      expect((await get(teacherB, `/api/file/${noticeFileId}`, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(teacherB, `/api/file/${noticeFileId}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      const thumb = await get(teacherB, `/api/file/${noticeFileId}/thumb`);
      expect(thumb.headers.etag).not.toBe(etag);
      expect((await get(teacherB, `/api/file/${noticeFileId}/thumb`, { 'if-none-match': String(thumb.headers.etag) })).statusCode).toBe(304);
    });

    it('answers 304 only after the access check: signed out 401, moved to another class 404', async () => {
      const c = await createTeacher(t.app.db, { classId: classA });
      const tablet = await loginAs(t.app, c.teacher.loginId, c.password);
      const url = `/api/file/${classFileId}`;
      const first = await get(tablet, url);
      expect(first.statusCode).toBe(200);
      const revalidate = { 'if-none-match': String(first.headers.etag) };
      expect((await get(tablet, url, revalidate)).statusCode).toBe(304);

      expect((await get(teacherB, url, revalidate)).statusCode).toBe(404);
      expect((await get(null, url, revalidate)).statusCode).toBe(401);

      await t.app.db.update(teachers).set({ classId: classB }).where(eq(teachers.id, c.teacher.id));
      const moved = await get(tablet, url, revalidate);
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toMatchObject({ code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' });

      expect((await api(t.app, tablet).post('/api/v2/logout')).res.statusCode).toBe(200);
      expect((await get(tablet, url, revalidate)).statusCode).toBe(401);
    });

    it('serves the thumbnail as WebP, and 404 for kinds without one', async () => {
      const res = await get(admin, `/api/file/${noticeFileId}/thumb`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(400);
      expect((await get(admin, `/api/file/${pdfId}/thumb`)).statusCode).toBe(404);
    });

    it('sends documents as attachments', async () => {
      const res = await get(admin, `/api/file/${pdfId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('answers byte ranges for video (206) and 416 past the end', async () => {
      const full = await get(teacherA, `/api/file/${videoId}`);
      expect(full.statusCode).toBe(200);
      expect(full.headers['accept-ranges']).toBe('bytes');
      const size = full.rawPayload.length;
      const part = await get(teacherA, `/api/file/${videoId}`, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
      const tail = await get(teacherA, `/api/file/${videoId}`, { range: 'bytes=-10' });
      expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);
      const past = await get(teacherA, `/api/file/${videoId}`, { range: `bytes=${size}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
    });

    it('authorises: other class 404, own class and centre-wide files 200, others’ temp files 404, no session 401', async () => {
      const missing = (await get(admin, '/api/file/999999')).json();
      for (const url of [`/api/file/${classFileId}`, `/api/file/${classFileId}/thumb`, `/api/file/${videoId}`, `/api/file/${tempNoticeId}`]) {
        const refused = await get(teacherB, url);
        expect([refused.statusCode, refused.json().code, refused.json().message], url).toEqual([404, missing.code, missing.message]);
      }
      expect((await get(teacherA, `/api/file/${classFileId}`)).statusCode).toBe(200);
      expect((await get(admin, `/api/file/${classFileId}`)).statusCode).toBe(200);
      expect((await get(teacherB, `/api/file/${noticeFileId}`)).statusCode).toBe(200);
      expect((await get(admin, `/api/file/${tempNoticeId}`)).statusCode).toBe(200);
      const anonymous = await get(null, `/api/file/${noticeFileId}`);
      expect(anonymous.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'HEAD', url: `/api/file/${classFileId}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'HEAD', url: `/api/file/${classFileId}`, headers: teacherB.headers })).statusCode).toBe(404);
      expect((await get(admin, '/api/file/999999')).statusCode).toBe(404);
      const bad = await get(admin, '/api/file/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('파일 번호가 올바르지 않습니다.');
    });

    it('answers a download the browser follows itself with a Korean page when it fails (docs/product/errors.md)', async () => {
      const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' };
      const missing = await get(admin, '/api/file/999999', navigate);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<h1>파일을 찾을 수 없습니다.</h1>');
      expect(missing.body).toContain(`<p><a href="/">${errorPageText.back}</a></p>`);
      const refused = await get(teacherB, `/api/file/${classFileId}`, navigate);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain('<h1>파일을 찾을 수 없습니다.</h1>');
      const signedOut = await get(null, `/api/file/${classFileId}`, navigate);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.body).toContain(`<p><a href="/admin/login">${errorPageText.loginAgain}</a></p>`);
      expect((await get(admin, '/api/file/999999')).json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' });
    });
  });

  describe('app.files.storeBuffer', () => {
    it('runs the pipeline on a buffer, records the file attached, and it is served', async () => {
      const { id } = await t.app.files.storeBuffer({ centreId: CENTRE_A,
        buffer: await exifGpsJpeg(300, 200),
        originalName: '앨범 사진.jpg',
        refType: 'PHOTO',
        refId: 42,
        classId: classA,
        uploadedBy: null,
      });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, id));
      expect(row).toMatchObject({ refType: 'PHOTO', refId: 42, classId: classA, tempKey: null, width: 200, height: 300 });
      const res = await get(teacherA, `/api/file/${id}`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
      expect((await get(teacherB, `/api/file/${id}`)).statusCode).toBe(404);
      expect(row.centreId).toBe(1);
    });

    it('rejects what the upload would reject, storing nothing', async () => {
      const disk = storedFilesOnDisk(t.config.dataDir);
      await expect(
        t.app.files.storeBuffer({ centreId: CENTRE_A, buffer: Buffer.from('just text'), originalName: 'a.jpg', refType: 'PHOTO', refId: 1, classId: null, uploadedBy: null }),
      ).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
      expect(storedFilesOnDisk(t.config.dataDir)).toEqual(disk);
    });
  });

  describe('centres', () => {
    it('another centre’s file is a missing file: downloads, thumbnails and deletes answer 404; uploads record the centre', async () => {
      const b = await otherCentre(t);
      const ours = await upload(admin, '/api/file/upload/cont?refType=NOTICE', [{ name: 'ours.png', data: await smallPng() }]);
      const ourId = ours.json.data.files[0].fileId;
      // attached to a centre-wide record (a notice of no class), as a save would
      await t.app.db.update(files).set({ refType: 'NOTICE', refId: 4242, tempKey: null }).where(eq(files.id, ourId));
      expect((await get(admin, `/api/file/${ourId}`)).statusCode).toBe(200);

      const missing = await get(b.admin, '/api/file/999999');
      for (const url of [`/api/file/${ourId}`, `/api/file/${ourId}/thumb`]) {
        for (const who of [b.admin, b.teacher]) {
          const res = await get(who, url);
          expect([res.statusCode, res.json().message], url).toEqual([404, missing.json().message]);
        }
      }
      expect((await del(b.admin, '/api/file/NOTICE/4242')).json).toMatchObject({ code: 'NOT_FOUND', message: '삭제할 파일이 없습니다.' });
      expect(await t.app.db.select().from(files).where(eq(files.id, ourId))).toHaveLength(1);

      const theirs = await upload(b.teacher, `/api/file/upload/cont?refType=CLASSNOTE&classId=${b.classId}`, [{ name: 'theirs.png', data: await smallPng() }]);
      expect(theirs.res.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(files).where(eq(files.id, theirs.json.data.files[0].fileId));
      expect(row).toMatchObject({ centreId: b.centreId, classId: b.classId });
      expect((await t.app.db.select().from(files).where(eq(files.id, ourId)))[0].centreId).toBe(1);
      // this centre's class is not one of theirs
      expect((await upload(b.admin, `/api/file/upload/cont?refType=CLASSNOTE&classId=${classA}`, [{ name: 'x.png', data: await smallPng() }])).res.statusCode).toBe(404);
    });
  });
});

