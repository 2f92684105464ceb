import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CHILD_IMPORT_UNREADABLE_MESSAGE, CHILD_XLSX_MAX_ROWS, childImportColumns } from '@kg/contract';
import { centres, childEmergencyContacts, childParents, children, files } from '../../db/schema/index';
import { createChild, createClass, seoulToday } from '../../test/factories';
import { createChildRecord } from '../../test/child-factories';
import { writeAlimNote } from '../../test/story-factories';
import { createParent } from '../../test/parent-factories';
import { auditRows, sessionCalls } from '../../test/api';
import { otherCentre, twoClassWorld, type OtherCentre, type TwoClassWorld, type WithManager } from '../../test/world';
import { CENTRE_A, CENTRE_B } from '../../test/centres';
import { smallPng, tinyPdf } from '../file/file.test-utils';
import { readSheet, writeSheet } from '../../lib/xlsx';
import { checkArchive } from '../../lib/zip-guard';
import { replaceEntries, sheetBomb, stored, typedWorkbook } from '../../lib/zip.test-utils';
import { shiftYears } from '../retention/retention';


const IMPORT_HEADERS = Object.values(childImportColumns);

/** An import workbook: the template's headers (or others) and rows of cell texts. */
async function workbook(rows: string[][], headers: string[] = IMPORT_HEADERS): Promise<Buffer> {
  return writeSheet('원아 등록 양식', headers.map((header, i) => ({ header, value: (row: string[]) => row[i] ?? '' })), rows);
}
const row = (cells: Partial<Record<keyof typeof childImportColumns, string>>) =>
  (Object.keys(childImportColumns) as (keyof typeof childImportColumns)[]).map((k) => cells[k] ?? '');

describe('child bulk routes (반 배정, 엑셀, 파기, 프로필 사진)', () => {
  let { t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = {} as TwoClassWorld & WithManager;
  const today = seoulToday();

  beforeAll(
    async () =>
      void ({ t, admin, manager, teacherA, teacherB, anonymous, classA, classB } = await twoClassWorld({
        classA: { capacity: 3 },
        manager: '정매니저',
      })),
  );
  afterAll(async () => t.close());

  const { call, upload } = sessionCalls(() => ({ t, anonymous }));
  const classOf = async (ids: number[]) =>
    Object.fromEntries((await t.app.db.select().from(children).where(inArray(children.id, ids))).map((c) => [c.id, c.classId]));
  const auditsOf = (action: string) => auditRows(t.app.db, action);
  // centre 2 beside the world's centre 1, made once for the file's cross-centre cases
  let centreTwo: Promise<OtherCentre> | undefined;
  const other = () => (centreTwo ??= otherCentre(t));

  describe('PUT /api/v2/child/assign-class', () => {
    it('walks 401 → 403 → 400 → 404 (child, class) → 409 (a child who left) and changes nothing', async () => {
      const child = await createChild(t.app.db, { classId: null, name: '배정대기' });
      const left = await createChild(t.app.db, { classId: null, name: '졸업생', status: 'graduate' });
      const url = '/api/v2/child/assign-class';
      const body = { assignments: [{ childCode: child.id, classId: classB }] };
      expect((await call(null, 'PUT', url, body)).status).toBe(401);
      expect((await call(teacherB, 'PUT', url, body)).status).toBe(403);
      expect((await call(admin, 'PUT', url, { assignments: [] })).json.message).toBe('반을 옮길 원아를 한 명 이상 선택해 주세요.');
      const twice = await call(admin, 'PUT', url, { assignments: [{ childCode: child.id, classId: classB }, { childCode: child.id, classId: null }] });
      expect(twice.json.details).toEqual({ 'assignments.1.childCode': '같은 원아가 두 번 들어 있습니다.' });
      const unknownChild = await call(admin, 'PUT', url, { assignments: [...body.assignments, { childCode: 999999, classId: classB }] });
      expect(unknownChild.json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다. (원아번호 999999)' });
      const unknownClass = await call(admin, 'PUT', url, { assignments: [...body.assignments, { childCode: left.id, classId: 999999 }] });
      expect(unknownClass.json).toMatchObject({ code: 'NOT_FOUND', message: '선택한 반을 찾을 수 없습니다.' });
      const leftRes = await call(admin, 'PUT', url, { assignments: [...body.assignments, { childCode: left.id, classId: classB }] });
      expect(leftRes.status).toBe(409);
      expect(leftRes.json.message).toContain('졸업생');
      // all or nothing: the valid first assignment was not applied either
      expect(await classOf([child.id, left.id])).toEqual({ [child.id]: null, [left.id]: null });
    });

    it('previews with dryRun (from/to classes, capacity warnings) without changing anything, then applies with one audit row per child', async () => {
      const db = t.app.db;
      const stay = await createChild(db, { classId: classA, name: '그대로' });
      const movers = [
        await createChild(db, { classId: classB, name: '가온' }),
        await createChild(db, { classId: classB, name: '나래' }),
        await createChild(db, { classId: classB, name: '다솜' }),
      ];
      const newcomer = await createChild(db, { classId: null, name: '라온' });
      const body = {
        assignments: [
          ...movers.map((m) => ({ childCode: m.id, classId: classA })),
          { childCode: newcomer.id, classId: classB },
          { childCode: stay.id, classId: classA },
        ],
      };
      const preview = await call(admin, 'PUT', '/api/v2/child/assign-class', { ...body, dryRun: true });
      expect(preview.status).toBe(200);
      expect(preview.json.data).toMatchObject({ applied: false, unchangedCount: 1 });
      expect(preview.json.data.changes).toEqual([
        ...movers.map((m) => ({
          childCode: m.id,
          childName: m.name,
          status: 'active',
          fromClassId: classB,
          fromClassName: '달님반',
          toClassId: classA,
          toClassName: '햇님반',
        })),
        { childCode: newcomer.id, childName: '라온', status: 'active', fromClassId: null, fromClassName: null, toClassId: classB, toClassName: '달님반' },
      ]);
      expect(preview.json.data.warnings).toEqual([
        { classId: classA, className: '햇님반', capacity: 3, enrolledAfter: 4, message: '햇님반: 정원 3명을 1명 넘습니다 (배정 후 4명).' },
      ]);
      expect(await classOf(movers.map((m) => m.id))).toEqual(Object.fromEntries(movers.map((m) => [m.id, classB])));
      expect(await auditsOf('CHILD_CLASS_ASSIGNED')).toEqual([]);

      const applied = await call(manager, 'PUT', '/api/v2/child/assign-class', body);
      expect(applied.json.data).toMatchObject({ applied: true, unchangedCount: 1 });
      expect(applied.json.data.changes).toHaveLength(4);
      expect(await classOf([...movers.map((m) => m.id), newcomer.id, stay.id])).toEqual({
        ...Object.fromEntries(movers.map((m) => [m.id, classA])),
        [newcomer.id]: classB,
        [stay.id]: classA,
      });
      const audits = await auditsOf('CHILD_CLASS_ASSIGNED');
      expect(audits).toHaveLength(4);
      expect(audits.find((a) => a.subjectId === String(newcomer.id))?.detail).toEqual({ fromClassId: null, toClassId: classB });
    });
  });

  describe('PUT /api/v2/child/class-reset', () => {
    it('walks 401 → 403 → 400 (no target) → 404, previews the chosen classes, then unassigns only them', async () => {
      const db = t.app.db;
      const resetClass = (await createClass(db, { name: '초기화반' })).id;
      const keepClass = (await createClass(db, { name: '유지반' })).id;
      const a = await createChild(db, { classId: resetClass, name: '초기화1' });
      const b = await createChild(db, { classId: resetClass, name: '초기화2', status: 'pause' });
      const kept = await createChild(db, { classId: keepClass, name: '유지1' });
      const url = '/api/v2/child/class-reset';
      expect((await call(null, 'PUT', url, { classIds: [resetClass] })).status).toBe(401);
      expect((await call(teacherA, 'PUT', url, { classIds: [resetClass] })).status).toBe(403);
      expect((await call(admin, 'PUT', url, {})).json).toMatchObject({
        code: 'VALIDATION',
        details: { classIds: '초기화할 반을 선택하거나 전체 초기화를 선택해 주세요.' },
      });
      expect((await call(admin, 'PUT', url, { classIds: [resetClass, 999999] })).status).toBe(404);

      const preview = await call(admin, 'PUT', url, { classIds: [resetClass], dryRun: true });
      expect(preview.json.data).toMatchObject({ applied: false, warnings: [] });
      expect(preview.json.data.changes.map((c: any) => [c.childName, c.fromClassName, c.toClassId])).toEqual([
        ['초기화1', '초기화반', null],
        ['초기화2', '초기화반', null],
      ]);
      expect(await classOf([a.id, b.id])).toEqual({ [a.id]: resetClass, [b.id]: resetClass });

      const applied = await call(admin, 'PUT', url, { classIds: [resetClass] });
      expect(applied.json.data.applied).toBe(true);
      expect(await classOf([a.id, b.id, kept.id])).toEqual({ [a.id]: null, [b.id]: null, [kept.id]: keepClass });
      expect((await auditsOf('CHILD_CLASS_RESET')).map((r) => r.detail)).toEqual([
        { fromClassId: resetClass, toClassId: null },
        { fromClassId: resetClass, toClassId: null },
      ]);
    });
  });

  describe('Excel', () => {
    it('exports the current search as a readable workbook with Korean headers and a Korean file name (audited)', async () => {
      const db = t.app.db;
      const cls = (await createClass(db, { name: '엑셀반' })).id;
      await createChildRecord(db, { classId: cls, name: '엑셀하나', birthDate: '2021-02-03', allergyCodes: [1, 4], allergies: '키위', admissionDate: '2024-03-01' });
      await createChildRecord(db, { classId: cls, name: '엑셀둘', gender: 'M', status: 'pause' });
      await createChildRecord(db, { classId: classB, name: '다른반' });
      expect((await call(null, 'GET', `/api/v2/child/export?classId=${cls}`)).status).toBe(401);
      expect((await call(teacherA, 'GET', `/api/v2/child/export?classId=${cls}`)).status).toBe(403);
      expect((await call(admin, 'GET', '/api/v2/child/export?status=gone')).json.details).toEqual({ status: '원아 상태를 선택해 주세요.' });

      const { res } = await call(admin, 'GET', `/api/v2/child/export?classId=${cls}&page=3`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_${today}.xlsx"; filename*=UTF-8''${encodeURIComponent(`원아목록_${today}.xlsx`)}`,
      );
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.headers).toEqual([
        '원아번호', '이름', '생년월일', '만 나이', '성별', '반', '상태', '입소일', '퇴소일', '알레르기', '건강 특이사항', '사진 동의', '보호자', '보호자 연락처',
      ]);
      // every matching child, whatever page the list was on
      expect(sheet.rows.map((r) => [r.values['이름'], r.values['반'], r.values['상태'], r.values['성별']])).toEqual([
        ['엑셀하나', '엑셀반', '재원', '여'],
        ['엑셀둘', '엑셀반', '휴원', '남'],
      ]);
      expect(sheet.rows[0].values).toMatchObject({ 생년월일: '2021-02-03', 알레르기: '난류, 땅콩, 키위', 입소일: '2024-03-01', '사진 동의': 'Y' });
      const [audit] = await auditsOf('CHILD_EXPORTED');
      expect(audit.detail).toEqual({ count: 2, status: null, classId: cls, searchType: null });
    });

    it('exports a search with every filter at once (its statement name was once longer than PostgreSQL keeps)', async () => {
      await createChildRecord(t.app.db, { classId: null, name: '필터전부', status: 'pause', admissionDate: '2019-04-02' });
      await createChildRecord(t.app.db, { classId: null, name: '날짜밖', status: 'pause', admissionDate: '2019-05-02' });
      const query = 'status=pause&classId=unassigned&searchType=date&startDate=2019-04-01&endDate=2019-04-03';
      const { res } = await call(admin, 'GET', `/api/v2/child/export?${query}`);
      expect(res.statusCode).toBe(200);
      expect((await readSheet(res.rawPayload)).rows.map((r) => r.values['이름'])).toEqual(['필터전부']);
      expect((await call(admin, 'GET', `/api/v2/child/search?${query}`)).json.data.items.map((c: { name: string }) => c.name)).toEqual(['필터전부']);
    });

    it('hands out the template: Korean headers and one example row', async () => {
      expect((await call(teacherA, 'GET', '/api/v2/child/import/template')).status).toBe(403);
      const { res } = await call(admin, 'GET', '/api/v2/child/import/template');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('원아_일괄등록_양식.xlsx'));
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.headers).toEqual(IMPORT_HEADERS);
      expect(sheet.rows).toHaveLength(1);
      expect(sheet.rows[0].values).toMatchObject({ '이름*': '(예시) 김하늘', '성별*': '여', '생년월일*': '2021-05-05', '사진 동의': 'Y' });
    });

    it('import: 401 → 403 → 400 (no file, wrong headers) → 415 (not a workbook)', async () => {
      const url = '/api/v2/child/import';
      const good = await workbook([row({ name: '가나다', birthDate: '2021-01-01', gender: '남', admissionDate: '2024-03-01' })]);
      expect((await upload(null, url, [{ name: 'a.xlsx', data: good }])).status).toBe(401);
      expect((await upload(teacherA, url, [{ name: 'a.xlsx', data: good }])).status).toBe(403);
      const noFile = await call(admin, 'POST', url, {});
      expect(noFile.json).toMatchObject({ code: 'VALIDATION', details: { files: '엑셀(.xlsx) 파일을 선택해 주세요.' } });
      const otherField = await upload(admin, url, [{ name: 'a.xlsx', data: good, field: 'file' }]);
      expect(otherField.json.details).toEqual({ files: '엑셀(.xlsx) 파일을 선택해 주세요.' });
      const headers = await upload(admin, url, [{ name: 'a.xlsx', data: await workbook([['가']], ['이름*', '성별']) }]);
      expect(headers.json.message).toBe('양식의 열이 없습니다: 생년월일*, 성별*, 입소일*. 양식 파일을 내려받아 작성해 주세요.');
      const onlyExample = await upload(admin, url, [{ name: 'a.xlsx', data: await workbook([row({ name: '(예시) 김하늘' })]) }]);
      expect(onlyExample.json.message).toBe('등록할 원아가 없습니다. 양식의 두 번째 행부터 입력해 주세요.');
      const pdf = await upload(admin, url, [{ name: 'a.xlsx', data: tinyPdf() }]);
      expect(pdf.status).toBe(415);
      expect(pdf.json.message).toBe('엑셀(.xlsx) 파일만 올릴 수 있습니다. 양식 파일을 내려받아 작성해 주세요.');
      expect(await t.app.db.select().from(children).where(eq(children.name, '가나다'))).toEqual([]);
    });

    it('rejects the whole file when any row is wrong, listing every rejected row with Korean reasons', async () => {
      await createChildRecord(t.app.db, { classId: classB, name: '이미있음', birthDate: '2020-02-02' });
      const file = await workbook([
        row({ name: '(예시) 김하늘', birthDate: '2021-05-05', gender: '여', admissionDate: '2024-03-01' }),
        row({ name: '바른아이', birthDate: '2021-01-01', gender: '남', admissionDate: '2024-03-01', className: '달님반' }),
        row({ name: '틀린아이', birthDate: '2021-13-01', gender: '중', admissionDate: '2024-03-01', photoConsent: '몰라', contactName: '엄마' }),
        row({ name: '이미있음', birthDate: '2020.2.2', gender: 'F', admissionDate: '20240301', className: '무지개반' }),
        row({ name: '', birthDate: '2021-01-01', gender: '여', admissionDate: '2024-03-01' }),
        row({ name: '바른아이', birthDate: '2021-01-01', gender: '남', admissionDate: '2024-03-01' }),
      ]);
      const res = await upload(admin, '/api/v2/child/import', [{ name: '원아.xlsx', data: file }]);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION', message: '4개 행에 오류가 있어 아무것도 등록하지 않았습니다. 고친 뒤 다시 올려 주세요.' });
      expect(res.json.details.rows).toEqual([
        {
          rowNumber: 4,
          name: '틀린아이',
          reasons: [
            "성별*: 성별은 '남' 또는 '여'로 입력해 주세요.",
            "사진 동의: 사진 동의는 'Y' 또는 'N'으로 입력해 주세요.",
            '생년월일*: 생년월일을 2021-03-15처럼 입력해 주세요.',
            '비상연락처 관계: 관계를 입력해 주세요. (20자 이하)',
            '비상연락처 전화: 전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
          ],
        },
        {
          rowNumber: 5,
          name: '이미있음',
          reasons: ["반: '무지개반' 반을 찾을 수 없습니다. 반 이름을 확인해 주세요.", '이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.'],
        },
        { rowNumber: 6, name: '', reasons: ['이름*: 원아 이름을 입력해 주세요. (50자 이하)'] },
        { rowNumber: 7, name: '바른아이', reasons: ['이름과 생년월일이 같은 원아가 3행에도 있습니다.'] },
      ]);
      expect(await t.app.db.select().from(children).where(eq(children.name, '바른아이'))).toEqual([]);
      expect(await auditsOf('CHILD_IMPORTED')).toEqual([]);
    });

    it('imports every row in one transaction and says how many', async () => {
      const file = await workbook([
        row({ name: '(예시) 김하늘', birthDate: '2021-05-05', gender: '여', admissionDate: '2024-03-01' }),
        row({
          name: '새싹하나',
          birthDate: '2022.3.4',
          gender: '여',
          className: '달님반',
          admissionDate: '2025-03-02',
          allergies: '새우, 키위(심함) / 계란 알레르기',
          photoConsent: 'Y',
          contactName: '새할머니',
          contactRelation: '조모',
          contactPhone: '01012345678',
        }),
        row({ name: '새싹둘', birthDate: '20220405', gender: '남', admissionDate: '2025-03-02' }),
      ]);
      const res = await upload(manager, '/api/v2/child/import', [{ name: '원아.xlsx', data: file }]);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ imported: 2 });
      const [first] = await t.app.db.select().from(children).where(eq(children.name, '새싹하나'));
      expect(first).toMatchObject({ birthDate: '2022-03-04', gender: 'F', classId: classB, allergyCodes: [1, 9], allergies: '키위(심함)', photoConsent: true, status: 'active' });
      expect(await t.app.db.select().from(childEmergencyContacts).where(eq(childEmergencyContacts.childId, first.id))).toMatchObject([
        { name: '새할머니', relation: '조모', phone: '010-1234-5678' },
      ]);
      const [second] = await t.app.db.select().from(children).where(eq(children.name, '새싹둘'));
      expect(second).toMatchObject({ classId: null, photoConsent: false });
      expect((await auditsOf('CHILD_IMPORTED')).map((a) => a.detail)).toEqual([{ count: 2 }]);
      expect((await auditsOf('CHILD_CREATED')).filter((a) => (a.detail as any).source === 'excel')).toHaveLength(2);
    });

    it('reads real date cells (as Excel writes them) as dates', async () => {
      const cells: Partial<Record<keyof typeof childImportColumns, string | Date>> = {
        name: '날짜아이',
        birthDate: new Date(Date.UTC(2021, 5, 7)),
        gender: '남',
        admissionDate: new Date(Date.UTC(2024, 2, 4)),
      };
      const dates = (Object.keys(childImportColumns) as (keyof typeof childImportColumns)[]).map((key) => cells[key] ?? null);
      const res = await upload(admin, '/api/v2/child/import', [{ name: '원아.xlsx', data: await typedWorkbook(IMPORT_HEADERS, [dates]) }]);
      expect([res.status, res.json.data]).toEqual([200, { imported: 1 }]);
      const [child] = await t.app.db.select().from(children).where(eq(children.name, '날짜아이'));
      expect(child).toMatchObject({ birthDate: '2021-06-07', admissionDate: '2024-03-04' });
    });

    it('refuses zip bombs, damaged archives and too many rows with a Korean 4xx before reading further, saving nothing', async () => {
      const url = '/api/v2/child/import';
      const valid = (name: string) => row({ name, birthDate: '2021-01-01', gender: '남', admissionDate: '2024-03-01' });
      const good = await workbook([valid('폭탄아이')]);
      const bomb = await sheetBomb();
      const sheet = (await checkArchive(good)).find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
      const countBefore = (await t.app.db.select().from(children)).length;
      const heapBefore = process.memoryUsage().heapUsed;
      for (const data of [
        await replaceEntries(good, bomb), // 110 MB of rows in ~100 KB, declared honestly
        await replaceEntries(good, { ...bomb, size: 900_000 }), // the same, declaring less than 1 MB
        await replaceEntries(good, ...Array.from({ length: 1000 }, (_, i) => stored(`xl/media/${i}.txt`, ''))),
        await replaceEntries(good, { ...sheet, crc: (sheet.crc ^ 1) >>> 0 }), // damaged
      ]) {
        const res = await upload(admin, url, [{ name: '원아.xlsx', data }]);
        expect([res.status, res.json.message, res.json.details]).toEqual([400, CHILD_IMPORT_UNREADABLE_MESSAGE, { files: CHILD_IMPORT_UNREADABLE_MESSAGE }]);
      }
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);

      const garbage = await upload(admin, url, [{ name: '원아.xlsx', data: Buffer.from('PK\u0003\u0004 not really a zip') }]);
      expect([garbage.status, garbage.json.message]).toEqual([415, '엑셀(.xlsx) 파일만 올릴 수 있습니다. 양식 파일을 내려받아 작성해 주세요.']);
      const rows = Array.from({ length: CHILD_XLSX_MAX_ROWS + 50 }, (_, i) => valid(`많은아이${i}`));
      const tooMany = await upload(admin, url, [{ name: '원아.xlsx', data: await workbook([row({ name: '(예시) 김하늘' }), ...rows]) }]);
      expect([tooMany.status, tooMany.json.message]).toEqual([400, '한 번에 1000명까지 등록할 수 있습니다.']);
      const oneOver = await upload(admin, url, [{ name: '원아.xlsx', data: await workbook([row({ name: '(예시) 김하늘' }), ...rows.slice(0, CHILD_XLSX_MAX_ROWS + 1)]) }]);
      expect([oneOver.status, oneOver.json.message]).toEqual([400, '한 번에 1000명까지 등록할 수 있습니다.']);
      expect((await t.app.db.select().from(children)).length).toBe(countBefore);
    });
  });

  describe('profile image', () => {
    it('walks 401 → 403 → 404 → 400/415, stores one image readable by the class teacher only, replaces and deletes it', async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '사진아이' });
      const url = `/api/v2/child/profile-image/${child.id}`;
      const png = await smallPng();
      expect((await upload(null, url, [{ name: 'me.png', data: png }])).status).toBe(401);
      expect((await upload(teacherA, url, [{ name: 'me.png', data: png }])).status).toBe(403);
      expect((await upload(admin, '/api/v2/child/profile-image/999999', [{ name: 'me.png', data: png }])).status).toBe(404);
      expect((await call(admin, 'DELETE', url)).json).toMatchObject({ code: 'NOT_FOUND', message: '등록된 프로필 사진이 없습니다.' });
      const pdf = await upload(admin, url, [{ name: 'me.pdf', data: tinyPdf() }]);
      expect(pdf.json).toMatchObject({ code: 'UNSUPPORTED_TYPE', message: '프로필 사진은 이미지 파일만 올릴 수 있습니다.' });
      const two = await upload(admin, url, [{ name: 'a.png', data: png }, { name: 'b.png', data: png }]);
      expect(two.json.details).toEqual({ files: '프로필 사진을 한 장 선택해 주세요.' });

      const first = await upload(admin, url, [{ name: '사진.png', data: png }]);
      expect(first.status).toBe(200);
      const firstFile = first.json.data.profileImage;
      expect(firstFile).toMatchObject({ kind: 'image', url: `/api/file/${firstFile.fileId}` });
      expect((await call(teacherA, 'GET', firstFile.url)).status).toBe(200);
      expect((await call(teacherB, 'GET', firstFile.url)).status).toBe(404);
      const detail = await call(teacherA, 'GET', `/api/v2/child/${child.id}`);
      expect(detail.json.data.profileImage.fileId).toBe(firstFile.fileId);
      expect(detail.json.data.profileThumbnailUrl).toBe(`/api/file/${firstFile.fileId}/thumb`);

      const [stored] = await t.app.db.select().from(files).where(eq(files.id, firstFile.fileId));
      const second = await upload(admin, url, [{ name: '새사진.png', data: png }]);
      expect(second.json.data.profileImage.fileId).not.toBe(firstFile.fileId);
      expect(await t.app.db.select().from(files).where(eq(files.id, firstFile.fileId))).toEqual([]);
      expect(await t.app.files.storage.stat(stored.storageKey)).toBeNull();

      const removed = await call(admin, 'DELETE', url);
      expect(removed.json.data).toEqual({ childCode: child.id, profileImage: null });
      expect((await t.app.db.select().from(children).where(eq(children.id, child.id)))[0].profileFileId).toBeNull();
      expect(await t.app.db.select().from(files).where(and(eq(files.refType, 'CHILD_PROFILE'), eq(files.refId, child.id)))).toEqual([]);
      expect((await auditsOf('CHILD_PROFILE_IMAGE_SET')).filter((a) => a.subjectId === String(child.id))).toHaveLength(2);
      expect((await auditsOf('CHILD_PROFILE_IMAGE_DELETED')).filter((a) => a.subjectId === String(child.id))).toHaveLength(1);
    });

    it('keeps the photo with the class: after a move only the new class teacher may open it', async () => {
      const child = await createChild(t.app.db, { classId: classA, name: '이사아이' });
      const up = await upload(admin, `/api/v2/child/profile-image/${child.id}`, [{ name: 'p.png', data: await smallPng() }]);
      const fileUrl = up.json.data.profileImage.url;
      await call(admin, 'PUT', '/api/v2/child/assign-class', { assignments: [{ childCode: child.id, classId: classB }] });
      expect((await call(teacherB, 'GET', fileUrl)).status).toBe(200);
      expect((await call(teacherA, 'GET', fileUrl)).status).toBe(404);
      await call(admin, 'PUT', `/api/v2/child/chang-status/${child.id}?status=stop`);
      expect((await call(teacherB, 'GET', fileUrl)).status).toBe(404);
      expect((await call(admin, 'GET', fileUrl)).status).toBe(200);
    });
  });

  describe('retention (tobe-delete, destroy)', () => {
    let due: { id: number };
    let dueFileKey: string;
    let noteFileKey: string;
    let recent: { id: number };

    beforeAll(async () => {
      const db = t.app.db;
      due = await createChildRecord(db, { classId: null, name: '오래된졸업생', status: 'graduate', leaveDate: shiftYears(today, -5) });
      recent = await createChildRecord(db, { classId: null, name: '최근퇴소', status: 'stop', leaveDate: shiftYears(today, -4) });
      await createChildRecord(db, { classId: classA, name: '재원중', leaveDate: null });
      await createParent(db, { name: '오래된보호자', status: 'stopped', children: [{ childId: due.id, relation: '모' }] });
      const profile = await t.app.files.storeBuffer({ centreId: CENTRE_A, buffer: await smallPng(), originalName: 'p.png', refType: 'CHILD_PROFILE', refId: due.id, classId: 0, uploadedBy: null });
      await db.update(children).set({ profileFileId: profile.id }).where(eq(children.id, due.id));
      const note = await writeAlimNote(db, { classId: classA, childId: due.id, date: shiftYears(today, -6) });
      const attached = await t.app.files.storeBuffer({ centreId: CENTRE_A, buffer: tinyPdf(), originalName: 'n.pdf', refType: 'ALIMNOTE', refId: note.id, classId: classA, uploadedBy: null });
      const rows = await db.select().from(files).where(inArray(files.id, [profile.id, attached.id]));
      dueFileKey = rows.find((r) => r.id === profile.id)!.storageKey;
      noteFileKey = rows.find((r) => r.id === attached.id)!.storageKey;
    });

    it("lists only children who left more than the centre's retention years (5) ago, 1-based", async () => {
      expect((await call(null, 'GET', '/api/v2/child/tobe-delete')).status).toBe(401);
      expect((await call(teacherA, 'GET', '/api/v2/child/tobe-delete')).status).toBe(403);
      expect((await call(admin, 'GET', '/api/v2/child/tobe-delete?page=0')).json.message).toBe('페이지 번호는 1부터 시작합니다.');
      const res = await call(manager, 'GET', '/api/v2/child/tobe-delete?page=1&size=10');
      expect(res.json.data).toMatchObject({ page: 1, size: 10, total: 1, retentionYears: 5 });
      expect(res.json.data.items).toEqual([
        {
          childCode: due.id,
          name: '오래된졸업생',
          birthDate: '2021-05-05',
          status: 'graduate',
          leaveDate: shiftYears(today, -5),
          retainUntil: today,
          parentCount: 1,
          fileCount: 2,
        },
      ]);
    });

    it('destroy: admin only, 400 → 404 → 409 (not past retention), then removes the data and files for good', async () => {
      const url = '/api/v2/child/tobe-delete/destroy';
      expect((await call(null, 'POST', url, { childCodes: [due.id] })).status).toBe(401);
      expect((await call(manager, 'POST', url, { childCodes: [due.id] })).status).toBe(403);
      expect((await call(admin, 'POST', url, { childCodes: [] })).json.message).toBe('파기할 원아를 한 명 이상 선택해 주세요.');
      expect((await call(admin, 'POST', url, { childCodes: [due.id, 999999] })).status).toBe(404);
      const notDue = await call(admin, 'POST', url, { childCodes: [due.id, recent.id] });
      expect(notDue.json).toMatchObject({ code: 'CONFLICT', message: `보존 기간이 지나지 않은 원아는 파기할 수 없습니다. (원아번호 ${recent.id})` });
      expect(await t.app.files.storage.stat(dueFileKey)).not.toBeNull();

      const res = await call(admin, 'POST', url, { childCodes: [due.id] });
      expect(res.json.data).toEqual({ destroyed: 1, fileCount: 2 });
      expect(await t.app.db.select().from(children).where(eq(children.id, due.id))).toEqual([]);
      expect(await t.app.db.select().from(childParents).where(eq(childParents.childId, due.id))).toEqual([]);
      expect(await t.app.files.storage.stat(dueFileKey)).toBeNull();
      expect(await t.app.files.storage.stat(noteFileKey)).toBeNull();
      const [audit] = await auditsOf('CHILD_DESTROYED');
      expect(audit).toMatchObject({ subjectId: String(due.id), detail: { retentionYears: 5, fileCount: 2 } });
      expect(JSON.stringify(audit)).not.toContain('오래된졸업생');
      expect((await call(admin, 'GET', '/api/v2/child/tobe-delete')).json.data.total).toBe(0);
    });

    it("follows each centre's own retention period, and never lists or destroys another centre's children", async () => {
      const { admin: otherAdmin } = await other();
      await t.app.db.update(centres).set({ retentionYears: 3 }).where(eq(centres.id, CENTRE_B));
      const fourYears = await createChildRecord(t.app.db, { classId: null, name: '사년전퇴소', status: 'stop', leaveDate: shiftYears(today, -4), centreId: CENTRE_B });
      await createChildRecord(t.app.db, { classId: null, name: '이년전퇴소', status: 'stop', leaveDate: shiftYears(today, -2), centreId: CENTRE_B });
      const ours = await createChildRecord(t.app.db, { classId: null, name: '육년전퇴소', status: 'stop', leaveDate: shiftYears(today, -6) });

      const theirs = (await call(otherAdmin, 'GET', '/api/v2/child/tobe-delete')).json.data;
      expect(theirs.retentionYears).toBe(3);
      expect(theirs.items.map((i: any) => i.name)).toEqual(['사년전퇴소']);
      // centre 1 keeps five years: the centre-2 child of four years ago is not its to list
      const mine = (await call(admin, 'GET', '/api/v2/child/tobe-delete')).json.data;
      expect(mine).toMatchObject({ retentionYears: 5 });
      expect(mine.items.map((i: any) => i.name)).toEqual(['육년전퇴소']);

      const url = '/api/v2/child/tobe-delete/destroy';
      expect((await call(otherAdmin, 'POST', url, { childCodes: [fourYears.id, ours.id] })).json).toMatchObject({
        code: 'NOT_FOUND',
        message: `원아를 찾을 수 없습니다. (원아번호 ${ours.id})`,
      });
      expect(await t.app.db.select().from(children).where(inArray(children.id, [fourYears.id, ours.id]))).toHaveLength(2);
      expect((await call(otherAdmin, 'POST', url, { childCodes: [fourYears.id] })).json.data).toEqual({ destroyed: 1, fileCount: 0 });
    });
  });

  describe('another centre (docs/decisions/017-centres-and-policies.md)', () => {
    let centre: OtherCentre;
    beforeAll(async () => void (centre = await other()));

    it("moves only the session centre's children into its classes; centre 1's are missing", async () => {
      const ours = await createChild(t.app.db, { classId: classA, name: '옮기면안됨' });
      const theirs = await createChild(t.app.db, { classId: null, name: '별빛대기', centreId: CENTRE_B });
      const url = '/api/v2/child/assign-class';
      const poach = await call(centre.admin, 'PUT', url, { assignments: [{ childCode: ours.id, classId: centre.classId }] });
      expect(poach.json).toMatchObject({ code: 'NOT_FOUND', message: `원아를 찾을 수 없습니다. (원아번호 ${ours.id})` });
      const intoOurs = await call(centre.admin, 'PUT', url, { assignments: [{ childCode: theirs.id, classId: classA }] });
      expect(intoOurs.json).toMatchObject({ code: 'NOT_FOUND', message: '선택한 반을 찾을 수 없습니다.' });
      expect(await classOf([ours.id, theirs.id])).toEqual({ [ours.id]: classA, [theirs.id]: null });
      const done = await call(centre.admin, 'PUT', url, { assignments: [{ childCode: theirs.id, classId: centre.classId }] });
      expect(done.json.data).toMatchObject({ applied: true, changes: [{ childCode: theirs.id, toClassId: centre.classId, toClassName: '별님반' }] });

      // 전체 초기화 in centre 2 leaves centre 1's classes alone
      const reset = await call(centre.admin, 'PUT', '/api/v2/child/class-reset', { all: true });
      expect(reset.json.data.changes.map((c: any) => c.childCode)).toEqual([theirs.id]);
      expect(await classOf([ours.id, theirs.id])).toEqual({ [ours.id]: classA, [theirs.id]: null });
      const unassigned = await call(centre.admin, 'GET', '/api/v2/child/empty-class');
      expect(unassigned.json.data.map((c: any) => c.childCode)).toEqual([theirs.id]);
    });

    it("exports only the session centre's children, and its photo calls answer centre 1's child as missing", async () => {
      const ours = await createChild(t.app.db, { classId: classA, name: '내보내면안됨' });
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/child/export', headers: centre.admin.headers });
      expect(res.statusCode).toBe(200);
      const sheet = await readSheet(res.rawPayload, { maxRows: 100 });
      expect(JSON.stringify(sheet)).not.toContain('내보내면안됨');
      const removed = await call(centre.admin, 'DELETE', `/api/v2/child/profile-image/${ours.id}`);
      expect(removed.json).toMatchObject({ code: 'NOT_FOUND', message: '원아를 찾을 수 없습니다.' });
    });
  });
});
