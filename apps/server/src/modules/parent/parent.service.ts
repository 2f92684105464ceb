import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PARENT_CONTACT_MAX,
  PARENT_LOGIN_ID_TAKEN_MESSAGE,
  parentActionEndsSessions,
  parentContactKindLabels,
  parentStatusAfter,
  passwordSchema,
  totalPages,
  type AddParentContactBody,
  type ChangeParentInfoBody,
  type ClassParentPage,
  type ClassParentsQuery,
  type CreateParentBody,
  type CreatedParent,
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
import { conflict, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { todayIn } from '@kg/contract';
import { parentRepository as repo, type ParentRow } from './parent.repository';
import { byParent, toClassParentItem, toParentChild, toParentDetail, toParentListItem, toParentToBeDeleted } from './parent.presenter';

const NOT_FOUND_MESSAGE = '학부모를 찾을 수 없습니다.';
const SUBJECT = 'parent';

// ------------------------------------------------------------------------------------------------ reading

export async function searchParents(app: FastifyInstance, query: ParentSearchQuery): Promise<ParentPage> {
  const { rows, total } = await repo.search(app.db, query);
  const children = byParent(await repo.childrenOf(app.db, rows.map((r) => r.id)));
  const now = new Date();
  return {
    items: rows.map((row) => toParentListItem(row, children.get(row.id) ?? [], now)),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

async function loadDetail(db: DbOrTx, row: ParentRow): Promise<ParentDetail> {
  const ids = [row.id];
  const [children, phones, emails, mobiles] = await Promise.all([
    repo.childrenOf(db, ids),
    repo.contactsOf(db, 'phone', ids),
    repo.contactsOf(db, 'email', ids),
    repo.contactsOf(db, 'mobile', ids),
  ]);
  return toParentDetail(row, children, { phones, emails, mobiles }, new Date());
}

async function findOr404(db: DbOrTx, id: number): Promise<ParentRow> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export async function getParent(app: FastifyInstance, id: number): Promise<ParentDetail> {
  return loadDetail(app.db, await findOr404(app.db, id));
}

export async function listChildrenOfParent(app: FastifyInstance, pno: number): Promise<ParentChild[]> {
  await findOr404(app.db, pno);
  return (await repo.childrenOf(app.db, [pno])).map(toParentChild);
}

/** The parents of a class's attending children, with only that class's children (the route checked the class). */
export async function listClassParents(app: FastifyInstance, classId: number, query: ClassParentsQuery): Promise<ClassParentPage> {
  if (!(await repo.classExists(app.db, classId))) throw notFound('반을 찾을 수 없습니다.');
  const { rows, total } = await repo.listOfClass(app.db, classId, query);
  const ids = rows.map((r) => r.id);
  const children = byParent(await repo.childrenOf(app.db, ids, classId));
  const mobiles = byParent(await repo.contactsOf(app.db, 'mobile', ids));
  return {
    items: rows.map((row) => toClassParentItem(row, children.get(row.id) ?? [], mobiles.get(row.id) ?? [])),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

// ------------------------------------------------------------------------------------------------ retention

/** `date` moved by whole years (29 Feb becomes 28 Feb in other years). */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Parents who left on or before this day are past the retention period. */
const retentionCutoff = (app: FastifyInstance) => addYears(todayIn(app.config.timeZone), -app.config.retentionYears);

export async function listParentsToBeDeleted(app: FastifyInstance, query: ParentToBeDeletedQuery): Promise<ParentToBeDeletedPage> {
  const { rows, total } = await repo.listDue(app.db, retentionCutoff(app), query.page, query.size);
  const children = byParent(await repo.childrenOf(app.db, rows.map((r) => r.id)));
  return {
    items: rows.map((row) =>
      toParentToBeDeleted(row, children.get(row.id) ?? [], addYears(row.leaveDate ?? '', app.config.retentionYears)),
    ),
    page: query.page,
    size: query.size,
    total,
    totalPages: totalPages(total, query.size),
  };
}

/**
 * Removes the accounts for good (contacts and child links cascade), all or none: every pno must exist (404) and be
 * due (409). The audit rows keep the pno and the leave date only, no personal data.
 */
export async function destroyParents(app: FastifyInstance, request: FastifyRequest, body: DestroyParentsBody): Promise<DestroyParentsResult> {
  const ids = [...new Set(body.pnos)];
  const cutoff = retentionCutoff(app);
  return app.db.transaction(async (tx) => {
    const existing = new Set(await repo.existingIds(tx, ids));
    if (ids.some((id) => !existing.has(id))) throw notFound(NOT_FOUND_MESSAGE);
    const due = await repo.lockDue(tx, ids, cutoff);
    if (due.length !== ids.length) {
      throw conflict('보존 기간이 지나지 않았거나 다니는 자녀가 있는 학부모는 파기할 수 없습니다.');
    }
    await repo.destroy(tx, ids);
    for (const row of due) {
      await writeAudit(tx, request, { action: 'PARENT_DESTROYED', subjectType: SUBJECT, subjectId: row.id, detail: { leaveDate: row.leaveDate } });
    }
    return { destroyed: due.length };
  });
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
export async function changeParentStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  pno: number,
  action: ParentStatusAction,
): Promise<ParentDetail> {
  return app.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    const next = parentStatusAfter(row.status, action);
    if ('conflict' in next) throw conflict(next.conflict);
    const now = new Date();
    const endsSessions = parentActionEndsSessions(action);
    await repo.update(tx, row.id, { status: next.status, statusChangedAt: now, ...(endsSessions ? { sessionsRevokedAt: now } : {}) });
    await writeAudit(tx, request, {
      action: STATUS_ACTIONS[action],
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { from: row.status, to: next.status, sessionsEnded: endsSessions },
    });
    return loadDetail(tx, (await repo.find(tx, row.id))!);
  });
}

/** reset-failed: the failed-login counter back to 0 and the lock lifted. */
export async function resetParentFailed(app: FastifyInstance, request: FastifyRequest, body: ResetParentFailedBody): Promise<ParentDetail> {
  return app.db.transaction(async (tx) => {
    const row = await lockOr404(tx, body.pno);
    await repo.update(tx, row.id, { failedCount: 0, lockedUntil: null });
    await writeAudit(tx, request, {
      action: 'PARENT_FAILED_RESET',
      subjectType: SUBJECT,
      subjectId: row.id,
      detail: { previousFailedCount: row.failedCount, wasLocked: row.lockedUntil !== null && row.lockedUntil > new Date() },
    });
    return loadDetail(tx, (await repo.find(tx, row.id))!);
  });
}

/** force-change_pw: an admin sets a password; the parent must change it at next login, and their sessions end. */
export async function forceParentPassword(app: FastifyInstance, request: FastifyRequest, pno: number, newPassword: string): Promise<ParentDetail> {
  const row = await findOr404(app.db, pno);
  const checked = passwordSchema(row.loginId).safeParse(newPassword);
  if (!checked.success) throw invalid('newPassword', checked.error.issues[0].message);
  const passwordHash = await hashPassword(newPassword);
  return app.db.transaction(async (tx) => {
    const locked = await lockOr404(tx, pno);
    const now = new Date();
    await repo.update(tx, locked.id, { passwordHash, mustChangePassword: true, passwordChangedAt: now, sessionsRevokedAt: now });
    await writeAudit(tx, request, {
      action: 'PARENT_PASSWORD_FORCED',
      subjectType: SUBJECT,
      subjectId: locked.id,
      detail: { mustChangePassword: true, sessionsEnded: true },
    });
    return loadDetail(tx, (await repo.find(tx, locked.id))!);
  });
}

export async function changeParentInfo(app: FastifyInstance, request: FastifyRequest, body: ChangeParentInfoBody): Promise<ParentDetail> {
  return app.db.transaction(async (tx) => {
    const row = await lockOr404(tx, body.pno);
    const values = { name: body.name, phone: body.phone, email: body.email ?? null, memo: body.memo };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== row[key]);
    if (changed.length > 0) {
      await repo.update(tx, row.id, values);
      await writeAudit(tx, request, { action: 'PARENT_INFO_CHANGED', subjectType: SUBJECT, subjectId: row.id, detail: { fields: changed } });
    }
    return loadDetail(tx, (await repo.find(tx, row.id))!);
  });
}

// ------------------------------------------------------------------------------------------------ new account

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const INITIAL_PASSWORD_LENGTH = 12;

/** A random initial password without look-alike characters, valid under the contract's rules. */
function initialPassword(loginId: string): string {
  for (;;) {
    const password = Array.from({ length: INITIAL_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (passwordSchema(loginId).safeParse(password).success) return password;
  }
}

/**
 * POST admin/{childCode}: a parent account linked to the child. The initial password is returned once and must be
 * changed at first login; only its hash is stored.
 */
export async function createParentForChild(
  app: FastifyInstance,
  request: FastifyRequest,
  childId: number,
  body: CreateParentBody,
): Promise<CreatedParent> {
  if (!(await repo.childExists(app.db, childId))) throw notFound('원아를 찾을 수 없습니다.');
  if (await repo.findByLoginId(app.db, body.loginId)) throw conflict(PARENT_LOGIN_ID_TAKEN_MESSAGE);
  const password = initialPassword(body.loginId);
  const passwordHash = await hashPassword(password);
  const parent = await app.db
    .transaction(async (tx) => {
      const row = await repo.create(tx, {
        loginId: body.loginId,
        passwordHash,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        mustChangePassword: true,
      });
      await repo.linkChild(tx, { childId, parentId: row.id, relation: body.relation, isPrimary: body.isPrimary });
      await writeAudit(tx, request, {
        action: 'PARENT_CREATED',
        subjectType: SUBJECT,
        subjectId: row.id,
        detail: { childCode: childId, relation: body.relation, isPrimary: body.isPrimary },
      });
      return loadDetail(tx, row);
    })
    .catch((error: unknown) => {
      // two admins creating the same login id at once: the unique index decides
      if (isUniqueViolation(error)) throw conflict(PARENT_LOGIN_ID_TAKEN_MESSAGE);
      throw error;
    });
  return { parent, initialPassword: password };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

// ------------------------------------------------------------------------------------------------ extra contacts

export async function addParentContact(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ParentContactKind,
  pno: number,
  body: AddParentContactBody,
): Promise<ParentDetail> {
  return app.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    const existing = await repo.contactsOf(tx, kind, [row.id]);
    const label = parentContactKindLabels[kind];
    const same = (value: string) => (kind === 'email' ? value.toLowerCase() === body.value.toLowerCase() : value === body.value);
    if (existing.some((c) => same(c.value))) throw conflict(`이미 등록된 ${label}입니다.`);
    if (existing.length >= PARENT_CONTACT_MAX) throw conflict(`${label} 항목은 최대 ${PARENT_CONTACT_MAX}개까지 추가할 수 있습니다.`);
    await repo.addContact(tx, kind, { parentId: row.id, label: body.label, value: body.value });
    await repo.update(tx, row.id, {});
    await writeAudit(tx, request, { action: 'PARENT_CONTACT_ADDED', subjectType: SUBJECT, subjectId: row.id, detail: { kind } });
    return loadDetail(tx, (await repo.find(tx, row.id))!);
  });
}

export async function removeParentContact(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ParentContactKind,
  pno: number,
  entryId: number,
): Promise<ParentDetail> {
  return app.db.transaction(async (tx) => {
    const row = await lockOr404(tx, pno);
    if (!(await repo.removeContact(tx, kind, row.id, entryId))) throw notFound(`등록된 ${parentContactKindLabels[kind]} 항목을 찾을 수 없습니다.`);
    await repo.update(tx, row.id, {});
    await writeAudit(tx, request, { action: 'PARENT_CONTACT_REMOVED', subjectType: SUBJECT, subjectId: row.id, detail: { kind, entryId } });
    return loadDetail(tx, (await repo.find(tx, row.id))!);
  });
}
