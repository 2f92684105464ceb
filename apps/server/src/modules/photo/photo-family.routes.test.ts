import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FAMILY_CHILD_NOT_FOUND_MESSAGE,
  PHOTO_MONTH_EMPTY_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_ZIP_TOO_LARGE_MESSAGE,
  errorCatalog,
  errorPageText,
} from '@kg/contract';
import { files } from '../../db/schema/index';
import { checkArchive } from '../../lib/zip-guard';
import sharp from 'sharp';
import { exifGpsJpeg, storagePath } from '../file/file.test-utils';
import { ZIP_MAX_BYTES } from './photo.zip';
import { createParent, PARENT_PASSWORD } from '../../test/parent-factories';
import { buildPhotoAlbum, createPhotoChild } from '../../test/photo-factories';
import { familyLoginAs, type TestSession } from '../../test/session';
import { api, auditRows } from '../../test/api';
import { twoClassWorld, type TwoClassWorld } from '../../test/world';

const BASE = '/api/v2/family/photo';

describe('photo family routes (사진첩 in the parent app)', () => {
  let { t, teacherA, classA, classB } = {} as TwoClassWorld;
  let haneul: number;
  let bada: number;
  let bora: number;
  let minsu: number;
  let mom: TestSession;
  let momId: number;
  let otherMom: TestSession;
  let minsuDad: TestSession;
  /** 김하늘 and 박보라 (both consent) */
  let shared: Awaited<ReturnType<typeof buildPhotoAlbum>>;
  /** 김하늘 and 이민수, whose parents did not agree to photo sharing */
  let withMinsu: Awaited<ReturnType<typeof buildPhotoAlbum>>;
  /** 박보라 only */
  let boraOnly: Awaited<ReturnType<typeof buildPhotoAlbum>>;
  /** 김하늘 alone, the month before */
  let october: Awaited<ReturnType<typeof buildPhotoAlbum>>;

  beforeAll(async () => {
    ({ t, teacherA, classA, classB } = await twoClassWorld());
    const db = t.app.db;
    haneul = (await createPhotoChild(t.app, { classId: classA, name: '김하늘' })).id;
    bada = (await createPhotoChild(t.app, { classId: classB, name: '김바다' })).id;
    bora = (await createPhotoChild(t.app, { classId: classA, name: '박보라' })).id;
    minsu = (await createPhotoChild(t.app, { classId: classA, name: '이민수', photoConsent: false })).id;
    momId = (await createParent(db, { loginId: 'mom-kim', name: '김엄마', children: [{ childId: haneul }, { childId: bada }] })).id;
    await createParent(db, { loginId: 'mom-park', name: '박엄마', children: [{ childId: bora }] });
    await createParent(db, { loginId: 'dad-lee', name: '이아빠', children: [{ childId: minsu, relation: '부' }] });
    mom = await familyLoginAs(t.app, 'mom-kim', PARENT_PASSWORD);
    otherMom = await familyLoginAs(t.app, 'mom-park', PARENT_PASSWORD);
    minsuDad = await familyLoginAs(t.app, 'dad-lee', PARENT_PASSWORD);
    shared = await buildPhotoAlbum(t.app, { classId: classA, title: '가을 소풍', photoDate: '2026-11-05', childIds: [haneul, bora], photos: 2 });
    // a child without consent cannot be tagged through the API; an album tagged before the consent was withdrawn looks like this
    withMinsu = await buildPhotoAlbum(t.app, { classId: classA, title: '블록 놀이', photoDate: '2026-11-10', childIds: [haneul, minsu], photos: 1 });
    boraOnly = await buildPhotoAlbum(t.app, { classId: classA, title: '보라 생일', photoDate: '2026-11-12', childIds: [bora], photos: 1 });
    october = await buildPhotoAlbum(t.app, { classId: classA, title: '가을 소풍', photoDate: '2026-10-20', childIds: [haneul], photos: 1 });
  });
  afterAll(async () => t.close());

  const as = (session: TestSession | null) => api(t.app, session);
  const ids = (items: { photoId: number }[]) => items.map((a) => a.photoId);

  it('lists only albums tagging the child and no child without consent, newest first, without other children’s names', async () => {
    expect((await as(null).get(`${BASE}/${haneul}`)).status).toBe(401);
    expect((await as(teacherA).get(`${BASE}/${haneul}`)).status).toBe(401);
    const res = await as(mom).get(`${BASE}/${haneul}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(ids(res.json.data.items)).toEqual([shared.album.id, october.album.id]);
    expect(res.json.data.items[0]).toEqual({
      photoId: shared.album.id,
      photoTitle: '가을 소풍',
      photoDate: '2026-11-05',
      photoCount: 2,
      coverThumbnailUrl: `${BASE}/${haneul}/${shared.album.id}/photos/${shared.fileIds[0]}/thumb`,
    });
    expect(JSON.stringify(res.json.data)).not.toContain('박보라');
    expect(ids((await as(mom).get(`${BASE}/${haneul}?month=2026-10`)).json.data.items)).toEqual([october.album.id]);
    expect(ids((await as(otherMom).get(`${BASE}/${bora}`)).json.data.items)).toEqual([boraOnly.album.id, shared.album.id]);
    // the non-consenting child's own family sees their child's album (the others tagged there agreed)
    expect(ids((await as(minsuDad).get(`${BASE}/${minsu}`)).json.data.items)).toEqual([withMinsu.album.id]);
    expect((await as(mom).get(`${BASE}/${bada}`)).json.data.items).toEqual([]);
    expect(await auditRows(t.app.db, 'PHOTO_ALBUM_LIST_VIEWED', haneul)).not.toEqual([]);
  });

  it('refuses another family’s child (404), a bad month or page (400)', async () => {
    const other = await as(mom).get(`${BASE}/${bora}`);
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(FAMILY_CHILD_NOT_FOUND_MESSAGE);
    expect((await as(mom).get(`${BASE}/${haneul}?month=11-2026`)).json.details).toEqual({ month: '월을 2026-11처럼 입력해 주세요.' });
    expect((await as(mom).get(`${BASE}/${haneul}?page=0`)).status).toBe(400);
    expect((await as(mom).get(`${BASE}/${haneul}/${shared.album.id}/photos/abc`)).status).toBe(400);
  });

  it('opens a visible album with its photos (audited); an album outside the rule is not found, nor are its files', async () => {
    const res = await as(mom).get(`${BASE}/${haneul}/${shared.album.id}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ photoId: shared.album.id, className: '햇님반', photoCount: 2 });
    expect(res.json.data.photos.map((p: { fileId: number }) => p.fileId)).toEqual(shared.fileIds);
    expect(res.json.data.photos[0]).toMatchObject({
      url: `${BASE}/${haneul}/${shared.album.id}/photos/${shared.fileIds[0]}`,
      originalUrl: `${BASE}/${haneul}/${shared.album.id}/photos/${shared.fileIds[0]}/original`,
      fileName: '사진-1.png',
    });
    expect(await auditRows(t.app.db, 'PHOTO_ALBUM_VIEWED', shared.album.id)).toEqual([expect.objectContaining({ actorId: momId, actorRole: 'PARENT' })]);

    for (const album of [withMinsu, boraOnly]) {
      const hidden = await as(mom).get(`${BASE}/${haneul}/${album.album.id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.json.message).toBe(PHOTO_NOT_FOUND_MESSAGE);
      for (const suffix of ['', '/thumb', '/original']) {
        expect((await as(mom).get(`${BASE}/${haneul}/${album.album.id}/photos/${album.fileIds[0]}${suffix}`)).status).toBe(404);
      }
    }
    // a visible album's id with another album's photo
    expect((await as(mom).get(`${BASE}/${haneul}/${shared.album.id}/photos/${withMinsu.fileIds[0]}`)).status).toBe(404);
    // another family through my child's album
    expect((await as(otherMom).get(`${BASE}/${haneul}/${shared.album.id}`)).status).toBe(404);
  });

  it('serves photos inline and the original as an attachment (audited)', async () => {
    const url = `${BASE}/${haneul}/${shared.album.id}/photos/${shared.fileIds[1]}`;
    const shown = await as(mom).get(url);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    expect((await as(mom).get(`${url}/thumb`)).headers['content-type']).toBe('image/webp');
    const saved = await as(mom).get(`${url}/original`);
    expect(saved.status).toBe(200);
    expect(saved.headers['content-disposition']).toMatch(/^attachment/);
    expect(saved.res.rawPayload.equals(shown.res.rawPayload)).toBe(true);
    expect(await auditRows(t.app.db, 'PHOTO_DOWNLOADED', shared.album.id)).toEqual([
      expect.objectContaining({ actorId: momId, detail: { childCode: haneul, fileIds: [shared.fileIds[1]] } }),
    ]);
  });

  it('saves the full-size photo, upright and without EXIF or GPS, not the smaller display copy', async () => {
    const camera = await exifGpsJpeg(3200, 2400);
    const big = await buildPhotoAlbum(t.app, { classId: classA, title: '운동회', photoDate: '2026-06-10', childIds: [haneul], photos: 1, buffers: [camera] });
    const url = `${BASE}/${haneul}/${big.album.id}/photos/${big.fileIds[0]}`;
    const shown = await sharp((await as(mom).get(url)).res.rawPayload).metadata();
    expect([shown.width, shown.height]).toEqual([1440, 1920]);
    const saved = await as(mom).get(`${url}/original`);
    expect(saved.status).toBe(200);
    expect(saved.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(saved.res.rawPayload).metadata();
    // every pixel, turned upright (orientation 6), with no metadata block left
    expect([meta.width, meta.height]).toEqual([2400, 3200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(saved.res.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect(Number(saved.headers['content-length'])).toBe(saved.res.rawPayload.length);
    // stored beside the display copy and the thumbnail, named by the row
    const [row] = await t.app.db.select().from(files).where(eq(files.id, big.fileIds[0]));
    expect(row.originalKey).not.toBeNull();
    expect(fs.existsSync(storagePath(t.config.dataDir, row.originalKey!))).toBe(true);
  });

  it('gives a month’s visible photos as one ZIP, a folder per album, and 404 for a month without any', async () => {
    const res = await as(mom).get(`${BASE}/${haneul}/zip?month=2026-11`);
    expect(res.status, res.res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('사진첩_김하늘_2026-11.zip')}`);
    const entries = await checkArchive(res.res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['2026-11-05 가을 소풍/01_사진-1.png', '2026-11-05 가을 소풍/02_사진-2.png']);
    const first = await as(mom).get(`${BASE}/${haneul}/${shared.album.id}/photos/${shared.fileIds[0]}/original`);
    expect(Buffer.from(entries[0].data).equals(first.res.rawPayload)).toBe(true);
    expect(await auditRows(t.app.db, 'PHOTO_ZIP_DOWNLOADED', haneul)).toEqual([
      expect.objectContaining({ detail: { month: '2026-11', albumIds: [shared.album.id], fileIds: shared.fileIds } }),
    ]);

    // the other family's month holds their two albums, not the one with the child without consent
    const theirs = await checkArchive((await as(otherMom).get(`${BASE}/${bora}/zip?month=2026-11`)).res.rawPayload);
    expect(theirs.map((e) => e.name)).toEqual(['2026-11-05 가을 소풍/01_사진-1.png', '2026-11-05 가을 소풍/02_사진-2.png', '2026-11-12 보라 생일/01_사진-1.png']);

    const none = await as(mom).get(`${BASE}/${haneul}/zip?month=2026-09`);
    expect(none.status).toBe(404);
    expect(none.json.message).toBe(PHOTO_MONTH_EMPTY_MESSAGE);
    expect((await as(mom).get(`${BASE}/${haneul}/zip`)).status).toBe(400);
    expect((await as(mom).get(`${BASE}/${bora}/zip?month=2026-11`)).status).toBe(404);
  });

  it('pages a child’s albums newest first (same day: the later album first), hidden ones left out of pages and total', async () => {
    const gaeul = (await createPhotoChild(t.app, { classId: classA, name: '최가을' })).id;
    await createParent(t.app.db, { loginId: 'mom-choi', name: '최엄마', children: [{ childId: gaeul }] });
    const choiMom = await familyLoginAs(t.app, 'mom-choi', PARENT_PASSWORD);
    const dates = ['2026-09-01', '2026-11-03', '2026-10-15', '2026-11-03', '2026-08-20', '2026-11-20', '2026-10-15'];
    const visible: { id: number; date: string }[] = [];
    for (const [i, photoDate] of dates.entries()) {
      // every third one also tags 이민수 (no consent): never shown to this family
      const hidden = i % 3 === 1;
      const { album } = await buildPhotoAlbum(t.app, { classId: classA, title: `앨범 ${i}`, photoDate, childIds: hidden ? [gaeul, minsu] : [gaeul], photos: 1 });
      if (!hidden) visible.push({ id: album.id, date: photoDate });
    }
    const expected = visible.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((a) => a.id);
    expect(expected.length).toBe(5);
    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await as(choiMom).get(`${BASE}/${gaeul}?page=${page}&size=2`);
      expect(res.json.data).toMatchObject({ page, size: 2, total: 5, totalPages: 3 });
      pages.push(...ids(res.json.data.items));
    }
    expect(pages).toEqual(expected);
    expect((await as(choiMom).get(`${BASE}/${gaeul}?page=4&size=2`)).json.data).toMatchObject({ items: [], total: 5 });
    expect(ids((await as(choiMom).get(`${BASE}/${gaeul}?month=2026-10`)).json.data.items)).toEqual(expected.filter((id) => visible.find((v) => v.id === id)!.date.startsWith('2026-10')));
  });

  it('answers the browser following the ZIP or 원본 저장 with a Korean page when it fails, any other call with JSON', async () => {
    // what Chromium sends for a link with `download` the app lets it follow (docs/product/errors.md#browser-navigations)
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' };
    const yeoreum = (await createPhotoChild(t.app, { classId: classA, name: '정여름' })).id;
    await createParent(t.app.db, { loginId: 'mom-jung', name: '정엄마', children: [{ childId: yeoreum }] });
    const jungMom = await familyLoginAs(t.app, 'mom-jung', PARENT_PASSWORD);
    const july = await buildPhotoAlbum(t.app, { classId: classA, title: '물놀이', photoDate: '2026-07-10', childIds: [yeoreum], photos: 2 });
    const page = (res: { res: { body: string } }) => res.res.body;
    const backHome = `<p><a href="/parent">${errorPageText.back}</a></p>`;

    const empty = await as(jungMom).get(`${BASE}/${yeoreum}/zip?month=2026-09`, navigate);
    expect(empty.status).toBe(404);
    expect(empty.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(page(empty)).toContain(`<h1>${PHOTO_MONTH_EMPTY_MESSAGE}</h1>`);
    expect(page(empty)).toContain(backHome);
    expect((await as(jungMom).get(`${BASE}/${yeoreum}/zip?month=2026-09`)).json).toMatchObject({ code: 'NOT_FOUND', message: PHOTO_MONTH_EMPTY_MESSAGE });

    // a month beyond one classic ZIP (its sizes as recorded: nothing that big is written here)
    await t.app.db.update(files).set({ size: ZIP_MAX_BYTES }).where(eq(files.id, july.fileIds[0]));
    const tooBig = await as(jungMom).get(`${BASE}/${yeoreum}/zip?month=2026-07`, navigate);
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page(tooBig)).toContain(`<h1>${PHOTO_ZIP_TOO_LARGE_MESSAGE}</h1>`);
    expect(tooBig.headers['content-disposition']).toBeUndefined();
    expect((await as(jungMom).get(`${BASE}/${yeoreum}/zip?month=2026-07`)).json).toMatchObject({ code: 'TOO_LARGE', message: PHOTO_ZIP_TOO_LARGE_MESSAGE });

    // 원본 저장 of a photo whose stored file is gone: the file's headers were set before it failed, the page has none
    const [row] = await t.app.db.select().from(files).where(eq(files.id, july.fileIds[1]));
    fs.rmSync(storagePath(t.config.dataDir, row.storageKey));
    const original = `${BASE}/${yeoreum}/${july.album.id}/photos/${july.fileIds[1]}/original`;
    const gone = await as(jungMom).get(original, navigate);
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page(gone)).toContain('<h1>파일을 찾을 수 없습니다.</h1>');
    for (const header of ['content-disposition', 'etag', 'last-modified', 'accept-ranges']) expect(gone.headers[header]).toBeUndefined();
    expect((await as(jungMom).get(original)).json).toMatchObject({ success: false, code: 'NOT_FOUND' });

    // the session ended between the app's check and the download
    const signedOut = await as(null).get(`${BASE}/${yeoreum}/zip?month=2026-07`, navigate);
    expect(signedOut.status).toBe(401);
    expect(page(signedOut)).toContain(`<h1>${errorCatalog.NO_AT.message}</h1>`);
    expect(page(signedOut)).toContain(`<p><a href="/parent/login">${errorPageText.loginAgain}</a></p>`);
    expect(page(signedOut)).toContain(backHome);
  });

  it('keeps the staff side as it was', async () => {
    const staff = await as(teacherA).get(`/api/v2/story/photo/search/${classA}?size=100`);
    expect(staff.status).toBe(200);
    expect(ids(staff.json.data.items)).toEqual(expect.arrayContaining([shared.album.id, withMinsu.album.id, boraOnly.album.id, october.album.id]));
    expect((await as(teacherA).get(`/api/v2/story/photo/${classA}/${shared.album.id}`)).json.data.children.map((c: { name: string }) => c.name)).toEqual(['김하늘', '박보라']);
  });
});
