import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { FACILITY_NOT_FOUND_MESSAGE, FACILITY_ORDER_MISMATCH_MESSAGE, FACILITY_PHOTO_ONLY_MESSAGE, FACILITY_PHOTO_REQUIRED_MESSAGE, FACILITY_PHOTOS_MISMATCH_MESSAGE } from '@kg/contract';
import { facilityPhotos, files } from '../../db/schema/index';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type TwoClassWorld } from '../../test/world';
import type { TestSession } from '../../test/session';
import { exifGpsJpeg, photoJpeg, tinyPdf } from '../file/file.test-utils';

const BASE = '/api/v2/facilities';

describe('facility routes (시설 사진)', () => {
  let { t, admin, teacherA, anonymous } = {} as TwoClassWorld;
  beforeAll(async () => void ({ t, admin, teacherA, anonymous } = await twoClassWorld()));
  afterAll(async () => t.close());

  const { get, post, put, del, upload } = sessionCalls(() => ({ t, anonymous }));
  const uploadPhotos = async (who: TestSession, names: string[], tempKey?: string) => {
    const parts = await Promise.all(names.map(async (name) => ({ name, data: await photoJpeg(80, 60), type: 'image/jpeg' })));
    return upload(who, `/api/file/upload/space${tempKey ? `?tempKey=${tempKey}` : ''}`, parts);
  };
  const space = async (title: string) => {
    const up = (await uploadPhotos(admin, ['a.jpg', 'b.jpg'])).json.data;
    const res = await post(admin, `${BASE}/new?tempKey=${up.tempKey}`, {
      title,
      description: `${title} 설명`,
      photos: up.files.map((f: { fileId: number }, i: number) => ({ fileId: f.fileId, caption: `${title} ${i + 1}` })),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };

  it('uploads: 401, teachers 403, photos only, location stripped', async () => {
    expect((await uploadPhotos(null as never, ['a.jpg'])).status).toBe(401);
    expect((await uploadPhotos(teacherA, ['a.jpg'])).status).toBe(403);
    const pdf = await upload(admin, '/api/file/upload/space', [{ name: 'a.pdf', data: tinyPdf(), type: 'application/pdf' }]);
    expect(pdf.status).toBe(415);
    expect(pdf.json.message).toBe(FACILITY_PHOTO_ONLY_MESSAGE);
    const located = await upload(admin, '/api/file/upload/space', [{ name: 'gps.jpg', data: await exifGpsJpeg(64, 48), type: 'image/jpeg' }]);
    expect(located.status).toBe(200);
    const served = await get(admin, located.json.data.files[0].url);
    const meta = await sharp(served.res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('creates a space with photos in order and captions; everyone reads; the list follows the spaces’ order', async () => {
    expect((await post(admin, `${BASE}/new`, { title: '놀이터', photos: [] })).json.details).toEqual({ photos: FACILITY_PHOTO_REQUIRED_MESSAGE });
    expect((await post(admin, `${BASE}/new`, { title: '', photos: [{ fileId: 1 }] })).json.details).toMatchObject({ title: '공간 이름을 입력해 주세요.' });
    const up = (await uploadPhotos(admin, ['1.jpg', '2.jpg', '3.jpg'])).json.data;
    const [f1, f2, f3] = up.files.map((f: { fileId: number }) => f.fileId);
    const foreign = await post(admin, `${BASE}/new?tempKey=${up.tempKey}`, { title: '교실', photos: [{ fileId: f1 }, { fileId: 999999 }] });
    expect(foreign.json.details).toEqual({ photos: FACILITY_PHOTOS_MISMATCH_MESSAGE });
    expect(await t.app.db.select().from(facilityPhotos).where(eq(facilityPhotos.title, '교실'))).toEqual([]);

    const created = await post(admin, `${BASE}/new?tempKey=${up.tempKey}`, {
      title: '교실',
      description: '햇살이 잘 드는 교실',
      photos: [
        { fileId: f3, caption: '창가' },
        { fileId: f1, caption: '책상' },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.json.data.photos.map((p: { fileId: number; caption: string }) => [p.fileId, p.caption])).toEqual([
      [f3, '창가'],
      [f1, '책상'],
    ]);
    // the upload left out of the list is removed
    expect(await t.app.db.select().from(files).where(eq(files.id, f2))).toEqual([]);
    const seen = await get(teacherA, `${BASE}/search`);
    expect(seen.json.data.items.map((s: { title: string }) => s.title)).toContain('교실');
    expect((await get(teacherA, created.json.data.photos[0].thumbnailUrl)).status).toBe(200);
    expect((await post(teacherA, `${BASE}/new`, { title: 'x', photos: [{ fileId: f1 }] })).status).toBe(403);
  });

  it('updates photos (add, reorder, caption, leave out) and the order of spaces; deletes with its files', async () => {
    const a = await space('현관');
    const b = await space('식당');
    const more = (await uploadPhotos(admin, ['c.jpg'])).json.data;
    const [p1, p2] = a.photos.map((p: { fileId: number }) => p.fileId);
    const updated = await put(admin, `${BASE}/${a.facilityId}?tempKey=${more.tempKey}`, {
      title: '현관 입구',
      photos: [
        { fileId: more.files[0].fileId, caption: '신발장' },
        { fileId: p2, caption: '출입문' },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ title: '현관 입구', description: '' });
    expect(updated.json.data.photos.map((p: { caption: string }) => p.caption)).toEqual(['신발장', '출입문']);
    expect(await t.app.db.select().from(files).where(eq(files.id, p1))).toEqual([]);

    const ids = (await get(admin, `${BASE}/search?size=100`)).json.data.items.map((s: { facilityId: number }) => s.facilityId);
    const reversed = [...ids].reverse();
    expect((await put(admin, `${BASE}/order`, { facilityIds: reversed })).json.data).toEqual({ facilityIds: reversed });
    expect((await get(teacherA, `${BASE}/search?size=100`)).json.data.items.map((s: { facilityId: number }) => s.facilityId)).toEqual(reversed);
    expect((await put(admin, `${BASE}/order`, { facilityIds: reversed.slice(1) })).json.details).toEqual({ facilityIds: FACILITY_ORDER_MISMATCH_MESSAGE });
    expect((await put(admin, `${BASE}/order`, { facilityIds: [...reversed, reversed[0]] })).status).toBe(400);
    expect((await put(teacherA, `${BASE}/order`, { facilityIds: reversed })).status).toBe(403);
    expect(await auditRows(t.app.db, 'FACILITY_REORDERED')).toHaveLength(1);

    const removed = await del(admin, `${BASE}/${b.facilityId}`);
    expect(removed.json.data.deletedFileIds).toHaveLength(2);
    expect((await get(admin, `${BASE}/${b.facilityId}`)).status).toBe(404);
    expect((await put(admin, `${BASE}/${b.facilityId}`, { title: 'x', photos: [{ fileId: 1 }] })).status).toBe(404);
    expect((await get(admin, `${BASE}/abc`)).json.message).toBe('시설 사진 번호가 올바르지 않습니다.');
  });

  it('searches titles; a page past the end keeps the total', async () => {
    await space('검색 강당');
    await space('검색 놀이방');
    const found = (await get(teacherA, `${BASE}/search?searchType=title&keyword=${encodeURIComponent('검색 강')}`)).json.data;
    expect(found).toMatchObject({ total: 1, items: [{ title: '검색 강당' }] });
    expect((await get(teacherA, `${BASE}/search?searchType=title&keyword=${encodeURIComponent('검색')}&page=9`)).json.data).toMatchObject({ items: [], total: 2 });
    const all = (await get(teacherA, `${BASE}/search?size=100`)).json.data;
    expect(all.total).toBe(all.items.length);
    expect((await get(teacherA, `${BASE}/search?page=9&size=100`)).json.data).toMatchObject({ items: [], total: all.total });
  });

  it('another centre: its staff get 404 on this centre’s spaces and photos; lists and the order keep to a centre', async () => {
    const b = await otherCentre(t);
    const ours = await space('햇살 도서실');
    const up = (await uploadPhotos(b.admin, ['s.jpg'])).json.data;
    const theirs = await post(b.admin, `${BASE}/new?tempKey=${up.tempKey}`, { title: '별빛 도서실', photos: [{ fileId: up.files[0].fileId, caption: '' }] });
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(200);
    const theirId = theirs.json.data.facilityId;

    const body = { title: '바꿈', photos: [{ fileId: ours.photos[0].fileId, caption: '' }] };
    for (const call of [get(b.admin, `${BASE}/${ours.facilityId}`), put(b.admin, `${BASE}/${ours.facilityId}`, body), del(b.admin, `${BASE}/${ours.facilityId}`)]) {
      expect((await call).json).toMatchObject({ code: 'NOT_FOUND', message: FACILITY_NOT_FOUND_MESSAGE });
    }
    expect((await get(b.teacher, ours.photos[0].thumbnailUrl)).status).toBe(404);
    expect((await get(admin, `${BASE}/${theirId}`)).status).toBe(404);
    expect((await get(b.teacher, `${BASE}/search?size=100`)).json.data.items.map((s: { title: string }) => s.title)).toEqual(['별빛 도서실']);
    expect((await get(admin, `${BASE}/search?size=100`)).json.data.items.map((s: { title: string }) => s.title)).not.toContain('별빛 도서실');
    // the order names exactly the centre's own spaces: another centre's is a mismatch, its own alone is the whole order
    expect((await put(b.admin, `${BASE}/order`, { facilityIds: [theirId, ours.facilityId] })).json.details).toEqual({ facilityIds: FACILITY_ORDER_MISMATCH_MESSAGE });
    expect((await put(b.admin, `${BASE}/order`, { facilityIds: [theirId] })).json.data).toEqual({ facilityIds: [theirId] });
    const rows = await t.app.db.select().from(facilityPhotos).where(eq(facilityPhotos.id, ours.facilityId));
    expect(rows[0]).toMatchObject({ title: '햇살 도서실', centreId: 1 });
    expect((await t.app.db.select().from(files).where(eq(files.id, up.files[0].fileId)))[0].centreId).toBe(b.centreId);
  });
});

