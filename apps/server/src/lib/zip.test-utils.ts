import { once } from 'node:events';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { checkArchive, packZip, type ZipEntry } from './zip-guard';

/** A deflated entry; `declare` overrides the size (and CRC) its headers claim — a lying header. */
export function deflated(name: string, content: Buffer | string, declare?: { size: number; crc?: number }): ZipEntry {
  const bytes = Buffer.from(content);
  return {
    name,
    method: 8,
    crc: declare ? (declare.crc ?? 0) : zlib.crc32(bytes),
    size: declare?.size ?? bytes.length,
    data: zlib.deflateRawSync(bytes),
  };
}

export function stored(name: string, content: Buffer | string): ZipEntry {
  const bytes = Buffer.from(content);
  return { name, method: 0, crc: zlib.crc32(bytes), size: bytes.length, data: bytes };
}

/**
 * The deflated bytes of `head` + `unit` repeated up to `totalBytes` + `tail`, compressed as they are produced (the
 * inflated text never exists in memory), with the true size and CRC: the shape of the sheet bomb that was reported.
 */
export async function deflatedRun(name: string, parts: { head: string; unit: string; tail: string; totalBytes: number }): Promise<ZipEntry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.from(parts.unit.repeat(Math.ceil((1024 * 1024) / parts.unit.length)));
  let crc = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  await write(Buffer.from(parts.head));
  while (size < parts.totalBytes) await write(block);
  await write(Buffer.from(parts.tail));
  deflate.end();
  await once(deflate, 'end');
  return { name, method: 8, crc, size, data: Buffer.concat(out) };
}

/** 110 MB of repeated rows as one worksheet entry, about 400 KB compressed (~300:1). */
export const sheetBomb = (totalBytes = 110 * 1024 * 1024) =>
  deflatedRun('xl/worksheets/sheet1.xml', {
    head: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    unit: '<row r="2"><c r="A2" t="inlineStr"><is><t>폭탄</t></is></c><c r="B2" t="inlineStr"><is><t>2021-01-01</t></is></c></row>',
    tail: '</sheetData></worksheet>',
    totalBytes,
  });

/** A real workbook's entries with some replaced (by name) or added, as a new archive. */
export async function replaceEntries(workbook: Buffer, ...replacements: ZipEntry[]): Promise<Buffer> {
  const entries = await checkArchive(workbook);
  const byName = new Map(replacements.map((e) => [e.name, e]));
  const kept = entries.map((e) => byName.get(e.name) ?? e);
  return packZip([...kept, ...replacements.filter((r) => !entries.some((e) => e.name === r.name))]);
}

/**
 * `archive` with a local record for `hidden` put in front of its first entry but left out of the central directory:
 * a reader that walks local headers sees it, one that trusts the directory does not.
 */
export function withHiddenEntry(archive: Buffer, hidden: ZipEntry): Buffer {
  const withIt = packZip([hidden]);
  const record = withIt.subarray(0, withIt.readUInt32LE(withIt.length - 6)); // up to its central directory
  const shifted = Buffer.from(archive);
  const end = shifted.length - 22;
  const cdOffset = shifted.readUInt32LE(end + 16);
  for (let at = cdOffset; at < end; at += 46 + shifted.readUInt16LE(at + 28) + shifted.readUInt16LE(at + 30) + shifted.readUInt16LE(at + 32)) {
    shifted.writeUInt32LE(shifted.readUInt32LE(at + 42) + record.length, at + 42);
  }
  shifted.writeUInt32LE(cdOffset + record.length, end + 16);
  return Buffer.concat([record, shifted]);
}

/**
 * An ExcelJS workbook with real cell types: the header row, then rows of strings, numbers, dates, rich text, formulas;
 * `formats` gives some columns (1-based) a number format.
 */
export async function typedWorkbook(headers: string[], rows: ExcelJS.CellValue[][], formats: Record<number, string> = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원아 등록 양식');
  sheet.addRow(headers);
  for (const values of rows) {
    const row = sheet.addRow(values);
    for (const [col, numFmt] of Object.entries(formats)) row.getCell(Number(col)).numFmt = numFmt;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
