import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { allEndpoints, endpointUrl, weekMondayOf, type EndpointDefinition } from '@kg/contract';
import { centreHolidays, educationPrograms, events, facilityPhotos, notices, parentPhones, postAudiences, weeklyMenus } from './db/schema/index';
import { smallPng } from './modules/file/file.test-utils';
import { api, type ApiResponse } from './test/api';
import { CENTRE_A } from './test/centres';
import { buildMedicineRequest, buildRehomeRecord, createChild, seoulToday } from './test/factories';
import { answerOf } from './test/missing';
import { buildAlimNote, buildClassNote } from './test/note-factories';
import { createParent } from './test/parent-factories';
import { buildPhotoAlbum } from './test/photo-factories';
import { buildReservation } from './test/reserve-factories';
import { buildClassWeek } from './test/story-factories';
import type { TestSession } from './test/session';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld } from './test/world';

/**
 * The cross-centre matrix (issue 32, docs/decisions/017-centres-and-policies.md): every staff call of the contract,
 * made by centre 2's director and teacher with the ids of centre 1's records, must answer exactly as the same call
 * with ids that do not exist — so nothing tells them centre 1's records are there — and no answer they get may carry
 * a word of centre 1's data. Generated from `allEndpoints`: a new call is covered without being listed.
 */

/** Written into every name and title of centre 1's records; no answer to centre 2 may contain it. */
const MARK = '비밀표식';
const MISSING_ID = 2_000_000_000;
const staffCalls = allEndpoints.filter((e) => e.access !== 'public' && e.access !== 'family');

type Ids = Record<string, number | string>;

/** The id a path, query or body key names, among one set of records (the domain decides what `id` is). */
function idFor(endpoint: EndpointDefinition, key: string, ids: Ids): number | string | undefined {
  if (key === 'id' || key === 'ids') {
    const byDomain: Record<string, string> = { 'class-week': 'classWeek', photo: 'album', class: 'classId', reserve: 'reserve' };
    return ids[byDomain[endpoint.tag ?? ''] ?? endpoint.tag ?? ''];
  }
  const aliases: Record<string, string> = {
    childCode: 'child',
    childId: 'child',
    noteId: 'alim',
    classNoteId: 'classNote',
    medicineId: 'medicine',
    rehomeId: 'rehome',
    eduId: 'edu',
    eventId: 'event',
    facilityId: 'facility',
    noticeId: 'notice',
    pno: 'parent',
    parentId: 'parent',
    tno: 'teacher',
    teacherId: 'teacher',
    fileId: 'file',
    refId: 'notice',
    entryId: 'phone',
    menuId: 'menu',
    photoId: 'album',
  };
  return key in ids ? ids[key] : ids[aliases[key] ?? ''];
}

/** A value of the right shape for a field no id names (dates of today, a page, a short text). */
function plainValue(key: string, schema: z.ZodType): unknown {
  const today = seoulToday();
  const byKey: Record<string, unknown> = {
    refType: 'NOTICE',
    page: 1,
    size: 10,
    date: today,
    noteDate: today,
    requestDate: today,
    startDate: today,
    endDate: today,
    weekStart: weekMondayOf(today),
    weekMonday: weekMondayOf(today),
    month: today.slice(0, 7),
    year: Number(today.slice(0, 4)),
    status: 'CHECKED',
  };
  if (key in byKey) return byKey[key];
  const type = (schema as { def?: { type?: string } }).def?.type;
  if (type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return '테스트';
}

/** Fills an object schema's keys: ids from `ids`, anything else with a plain value; `named` collects the id keys. */
function fill(endpoint: EndpointDefinition, schema: z.ZodType | undefined, ids: Ids, named: string[]): Record<string, unknown> | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    // a key that takes no number is not an id, whatever its name (a login id is text)
    const id = field.safeParse(1).success || field.safeParse([1]).success ? idFor(endpoint, key, ids) : undefined;
    const optional = field.safeParse(undefined).success;
    if (id !== undefined) {
      out[key] = /ids|Set$/i.test(key) ? [id] : id;
      named.push(key);
    } else if (!optional) out[key] = plainValue(key, field);
  }
  return out;
}

/** One call with the ids of `ids`; `namesIds`: whether it named any record or class at all. */
async function call(w: TwoClassWorld, caller: TestSession, endpoint: EndpointDefinition, ids: Ids): Promise<ApiResponse & { namesIds: boolean }> {
  const named: string[] = [];
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => {
      named.push(m[1]);
      return [m[1], idFor(endpoint, m[1], ids) ?? MISSING_ID];
    }),
  );
  const query = fill(endpoint, endpoint.query, ids, named) ?? {};
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const url = endpointUrl(endpoint, params) + (search ? `?${search}` : '');
  const client = api(w.t.app, caller);
  const body = endpoint.body ? fill(endpoint, endpoint.body, ids, named) : undefined;
  const namesIds = named.some((k) => k !== 'refType' && k !== 'page');
  if (endpoint.kind === 'multipart') return { ...(await client.upload(url, [{ name: 'a.png', data: await smallPng(8, 8), type: 'image/png' }], {})), namesIds };
  return { ...(await send(client, endpoint, url, body)), namesIds };
}

function send(client: ReturnType<typeof api>, endpoint: EndpointDefinition, url: string, body: unknown): Promise<ApiResponse> {
  switch (endpoint.method) {
    case 'GET':
      return client.get(url);
    case 'POST':
      return client.post(url, body);
    case 'PUT':
      return client.put(url, body);
    case 'DELETE':
      return client.delete(url, body);
  }
}

/** Every text a downloaded workbook holds (exports), to look for the mark. */
async function workbookText(res: ApiResponse): Promise<string> {
  const type = String(res.res.headers['content-type'] ?? '');
  if (!type.includes('spreadsheet')) return res.res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value ?? '')))));
  return cells.join('\n');
}

describe('cross-centre matrix: centre 2 never reaches centre 1', () => {
  let w: TwoClassWorld;
  let b: OtherCentre;
  let ids: Ids;
  /** The same keys, naming records that do not exist. */
  let missing: Ids;

  beforeAll(async () => {
    w = await twoClassWorld();
    b = await otherCentre(w.t);
    const { app } = w.t;
    const db = app.db;
    const classId = w.classA;
    const child = await createChild(db, { classId, name: `${MARK}아이` });
    const parent = await createParent(db, { name: `${MARK}엄마`, children: [{ childId: child.id, relation: '모', isPrimary: true }] });
    const [phone] = await db.insert(parentPhones).values({ parentId: parent.id, label: '집', value: '02-111-2222' }).returning();
    const alim = await buildAlimNote(db, { classId, childId: child.id, content: `${MARK} 알림장` });
    const classNote = await buildClassNote(db, { classId, title: `${MARK} 반 일지` });
    const classWeek = await buildClassWeek(db, { classId, weekStart: weekMondayOf(seoulToday()), theme: `${MARK} 주제` });
    const medicine = await buildMedicineRequest(db, { classId, childId: child.id, symptom: `${MARK} 기침` });
    const rehome = await buildRehomeRecord(db, { classId, childId: child.id, parentNote: `${MARK} 메모` });
    const { album } = await buildPhotoAlbum(app, { classId, childIds: [child.id], photos: 1, title: `${MARK} 앨범` });
    const [notice] = await db.insert(notices).values({ centreId: CENTRE_A, title: `${MARK} 공지`, authorId: w.adminId }).returning();
    await db.insert(postAudiences).values({ refType: 'NOTICE', refId: notice.id, classId });
    const [edu] = await db
      .insert(educationPrograms)
      .values({ centreId: CENTRE_A, title: `${MARK} 교육`, startDate: seoulToday(), endDate: seoulToday(), authorId: w.adminId })
      .returning();
    const [event] = await db.insert(events).values({ centreId: CENTRE_A, title: `${MARK} 행사`, eventDate: seoulToday(), authorId: w.adminId }).returning();
    const [facility] = await db.insert(facilityPhotos).values({ centreId: CENTRE_A, title: `${MARK} 교실`, createdBy: w.adminId }).returning();
    const [menu] = await db
      .insert(weeklyMenus)
      .values({ centreId: CENTRE_A, weekMonday: weekMondayOf(seoulToday()), title: `${MARK} 식단`, authorId: w.adminId })
      .returning();
    const [holiday] = await db.insert(centreHolidays).values({ centreId: CENTRE_A, date: seoulToday(), name: `${MARK} 휴원` }).returning();
    const reserve = await buildReservation(db, { familyName: `${MARK}가족` });
    const file = await app.files.storeBuffer({ buffer: await smallPng(8, 8), originalName: `${MARK}.png`, refType: 'NOTICE', refId: notice.id, classId: null, uploadedBy: w.adminId, centreId: CENTRE_A });
    ids = {
      classId,
      child: child.id,
      parent: parent.id,
      phone: phone.id,
      teacher: w.teacherAId,
      alim: alim.id,
      classNote: classNote.id,
      classWeek: classWeek.id,
      medicine: medicine.id,
      rehome: rehome.id,
      album: album.id,
      notice: notice.id,
      edu: edu.id,
      event: event.id,
      facility: facility.id,
      menu: menu.id,
      reserve: reserve.id,
      file: file.id,
      holiday: holiday.id,
    };
    missing = Object.fromEntries(Object.keys(ids).map((key) => [key, MISSING_ID]));
  }, 120_000);
  afterAll(async () => w?.t.close());

  it('answers every call with centre 1’s ids exactly as with ids that do not exist, and never shows centre 1’s data', async () => {
    const leaks: string[] = [];
    const told: string[] = [];
    let notFound = 0;
    for (const endpoint of staffCalls) {
      for (const [who, caller] of [['director', b.admin], ['teacher', b.teacher]] as const) {
        const label = `${who} ${endpoint.method} ${endpoint.path}`;
        const withTheirs = await call(w, caller, endpoint, ids);
        const withNone = await call(w, caller, endpoint, missing);
        if ((await workbookText(withTheirs)).includes(MARK)) leaks.push(label);
        const theirs = answerOf(withTheirs);
        const none = answerOf(withNone);
        // a call that names no record or class (a centre-wide list, a save of its own) is only checked for leaks
        const differs = theirs.status !== none.status || (theirs.status >= 400 && JSON.stringify(theirs.body) !== JSON.stringify(none.body));
        if (withTheirs.namesIds && differs) {
          told.push(`${label}: ${theirs.status} ${JSON.stringify(theirs.body).slice(0, 120)} ≠ ${none.status} ${JSON.stringify(none.body).slice(0, 120)}`);
        }
        if (theirs.status === 404) notFound += 1;
      }
    }
    expect(leaks).toEqual([]);
    expect(told).toEqual([]);
    // the matrix must actually reach the scope checks: most calls name a record or a class
    expect(notFound).toBeGreaterThan(staffCalls.filter((e) => e.scope && e.scope.kind !== 'centre').length);
  }, 300_000);
});
