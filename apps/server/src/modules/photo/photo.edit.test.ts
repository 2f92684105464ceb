import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { files, photoAlbumChildren, photoAlbumPhotos, photoAlbums } from '../../db/schema/index';
import { seoulToday } from '../../test/factories';
import { buildPhotoAlbum, createPhotoChild } from '../../test/photo-factories';
import { api, auditRows, sessionCalls } from '../../test/api';
import type { TestSession } from '../../test/session';
import { answerOf, expectAsMissing } from '../../test/missing';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import { addDays, CLASS_NOT_FOUND_MESSAGE, PHOTO_NOT_FOUND_MESSAGE } from '@kg/contract';
import { photoJpeg, storagePath } from '../file/file.test-utils';
import { resolvedSchema } from '../../test/openapi';

const BASE = '/api/v2/story/photo';

describe('photo album order and edit (사진첩 수정)', () => {
  let { t, admin, teacherA, teacherB, anonymous, classA, classB, teacherAId } = {} as TwoClassWorld;
  const today = seoulToday();
  let hana: number;
  let minjun: number;
  let refuser: number;
  let foreign: number;

  beforeAll(async () => {
    ({ t, admin, teacherA, teacherB, anonymous, classA, classB, teacherAId } = await twoClassWorld());
    hana = (await createPhotoChild(t.app, { classId: classA, name: '김하나' })).id;
    minjun = (await createPhotoChild(t.app, { classId: classA, name: '박민준' })).id;
    refuser = (await createPhotoChild(t.app, { classId: classA, name: '최동의없음', photoConsent: false })).id;
    foreign = (await createPhotoChild(t.app, { classId: classB, name: '달님이' })).id;
  });
  afterAll(async () => t.close());

  const { get, post, put } = sessionCalls(() => ({ t, anonymous }));

  /** Uploads `count` photos one request at a time under one tempKey (joining `tempKey` when given), as the web does. */
  async function uploadPhotos(session: TestSession, classId: number, childIds: number[], count: number, tempKey?: string) {
    const fileIds: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await api(t.app, session).upload(
        `/api/file/upload/photoAlbum?classId=${classId}${tempKey ? `&tempKey=${tempKey}` : ''}`,
        [{ name: `${i + 1}.jpg`, data: await photoJpeg(120 + i, 90), type: 'image/jpeg' }],
        { childCodeSet: childIds.join(',') },
      );
      expect(res.status).toBe(200);
      tempKey = res.json.data.tempKey as string;
      fileIds.push(res.json.data.files[0].fileId);
    }
    return { tempKey: tempKey!, fileIds };
  }

  const fields = (overrides: Record<string, unknown> = {}) => ({
    photoTitle: '가을 소풍',
    childCodeSet: [hana],
    photoDate: today,
    comment: '단풍이 예뻤어요.',
    ...overrides,
  });
  const photoIdsOf = (album: { photos: { fileId: number }[] }) => album.photos.map((p) => p.fileId);
  const storedKeys = async (fileIds: number[]) =>
    (await t.app.db.select().from(files).where(inArray(files.id, fileIds))).flatMap((r) => [r.storageKey, r.thumbnailKey!]);
  const onDisk = (keys: string[]) => keys.filter((k) => fs.existsSync(storagePath(t.config.dataDir, k)));
  const placesOf = (albumId: number) =>
    t.app.db
      .select({ fileId: photoAlbumPhotos.fileId, position: photoAlbumPhotos.position })
      .from(photoAlbumPhotos)
      .where(eq(photoAlbumPhotos.albumId, albumId))
      .orderBy(asc(photoAlbumPhotos.position));
  /** The list item of an album (its cover), searched by its unique title. */
  async function listed(classId: number, title: string) {
    const res = await get(admin, `${BASE}/search/${classId}?searchType=title&keyword=${encodeURIComponent(title)}`);
    return res.json.data.items.find((i: any) => i.photoTitle === title);
  }

  describe('order on create', () => {
    it('keeps the order the form chose: detail, cover and places; an upload left out of the order is dropped', async () => {
      const { tempKey, fileIds } = await uploadPhotos(teacherA, classA, [hana], 4);
      const [a, b, c, d] = fileIds;
      const droppedKeys = await storedKeys([d]);
      const res = await post(teacherA, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields({ photoTitle: '순서 소풍', photoFileIds: [c, a, b] }));
      expect(res.status).toBe(200);
      const album = res.json.data;
      expect(photoIdsOf(album)).toEqual([c, a, b]);
      expect(album).toMatchObject({ photoCount: 3, coverThumbnailUrl: `/api/file/${c}/thumb` });
      expect(await placesOf(album.photoId)).toEqual([
        { fileId: c, position: 0 },
        { fileId: a, position: 1 },
        { fileId: b, position: 2 },
      ]);
      expect(photoIdsOf((await get(teacherA, `${BASE}/${classA}/${album.photoId}`)).json.data)).toEqual([c, a, b]);
      expect(await listed(classA, '순서 소풍')).toMatchObject({ photoCount: 3, coverThumbnailUrl: `/api/file/${c}/thumb` });
      // the fourth upload was no longer in the form: deleted with its stored objects, not left attached
      expect(await t.app.db.select().from(files).where(eq(files.id, d))).toHaveLength(0);
      expect(onDisk(droppedKeys)).toEqual([]);
      const [audit] = await auditRows(t.app.db, 'PHOTO_ALBUM_CREATED', album.photoId);
      expect(audit.detail).toMatchObject({ fileIds: [c, a, b], droppedFileIds: [d] });
    });

    it('without an order attaches every upload in upload order (older clients)', async () => {
      const { tempKey, fileIds } = await uploadPhotos(teacherA, classA, [hana], 3);
      const res = await post(teacherA, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields({ photoTitle: '업로드 순서' }));
      expect(photoIdsOf(res.json.data)).toEqual(fileIds);
      expect((await placesOf(res.json.data.photoId)).map((p) => p.fileId)).toEqual(fileIds);
    });

    it('400 on photoFileIds for a photo that is not one of the uploads (another album’s); nothing is saved', async () => {
      const other = await buildPhotoAlbum(t.app, { classId: classA, photos: 1 });
      const { tempKey, fileIds } = await uploadPhotos(teacherA, classA, [hana], 1);
      const albums = (await t.app.db.select().from(photoAlbums)).length;
      const url = `${BASE}/new/${classA}?tempKey=${tempKey}`;
      const res = await post(teacherA, url, fields({ photoFileIds: [fileIds[0], other.fileIds[0]] }));
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual({ photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' });
      expect((await post(teacherA, url, fields({ photoFileIds: [fileIds[0], fileIds[0]] }))).json.details).toEqual({
        photoFileIds: '같은 사진이 두 번 들어 있습니다.',
      });
      expect((await t.app.db.select().from(photoAlbums)).length).toBe(albums);
      expect(await t.app.db.select().from(files).where(eq(files.tempKey, tempKey))).toHaveLength(1);
      const [stolen] = await t.app.db.select().from(files).where(eq(files.id, other.fileIds[0]));
      expect(stolen.refId).toBe(other.album.id);
    });
  });

  describe('albums saved before photos had places', () => {
    it('read in upload order, and the migration gives them those places', async () => {
      const { album, fileIds } = await buildPhotoAlbum(t.app, { classId: classA, title: '예전 사진첩', photos: 3 });
      expect(await placesOf(album.id)).toEqual([]);
      expect(photoIdsOf((await get(teacherA, `${BASE}/${classA}/${album.id}`)).json.data)).toEqual(fileIds);
      expect((await listed(classA, '예전 사진첩')).coverThumbnailUrl).toBe(`/api/file/${fileIds[0]}/thumb`);

      // the backfill of migration 0006, run again over this database (albums that already have places are skipped)
      const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0006_photo_album_order.sql'), 'utf8');
      const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'))!;
      await t.app.db.delete(photoAlbumPhotos);
      await t.app.db.execute(sql.raw(backfill));
      expect(await placesOf(album.id)).toEqual(fileIds.map((fileId, position) => ({ fileId, position })));
      expect(photoIdsOf((await get(teacherA, `${BASE}/${classA}/${album.id}`)).json.data)).toEqual(fileIds);
    });
  });

  describe('PUT /:classId/:id?tempKey=', () => {
    /** A saved album of class A with three photos, made through the API. */
    async function savedAlbum(title: string) {
      const { tempKey } = await uploadPhotos(teacherA, classA, [hana], 3);
      const res = await post(teacherA, `${BASE}/new/${classA}?tempKey=${tempKey}`, fields({ photoTitle: title }));
      expect(res.status).toBe(200);
      return res.json.data as { photoId: number; photos: { fileId: number }[]; updatedAt: string };
    }
    const edit = (overrides: Record<string, unknown> = {}) => ({ ...fields(), ...overrides });

    it('documents the edit call', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const doc = res.json();
      const operation = doc.paths['/api/v2/story/photo/{classId}/{id}'].put;
      expect(resolvedSchema(doc, operation.requestBody.content['application/json'].schema).required).toEqual(
        expect.arrayContaining(['photoTitle', 'childCodeSet', 'photoDate', 'photoFileIds']),
      );
    });

    it('walks 401 → 400 → 404 other class (as a missing one) → 404; nothing changes', async () => {
      const album = await savedAlbum('걸음 확인');
      const url = `${BASE}/${classA}/${album.photoId}`;
      const body = edit({ photoTitle: '바뀐 제목', photoFileIds: photoIdsOf(album) });
      expect((await put(null, url, body)).status).toBe(401);
      expect((await put(teacherA, `${BASE}/${classA}/abc`, body)).json.message).toBe('사진첩을 선택해 주세요.');
      expectAsMissing(await put(teacherB, url, body), await put(teacherB, `${BASE}/999999/${album.photoId}`, body), CLASS_NOT_FOUND_MESSAGE);
      // another class's album under this class's path: as an album that does not exist
      const other = await buildPhotoAlbum(t.app, { classId: classB });
      expectAsMissing(await put(admin, `${BASE}/${classA}/${other.album.id}`, body), await put(teacherA, `${BASE}/${classA}/999999`, body), PHOTO_NOT_FOUND_MESSAGE);
      const after = (await get(teacherA, url)).json.data;
      expect(after).toMatchObject({ photoTitle: '걸음 확인', updatedAt: album.updatedAt });
      expect(await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', album.photoId)).toHaveLength(0);
    });

    it('changes title, date, comment and tags, keeping the photos (audited)', async () => {
      const album = await savedAlbum('제목 바꾸기');
      const url = `${BASE}/${classA}/${album.photoId}`;
      const res = await put(
        teacherA,
        url,
        edit({ photoTitle: '  단풍 구경 ', photoDate: addDays(today, -3), comment: '', childCodeSet: [minjun, hana, minjun], photoFileIds: photoIdsOf(album) }),
      );
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        photoId: album.photoId,
        photoTitle: '단풍 구경',
        photoDate: addDays(today, -3),
        comment: '',
        photoCount: 3,
        authorName: '이선생',
        children: [
          { childCode: hana, name: '김하나' },
          { childCode: minjun, name: '박민준' },
        ],
      });
      expect(photoIdsOf(res.json.data)).toEqual(photoIdsOf(album));
      expect(res.json.data.updatedAt > album.updatedAt).toBe(true);
      expect((await get(teacherA, url)).json.data).toEqual(res.json.data);
      // one tag fewer
      const fewer = await put(teacherA, url, edit({ photoTitle: '단풍 구경', childCodeSet: [minjun], photoFileIds: photoIdsOf(album) }));
      expect(fewer.json.data.children).toEqual([{ childCode: minjun, name: '박민준' }]);
      const tags = await t.app.db.select().from(photoAlbumChildren).where(eq(photoAlbumChildren.albumId, album.photoId));
      expect(tags.map((r) => r.childId)).toEqual([minjun]);
      const audits = await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', album.photoId);
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({ actorId: teacherAId, subjectType: 'photo_album' });
      expect(audits[0].detail).toMatchObject({ classId: classA, fileIds: photoIdsOf(album), addedFileIds: [], removedFileIds: [] });
    });

    it('reorders, adds new uploads and removes photos in one save; removed ones leave the database and the storage', async () => {
      const album = await savedAlbum('사진 고치기');
      const [old1, old2, old3] = photoIdsOf(album);
      const removedKeys = await storedKeys([old2]);
      expect(onDisk(removedKeys)).toHaveLength(2);
      const { tempKey, fileIds: added } = await uploadPhotos(teacherA, classA, [hana], 2);
      const [new1, new2] = added;
      const url = `${BASE}/${classA}/${album.photoId}`;

      const res = await put(teacherA, `${url}?tempKey=${tempKey}`, edit({ photoTitle: '사진 고치기', photoFileIds: [new2, old3, new1, old1] }));
      expect(res.status).toBe(200);
      expect(photoIdsOf(res.json.data)).toEqual([new2, old3, new1, old1]);
      expect(res.json.data).toMatchObject({ photoCount: 4, coverThumbnailUrl: `/api/file/${new2}/thumb` });
      expect(photoIdsOf((await get(teacherA, url)).json.data)).toEqual([new2, old3, new1, old1]);
      expect(await listed(classA, '사진 고치기')).toMatchObject({ photoCount: 4, coverThumbnailUrl: `/api/file/${new2}/thumb` });
      expect((await placesOf(album.photoId)).map((p) => [p.fileId, p.position])).toEqual([
        [new2, 0],
        [old3, 1],
        [new1, 2],
        [old1, 3],
      ]);
      // the new photos are the album's now; the removed one is gone with its stored objects
      const rows = await t.app.db.select().from(files).where(inArray(files.id, added));
      expect(rows.map((r) => [r.refType, r.refId, r.classId, r.tempKey])).toEqual(Array(2).fill(['PHOTO', album.photoId, classA, null]));
      expect(await t.app.db.select().from(files).where(eq(files.id, old2))).toHaveLength(0);
      expect(onDisk(removedKeys)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/file/${old2}`, headers: teacherA.headers })).statusCode).toBe(404);
      const [audit] = await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', album.photoId);
      expect(audit.detail).toMatchObject({ fileIds: [new2, old3, new1, old1], addedFileIds: [new1, new2], removedFileIds: [old2] });

      // the tempKey is spent; a later save without one only reorders
      const again = await put(teacherA, url, edit({ photoTitle: '사진 고치기', photoFileIds: [old1, new1] }));
      expect(photoIdsOf(again.json.data)).toEqual([old1, new1]);
      expect(await t.app.db.select().from(files).where(inArray(files.id, [new2, old3]))).toHaveLength(0);
    });

    it('400 with Korean details and nothing changed: fields, order, tags, uploads of another class or user', async () => {
      const album = await savedAlbum('그대로');
      const ids = photoIdsOf(album);
      const url = `${BASE}/${classA}/${album.photoId}`;
      const keys = await storedKeys(ids);
      const otherAlbum = await buildPhotoAlbum(t.app, { classId: classA, photos: 1 });
      const { tempKey, fileIds: added } = await uploadPhotos(teacherA, classA, [hana], 1);
      const other = await uploadPhotos(admin, classB, [foreign], 1);
      const adminOwn = await uploadPhotos(admin, classA, [hana], 1);
      const cases: [string, Record<string, unknown>, Record<string, string>][] = [
        ['', edit({ photoTitle: ' ', photoFileIds: [ids[1]] }), { photoTitle: '사진첩 제목을 입력해 주세요.' }],
        ['', edit({ photoDate: '2026-02-30', photoFileIds: [ids[1]] }), { photoDate: '사진 날짜를 2026-03-15처럼 입력해 주세요.' }],
        ['', edit({ childCodeSet: [], photoFileIds: [ids[1]] }), { childCodeSet: '사진에 태그할 원아를 한 명 이상 선택해 주세요.' }],
        ['', edit({ photoFileIds: [] }), { photoFileIds: '사진첩에는 사진이 한 장 이상 있어야 합니다.' }],
        ['', edit({ photoFileIds: [ids[1], ids[1]] }), { photoFileIds: '같은 사진이 두 번 들어 있습니다.' }],
        ['', edit({ photoFileIds: [ids[1], otherAlbum.fileIds[0]] }), { photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' }],
        // a new upload named without its tempKey, and someone else's upload under theirs
        ['', edit({ photoFileIds: [ids[1], added[0]] }), { photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' }],
        [`?tempKey=${adminOwn.tempKey}`, edit({ photoFileIds: [ids[1], adminOwn.fileIds[0]] }), { photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' }],
        [`?tempKey=${tempKey}`, edit({ childCodeSet: [hana, refuser], photoFileIds: [ids[1], added[0]] }), { childCodeSet: '최동의없음 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.' }],
        [`?tempKey=${tempKey}`, edit({ childCodeSet: [foreign], photoFileIds: [ids[1], added[0]] }), { childCodeSet: '이 반의 원아만 태그할 수 있습니다.' }],
      ];
      for (const [query, body, details] of cases) {
        const res = await put(teacherA, `${url}${query}`, body);
        expect(res.status, JSON.stringify(details)).toBe(400);
        expect(res.json.details).toEqual(details);
      }
      // an admin's upload for class B cannot join an album of class A
      const wrongClass = await put(admin, `${url}?tempKey=${other.tempKey}`, edit({ photoFileIds: [ids[1], other.fileIds[0]] }));
      expect(wrongClass.json.details).toEqual({ tempKey: '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' });
      expect((await put(teacherA, `${url}?tempKey=bad`, edit({ photoFileIds: ids }))).json.message).toBe('올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.');

      const after = (await get(teacherA, url)).json.data;
      expect(after).toMatchObject({ photoTitle: '그대로', photoDate: today, updatedAt: album.updatedAt, children: [{ childCode: hana, name: '김하나' }] });
      expect(photoIdsOf(after)).toEqual(ids);
      expect(onDisk(keys)).toHaveLength(keys.length);
      expect(await t.app.db.select().from(files).where(eq(files.tempKey, tempKey))).toHaveLength(1);
      expect(await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', album.photoId)).toHaveLength(0);
    });

    it('lets an admin edit any class’s album and add their own uploads', async () => {
      const album = await savedAlbum('원장님 수정');
      const { tempKey, fileIds } = await uploadPhotos(admin, classA, [hana], 1);
      const res = await put(admin, `${BASE}/${classA}/${album.photoId}?tempKey=${tempKey}`, edit({ photoTitle: '원장님 수정', photoFileIds: [...fileIds, ...photoIdsOf(album)] }));
      expect(res.status).toBe(200);
      expect(photoIdsOf(res.json.data)).toEqual([...fileIds, ...photoIdsOf(album)]);
      // the author stays the teacher who made it
      expect(res.json.data.authorName).toBe('이선생');
    });

    it('gives places to an album that had none (saved before the order existed)', async () => {
      const { album, fileIds } = await buildPhotoAlbum(t.app, { classId: classA, childIds: [hana], photos: 3 });
      const res = await put(teacherA, `${BASE}/${classA}/${album.id}`, edit({ photoFileIds: [fileIds[2], fileIds[0], fileIds[1]] }));
      expect(photoIdsOf(res.json.data)).toEqual([fileIds[2], fileIds[0], fileIds[1]]);
      expect((await placesOf(album.id)).map((p) => p.fileId)).toEqual([fileIds[2], fileIds[0], fileIds[1]]);
    });

    it('saves of one album take turns: the last one wins whole, and a photo it removed cannot come back', async () => {
      const album = await savedAlbum('동시 수정');
      const [p1, p2, p3] = photoIdsOf(album);
      const url = `${BASE}/${classA}/${album.photoId}`;
      const [first, second] = await Promise.all([
        put(teacherA, url, edit({ photoTitle: '첫째', photoFileIds: [p3, p2, p1] })),
        put(admin, url, edit({ photoTitle: '둘째', photoFileIds: [p2, p1, p3] })),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const now = (await get(teacherA, url)).json.data;
      const winner = [first, second].find((r) => r.json.data.photoTitle === now.photoTitle)!;
      expect(photoIdsOf(now)).toEqual(photoIdsOf(winner.json.data));
      expect((await placesOf(album.photoId)).map((p) => p.position)).toEqual([0, 1, 2]);

      // one save removes p3; a save still showing it is refused, and the album stays as the first left it
      expect((await put(teacherA, url, edit({ photoTitle: '셋째', photoFileIds: [p1, p2] }))).status).toBe(200);
      const stale = await put(admin, url, edit({ photoTitle: '넷째', photoFileIds: [p3, p2, p1] }));
      expect(stale.json.details).toEqual({ photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' });
      expect((await get(teacherA, url)).json.data).toMatchObject({ photoTitle: '셋째', photoCount: 2 });
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    it("centre 2 cannot edit centre 1's album, nor pull its photos or uploads into its own", async () => {
      const b = await otherCentre(t);
      const ours = await buildPhotoAlbum(t.app, { classId: classA, title: '햇살 앨범', childIds: [hana], photos: 2 });
      const upload = await uploadPhotos(teacherA, classA, [hana], 1);
      const theirChild = (await createPhotoChild(t.app, { classId: b.classId, name: '별빛이' })).id;
      const theirs = await buildPhotoAlbum(t.app, { classId: b.classId, title: '별빛 앨범', childIds: [theirChild], photos: 1 });
      const edit = (overrides: Record<string, unknown>) => ({ ...fields(), ...overrides });
      const theirEdit = (photoFileIds: number[]) => edit({ photoTitle: '별빛 앨범', childCodeSet: [theirChild], photoFileIds });

      for (const [who, as] of [[b.admin, 'director'], [b.teacher, 'teacher']] as const) {
        const body = edit({ photoTitle: '가로채기', photoFileIds: ours.fileIds });
        expectAsMissing(await put(who, `${BASE}/${classA}/${ours.album.id}`, body), await put(who, `${BASE}/999999/${ours.album.id}`, body), CLASS_NOT_FOUND_MESSAGE, as);
        const own = `${BASE}/${b.classId}`;
        expectAsMissing(await put(who, `${own}/${ours.album.id}`, body), await put(who, `${own}/999999`, body), PHOTO_NOT_FOUND_MESSAGE, as);
        // centre 1's saved photo, or its upload under its tempKey, named in their own album: as a photo that does not exist
        const url = `${own}/${theirs.album.id}`;
        const missing = await put(who, url, theirEdit([...theirs.fileIds, 999999]));
        expect(answerOf(missing).body, as).toMatchObject({ code: 'VALIDATION', details: { photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' } });
        for (const res of [await put(who, url, theirEdit([...theirs.fileIds, ours.fileIds[0]])), await put(who, `${url}?tempKey=${upload.tempKey}`, theirEdit([...theirs.fileIds, upload.fileIds[0]]))]) {
          expect(answerOf(res), as).toEqual(answerOf(missing));
        }
      }
      // nothing moved: centre 1's album keeps its photos, its upload still waits, centre 2's album is as it was
      expect((await get(teacherA, `${BASE}/${classA}/${ours.album.id}`)).json.data).toMatchObject({ photoTitle: '햇살 앨범', photoCount: 2 });
      expect((await t.app.db.select().from(files).where(inArray(files.id, ours.fileIds))).map((f) => f.refId)).toEqual([ours.album.id, ours.album.id]);
      expect(await t.app.db.select().from(files).where(eq(files.tempKey, upload.tempKey))).toHaveLength(1);
      expect((await get(b.admin, `${BASE}/${b.classId}/${theirs.album.id}`)).json.data.photos.map((p: any) => p.fileId)).toEqual(theirs.fileIds);
      expect(await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', ours.album.id)).toEqual([]);
      expect(await auditRows(t.app.db, 'PHOTO_ALBUM_UPDATED', theirs.album.id)).toEqual([]);
    });
  });
});
