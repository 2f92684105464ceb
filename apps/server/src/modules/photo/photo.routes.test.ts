import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { files, photoAlbumChildren, photoAlbums } from '../../db/schema/index';
import { createClass, seoulToday } from '../../test/factories';
import { buildPhotoAlbum, createPhotoChild } from '../../test/photo-factories';
import { api, auditRows, sessionCalls } from '../../test/api';
import type { TestSession } from '../../test/session';
import { answerOf, expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays, CLASS_NOT_FOUND_MESSAGE, PHOTO_NOT_FOUND_MESSAGE } from '@kg/contract';
import { photoJpeg, storagePath } from '../file/file.test-utils';
import { resolvedSchema } from '../../test/openapi';

const BASE = '/api/v2/story/photo';
// ids that do not exist: another class's (or centre's) record answers exactly as they do (docs/decisions/017)
const NO_CLASS = 999999;
const NO_ALBUM = 999999;

describe('photo album routes (사진첩)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB, teacherAId } = {} as TwoClassWorld;
  const today = seoulToday();

  beforeAll(async () => void ({ t, admin, teacherA, teacherB, anonymous, classA, classB, teacherAId } = await twoClassWorld()));
  afterAll(async () => t.close());

  const { get, post, del } = sessionCalls(() => ({ t, anonymous }));

  /** Uploads `count` photos one request at a time under one tempKey, as the web does. */
  async function uploadPhotos(session: TestSession, classId: number, childIds: number[], count = 2): Promise<string> {
    let tempKey: string | undefined;
    for (let i = 0; i < count; i++) {
      const res = await api(t.app, session).upload(
        `/api/file/upload/photoAlbum?classId=${classId}${tempKey ? `&tempKey=${tempKey}` : ''}`,
        [{ name: `${i + 1}.jpg`, data: await photoJpeg(200, 150), type: 'image/jpeg' }],
        { childCodeSet: childIds.join(',') },
      );
      expect(res.status).toBe(200);
      tempKey = res.json.data.tempKey;
    }
    return tempKey!;
  }

  it('documents every photo call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const paths = doc.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/story/photo/search/{classId}',
        '/api/v2/story/photo/children/{classId}',
        '/api/v2/story/photo/new/{classId}',
        '/api/v2/story/photo/{classId}/{id}',
        '/api/file/upload/photoAlbum',
        '/api/file/upload/photoAlbum/reset-files',
      ]),
    );
    expect(resolvedSchema(doc, paths['/api/v2/story/photo/new/{classId}'].post.requestBody.content['application/json'].schema).required).toEqual(
      expect.arrayContaining(['photoTitle', 'childCodeSet', 'photoDate']),
    );
  });

  describe('GET /search/:classId', () => {
    let listClass: number;
    let hana: number;
    beforeAll(async () => {
      listClass = (await createClass(t.app.db, { name: '별님반' })).id;
      hana = (await createPhotoChild(t.app, { classId: listClass, name: '한하나' })).id;
      const jiho = (await createPhotoChild(t.app, { classId: listClass, name: '강지호' })).id;
      // 12 albums over 12 days; the newest photo date comes first
      for (let i = 0; i < 12; i++) {
        await buildPhotoAlbum(t.app, {
          classId: listClass,
          title: i === 3 ? '가을 소풍' : `활동 ${i}`,
          photoDate: addDays(today, -i),
          childIds: i % 2 === 0 ? [hana, jiho] : [jiho],
          photos: i === 0 ? 3 : 1,
          authorId: teacherAId,
        });
      }
    });

    it('401 without a session', async () => {
      expect((await get(null, `${BASE}/search/${listClass}`)).status).toBe(401);
    });

    it('400 with Korean messages for a bad classId, page, size or search type', async () => {
      expect((await get(admin, `${BASE}/search/abc`)).json).toMatchObject({ code: 'VALIDATION', message: '반을 선택해 주세요.' });
      expect((await get(admin, `${BASE}/search/${listClass}?page=0`)).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      expect((await get(admin, `${BASE}/search/${listClass}?size=101`)).json.message).toBe('한 번에 100개까지 볼 수 있습니다.');
      expect((await get(admin, `${BASE}/search/${listClass}?searchType=author&keyword=x`)).json.message).toBe('검색 조건이 올바르지 않습니다.');
      expect((await get(admin, `${BASE}/search/${listClass}?childCode=0`)).json.message).toBe('원아를 선택해 주세요.');
    });

    it("404 for a teacher of another class (as a missing class), 200 (empty) for the class's own teacher", async () => {
      expectAsMissing(await get(teacherB, `${BASE}/search/${classA}`), await get(teacherB, `${BASE}/search/${NO_CLASS}`), CLASS_NOT_FOUND_MESSAGE);
      const own = await get(teacherA, `${BASE}/search/${classA}`);
      expect(own.status).toBe(200);
      expect(own.json.data).toEqual({ items: [], page: 1, size: 10, total: 0, totalPages: 1 });
    });

    it('pages 1-based, newest photo date first, with cover thumbnail, photo count and tagged children', async () => {
      const first = await get(admin, `${BASE}/search/${listClass}`);
      expect(first.json.data).toMatchObject({ page: 1, size: 10, total: 12, totalPages: 2 });
      const items = first.json.data.items as any[];
      expect(items).toHaveLength(10);
      expect(items.map((i) => i.photoDate)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(today, -i)));
      const newest = items[0];
      const [cover] = await t.app.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.refType, 'PHOTO'), eq(files.refId, newest.photoId)))
        .orderBy(files.id)
        .limit(1);
      expect(newest).toEqual({
        photoId: newest.photoId,
        classId: listClass,
        photoTitle: '활동 0',
        photoDate: today,
        photoCount: 3,
        coverThumbnailUrl: `/api/file/${cover.id}/thumb`,
        children: [
          { childCode: expect.any(Number), name: '강지호' },
          { childCode: hana, name: '한하나' },
        ],
        authorName: '이선생',
        createdAt: expect.any(String),
      });
      const second = await get(admin, `${BASE}/search/${listClass}?page=2`);
      expect(second.json.data.items.map((i: any) => i.photoDate)).toEqual([addDays(today, -10), addDays(today, -11)]);
    });

    it('searches the title, a (reversed) photo-date range and the albums a child is tagged in', async () => {
      const base = `${BASE}/search/${listClass}`;
      const titled = await get(admin, `${base}?searchType=title&keyword=${encodeURIComponent('소풍')}`);
      expect(titled.json.data.items.map((i: any) => i.photoTitle)).toEqual(['가을 소풍']);
      const range = await get(admin, `${base}?searchType=date&startDate=${today}&endDate=${addDays(today, -2)}`);
      expect(range.json.data.total).toBe(3);
      expect((await get(admin, `${base}?childCode=${hana}`)).json.data.total).toBe(6);
      expect((await get(admin, `${base}?searchType=date&startDate=${addDays(today, -3)}&endDate=${today}&childCode=${hana}`)).json.data.total).toBe(2);
      // LIKE wildcards are literal, a keyword without a type is ignored
      expect((await get(admin, `${base}?searchType=title&keyword=%25`)).json.data.total).toBe(0);
      expect((await get(admin, `${base}?keyword=${encodeURIComponent('소풍')}`)).json.data.total).toBe(12);
    });

    it('searches from or until a photo date alone, and counts a page past the end', async () => {
      const base = `${BASE}/search/${listClass}`;
      expect((await get(admin, `${base}?searchType=date&startDate=${addDays(today, -2)}`)).json.data.total).toBe(3);
      const until = await get(admin, `${base}?searchType=date&endDate=${addDays(today, -10)}`);
      expect(until.json.data.items.map((i: any) => i.photoDate)).toEqual([addDays(today, -10), addDays(today, -11)]);
      expect((await get(admin, `${base}?childCode=${hana}&size=5&page=3`)).json.data).toMatchObject({ items: [], total: 6, totalPages: 2 });
    });
  });

  describe('GET /children/:classId', () => {
    it('walks 401 → 400 → 404 other class (as a missing one) → 200 and flags children without photo consent', async () => {
      const cls = (await createClass(t.app.db, { name: '꽃님반' })).id;
      await createPhotoChild(t.app, { classId: cls, name: '나동의' });
      await createPhotoChild(t.app, { classId: cls, name: '가미동의', photoConsent: false });
      await createPhotoChild(t.app, { classId: cls, name: '다졸업', status: 'graduate' });
      expect((await get(null, `${BASE}/children/${cls}`)).status).toBe(401);
      expect((await get(admin, `${BASE}/children/x`)).json.message).toBe('반을 선택해 주세요.');
      expectAsMissing(await get(teacherA, `${BASE}/children/${cls}`), await get(admin, `${BASE}/children/${NO_CLASS}`), CLASS_NOT_FOUND_MESSAGE);
      const res = await get(admin, `${BASE}/children/${cls}`);
      expect(res.status).toBe(200);
      expect(res.json.data.map((c: any) => [c.name, c.photoConsent])).toEqual([
        ['가미동의', false],
        ['나동의', true],
      ]);
    });
  });

  describe('GET /:classId/:id', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200 with every photo (display and thumbnail URLs) and the tagged children', async () => {
      const child = await createPhotoChild(t.app, { classId: classA, name: '윤서아' });
      const { album, fileIds } = await buildPhotoAlbum(t.app, {
        classId: classA,
        title: '물놀이',
        comment: '시원한 여름!',
        childIds: [child.id],
        photos: 3,
        authorId: teacherAId,
      });
      const other = await buildPhotoAlbum(t.app, { classId: classB });
      const url = `${BASE}/${classA}/${album.id}`;
      expect((await get(null, url)).status).toBe(401);
      expect((await get(teacherA, `${BASE}/x/${album.id}`)).json.message).toBe('반을 선택해 주세요.');
      expect((await get(teacherA, `${BASE}/${classA}/0`)).json.message).toBe('사진첩을 선택해 주세요.');
      expectAsMissing(await get(teacherB, url), await get(teacherB, `${BASE}/${NO_CLASS}/${album.id}`), CLASS_NOT_FOUND_MESSAGE);
      // another class's album under this class's path: as an album that does not exist
      expectAsMissing(await get(admin, `${BASE}/${classA}/${other.album.id}`), await get(teacherA, `${BASE}/${classA}/${NO_ALBUM}`), PHOTO_NOT_FOUND_MESSAGE);

      const res = await get(teacherA, url);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        photoId: album.id,
        classId: classA,
        className: '햇님반',
        photoTitle: '물놀이',
        comment: '시원한 여름!',
        photoCount: 3,
        coverThumbnailUrl: `/api/file/${fileIds[0]}/thumb`,
        children: [{ childCode: child.id, name: '윤서아' }],
        authorName: '이선생',
      });
      expect(res.json.data.photos.map((p: any) => [p.fileId, p.url, p.thumbnailUrl])).toEqual(
        fileIds.map((id) => [id, `/api/file/${id}`, `/api/file/${id}/thumb`]),
      );
      // the class's teacher may open the photos themselves; to another class's teacher they do not exist
      const photo = await t.app.inject({ method: 'GET', url: `/api/file/${fileIds[0]}`, headers: teacherA.headers });
      expect(photo.statusCode).toBe(200);
      expectAsMissing(await get(teacherB, `/api/file/${fileIds[0]}`), await get(teacherB, '/api/file/999999'), '파일을 찾을 수 없습니다.');
    });
  });

  describe('POST /new/:classId?tempKey=', () => {
    let hana: number;
    let refuser: number;
    let foreign: number;
    const fields = (overrides: Record<string, unknown> = {}) => ({
      photoTitle: '가을 소풍',
      childCodeSet: [hana],
      photoDate: today,
      comment: '단풍이 예뻤어요.',
      ...overrides,
    });
    beforeAll(async () => {
      hana = (await createPhotoChild(t.app, { classId: classA, name: '김하나' })).id;
      refuser = (await createPhotoChild(t.app, { classId: classA, name: '최동의없음', photoConsent: false })).id;
      foreign = (await createPhotoChild(t.app, { classId: classB, name: '달님이' })).id;
    });

    it('401 without a session', async () => {
      expect((await post(null, `${BASE}/new/${classA}?tempKey=abcdefghijklmnop1234`, fields())).status).toBe(401);
    });

    it('400 with the docs/product/photo.md#save guard: tempKey, photoTitle, a child, photoDate yyyy-MM-dd', async () => {
      const tempKey = 'abcdefghijklmnop1234';
      const url = `${BASE}/new/${classA}?tempKey=${tempKey}`;
      expect((await post(teacherA, `${BASE}/new/${classA}`, fields())).json).toMatchObject({ code: 'VALIDATION', message: '올린 파일 정보가 없습니다. 파일을 다시 올려 주세요.' });
      expect((await post(teacherA, url, fields({ photoTitle: '  ' }))).json.details).toEqual({ photoTitle: '사진첩 제목을 입력해 주세요.' });
      expect((await post(teacherA, url, fields({ childCodeSet: [] }))).json.details).toEqual({
        childCodeSet: '사진에 태그할 원아를 한 명 이상 선택해 주세요.',
      });
      for (const photoDate of ['2026/11/21', '20261121', '2026-02-30']) {
        expect((await post(teacherA, url, fields({ photoDate }))).json.details).toEqual({ photoDate: '사진 날짜를 2026-03-15처럼 입력해 주세요.' });
      }
      expect((await post(teacherA, `${BASE}/new/abc?tempKey=${tempKey}`, fields())).json.message).toBe('반을 선택해 주세요.');
      // a tempKey with no files
      const empty = await post(teacherA, url, fields());
      expect(empty.status).toBe(400);
      expect(empty.json.details).toEqual({ tempKey: '업로드할 사진을 한 장 이상 선택해 주세요.' });
    });

    it('404 for another class, as for a missing one', async () => {
      const tempKey = await uploadPhotos(teacherA, classA, [hana], 1);
      const res = await post(teacherB, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields());
      expectAsMissing(res, await post(teacherB, `${BASE}/new/${NO_CLASS}?tempKey=${tempKey}`, fields()), CLASS_NOT_FOUND_MESSAGE);
      // nothing was attached: the photos still wait under their tempKey
      expect(await t.app.db.select().from(files).where(eq(files.tempKey, tempKey))).toHaveLength(1);
    });

    it('refuses untaggable children at save too, and keeps the temp files for a corrected save', async () => {
      const tempKey = await uploadPhotos(teacherA, classA, [hana], 1);
      const url = `${BASE}/new/${classA}?tempKey=${tempKey}`;
      const refused = await post(teacherA, url, fields({ childCodeSet: [hana, refuser] }));
      expect(refused.json.details).toEqual({ childCodeSet: '최동의없음 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.' });
      const other = await post(teacherA, url, fields({ childCodeSet: [foreign] }));
      expect(other.json.details).toEqual({ childCodeSet: '이 반의 원아만 태그할 수 있습니다.' });
      // only the uploader attaches their temp files
      expect((await post(admin, url, fields())).json.details).toEqual({ tempKey: '업로드할 사진을 한 장 이상 선택해 주세요.' });
      const temp = await t.app.db.select().from(files).where(eq(files.tempKey, tempKey));
      expect(temp).toHaveLength(1);
      expect((await post(teacherA, url, fields())).status).toBe(200);
    });

    it('200: saves the album, its tags and attaches every temp photo in one transaction (audited)', async () => {
      const minjun = (await createPhotoChild(t.app, { classId: classA, name: '박민준' })).id;
      const tempKey = await uploadPhotos(teacherA, classA, [hana, minjun], 3);
      const temp = await t.app.db.select().from(files).where(eq(files.tempKey, tempKey));
      expect(temp).toHaveLength(3);

      const res = await post(teacherA, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields({ childCodeSet: [minjun, hana, hana] }));
      expect(res.status).toBe(200);
      const album = res.json.data;
      expect(album).toMatchObject({
        classId: classA,
        photoTitle: '가을 소풍',
        photoDate: today,
        comment: '단풍이 예뻤어요.',
        photoCount: 3,
        authorName: '이선생',
        children: [
          { childCode: hana, name: '김하나' },
          { childCode: minjun, name: '박민준' },
        ],
      });
      expect(album.photos.map((p: any) => p.fileId)).toEqual(temp.map((r) => r.id));

      const attached = await t.app.db.select().from(files).where(inArray(files.id, temp.map((r) => r.id)));
      expect(attached.map((r) => [r.refType, r.refId, r.classId, r.tempKey])).toEqual(Array(3).fill(['PHOTO', album.photoId, classA, null]));
      expect(attached.every((r) => r.attachedAt !== null)).toBe(true);
      const tags = await t.app.db.select().from(photoAlbumChildren).where(eq(photoAlbumChildren.albumId, album.photoId));
      expect(tags.map((r) => r.childId).sort()).toEqual([hana, minjun].sort());
      const [audit] = await auditRows(t.app.db, 'PHOTO_ALBUM_CREATED', album.photoId);
      expect(audit).toMatchObject({ actorId: teacherAId, subjectType: 'photo_album' });
      expect((audit.detail as any).fileIds).toEqual(temp.map((r) => r.id));

      // the tempKey is spent: saving it again finds no photos and creates nothing
      const before = (await t.app.db.select().from(photoAlbums)).length;
      expect((await post(teacherA, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields())).status).toBe(400);
      expect((await t.app.db.select().from(photoAlbums)).length).toBe(before);
    });

    it('lets an admin save an album of any class from their own upload', async () => {
      const child = (await createPhotoChild(t.app, { classId: classB, name: '달이' })).id;
      const tempKey = await uploadPhotos(admin, classB, [child], 1);
      const res = await post(admin, `${BASE}/new/${classB}?tempKey=${tempKey}`, fields({ childCodeSet: [child] }));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ classId: classB, className: '달님반', authorName: '박원장', photoCount: 1 });
      // an upload for class B cannot become an album of class A
      const again = await uploadPhotos(admin, classB, [child], 1);
      expect((await post(admin, `${BASE}/new/${classA}?tempKey=${again}`, fields())).json.details).toEqual({ tempKey: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });
    });
  });

  describe('DELETE /:classId/:id', () => {
    it('walks 401 → 400 → 404 other class → 404 → 200; the album, its tags and its stored photos are gone (audited)', async () => {
      const { album, fileIds } = await buildPhotoAlbum(t.app, { classId: classA, photos: 2 });
      const rows = await t.app.db.select().from(files).where(inArray(files.id, fileIds));
      const keys = rows.flatMap((r) => [r.storageKey, r.thumbnailKey!]);
      expect(keys.every((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(true);
      const other = await buildPhotoAlbum(t.app, { classId: classB });
      const url = `${BASE}/${classA}/${album.id}`;

      expect((await del(null, url)).status).toBe(401);
      expect((await del(teacherA, `${BASE}/${classA}/abc`)).json.message).toBe('사진첩을 선택해 주세요.');
      expectAsMissing(await del(teacherB, url), await del(teacherB, `${BASE}/${NO_CLASS}/${album.id}`), CLASS_NOT_FOUND_MESSAGE);
      const missingAlbum = await del(teacherA, `${BASE}/${classA}/${NO_ALBUM}`);
      expectAsMissing(await del(teacherA, `${BASE}/${classA}/${other.album.id}`), missingAlbum, PHOTO_NOT_FOUND_MESSAGE);
      expect(await t.app.db.select().from(files).where(inArray(files.id, fileIds))).toHaveLength(fileIds.length);

      const res = await del(teacherA, url);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ photoId: album.id, fileIds });
      expect(await t.app.db.select().from(photoAlbums).where(eq(photoAlbums.id, album.id))).toHaveLength(0);
      expect(await t.app.db.select().from(photoAlbumChildren).where(eq(photoAlbumChildren.albumId, album.id))).toHaveLength(0);
      expect(await t.app.db.select().from(files).where(inArray(files.id, fileIds))).toHaveLength(0);
      expect(keys.some((k) => fs.existsSync(storagePath(t.config.dataDir, k)))).toBe(false);
      const audit = await auditRows(t.app.db, 'PHOTO_ALBUM_DELETED', album.id);
      expect(audit).toHaveLength(1);
      expect((await del(teacherA, url)).status).toBe(404);
      // the other class's album is untouched
      expect(await t.app.db.select().from(files).where(inArray(files.id, other.fileIds))).toHaveLength(other.fileIds.length);
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2's director and teacher meet centre 1's class, albums and photos as missing; nothing changes", async () => {
      const b = await otherCentre(t);
      const child = await createPhotoChild(t.app, { classId: classA, name: '햇살이' });
      const ours = await buildPhotoAlbum(t.app, { classId: classA, title: '햇살 앨범', childIds: [child.id], photos: 2 });
      const theirChild = await createPhotoChild(t.app, { classId: b.classId, name: '별빛이' });
      const theirs = await buildPhotoAlbum(t.app, { classId: b.classId, title: '별빛 앨범', childIds: [theirChild.id], photos: 1 });
      const tempKey = await uploadPhotos(teacherA, classA, [child.id], 1);
      const fields = { photoTitle: '가로채기', childCodeSet: [child.id], photoDate: today, comment: '' };
      const edit = { ...fields, photoFileIds: ours.fileIds };

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        // centre 1's class named in the path: as a class that does not exist
        const byClass = {
          search: (c: number) => get(who, `${BASE}/search/${c}`),
          children: (c: number) => get(who, `${BASE}/children/${c}`),
          create: (c: number) => post(who, `${BASE}/new/${c}?tempKey=${tempKey}`, fields),
          get: (c: number) => get(who, `${BASE}/${c}/${ours.album.id}`),
          update: (c: number) => api(t.app, who).put(`${BASE}/${c}/${ours.album.id}`, edit),
          delete: (c: number) => del(who, `${BASE}/${c}/${ours.album.id}`),
          upload: async (c: number) =>
            api(t.app, who).upload(`/api/file/upload/photoAlbum?classId=${c}`, [{ name: 'x.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' }], {
              childCodeSet: String(child.id),
            }),
        };
        for (const [name, call] of Object.entries(byClass)) expectAsMissing(await call(classA), await call(NO_CLASS), CLASS_NOT_FOUND_MESSAGE, `${as} ${name}`);
        // centre 1's album under their own class: as an album that does not exist
        const own = `${BASE}/${b.classId}`;
        expectAsMissing(await get(who, `${own}/${ours.album.id}`), await get(who, `${own}/${NO_ALBUM}`), PHOTO_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await api(t.app, who).put(`${own}/${ours.album.id}`, edit), await api(t.app, who).put(`${own}/${NO_ALBUM}`, edit), PHOTO_NOT_FOUND_MESSAGE, as);
        expectAsMissing(await del(who, `${own}/${ours.album.id}`), await del(who, `${own}/${NO_ALBUM}`), PHOTO_NOT_FOUND_MESSAGE, as);
        // centre 1's photos: as files that do not exist
        expectAsMissing(await get(who, `/api/file/${ours.fileIds[0]}`), await get(who, '/api/file/999999'), '파일을 찾을 수 없습니다.', as);
        // their own class lists their own albums and children only
        expect((await get(who, `${BASE}/search/${b.classId}`)).json.data.items.map((i: any) => i.photoId), as).toEqual([theirs.album.id]);
        expect((await get(who, `${BASE}/children/${b.classId}`)).json.data.map((c: any) => c.name), as).toEqual(['별빛이']);
      }
      // a centre 1 child cannot be tagged in centre 2's album, as a child that does not exist
      const theirEdit = (childCode: number) =>
        api(t.app, b.admin).put(`${BASE}/${b.classId}/${theirs.album.id}`, { ...fields, childCodeSet: [childCode], photoFileIds: theirs.fileIds });
      const [foreignTag, missingTag] = [await theirEdit(child.id), await theirEdit(999999)];
      expect(answerOf(foreignTag).body).toMatchObject({ code: 'VALIDATION', details: { childCodeSet: '이 반의 원아만 태그할 수 있습니다.' } });
      expect(answerOf(foreignTag)).toEqual(answerOf(missingTag));
      // centre 1 meets centre 2's album the same way
      expectAsMissing(await get(admin, `${BASE}/${b.classId}/${theirs.album.id}`), await get(admin, `${BASE}/${NO_CLASS}/${theirs.album.id}`), CLASS_NOT_FOUND_MESSAGE);

      // nothing was written, changed or removed
      const albums = await t.app.db.select().from(photoAlbums).where(inArray(photoAlbums.classId, [classA, b.classId]));
      expect(albums.filter((a) => a.classId === b.classId).map((a) => a.title)).toEqual(['별빛 앨범']);
      expect(albums.find((a) => a.id === ours.album.id)).toMatchObject({ title: '햇살 앨범' });
      expect((await t.app.db.select().from(files).where(inArray(files.id, ours.fileIds))).map((f) => f.refId)).toEqual([ours.album.id, ours.album.id]);
      expect((await t.app.db.select().from(photoAlbumChildren).where(eq(photoAlbumChildren.albumId, theirs.album.id))).map((r) => r.childId)).toEqual([theirChild.id]);
      expect(await t.app.db.select().from(files).where(eq(files.tempKey, tempKey))).toHaveLength(1);
      expect(await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', ours.album.id)).toEqual([]);
    });
  });
});
