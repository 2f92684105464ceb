import {
  CHILD_DUPLICATE_MESSAGE,
  CHILD_IMPORT_EXAMPLE_PREFIX,
  CHILD_IMPORT_NOT_XLSX_MESSAGE,
  CHILD_IMPORT_NO_ROWS_MESSAGE,
  CHILD_IMPORT_UNREADABLE_MESSAGE,
  CHILD_MESSAGES,
  CHILD_XLSX_MAX_ROWS,
  allergenName,
  childBodySchema,
  childGenderLabels,
  childImportClassMessage,
  childImportColumns,
  childImportConsentMessage,
  childImportDuplicateRowMessage,
  childImportGenderMessage,
  childImportMissingHeadersMessage,
  childImportRejectedMessage,
  childImportTooManyRowsMessage,
  childStatusLabels,
  parseAllergyText,
  type ChildBody,
  type ChildExportQuery,
  type ChildImportColumn,
  type ChildImportRejection,
  type ChildImportResult,
  type ChildListItem,
} from '@kg/contract';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { AppError, invalid } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { readSheet, writeSheet, type SheetColumn, type SheetRows, type WorkbookFile } from '../../lib/xlsx';
import { ArchiveRefused } from '../../lib/zip-guard';
import { FILES_FIELD } from '../file/file.upload';
import { childRepository as repo, type ClassRow } from './child.repository';
import { CHILD_SUBJECT, insertChild, presentList } from './child.service';

/** The most rows one export writes (a centre has a few hundred children; this bounds a mistaken query). */
const EXPORT_MAX_ROWS = 5000;

const yesNo = (value: boolean) => (value ? 'Y' : 'N');

const exportColumns: SheetColumn<ChildListItem>[] = [
  { header: '원아번호', width: 10, value: (c) => c.childCode },
  { header: '이름', value: (c) => c.name },
  { header: '생년월일', width: 12, value: (c) => c.birthDate },
  { header: '만 나이', width: 8, value: (c) => c.ageYears },
  { header: '성별', width: 6, value: (c) => childGenderLabels[c.gender] },
  { header: '반', value: (c) => c.className ?? '미배정' },
  { header: '상태', width: 8, value: (c) => childStatusLabels[c.status] },
  { header: '입소일', width: 12, value: (c) => c.admissionDate },
  { header: '퇴소일', width: 12, value: (c) => c.leaveDate },
  // the numbers by name, then the other foods: the import reads it back the same (parseAllergyText)
  { header: '알레르기', width: 20, value: (c) => [...c.allergyCodes.map(allergenName), c.allergies].filter(Boolean).join(', ') },
  { header: '건강 특이사항', width: 24, value: (c) => c.healthNotes },
  { header: '사진 동의', width: 9, value: (c) => yesNo(c.photoConsent) },
  { header: '보호자', width: 20, value: (c) => c.parents.map((p) => `${p.name}(${p.relation})`).join(', ') },
  { header: '보호자 연락처', width: 20, value: (c) => c.parents.flatMap((p) => (p.phone ? [p.phone] : [])).join(', ') },
];

/** GET export: the current search as .xlsx with Korean headers; the export itself is audit-logged. */
export async function exportChildren(ctx: ServiceContext, query: ChildExportQuery): Promise<WorkbookFile> {
  const rows = await repo.searchAll(ctx.db, requireCentre(ctx), query, EXPORT_MAX_ROWS);
  const today = ctx.today();
  const items = presentList(rows, today);
  const bytes = await writeSheet('원아 목록', exportColumns, items);
  await writeAudit(ctx.db, ctx, {
    action: 'CHILD_EXPORTED',
    subjectType: CHILD_SUBJECT,
    detail: { count: items.length, status: query.status ?? null, classId: query.classId ?? null, searchType: query.searchType ?? null },
  });
  return { bytes, fileName: `원아목록_${today}.xlsx` };
}

// ------------------------------------------------------------------------------------------------ import

const header = (column: ChildImportColumn) => childImportColumns[column];
const templateColumns = (Object.keys(childImportColumns) as ChildImportColumn[]).map((column) => ({
  header: header(column),
  width: column === 'address' || column === 'healthNotes' ? 24 : 14,
  value: (row: Record<ChildImportColumn, string>) => row[column],
}));

/** GET import/template: the headers and one example row (skipped on import by its "(예시)" name). */
export async function importTemplate(ctx: ServiceContext): Promise<WorkbookFile> {
  const classes = await repo.findClassesByName(ctx.db, requireCentre(ctx));
  const example: Record<ChildImportColumn, string> = {
    name: `${CHILD_IMPORT_EXAMPLE_PREFIX} 김하늘`,
    birthDate: '2021-05-05',
    gender: '여',
    className: [...classes.keys()][0] ?? '',
    admissionDate: ctx.today(),
    allergies: '땅콩, 복숭아',
    healthNotes: '천식 (흡입기 가방에 있음)',
    photoConsent: 'Y',
    address: '서울시 마포구 행복로 12',
    memo: '',
    contactName: '김할머니',
    contactRelation: '조모',
    contactPhone: '010-1234-5678',
  };
  return { bytes: await writeSheet('원아 등록 양식', templateColumns, [example]), fileName: '원아_일괄등록_양식.xlsx' };
}

/**
 * The workbook's first sheet, read no further than the row limit allows (plus the template's example row). A zip
 * that is too large unpacked or damaged is a 400; bytes that do not open as a workbook are refused as not .xlsx.
 */
async function readWorkbook(bytes: Buffer): Promise<SheetRows> {
  try {
    return await readSheet(bytes, { maxRows: CHILD_XLSX_MAX_ROWS + 1 });
  } catch (error) {
    if (error instanceof ArchiveRefused && error.reason !== 'not-zip') throw invalid(FILES_FIELD, CHILD_IMPORT_UNREADABLE_MESSAGE);
    throw new AppError('UNSUPPORTED_TYPE', CHILD_IMPORT_NOT_XLSX_MESSAGE);
  }
}

const GENDERS: Record<string, 'M' | 'F'> = { 남: 'M', 남자: 'M', 남아: 'M', m: 'M', 여: 'F', 여자: 'F', 여아: 'F', f: 'F' };
const CONSENTS: Record<string, boolean> = { y: true, yes: true, o: true, 예: true, 동의: true, n: false, no: false, x: false, 아니오: false, 미동의: false, '': false };

/** 2021.5.5, 2021/05/05, 20210505 → 2021-05-05 (anything else is left for the schema to refuse). */
function normaliseDate(value: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const parts = /^(\d{4})[-./]\s*(\d{1,2})[-./]\s*(\d{1,2})\.?$/.exec(value);
  return parts ? `${parts[1]}-${parts[2].padStart(2, '0')}-${parts[3].padStart(2, '0')}` : value;
}

/** Which template column a schema issue path belongs to. */
function columnOf(path: PropertyKey[]): string {
  const [field, , sub] = path;
  if (field === 'emergencyContacts') return header(sub === 'relation' ? 'contactRelation' : sub === 'phone' ? 'contactPhone' : 'contactName');
  return field in childImportColumns ? header(field as ChildImportColumn) : String(field);
}

type ParsedRow = { rowNumber: number; name: string; body?: ChildBody; reasons: string[] };

/** The '알레르기' cell: standard names and common synonyms become numbers, the rest stays as text (docs/product/menu.md). */
function importedAllergies(text: string): { allergyCodes: number[]; allergies: string } {
  const { codes, other } = parseAllergyText(text);
  return { allergyCodes: codes, allergies: other };
}

function parseRow(rowNumber: number, values: Record<string, string>, classes: Map<string, ClassRow>, today: string): ParsedRow {
  const cell = (column: ChildImportColumn) => values[header(column)] ?? '';
  const reasons: string[] = [];
  const gender = GENDERS[cell('gender').toLowerCase()];
  if (!gender) reasons.push(`${header('gender')}: ${childImportGenderMessage}`);
  const consent = CONSENTS[cell('photoConsent').toLowerCase()];
  if (consent === undefined) reasons.push(`${header('photoConsent')}: ${childImportConsentMessage}`);
  const className = cell('className');
  const cls = className ? classes.get(className) : undefined;
  if (className && !cls) reasons.push(`${header('className')}: ${childImportClassMessage(className)}`);
  const hasContact = [cell('contactName'), cell('contactRelation'), cell('contactPhone')].some(Boolean);
  const parsed = childBodySchema.safeParse({
    name: cell('name'),
    birthDate: normaliseDate(cell('birthDate')),
    gender: gender ?? 'M',
    classId: cls?.id ?? null,
    admissionDate: normaliseDate(cell('admissionDate')),
    ...importedAllergies(cell('allergies')),
    healthNotes: cell('healthNotes'),
    photoConsent: consent ?? false,
    address: cell('address'),
    memo: cell('memo'),
    emergencyContacts: hasContact ? [{ name: cell('contactName'), relation: cell('contactRelation'), phone: cell('contactPhone') }] : [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) reasons.push(`${columnOf(issue.path)}: ${issue.message}`);
  } else if (parsed.data.birthDate > today) {
    reasons.push(`${header('birthDate')}: ${CHILD_MESSAGES.birthDateFuture}`);
  }
  return { rowNumber, name: cell('name'), body: parsed.success ? parsed.data : undefined, reasons };
}

/** Rejections for name + birth date pairs seen twice in the file or already registered. */
async function markDuplicates(ctx: ServiceContext, rows: ParsedRow[]): Promise<void> {
  const valid = rows.filter((r) => r.body);
  const existing = await repo.existingPairs(ctx.db, requireCentre(ctx), valid.map((r) => r.body!));
  const firstRow = new Map<string, number>();
  for (const row of valid) {
    const key = `${row.body!.name}|${row.body!.birthDate}`;
    if (existing.has(key)) row.reasons.push(CHILD_DUPLICATE_MESSAGE);
    const seen = firstRow.get(key);
    if (seen !== undefined) row.reasons.push(childImportDuplicateRowMessage(seen));
    else firstRow.set(key, row.rowNumber);
  }
}

/**
 * POST import: every row is checked with the contract's child schema. If any row is rejected nothing is imported
 * and the 400 lists each rejected row with its Korean reasons; otherwise all rows go in one transaction.
 */
export async function importChildren(ctx: ServiceContext, workbook: Buffer): Promise<ChildImportResult> {
  const sheet = await readWorkbook(workbook);
  const required = (Object.values(childImportColumns) as string[]).filter((h) => h.endsWith('*'));
  const missing = required.filter((h) => !sheet.headers.includes(h));
  if (missing.length) throw invalid(FILES_FIELD, childImportMissingHeadersMessage(missing));
  const dataRows = sheet.rows.filter((r) => !(r.values[header('name')] ?? '').startsWith(CHILD_IMPORT_EXAMPLE_PREFIX));
  if (dataRows.length === 0) throw invalid(FILES_FIELD, CHILD_IMPORT_NO_ROWS_MESSAGE);
  if (sheet.truncated || dataRows.length > CHILD_XLSX_MAX_ROWS) throw invalid(FILES_FIELD, childImportTooManyRowsMessage(CHILD_XLSX_MAX_ROWS));

  const classes = await repo.findClassesByName(ctx.db, requireCentre(ctx));
  const today = ctx.today();
  const parsed = dataRows.map((r) => parseRow(r.rowNumber, r.values, classes, today));
  await markDuplicates(ctx, parsed);
  const rejected: ChildImportRejection[] = parsed
    .filter((r) => r.reasons.length > 0)
    .map((r) => ({ rowNumber: r.rowNumber, name: r.name, reasons: r.reasons }));
  if (rejected.length) throw new AppError('VALIDATION', childImportRejectedMessage(rejected.length), { rows: rejected });

  await ctx.db.transaction(async (tx) => {
    for (const row of parsed) await insertChild(tx, ctx, row.body!, 'excel');
    await writeAudit(tx, ctx, { action: 'CHILD_IMPORTED', subjectType: CHILD_SUBJECT, detail: { count: parsed.length } });
  });
  return { imported: parsed.length };
}
