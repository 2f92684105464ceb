import type { Centre, CentreSettingsBody, LoginData, Membership } from '@kg/contract';
import { writeAudit } from '../../lib/audit';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { findSiblingMembership, listMemberships } from '../auth/auth.repository';
import type { StaffAuthService } from '../auth/auth.plugin';
import type { IssuedSession, LoginClient } from '../auth/auth.service';
import { centreRepository as repo } from './centre.repository';
import { toCentre } from './centre.presenter';

const CENTRE_NOT_FOUND_MESSAGE = '원을 찾을 수 없습니다.';

/** The session's centre and its settings (docs/product/centre.md). */
export async function getCentre(ctx: ServiceContext): Promise<Centre> {
  const row = await repo.find(ctx.db, requireCentre(ctx));
  if (!row) throw notFound(CENTRE_NOT_FOUND_MESSAGE);
  return toCentre(row);
}

/** 원 정보: the director edits the centre's settings; audited with the fields that changed. */
export async function updateCentre(ctx: ServiceContext, body: CentreSettingsBody): Promise<Centre> {
  const centreId = requireCentre(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.find(tx, centreId);
    if (!before) throw notFound(CENTRE_NOT_FOUND_MESSAGE);
    await repo.update(tx, centreId, body, ctx.now());
    const changed = (Object.keys(body) as (keyof CentreSettingsBody)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(body[k]));
    await writeAudit(tx, ctx, { action: 'CENTRE_UPDATED', subjectType: 'centre', subjectId: centreId, detail: { changed } });
    const after = await repo.find(tx, centreId);
    return toCentre(after!);
  });
}

/** The login pages of a single-centre deployment show its name; with several centres, none. */
export async function getPublicCentre(ctx: ServiceContext): Promise<{ name: string | null }> {
  return { name: await repo.soleCentreName(ctx.db) };
}

/** Every centre the signed-in login works in (the switcher). */
export function listMyCentres(ctx: ServiceContext): Promise<Membership[]> {
  return listMemberships(ctx.db, requireActor(ctx).accountId);
}

/**
 * Starts a session in another centre of the same login (docs/decisions/017-centres-and-policies.md): a centre the
 * login has no active membership in answers 404. The current session ends (SWITCHED); the new one keeps remember-me.
 */
export async function switchCentre(
  ctx: ServiceContext,
  auth: StaffAuthService,
  centreId: number,
  session: { rememberMe: boolean; client: LoginClient },
): Promise<IssuedSession<LoginData>> {
  const actor = requireActor(ctx);
  const membership = await findSiblingMembership(ctx.db, actor.tno, centreId);
  if (!membership) throw notFound(CENTRE_NOT_FOUND_MESSAGE);
  return auth.startSession(
    ctx,
    { id: membership.id, loginId: actor.loginId, role: membership.role, lastLoginAt: null },
    { rememberMe: session.rememberMe, client: session.client, replaces: actor.sessionId, switchedFrom: String(actor.centreId) },
  );
}
