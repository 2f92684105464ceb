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
  /** The centre, when the context has none (a sign-in: the membership's centre). */
  centreId?: number | null;
};

/** Writes one audit row (who, when, IP, subject, action). Pass the transaction so the row commits with the change. */
export async function writeAudit(db: DbOrTx, ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  const { actor: staff, family, origin } = ctx;
  const actor = entry.actor ??
    (family
      ? { id: family.pno, loginId: family.loginId, role: FAMILY_AUDIT_ROLE }
      : { id: staff?.tno ?? null, loginId: staff?.loginId ?? null, role: staff?.role ?? null });
  await db.insert(auditLog).values({
    // the centre the change happened in: the call's scope (a family call: the child's centre), else the staff member's
    centreId: entry.centreId ?? ctx.scope?.centreId ?? staff?.centreId ?? null,
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
