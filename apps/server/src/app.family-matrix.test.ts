import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpointUrl, FAMILY_API_BASE, type EndpointDefinition } from '@kg/contract';
import { events, notices, postAudiences } from './db/schema/index';
import { smallPng } from './modules/file/file.test-utils';
import { api, type Caller } from './test/api';
import { buildMedicineRequest, buildRehomeRecord, createChild, seoulToday } from './test/factories';
import { buildAlimNote } from './test/note-factories';
import { PARENT_PASSWORD, createParent } from './test/parent-factories';
import { buildPhotoAlbum } from './test/photo-factories';
import { familyLoginAs, type TestSession } from './test/session';
import { twoClassWorld, type TwoClassWorld } from './test/world';
import { CENTRE_A } from './test/centres';

/**
 * The authorisation matrix of the parent app (docs/decisions/007-family-sessions.md): every family call, asked by
 * every kind of caller that must not get it, for records that are not theirs — and every staff call with a family
 * session. The count of unexpected 2xx answers must be 0.
 */

const familyCalls = allEndpoints.filter((e) => e.access === 'family');
const staffCalls = allEndpoints.filter((e) => e.access !== 'public' && e.access !== 'family');
const paramsOf = (e: EndpointDefinition) => [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The records a test family may ask about: `own` ones are theirs, `foreign` ones belong to other families. */
type Records = {
  childCode: number;
  alim: number;
  alimFile: number;
  medicine: number;
  rehome: number;
  album: number;
  albumFile: number;
  notice: number;
  noticeFile: number;
  event: number;
  eventFile: number;
};

/** The id a path parameter names, from one set of records (the domain decides what `:id` is). */
function paramValue(endpoint: EndpointDefinition, name: string, r: Records): number {
  const domain = endpoint.tag ?? '';
  switch (name) {
    case 'childCode':
      return r.childCode;
    case 'noteId':
      return r.alim;
    case 'photoId':
      return r.album;
    case 'noticeId':
      return r.notice;
    case 'eventId':
      return r.event;
    case 'fileId':
      return { photo: r.albumFile, notice: r.noticeFile, event: r.eventFile }[domain.replace('-family', '')] ?? r.alimFile;
    case 'id':
      return domain.startsWith('medicine') ? r.medicine : r.rehome;
    default:
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name} — teach the matrix this parameter`);
  }
}

/** A body that is valid in shape, naming the records of `r`. */
function bodyOf(endpoint: EndpointDefinition, r: Records): unknown {
  if (!endpoint.body) return undefined;
  const today = seoulToday();
  const medicine = { childCode: r.childCode, requestDate: today, symptom: '기침', medicines: [{ medicineName: '시럽', dosage: '5ml', times: '점심 후', storage: 'room' }], confirmed: true };
  const rehome = { childCode: r.childCode, rehomeDate: today, rehomeTime: '16:30', method: 'walk', pickup: { name: '김이모', relation: '이모', phone: '010-2222-3333' } };
  const bodies: Record<string, unknown> = {
    'POST /api/v2/family/medicine': medicine,
    'PUT /api/v2/family/medicine': { ...medicine, medicineId: r.medicine },
    'PUT /api/v2/family/medicine/cancel': { childCode: r.childCode, medicineId: r.medicine },
    'POST /api/v2/family/rehome': rehome,
    'PUT /api/v2/family/rehome/cancel': { childCode: r.childCode, rehomeId: r.rehome },
    'POST /api/v2/family/alim-note/:childCode/:noteId/replies': { content: '감사합니다' },
    'PUT /api/v2/family/password': { currentPassword: PARENT_PASSWORD, newPassword: 'Quiet-Harbor-58' },
  };
  const key = `${endpoint.method} ${endpoint.path}`;
  if (!(key in bodies)) throw new Error(`${key}: teach the matrix a body for this call`);
  return bodies[key];
}

function request(endpoint: EndpointDefinition, r: Records, mix?: Partial<Records>) {
  const records = { ...r, ...mix };
  const params = Object.fromEntries(paramsOf(endpoint).map((name) => [name, paramValue(endpoint, name, records)]));
  const query = endpoint.path.endsWith('/zip') ? `?month=${seoulToday().slice(0, 7)}` : '';
  return { url: `${endpointUrl(endpoint, params)}${query}`, body: bodyOf(endpoint, records) };
}

describe('parent-app authorisation matrix', () => {
  let w: TwoClassWorld;
  let own: Records;
  /** the same class, another family */
  let neighbour: Records;
  /** another class, another family */
  let otherClass: Records;
  let parent: TestSession;
  let stopped: TestSession;
  let blocked: TestSession;
  let mustChange: TestSession;

  async function recordsFor(classId: number, authorId: number): Promise<Records> {
    const app = w.t.app;
    const child = await createChild(app.db, { classId, name: '원아' });
    const alim = await buildAlimNote(app.db, { classId, childId: child.id, authorId });
    const alimFile = await app.files.storeBuffer({ centreId: CENTRE_A, buffer: await smallPng(30, 20), originalName: '알림장.png', refType: 'ALIMNOTE', refId: alim.id, classId, uploadedBy: authorId });
    const medicine = await buildMedicineRequest(app.db, { classId, childId: child.id });
    const rehome = await buildRehomeRecord(app.db, { classId, childId: child.id });
    const { album, fileIds } = await buildPhotoAlbum(app, { classId, childIds: [child.id], photos: 1 });
    const [notice] = await app.db.insert(notices).values({ centreId: 1, title: `${classId}반 공지`, authorId }).returning();
    await app.db.insert(postAudiences).values({ refType: 'NOTICE', refId: notice.id, classId });
    const [event] = await app.db.insert(events).values({ centreId: 1, title: `${classId}반 행사`, eventDate: seoulToday(), authorId }).returning();
    await app.db.insert(postAudiences).values({ refType: 'EVENT', refId: event.id, classId });
    const attach = async (refType: string, refId: number) =>
      (await app.files.storeBuffer({ centreId: CENTRE_A, buffer: await smallPng(20, 20), originalName: '안내.png', refType, refId, classId: null, uploadedBy: authorId })).id;
    return {
      childCode: child.id,
      alim: alim.id,
      alimFile: alimFile.id,
      medicine: medicine.id,
      rehome: rehome.id,
      album: album.id,
      albumFile: fileIds[0],
      notice: notice.id,
      noticeFile: await attach('NOTICE', notice.id),
      event: event.id,
      eventFile: await attach('EVENT', event.id),
    };
  }

  beforeAll(async () => {
    w = await twoClassWorld({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '1000000' } });
    own = await recordsFor(w.classA, w.teacherAId);
    neighbour = await recordsFor(w.classA, w.teacherAId);
    otherClass = await recordsFor(w.classB, w.teacherAId);
    const link = [{ childId: own.childCode }];
    await createParent(w.t.app.db, { loginId: 'matrix.mom', children: link });
    const toStop = await createParent(w.t.app.db, { loginId: 'matrix.stop', children: link });
    const toBlock = await createParent(w.t.app.db, { loginId: 'matrix.block', children: link });
    const forced = await createParent(w.t.app.db, { loginId: 'matrix.temp', children: link });
    parent = await familyLoginAs(w.t.app, 'matrix.mom', PARENT_PASSWORD);
    stopped = await familyLoginAs(w.t.app, 'matrix.stop', PARENT_PASSWORD);
    blocked = await familyLoginAs(w.t.app, 'matrix.block', PARENT_PASSWORD);
    await api(w.t.app, w.admin).put('/api/v2/parents/admin/set-stop', { pno: toStop.id, stopped: true });
    await api(w.t.app, w.admin).put('/api/v2/parents/admin/set-block', { pno: toBlock.id, blocked: true });
    await api(w.t.app, w.admin).put(`/api/v2/parents/force-change_pw/${forced.id}`, { newPassword: 'Temp-Garden-42' });
    mustChange = await familyLoginAs(w.t.app, 'matrix.temp', 'Temp-Garden-42');
  }, 120_000);
  afterAll(() => w.t.close());

  const send = (caller: Caller, endpoint: EndpointDefinition, r: Records, mix?: Partial<Records>) => {
    const { url, body } = request(endpoint, r, mix);
    return api(w.t.app, caller).send(endpoint.method, url, body);
  };

  it('knows every family call (a new one must be added to the matrix)', () => {
    expect(familyCalls.length).toBeGreaterThan(25);
    for (const endpoint of familyCalls) {
      expect(endpoint.path.startsWith(`${FAMILY_API_BASE}/`)).toBe(true);
      expect(() => request(endpoint, own)).not.toThrow();
    }
  });

  it('answers the parent for their own child (the matrix reaches real handlers, not only refusals)', async () => {
    const reads = familyCalls.filter((e) => e.method === 'GET' && !e.path.endsWith('/zip'));
    const failures: string[] = [];
    for (const endpoint of reads) {
      const res = await send(parent, endpoint, own);
      if (res.status !== 200) failures.push(`${res.status} ${endpoint.method} ${endpoint.path}: ${res.json?.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('gives nothing to anyone else: 0 unexpected 2xx', async () => {
    const unexpected: string[] = [];
    const check = async (label: string, caller: Caller, endpoint: EndpointDefinition, r: Records, mix?: Partial<Records>) => {
      const res = await send(caller, endpoint, r, mix);
      if (res.status < 300) unexpected.push(`${label}: ${res.status} ${endpoint.method} ${endpoint.path}`);
      if (res.status >= 500) unexpected.push(`${label}: 5xx ${endpoint.method} ${endpoint.path}`);
    };
    for (const endpoint of familyCalls) {
      const ownDataCall = endpoint.path === `${FAMILY_API_BASE}/me` || endpoint.path === `${FAMILY_API_BASE}/password`;
      for (const [label, caller] of [
        ['anonymous', null],
        ['admin (staff cookie)', w.admin],
        ['teacher (staff cookie)', w.teacherA],
        ['stopped parent', stopped],
        ['blocked parent', blocked],
      ] as const) {
        await check(label, caller, endpoint, own);
      }
      if (!endpoint.withTemporaryPassword) await check('parent with a one-time password', mustChange, endpoint, own);
      if (ownDataCall) continue;
      await check('same class, other family', parent, endpoint, neighbour);
      await check('other class, other family', parent, endpoint, otherClass);
      // their own child in the path, another family's record after it (a post for the whole class is the class's)
      if (paramsOf(endpoint).length > 1 || (endpoint.body && endpoint.method !== 'POST')) {
        const classPost = /\/(notice|event)\//.test(endpoint.path);
        if (!classPost) await check('own child, neighbour record', parent, endpoint, { ...neighbour, childCode: own.childCode });
        await check('own child, other class record', parent, endpoint, { ...otherClass, childCode: own.childCode });
      }
    }
    for (const endpoint of staffCalls) {
      const params = Object.fromEntries(paramsOf(endpoint).map((name) => [name, 1]));
      const res = await api(w.t.app, parent).send(endpoint.method, endpointUrl(endpoint, params), endpoint.body ? {} : undefined);
      // a read answers 401 (no staff session); a write is refused before that, its family CSRF token being no staff one
      const refused = endpoint.method === 'GET' ? res.status === 401 : res.status === 401 || res.json?.code === 'CSRF';
      if (!refused) unexpected.push(`family cookie on staff call: ${res.status} ${endpoint.method} ${endpoint.path}`);
    }
    expect(unexpected).toEqual([]);
  }, 300_000);

  it('leaves the records of other families as they were', async () => {
    const res = await api(w.t.app, w.teacherA).get(`/api/v2/story/medicine/${w.classA}/${neighbour.medicine}`);
    expect(res.json.data.status).toBe('REQUESTED');
    const rehome = await api(w.t.app, w.teacherA).get(`/api/v2/story/rehome/${w.classA}/${neighbour.rehome}`);
    expect(rehome.json.data.status).toBe('REQUESTED');
  });
});
