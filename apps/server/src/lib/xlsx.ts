import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';
import { checkArchive, packZip } from './zip-guard';

export type SheetColumn<Row> = { header: string; width?: number; value: (row: Row) => string | number | null };

/** ExcelJS is loaded by the first export or import, not at start (docs/decisions/009). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** One worksheet with a bold Korean header row; returns the .xlsx bytes. */
export async function writeSheet<Row>(sheetName: string, columns: SheetColumn<Row>[], rows: Iterable<Row>): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type SheetRows = {
  headers: string[];
  rows: { rowNumber: number; values: Record<string, string> }[];
  /** The sheet has more non-empty rows than `maxRows`; reading stopped after the first `maxRows`. */
  truncated: boolean;
};

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const EMPTY_SHARED_STRINGS = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/**
 * Reads the first worksheet as a stream: the first row is the header, every later non-empty row becomes header → text
 * of its non-empty cells (dates as yyyy-MM-dd, numbers as written), and reading stops after `maxRows` such rows.
 * The archive is checked first (lib/zip-guard: throws ArchiveRefused); other bytes that are not a workbook throw too.
 */
export async function readSheet(bytes: Buffer, { maxRows = Infinity }: { maxRows?: number } = {}): Promise<SheetRows> {
  const source = Readable.from([await streamableWorkbook(bytes)]);
  const reader = new (await excel()).stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // number formats tell date cells from numbers
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const headers: string[] = [];
  const rows: SheetRows['rows'] = [];
  let truncated = false;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number === 1) {
          row.eachCell((cell, col) => {
            headers[col - 1] = cellText(cell.value).trim();
          });
          continue;
        }
        // only the cells a row has: a sheet of many headers and sparse rows costs no more than its XML
        const values: Record<string, string> = {};
        row.eachCell((cell, col) => {
          const text = headers[col - 1] ? cellText(cell.value).trim() : '';
          if (text) values[headers[col - 1]] = text;
        });
        if (Object.keys(values).length === 0) continue;
        if (rows.length === maxRows) {
          truncated = true;
          break;
        }
        rows.push({ rowNumber: row.number, values });
      }
      break; // the first worksheet only
    }
  } finally {
    source.destroy();
  }
  return { headers: headers.filter(Boolean), rows, truncated };
}

/**
 * The checked archive re-packed with only what the reader needs, in an order it can stream: ExcelJS's reader spools a
 * sheet that comes before the shared strings (as in ExcelJS's own and Excel's files) to a temp file it removes only
 * when the whole sheet has been read — so the sheet goes last, with an empty string table if the workbook has none.
 */
async function streamableWorkbook(bytes: Buffer): Promise<Buffer> {
  const entries = new Map((await checkArchive(bytes)).map((entry) => [entry.name, entry]));
  const sheetNumber = (name: string) => Number(SHEET_PART.exec(name)?.[1] ?? Infinity);
  const [sheet] = [...entries.keys()].filter((name) => SHEET_PART.test(name)).sort((a, b) => sheetNumber(a) - sheetNumber(b));
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  const book = entries.get('xl/workbook.xml');
  if (!sheet || !rels || !book) throw new Error('not a workbook: no xl/workbook.xml, its relationships or a worksheet');
  const sharedStrings = entries.get(SHARED_STRINGS) ?? {
    name: SHARED_STRINGS,
    method: 0,
    crc: zlib.crc32(EMPTY_SHARED_STRINGS),
    size: EMPTY_SHARED_STRINGS.length,
    data: EMPTY_SHARED_STRINGS,
  };
  const styles = entries.get('xl/styles.xml');
  return packZip([rels, book, sharedStrings, ...(styles ? [styles] : []), entries.get(sheet)!]);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook a service made for download: its bytes and the Korean file name the browser saves it under. */
export type WorkbookFile = { bytes: Buffer; fileName: string };
