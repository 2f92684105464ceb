import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MENU_PHOTO_ID_MESSAGE, MENU_PHOTO_MESSAGE } from '@kg/contract';
import { files, weeklyMenuMeals, weeklyMenus } from '../../db/schema/index';
import { auditRows, sessionCalls } from '../../test/api';
import { twoClassWorld, type TwoClassWorld, type WithManager } from '../../test/world';
import type { TestSession } from '../../test/session';
import { exifGpsJpeg, photoJpeg, storagePath, tinyPdf } from '../file/file.test-utils';

const BASE = '/api/v2/menu';
const UPLOAD = '/api/file/upload/menu';

/** Meal photos as served (docs/product/menu.md): upload, save with ?tempKey=, replace, delete, who reads them. */
describe('menu meal photos (식사 사진)', () => {
  let { t, admin, manager, teacherA, anonymous } = {} as TwoClassWorld & WithManager;
  beforeAll(async () => void ({ t, admin, manager, teacherA, anonymous } = await twoClassWorld({ manager: '정매니저' })));
  afterAll(async () => t.close());
  const { get, post, del, upload } = sessionCalls(() => ({ t, anonymous }));

  const uploadPhoto = async (who: TestSession, tempKey?: string, name = '점심.jpg') =>
    upload(who, `${UPLOAD}${tempKey ? `?tempKey=${tempKey}` : ''}`, [{ name, data: await photoJpeg(120, 90), type: 'image/jpeg' }]);

  /** A week with Monday's lunch (dishes) and Tuesday's afternoon snack (a photo only, when given). */
  const week = (monday: string, photos: { lunch?: number | null; snack?: number | null } = {}) => ({
    weekMonday: monday,
    title: '사진 식단',
    days: [
      { day: monday, meals: [{ slot: 'LUNCH', dishes: [{ name: '비빔밥', allergens: [5] }], photoFileId: photos.lunch ?? null }] },
      { day: addDay(monday, 1), meals: [{ slot: 'PM_SNACK', dishes: [], photoFileId: photos.snack ?? null }] },
    ],
  });
  const addDay = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const fileRow = async (id: number) => (await t.app.db.select().from(files).where(eq(files.id, id)))[0];

  it('uploads: 401, teachers 403, one photo a request, photos only in Korean, location stripped', async () => {
    expect((await uploadPhoto(null as never)).status).toBe(401);
    expect((await uploadPhoto(teacherA)).json).toMatchObject({ code: 'FORBIDDEN' });
    const pdf = await upload(admin, UPLOAD, [{ name: '식단.pdf', data: tinyPdf(), type: 'application/pdf' }]);
    expect(pdf.status).toBe(415);
    expect(pdf.json.message).toBe(MENU_PHOTO_MESSAGE);
    const two = await upload(admin, UPLOAD, [
      { name: 'a.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' },
      { name: 'b.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' },
    ]);
    expect(two.status).toBe(413);
    expect(two.json.message).toBe('파일은 한 번에 1개까지 올릴 수 있습니다.');

    const located = await upload(manager, UPLOAD, [{ name: 'gps.jpg', data: await exifGpsJpeg(64, 48), type: 'image/jpeg' }]);
    expect(located.status).toBe(200);
    expect(located.json.data.tempKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const [file] = located.json.data.files;
    expect(file).toMatchObject({ kind: 'image', width: 48, height: 64 });
    const served = await get(manager, file.url);
    const meta = await sharp(served.res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await fileRow(file.fileId)).purpose).toBe('MENU');
    // a second photo under the same tempKey
    const more = await uploadPhoto(manager, located.json.data.tempKey);
    expect(more.json.data.tempKey).toBe(located.json.data.tempKey);
  });

  it('saves photos (a meal with only a photo is stored), every staff member reads them, a replace keeps or removes them', async () => {
    const monday = '2026-09-07';
    const lunch = (await uploadPhoto(admin)).json.data;
    const snack = (await uploadPhoto(admin, lunch.tempKey, '간식.jpg')).json.data.files[0];
    const unused = (await uploadPhoto(admin, lunch.tempKey, '안 쓴 사진.jpg')).json.data.files[0];
    const lunchId = lunch.files[0].fileId;

    const saved = await post(admin, `${BASE}/weeks/new?tempKey=${lunch.tempKey}`, week(monday, { lunch: lunchId, snack: snack.fileId }));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const { menuId, days } = saved.json.data;
    expect(days[0].meals[1].photo).toEqual({
      fileId: lunchId,
      fileName: '점심.jpg',
      kind: 'image',
      mimeType: 'image/jpeg',
      size: expect.any(Number),
      width: 120,
      height: 90,
      url: `/api/file/${lunchId}`,
      thumbnailUrl: `/api/file/${lunchId}/thumb`,
    });
    expect(days[1].meals[2]).toMatchObject({ slot: 'PM_SNACK', dishes: [], servedNote: '', photo: { fileId: snack.fileId } });
    expect(days[0].meals[0].photo).toBeNull();
    expect(await fileRow(lunchId)).toMatchObject({ refType: 'MENU', refId: menuId, tempKey: null, classId: null });
    // the upload no meal named is gone with its bytes
    expect(await fileRow(unused.fileId)).toBeUndefined();
    expect((await get(admin, unused.url)).status).toBe(404);

    // every staff member reads them: a teacher of any class, the photo and its thumbnail
    const read = await get(teacherA, `/api/file/${lunchId}`);
    expect(read.status).toBe(200);
    expect(read.res.headers['content-type']).toBe('image/jpeg');
    expect((await get(teacherA, `/api/file/${lunchId}/thumb`)).status).toBe(200);
    expect((await get(teacherA, `${BASE}/weeks/${menuId}`)).json.data.days[0].meals[1].photo.fileId).toBe(lunchId);

    // a replace that names the photo again (no tempKey) keeps it, though the meal rows are new
    const kept = await post(admin, `${BASE}/weeks/new`, week(monday, { lunch: lunchId }));
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.data.days[0].meals[1].photo.fileId).toBe(lunchId);
    expect(kept.json.data.days[1].meals[2].photo).toBeNull();
    expect(await fileRow(snack.fileId)).toBeUndefined();

    // a replace without it removes the file: row, bytes, and the URL answers 404
    const row = await fileRow(lunchId);
    const gone = await post(admin, `${BASE}/weeks/new`, week(monday));
    expect(gone.status).toBe(200);
    expect(gone.json.data.days[0].meals[1].photo).toBeNull();
    expect(await fileRow(lunchId)).toBeUndefined();
    expect(fs.existsSync(storagePath(t.config.dataDir, row.storageKey))).toBe(false);
    expect(fs.existsSync(storagePath(t.config.dataDir, row.thumbnailKey!))).toBe(false);
    expect((await get(teacherA, `/api/file/${lunchId}`)).status).toBe(404);
    expect((await auditRows(t.app.db, 'MENU_UPDATED', menuId)).map((a) => (a.detail as { removedFileIds: number[] }).removedFileIds)).toEqual([
      [snack.fileId],
      [lunchId],
    ]);
  });

  it('refuses a photo that is not this week’s nor uploaded under the tempKey by this call, on the meal’s field; nothing is saved', async () => {
    const monday = '2026-09-14';
    const refused = async (photos: { lunch?: number; snack?: number }, tempKey?: string, who: TestSession = admin) => {
      const res = await post(who, `${BASE}/weeks/new${tempKey ? `?tempKey=${tempKey}` : ''}`, week(monday, photos));
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(await t.app.db.select().from(weeklyMenus).where(eq(weeklyMenus.weekMonday, monday))).toEqual([]);
      return res.json;
    };

    const missing = await refused({ lunch: 999_999 });
    expect(missing).toMatchObject({ code: 'VALIDATION', message: MENU_PHOTO_ID_MESSAGE, details: { 'days.0.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE } });

    // an upload of another purpose (an editor image), even the caller's own
    const editor = (await upload(admin, '/api/file/editor/upload', [{ name: 'e.jpg', data: await photoJpeg(40, 30), type: 'image/jpeg' }])).json.data;
    const own = (await uploadPhoto(admin)).json.data;
    expect((await refused({ lunch: own.files[0].fileId, snack: editor.fileId }, own.tempKey)).details).toEqual({
      'days.1.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE,
    });
    expect((await refused({ snack: editor.fileId }, editor.tempKey)).details).toEqual({ 'days.1.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE });

    // someone else's tempKey and photo
    const theirs = (await uploadPhoto(manager)).json.data;
    expect((await refused({ lunch: theirs.files[0].fileId }, theirs.tempKey)).details).toEqual({ 'days.0.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE });
    expect(await fileRow(theirs.files[0].fileId)).toMatchObject({ refId: null, tempKey: theirs.tempKey });

    // a photo of another week's menu
    const other = (await uploadPhoto(admin)).json.data;
    expect((await post(admin, `${BASE}/weeks/new?tempKey=${other.tempKey}`, week('2026-09-21', { lunch: other.files[0].fileId }))).status).toBe(200);
    expect((await refused({ lunch: other.files[0].fileId })).details).toEqual({ 'days.0.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE });

    // one photo for two meals
    expect((await refused({ lunch: own.files[0].fileId, snack: own.files[0].fileId }, own.tempKey)).details).toEqual({
      'days.1.meals.0.photoFileId': MENU_PHOTO_ID_MESSAGE,
    });
    // the refused saves attached nothing: the caller's upload is still theirs to save
    expect(await fileRow(own.files[0].fileId)).toMatchObject({ refId: null, tempKey: own.tempKey });
    expect((await post(admin, `${BASE}/weeks/new?tempKey=${own.tempKey}`, week(monday, { lunch: own.files[0].fileId }))).status).toBe(200);
    expect((await post(teacherA, `${BASE}/weeks/new`, week(monday))).status).toBe(403);
  });

  it('deleting a menu deletes its photos', async () => {
    const up = (await uploadPhoto(admin)).json.data;
    const fileId = up.files[0].fileId;
    const saved = await post(admin, `${BASE}/weeks/new?tempKey=${up.tempKey}`, week('2026-09-28', { snack: fileId }));
    const { menuId } = saved.json.data;
    const row = await fileRow(fileId);
    expect((await del(admin, `${BASE}/weeks/${menuId}`)).json.data).toEqual({ menuId });
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await t.app.db.select().from(weeklyMenuMeals).where(eq(weeklyMenuMeals.photoFileId, fileId))).toEqual([]);
    expect((await get(teacherA, `/api/file/${fileId}`)).status).toBe(404);
    await vi.waitFor(() => expect(fs.existsSync(storagePath(t.config.dataDir, row.storageKey))).toBe(false), { timeout: 5_000 });
    expect((await auditRows(t.app.db, 'MENU_DELETED', menuId)).map((a) => a.detail)).toEqual([{ weekMonday: '2026-09-28', fileIds: [fileId] }]);
  });
});
