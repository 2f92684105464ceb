import ExcelJS from 'exceljs';

export type SheetColumn<Row> = { header: string; width?: number; value: (row: Row) => string | number | null };

/** One worksheet with a bold Korean header row; returns the .xlsx bytes. */
export async function writeSheet<Row>(sheetName: string, columns: SheetColumn<Row>[], rows: Iterable<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type SheetRows = { headers: string[]; rows: { rowNumber: number; values: Record<string, string> }[] };

/**
 * Reads the first worksheet: the first row is the header, every later non-empty row becomes header → text
 * (dates as yyyy-MM-dd, numbers as written). Throws when the bytes are not a workbook.
 */
export async function readSheet(bytes: Buffer): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value).trim();
  });
  const rows: SheetRows['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    let hasValue = false;
    headers.forEach((header, i) => {
      if (!header) return;
      const text = cellText(row.getCell(i + 1).value).trim();
      if (text) hasValue = true;
      values[header] = text;
    });
    if (hasValue) rows.push({ rowNumber, values });
  });
  return { headers: headers.filter(Boolean), rows };
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
