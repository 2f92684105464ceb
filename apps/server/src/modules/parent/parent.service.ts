import {
  CHILD_NOT_FOUND_FOR_PARENT_MESSAGE,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PARENT_ALREADY_LINKED_MESSAGE,
  PARENT_LINK_CANDIDATES_MAX,
  PARENT_NOT_LINKED_MESSAGE,
  PARENT_CONTACT_MAX,
  PARENT_LOGIN_ID_TAKEN_MESSAGE,
  parentActionEndsSessions,
  parentContactKindLabels,
  parentStatusAfter,
  maskPhone,
  passwordSchema,
  type AddParentContactBody,
  type ChangeParentInfoBody,
  type ClassParentPage,
  type ClassParentsQuery,
  type CreateParentBody,
  type CreatedParent,
  type LinkParentBody,
  type ParentLinkCandidates,
  type ParentLinkCandidatesQuery,
  type DestroyParentsBody,
  type DestroyParentsResult,
  type ParentChild,
  type ParentContactKind,
  type ParentDetail,
  type ParentPage,
  type ParentSearchQuery,
  type ParentStatusAction,
  type ParentToBeDeletedPage,
  type ParentToBeDeletedQuery,
  type ResetParentFailedBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { FAMILY_ACCOUNT_KEY_PREFIX, forgiveFailures } from '../auth/login-throttle';
import { PARENT_AUDIT_SUBJECT } from '../../lib/principal';
import { oneTimePassword } from '../../lib/one-time-password';
import { toPage } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { destroyDue, retainUntil, retentionRule, type RetentionSubject } from '../retention/retention';
import { followParentLinks } from './parent-leave';
import { parentRepository as repo, type ParentRow } from './parent.repository';
import { byParent, toClassParentItem, toParentChild, toParentDetail, toParentListItem, toParentToBeDeleted } from './parent.presenter';
import { closePasswordHelp } from '../password-help/password-help.service';

const NOT_FOUND_MESSAGE = '학부모를 찾을 수 없습니다.';
const SUBJECT = PARENT_AUDIT_SUBJECT;

// ------------------------------------------------------------------------------------------------ reading

export async function searchParents(ctx: ServiceContext, query: ParentSearchQuery): Promise<ParentPage> {
  const centreId = requireCentre(ctx);
  const { rows, total } = await repo.search(ctx.db, centreId, query);
  const children = byParent(await repo.childrenOf(ctx.db, centreId, rows.map((r) => r.id)));
  const now = ctx.now();
  return toPage(
    rows.map((row) => toParentListItem(row, children.get(row.id) ?? [], now)),
    query,
    total,
  );
}

async function loadDetail(ctx: ServiceContext, db: DbOrTx, row: ParentRow): Promise<ParentDetail> {
  const ids = [row.id];
  const [children, phones, emails, mobiles] = await Promise.all([
    repo.childrenOf(db, requireCentre(ctx), ids),
    repo.contactsOf(db, 'phone', ids),
    repo.contactsOf(db, 'email', ids),
    repo.contactsOf(db, 'mobile', ids),
  ]);
  return toParentDetail(row, children, { phones, emails, mobiles }, ctx.now());
}

async function findOr404(db: DbOrTx, id: number): Promise<ParentRow> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export async function getParent(ctx: ServiceContext, id: number): Promise<ParentDetail> {
  return loadDetail(ctx, ctx.db, await findOr404(ctx.db, id));
}

export async function listChildrenOfParent(ctx: ServiceContext, pno: number): Promise<ParentChild[]> {
  await findOr404(ctx.db, pno);
  return (await repo.childrenOf(ctx.db, requireCentre(ctx), [pno])).map(toParentChild);
}

/** The parents of a class's attending children, with only that class's children (the class scope resolved the class). */
export async function listClassParents(ctx: ServiceContext, classId: number, query: ClassParentsQuery): Promise<ClassParentPage> {
  const { rows, total } = await repo.listOfClass(ctx.db, classId, query);
  const ids = rows.map((r) => r.id);
  const children = byParent(await repo.childrenOf(ctx.db, requireCentre(ctx), ids, classId));
  const mobiles = byParent(await repo.contactsOf(ctx.db, 'mobile', ids));
  return toPage(
    rows.map((row) => toClassParentItem(row, children.get(row.id) ?? [], mobiles.get(row.id) ?? [])),
    query,
    total,
  );
}

// ------------------------------------------------------------------------------------------------ retention

export async function listParentsToBeDeleted(ctx: ServiceContext, query: ParentToBeDeletedQuery): Promise<ParentToBeDeletedPage> {
  const rule = await retentionRule(ctx);
  const { rows, total } = await repo.listDue(ctx.db, rule.centreId, rule.cutoff, query);
  const children = byParent(await repo.childrenOf(ctx.db, rule.centreId, rows.map((r) => r.id)));
  const items = rows.map((row) => toParentToBeDeleted(row, children.get(row.id) ?? [], retainUntil(rule, row.leaveDate ?? '')));
  return toPage(items, query, total);
}

/**
 * Parents past retention with no child still attending: the accounts go, their contacts and child links by cascade.
 * Only the home centre destroys an account (another centre's are missing to it; decision 017).
 */
const parents: RetentionSubject<{ id: number; leaveDate: string | null; due: boolean }> = {
  subjectType: SUBJECT,
  action: 'PARENT_DESTROYED',
  lock: (tx, ids, cutoff, centreId) => repo.lockForDestroy(tx, ids, cutoff, centreId),
  missingMessage: () => NOT_FOUND_MESSAGE,
  notDueMessage: () => '보존 기간이 지나지 않았거나 다니는 자녀가 있는 학부모는 파기할 수 없습니다.',
  destroy: (tx, ids) => repo.destroy(tx, ids),
};

export async function destroyParents(ctx: ServiceContext, body: DestroyParentsBody): Promise<DestroyParentsResult> {
  const { destroyed } = await destroyDue(ctx, parents, body.pnos);
  return { destroyed };
}

// ------------------------------------------------------------------------------------------------ account actions

async function lockOr404(tx: DbOrTx, id: number): Promise<ParentRow> {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

const STATUS_ACTIONS: Record<ParentStatusAction, string> = {
  stop: 'PARENT_STOPPED',
  resume: 'PARENT_RESUMED',
  block: 'PARENT_BLOCKED',
  unblock: 'PARENT_UNBLOCKED',
};

/** set-stop / set-block: the status rule of the contract; stopping or blocking ends the parent's sessions. */
export async function changeParentStatus(ctx: ServiceContext, pno: number, action: ParentStatusAction): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    const next = parentStatusAfter(row.status, action);
    if ('conflict' in next) throw conflict(next.conflict);
    const now = ctx.now();
    const endsSessions = parentActionEndsSessions(action);
    await repo.update(tx, row.id, { status: next.status, statusChangedAt: now, ...(endsSessions ? { sessionsRevokedAt: now } : {}) });
    await writeAudit(tx, ctx, {
      action: STATUS_ACTIONS[action],
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { from: row.status, to: next.status, sessionsEnded: endsSessions },
    });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

/** reset-failed: the failed-login counter back to 0 and the lock lifted. */
export async function resetParentFailed(ctx: ServiceContext, body: ResetParentFailedBody): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, body.pno);
    await repo.update(tx, row.id, { failedCount: 0, lockedUntil: null });
    await forgiveFailures(tx, row.loginId, FAMILY_ACCOUNT_KEY_PREFIX);
    await writeAudit(tx, ctx, {
      action: 'PARENT_FAILED_RESET',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { previousFailedCount: row.failedCount, wasLocked: row.lockedUntil !== null && row.lockedUntil > ctx.now() },
    });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

/**
 * force-change_pw: an admin sets a password; the parent must change it at next login, and their sessions end.
 * `newPassword` is the body's, else the query's (SPEC's older form); neither is a 400.
 */
export async function forceParentPassword(ctx: ServiceContext, pno: number, newPassword: string | undefined): Promise<ParentDetail> {
  if (newPassword === undefined) throw invalid('newPassword', NEW_PASSWORD_REQUIRED_MESSAGE);
  const row = await findOr404(ctx.db, pno);
  const checked = passwordSchema(row.loginId).safeParse(newPassword);
  if (!checked.success) throw invalid('newPassword', checked.error.issues[0].message);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOr404(tx, pno);
    const now = ctx.now();
    await repo.update(tx, locked.id, { passwordHash, mustChangePassword: true, passwordChangedAt: now, sessionsRevokedAt: now });
    await forgiveFailures(tx, locked.loginId, FAMILY_ACCOUNT_KEY_PREFIX);
    await closePasswordHelp(tx, ctx, 'family', locked.id);
    await writeAudit(tx, ctx, {
      action: 'PARENT_PASSWORD_FORCED',
      subjectType: SUBJECT,
      subjectId: locked.id,
      detail: { mustChangePassword: true, sessionsEnded: true },
    });
    return loadDetail(ctx, tx, (await repo.find(tx, locked.id))!);
  });
}

export async function changeParentInfo(ctx: ServiceContext, body: ChangeParentInfoBody): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, body.pno);
    const values = { name: body.name, phone: body.phone, email: body.email ?? null, memo: body.memo };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== row[key]);
    if (changed.length > 0) {
      await repo.update(tx, row.id, values);
      await writeAudit(tx, ctx, { action: 'PARENT_INFO_CHANGED', subjectType: SUBJECT, subjectId: row.id, detail: { fields: changed } });
    }
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

// ------------------------------------------------------------------------------------------------ a child's parents

/**
 * The child whose parents are added or linked, or 404. Whose child it is the record scope decided before the handler
 * (a child of the centre; a teacher's only in their own class: policies/); seeds call without a scope.
 */
async function childInReach(db: DbOrTx, childId: number): Promise<{ id: number; classId: number | null; centreId: number }> {
  const child = await repo.findChild(db, childId);
  if (!child) throw notFound(CHILD_NOT_FOUND_FOR_PARENT_MESSAGE);
  return child;
}

/** An account the centre sees (its own, or linked to one of its children), locked; another is missing (404). */
async function lockSeenOr404(ctx: ServiceContext, tx: DbOrTx, id: number): Promise<ParentRow> {
  if (!(await repo.seenByCentre(tx, requireCentre(ctx), id))) throw notFound(NOT_FOUND_MESSAGE);
  return lockOr404(tx, id);
}

/**
 * POST admin/{childCode}: a parent account linked to the child. The initial password is returned once and must be
 * changed at first login; only its hash is stored.
 */
export async function createParentForChild(ctx: ServiceContext, childId: number, body: CreateParentBody): Promise<CreatedParent> {
  const child = await childInReach(ctx.db, childId);
  if (await repo.findByLoginId(ctx.db, body.loginId)) throw conflict(PARENT_LOGIN_ID_TAKEN_MESSAGE);
  const password = oneTimePassword(body.loginId);
  const passwordHash = await hashPassword(password);
  const parent = await ctx.db
    .transaction(async (tx) => {
      // a new account's home is the session's centre (decision 017); the system (seeds) makes it in the child's
      const row = await repo.create(tx, {
        centreId: ctx.scope?.centreId ?? ctx.actor?.centreId ?? child.centreId,
        loginId: body.loginId,
        passwordHash,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        mustChangePassword: true,
      });
      await repo.linkChild(tx, { childId, parentId: row.id, relation: body.relation, isPrimary: body.isPrimary });
      await writeAudit(tx, ctx, {
        action: 'PARENT_CREATED',
        subjectType: SUBJECT,
        subjectId: row.id,
        detail: { childCode: childId, relation: body.relation, isPrimary: body.isPrimary },
      });
      return loadDetail(ctx, tx, row);
    })
    .catch((error: unknown) => {
      // two admins creating the same login id at once: the unique index decides
      if (isUniqueViolation(error)) throw conflict(PARENT_LOGIN_ID_TAKEN_MESSAGE);
      throw error;
    });
  return { parent, initialPassword: password };
}

/**
 * GET admin/{childCode}/link-candidates: accounts to link, found by name, phone or login id. Only what picking one
 * needs leaves the server (the phone masked, the children's names and classes), since teachers search too.
 */
export async function searchLinkCandidates(ctx: ServiceContext, childId: number, query: ParentLinkCandidatesQuery): Promise<ParentLinkCandidates> {
  await childInReach(ctx.db, childId);
  const centreId = requireCentre(ctx);
  const rows = await repo.linkCandidates(ctx.db, centreId, query, PARENT_LINK_CANDIDATES_MAX);
  const shown = rows.slice(0, PARENT_LINK_CANDIDATES_MAX);
  const children = byParent(await repo.childrenOf(ctx.db, centreId, shown.map((r) => r.id)));
  return {
    items: shown.map((row) => {
      const own = children.get(row.id) ?? [];
      return {
        pno: row.id,
        loginId: row.loginId,
        name: row.name,
        maskedPhone: maskPhone(row.phone),
        status: row.status,
        linked: own.some((c) => c.childId === childId),
        children: own.map((c) => ({ name: c.name, className: c.className, relation: c.relation })),
      };
    }),
    more: rows.length > PARENT_LINK_CANDIDATES_MAX,
  };
}

/**
 * POST admin/{childCode}/link: an existing account becomes a parent of the child too (one account for siblings, a
 * grandparent of two families). A stopped or blocked account may be linked (its status stays; the web says so); a
 * primary link makes the child's other parents not primary, as a new account's does. The parent's 퇴소일 follows
 * (a parent who had left comes back with an attending child).
 */
export async function linkParentToChild(ctx: ServiceContext, childId: number, body: LinkParentBody): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    await childInReach(tx, childId);
    const row = await lockSeenOr404(ctx, tx, body.pno);
    if (await repo.isLinked(tx, childId, row.id)) throw conflict(PARENT_ALREADY_LINKED_MESSAGE);
    await repo.linkChild(tx, { childId, parentId: row.id, relation: body.relation, isPrimary: body.isPrimary });
    await followParentLinks(tx, row.id, ctx.today());
    await repo.update(tx, row.id, {});
    await writeAudit(tx, ctx, {
      action: 'PARENT_LINKED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { childCode: childId, relation: body.relation, isPrimary: body.isPrimary, status: row.status },
    });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

/**
 * DELETE admin/{childCode}/link/{pno}: the parent no longer sees the child in the parent app (at once: every family
 * call asks for the link). The account stays; when this was its last attending child its 퇴소일 is today and the
 * retention clock starts, as when a child leaves. Removing the last link is allowed so that a wrong link can be
 * undone; the web warns first.
 */
export async function unlinkParentFromChild(ctx: ServiceContext, childId: number, pno: number): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    await childInReach(tx, childId);
    const row = await lockOr404(tx, pno);
    const removed = await repo.unlinkChild(tx, childId, row.id);
    if (!removed) throw notFound(PARENT_NOT_LINKED_MESSAGE);
    await followParentLinks(tx, row.id, ctx.today());
    await repo.update(tx, row.id, {});
    const remaining = (await repo.childrenOf(tx, requireCentre(ctx), [row.id])).length;
    await writeAudit(tx, ctx, {
      action: 'PARENT_UNLINKED',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { childCode: childId, relation: removed.relation, wasPrimary: removed.isPrimary, remainingChildren: remaining },
    });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

// ------------------------------------------------------------------------------------------------ extra contacts

export async function addParentContact(ctx: ServiceContext, kind: ParentContactKind, pno: number, body: AddParentContactBody): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    const existing = await repo.contactsOf(tx, kind, [row.id]);
    const label = parentContactKindLabels[kind];
    const same = (value: string) => (kind === 'email' ? value.toLowerCase() === body.value.toLowerCase() : value === body.value);
    if (existing.some((c) => same(c.value))) throw conflict(`이미 등록된 ${label}입니다.`);
    if (existing.length >= PARENT_CONTACT_MAX) throw conflict(`${label} 항목은 최대 ${PARENT_CONTACT_MAX}개까지 추가할 수 있습니다.`);
    await repo.addContact(tx, kind, { parentId: row.id, label: body.label, value: body.value });
    await repo.update(tx, row.id, {});
    await writeAudit(tx, ctx, { action: 'PARENT_CONTACT_ADDED', subjectType: SUBJECT, subjectId: row.id, detail: { kind } });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}

export async function removeParentContact(ctx: ServiceContext, kind: ParentContactKind, pno: number, entryId: number): Promise<ParentDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    if (!(await repo.removeContact(tx, kind, row.id, entryId))) throw notFound(`등록된 ${parentContactKindLabels[kind]} 항목을 찾을 수 없습니다.`);
    await repo.update(tx, row.id, {});
    await writeAudit(tx, ctx, { action: 'PARENT_CONTACT_REMOVED', subjectType: SUBJECT, subjectId: row.id, detail: { kind, entryId } });
    return loadDetail(ctx, tx, (await repo.find(tx, row.id))!);
  });
}
