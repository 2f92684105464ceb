import { readdirSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from './xlsx';
import { ArchiveRefused, checkArchive, packZip } from './zip-guard';
import { deflated, replaceEntries, sheetBomb, stored, typedWorkbook, withHiddenEntry } from './zip.test-utils';

const tempFiles = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));
const numbered = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `아이${i + 1}`, birth: '2021-05-05' }));
const numberedSheet = (count: number) =>
  writeSheet('원아', [{ header: '이름*', value: (r: { name: string }) => r.name }, { header: '생년월일*', value: (r: { birth: string }) => r.birth }], numbered(count));

describe('readSheet', () => {
  it('reads header → text: real date cells as yyyy-MM-dd, numbers as written, rich text and formula results as text', async () => {
    const bytes = await typedWorkbook(
      ['이름*', '생년월일*', '입소일*', '번호', '메모', '합계', ''],
      [
        [{ richText: [{ text: '김', font: { bold: true } }, { text: '하늘' }] }, new Date(Date.UTC(2021, 4, 5)), new Date(Date.UTC(2024, 2, 1)), 7, ' 땅콩 ', { formula: 'D2*2', result: 14 }, '머리글 없음'],
        [null, null, null, null, '   ', null, null],
        ['이별', new Date(Date.UTC(2020, 11, 31)), '2024.3.4', 3.5, '', { formula: 'D4&"개"', result: '3.5개' }, ''],
      ],
      { 3: 'yyyy"년" m"월" d"일"' },
    );
    const sheet = await readSheet(bytes);
    expect(sheet.headers).toEqual(['이름*', '생년월일*', '입소일*', '번호', '메모', '합계']);
    expect(sheet.truncated).toBe(false);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, values: { '이름*': '김하늘', '생년월일*': '2021-05-05', '입소일*': '2024-03-01', 번호: '7', 메모: '땅콩', 합계: '14' } },
      { rowNumber: 4, values: { '이름*': '이별', '생년월일*': '2020-12-31', '입소일*': '2024.3.4', 번호: '3.5', 합계: '3.5개' } },
    ]);
  });

  it('stops after maxRows non-empty rows and says more exist, leaving no temp file or open handle behind', async () => {
    const bytes = await numberedSheet(1050);
    const [files, resources] = [tempFiles(), process.getActiveResourcesInfo()];
    const sheet = await readSheet(bytes, { maxRows: 1000 });
    expect(sheet.truncated).toBe(true);
    expect(sheet.rows).toHaveLength(1000);
    expect(sheet.rows.at(-1)).toEqual({ rowNumber: 1001, values: { '이름*': '아이1000', '생년월일*': '2021-05-05' } });
    expect(await readSheet(bytes, { maxRows: 1050 })).toMatchObject({ truncated: false, rows: { length: 1050 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tempFiles()).toEqual(files);
    // Other test files' pipes may close meanwhile, so only what the reads opened counts.
    expect(opened(resources, process.getActiveResourcesInfo())).toEqual([]);
  });

  it('reads a workbook without a shared-string table', async () => {
    const sheet = deflated(
      'xl/worksheets/sheet1.xml',
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>이름*</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>가나</t></is></c></row>' +
        '</sheetData></worksheet>',
    );
    const entries = await checkArchive(await numberedSheet(1));
    const bytes = packZip([...entries.filter((e) => e.name !== 'xl/sharedStrings.xml' && !e.name.startsWith('xl/worksheets/')), sheet]);
    expect((await readSheet(bytes)).rows).toEqual([{ rowNumber: 2, values: { '이름*': '가나' } }]);
  });

  it('refuses the reported bomb — 110 MB of repeated rows in ~400 KB — before reading it, with little heap', async () => {
    const bomb = await sheetBomb();
    expect(bomb.data.length).toBeLessThan(1024 * 1024);
    const honest = await replaceEntries(await numberedSheet(1), bomb);
    const lying = await replaceEntries(await numberedSheet(1), { ...bomb, size: 900_000 });
    const before = process.memoryUsage().heapUsed;
    await expect(readSheet(honest)).rejects.toMatchObject({ name: 'ArchiveRefused', reason: 'too-large' });
    await expect(readSheet(lying)).rejects.toMatchObject({ reason: 'size-mismatch' });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('never reads a local entry the central directory does not list (a streaming reader would)', async () => {
    const bytes = withHiddenEntry(await numberedSheet(2), await sheetBomb(30 * 1024 * 1024));
    const before = process.memoryUsage().heapUsed;
    expect((await readSheet(bytes)).rows.map((r) => r.values['이름*'])).toEqual(['아이1', '아이2']);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses garbage (not-zip) and a zip that is not a workbook', async () => {
    await expect(readSheet(Buffer.from('PK\u0003\u0004 this is not a zip at all'))).rejects.toBeInstanceOf(ArchiveRefused);
    await expect(readSheet(Buffer.from('PK\u0003\u0004 this is not a zip at all'))).rejects.toMatchObject({ reason: 'not-zip' });
    const notWorkbook = packZip([stored('word/document.xml', '<w:document/>')]);
    await expect(readSheet(notWorkbook)).rejects.toThrow('not a workbook');
  });
});

/** What is in `after` beyond `before`, counting each kind of resource. */
function opened(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((resource) => {
    const index = left.indexOf(resource);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}
