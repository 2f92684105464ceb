import { childStatusLabels, parentStatusLabels, type ParentSearchQuery } from '@kg/contract';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { writeAudit } from '../../lib/audit';
import { writeSheet, type SheetColumn, type WorkbookFile } from '../../lib/xlsx';
import { parentRepository as repo, type ParentChildRow, type ParentRow } from './parent.repository';
import { byParent } from './parent.presenter';

/** More rows than any centre has parents: the export is never cut short in practice, and never unbounded. */
const EXPORT_LIMIT = 20_000;

type ExportRow = { parent: ParentRow; children: ParentChildRow[] };

const dateTime = (value: Date | null, timeZone: string): string =>
  value ? new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(value) : '';

function columns(timeZone: string, now: Date): SheetColumn<ExportRow>[] {
  return [
    { header: '아이디', width: 16, value: (r) => r.parent.loginId },
    { header: '이름', width: 12, value: (r) => r.parent.name },
    { header: '휴대전화', width: 16, value: (r) => r.parent.phone },
    { header: '이메일', width: 26, value: (r) => r.parent.email },
    { header: '상태', width: 10, value: (r) => parentStatusLabels[r.parent.status] },
    { header: '로그인 잠김', width: 10, value: (r) => (r.parent.lockedUntil && r.parent.lockedUntil > now ? '잠김' : '') },
    { header: '로그인 실패', width: 10, value: (r) => r.parent.failedCount },
    {
      header: '자녀',
      width: 30,
      value: (r) => r.children.map((c) => `${c.name}(${c.relation}${c.status === 'active' ? '' : `, ${childStatusLabels[c.status]}`})`).join(', '),
    },
    { header: '반', width: 16, value: (r) => [...new Set(r.children.map((c) => c.className).filter(Boolean))].join(', ') },
    { header: '최근 로그인', width: 18, value: (r) => dateTime(r.parent.lastLoginAt, timeZone) },
    { header: '퇴소일', width: 12, value: (r) => r.parent.leaveDate },
    { header: '등록일', width: 12, value: (r) => dateTime(r.parent.createdAt, timeZone).slice(0, 10) },
  ];
}

/** The parent list of the current search as .xlsx with Korean headers; the export itself is audit-logged. */
export async function exportParents(ctx: ServiceContext, query: ParentSearchQuery): Promise<WorkbookFile> {
  const centreId = requireCentre(ctx);
  const parents = await repo.searchAll(ctx.db, centreId, query, EXPORT_LIMIT);
  const children = byParent(await repo.childrenOf(ctx.db, centreId, parents.map((p) => p.id)));
  const rows = parents.map((parent) => ({ parent, children: children.get(parent.id) ?? [] }));
  const bytes = await writeSheet('학부모', columns(ctx.actor?.timeZone ?? ctx.config.timeZone, ctx.now()), rows);
  await writeAudit(ctx.db, ctx, {
    action: 'PARENT_EXPORTED',
    subjectType: 'parent',
    // the keyword may itself be personal data (a phone number): only the kind of search is kept
    detail: { count: rows.length, searchType: query.searchType ?? null, status: query.status ?? null },
  });
  return { fileName: `학부모_목록_${ctx.today()}.xlsx`, bytes };
}
