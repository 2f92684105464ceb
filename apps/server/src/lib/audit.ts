import { auditLog } from '../db/schema/index';
import type { DbOrTx } from '../db/client';
import type { ServiceContext } from './context';
import { FAMILY_AUDIT_ROLE } from './principal';

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
  const { actor: staff, family, origin } = ctx;
  const actor = entry.actor ??
    (family
      ? { id: family.pno, loginId: family.loginId, role: FAMILY_AUDIT_ROLE }
      : { id: staff?.tno ?? null, loginId: staff?.loginId ?? null, role: staff?.role ?? null });
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
