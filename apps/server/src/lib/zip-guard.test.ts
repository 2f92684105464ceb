import { describe, expect, it } from 'vitest';
import { CHILD_XLSX_MAX_ROWS, childImportColumns } from '@kg/contract';
import { writeSheet } from './xlsx';
import { ZIP_LIMITS, checkArchive, packZip, type ArchiveRefusal } from './zip-guard';
import { deflated, sheetBomb, stored } from './zip.test-utils';

const refusal = (reason: ArchiveRefusal) => expect.objectContaining({ name: 'ArchiveRefused', reason });
/** Offsets in a packZip archive: its central directory and the first entry's local header (at 0). */
const centralOf = (zip: Buffer) => zip.readUInt32LE(zip.length - 6);
const patched = (zip: Buffer, edit: (copy: Buffer) => void) => {
  const copy = Buffer.from(zip);
  edit(copy);
  return copy;
};
const sheetXml = deflated('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"/></sheetData></worksheet>');

describe('checkArchive', () => {
  it('passes the largest legitimate import with a wide margin (every text column full, 1,001 rows)', async () => {
    const korean = (length: number, seed: number) =>
      Array.from({ length }, (_, i) => String.fromCharCode(0xac00 + ((seed * 7919 + i * 104729) % 11172))).join('');
    const lengths = { name: 50, className: 20, allergies: 500, healthNotes: 1000, address: 200, memo: 1000, contactName: 50, contactRelation: 20 };
    const columns = (Object.keys(childImportColumns) as (keyof typeof childImportColumns)[]).map((key, col) => ({
      header: childImportColumns[key],
      value: (row: number) => (key in lengths ? korean(lengths[key as keyof typeof lengths], row * 13 + col) : '2021-05-05'),
    }));
    const bytes = await writeSheet('원아 등록 양식', columns, Array.from({ length: CHILD_XLSX_MAX_ROWS + 1 }, (_, i) => i));
    const entries = await checkArchive(bytes);
    const total = entries.reduce((sum, e) => sum + e.size, 0);
    expect(Math.max(...entries.map((e) => e.size)) * 3).toBeLessThan(ZIP_LIMITS.maxEntrySize);
    expect(total * 3).toBeLessThan(ZIP_LIMITS.maxTotalSize);
  });

  it('refuses what is not a zip, or a zip whose end record or directory is garbled', async () => {
    const good = packZip([stored('a.txt', 'hello'), sheetXml]);
    expect(await checkArchive(good)).toMatchObject([{ name: 'a.txt', size: 5 }, { name: 'xl/worksheets/sheet1.xml' }]);
    await expect(checkArchive(Buffer.alloc(0))).rejects.toEqual(refusal('not-zip'));
    await expect(checkArchive(Buffer.from('PK\u0003\u0004 garbage, no directory'))).rejects.toEqual(refusal('not-zip'));
    await expect(checkArchive(good.subarray(0, good.length - 3))).rejects.toEqual(refusal('not-zip'));
    await expect(checkArchive(patched(good, (z) => z.writeUInt32LE(good.length, z.length - 6)))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(patched(good, (z) => z.writeUInt32LE(0x12345678, centralOf(z))))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(patched(good, (z) => z.writeUInt16LE(1, z.length - 22 + 4)))).rejects.toEqual(refusal('corrupt'));
  });

  it('refuses ZIP64, encryption and compression methods other than stored and deflate', async () => {
    const zip = packZip([sheetXml]);
    const cd = centralOf(zip);
    await expect(checkArchive(patched(zip, (z) => z.writeUInt16LE(0xffff, z.length - 22 + 10)))).rejects.toEqual(refusal('zip64'));
    await expect(checkArchive(patched(zip, (z) => z.writeUInt32LE(0xffffffff, cd + 24)))).rejects.toEqual(refusal('zip64'));
    await expect(checkArchive(patched(zip, (z) => z.writeUInt16LE(0x0801, cd + 8)))).rejects.toEqual(refusal('encrypted'));
    const bzip2 = patched(zip, (z) => [z.writeUInt16LE(12, 8), z.writeUInt16LE(12, cd + 10)]);
    await expect(checkArchive(bzip2)).rejects.toEqual(refusal('unsupported-method'));
  });

  it('refuses a local header that disagrees with the directory, and duplicate names', async () => {
    const zip = packZip([sheetXml]);
    await expect(checkArchive(patched(zip, (z) => z.writeUInt32LE(z.readUInt32LE(22) + 1, 22)))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(patched(zip, (z) => z.write('y', 30)))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(patched(zip, (z) => z.writeUInt16LE(0, 8)))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(packZip([stored('a', 'x'), stored('a', 'y')]))).rejects.toEqual(refusal('corrupt'));
    // sizes deferred to a data descriptor (flag 3, zeros in the local header) are fine: the directory has them
    const deferred = patched(zip, (z) => [z.writeUInt16LE(0x0808, 6), z.fill(0, 14, 26)]);
    expect(await checkArchive(deferred)).toHaveLength(1);
  });

  it('refuses too many entries before looking at any of them', async () => {
    const many = packZip(Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => stored(`f${i}`, '')));
    await expect(checkArchive(many)).rejects.toEqual(refusal('too-many-entries'));
    expect(await checkArchive(packZip(Array.from({ length: ZIP_LIMITS.maxEntries }, (_, i) => stored(`f${i}`, ''))))).toHaveLength(1000);
  });

  it('refuses declared sizes over the limits and an extreme compression ratio', async () => {
    const bomb = await sheetBomb();
    await expect(checkArchive(packZip([bomb]))).rejects.toEqual(refusal('too-large'));
    const parts = [deflated('a', 'x'.repeat(2000)), deflated('b', 'y'.repeat(2000))];
    await expect(checkArchive(packZip(parts), { ...ZIP_LIMITS, maxTotalSize: 3000 })).rejects.toEqual(refusal('too-large'));
    const zeros = deflated('xl/worksheets/sheet1.xml', Buffer.alloc(5 * 1024 * 1024));
    await expect(checkArchive(packZip([zeros]))).rejects.toEqual(refusal('ratio'));
    expect(await checkArchive(packZip([deflated('small', Buffer.alloc(1024 * 1024))]))).toHaveLength(1);
  });

  it('refuses an entry inflating past its declared size, stopping there (heap stays small)', async () => {
    const bomb = await sheetBomb();
    const lying = packZip([{ ...bomb, size: 1000 }]);
    const before = process.memoryUsage().heapUsed;
    await expect(checkArchive(lying)).rejects.toEqual(refusal('size-mismatch'));
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses an entry shorter than declared, a wrong CRC and broken deflate data', async () => {
    const text = '<worksheet/>'.repeat(10);
    await expect(checkArchive(packZip([deflated('a', text, { size: text.length + 1 })]))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(packZip([deflated('a', text, { size: text.length, crc: 1 })]))).rejects.toEqual(refusal('corrupt'));
    await expect(checkArchive(packZip([{ ...deflated('a', text), data: Buffer.from([0xff, 0xff, 0xff]) }]))).rejects.toEqual(refusal('corrupt'));
  });
});
