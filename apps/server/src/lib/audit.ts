import { auditLog } from '../db/schema/index';
import type { DbOrTx } from '../db/client';
import type { ServiceContext } from './context';

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  /** What changed, without secrets or the personal data itself (ids, statuses, reasons). */
  detail?: Record<string, unknown>;
  /** When the context has no actor yet (login), who the action was about. */
  actor?: { id: number | null; loginId: string | null; role: string | null };
};

/** Writes one audit row (who, when, IP, subject, action). Pass the transaction so the row commits with the change. */
export async function writeAudit(db: DbOrTx, ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  const { actor: principal, origin } = ctx;
  const actor = entry.actor ?? {
    id: principal?.tno ?? null,
    loginId: principal?.loginId ?? null,
    role: principal?.role ?? null,
  };
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorLoginId: actor.loginId,
    actorRole: actor.role,
    ip: origin.ip,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    detail: entry.detail ?? null,
    requestId: origin.requestId,
  });
}
