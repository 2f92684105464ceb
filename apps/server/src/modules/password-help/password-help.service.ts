import {
  PASSWORD_HELP_NOT_FOUND_MESSAGE,
  PASSWORD_HELP_SENT_MESSAGE,
  type PasswordHelpBody,
  type PasswordHelpRealm,
  type PasswordHelpRequest,
  type PasswordHelpSent,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { passwordHelpRepository as repo } from './password-help.repository';

const subjectOf = (realm: PasswordHelpRealm) => (realm === 'staff' ? 'teacher' : 'parent');

/**
 * 비밀번호를 잊으셨나요? (docs/product/auth.md#forgotten-passwords): a request whose login id and name match an account
 * reaches the director; any other is dropped. Either way the answer is the same and takes the same one lookup, so it
 * tells nobody whether an account exists. The route caps requests per address.
 */
export async function requestPasswordHelp(ctx: ServiceContext, realm: PasswordHelpRealm, body: PasswordHelpBody): Promise<PasswordHelpSent> {
  await ctx.db.transaction(async (tx) => {
    for (const accountId of await repo.findAccounts(tx, realm, body.loginId, body.name)) {
      await repo.upsertOpen(tx, realm, accountId, ctx.now());
      await writeAudit(tx, ctx, { action: 'PASSWORD_HELP_REQUESTED', subjectType: subjectOf(realm), subjectId: accountId, detail: {} });
    }
  });
  return { message: PASSWORD_HELP_SENT_MESSAGE };
}

/** The open requests of the centre's teachers or parents, for 교사 관리 and 학부모 관리. */
export async function listPasswordHelp(ctx: ServiceContext, realm: PasswordHelpRealm): Promise<PasswordHelpRequest[]> {
  const rows = await repo.listOpen(ctx.db, realm, requireCentre(ctx));
  return rows.map((row) => ({ ...row, realm, requestedAt: row.requestedAt.toISOString() }));
}

/** The director closes a request without a one-time password (the user remembered, or it was not them). */
export async function dismissPasswordHelp(ctx: ServiceContext, id: number): Promise<null> {
  const principal = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.dismiss(tx, id, principal.tno, requireCentre(ctx), ctx.now()))) throw notFound(PASSWORD_HELP_NOT_FOUND_MESSAGE);
    await writeAudit(tx, ctx, { action: 'PASSWORD_HELP_DISMISSED', subjectType: 'password_help', subjectId: id, detail: {} });
  });
  return null;
}

/**
 * A one-time password was given to the account (teacher-password.service, parent.service): its open requests are
 * answered, in the same transaction.
 */
export async function closePasswordHelp(tx: DbOrTx, ctx: ServiceContext, realm: PasswordHelpRealm, accountId: number): Promise<void> {
  await repo.closeIssued(tx, realm, accountId, ctx.actor?.tno ?? null, ctx.now());
}
