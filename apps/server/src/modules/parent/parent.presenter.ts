import type { ClassParentItem, ParentChild, ParentContact, ParentDetail, ParentListItem, ParentToBeDeleted } from '@kg/contract';
import type { ContactRow, ParentChildRow, ParentRow } from './parent.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toParentChild(row: ParentChildRow): ParentChild {
  return {
    childCode: row.childId,
    name: row.name,
    birthDate: row.birthDate,
    status: row.status,
    classId: row.classId,
    className: row.className,
    relation: row.relation,
    isPrimary: row.isPrimary,
  };
}

const toContact = (row: ContactRow): ParentContact => ({ id: row.id, label: row.label, value: row.value });

/** Row → list item, field by field: the password hash never leaves the server. */
export function toParentListItem(row: ParentRow, children: ParentChildRow[], now: Date): ParentListItem {
  return {
    pno: row.id,
    loginId: row.loginId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status,
    failedCount: row.failedCount,
    isLocked: row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime(),
    lockedUntil: iso(row.lockedUntil),
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: iso(row.lastLoginAt),
    leaveDate: row.leaveDate,
    children: children.map(toParentChild),
    createdAt: row.createdAt.toISOString(),
  };
}

export type ParentContacts = { phones: ContactRow[]; emails: ContactRow[]; mobiles: ContactRow[] };

export function toParentDetail(row: ParentRow, children: ParentChildRow[], contacts: ParentContacts, now: Date): ParentDetail {
  return {
    ...toParentListItem(row, children, now),
    memo: row.memo,
    statusChangedAt: iso(row.statusChangedAt),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    sessionsRevokedAt: iso(row.sessionsRevokedAt),
    phones: contacts.phones.map(toContact),
    emails: contacts.emails.map(toContact),
    mobiles: contacts.mobiles.map(toContact),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a teacher's contact list shows: name, numbers, and the children of their class. */
export function toClassParentItem(row: ParentRow, children: ParentChildRow[], mobiles: ContactRow[]): ClassParentItem {
  return {
    pno: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status,
    mobiles: mobiles.map(toContact),
    children: children.map((c) => ({ childCode: c.childId, name: c.name, relation: c.relation, isPrimary: c.isPrimary })),
  };
}

export function toParentToBeDeleted(row: ParentRow, children: ParentChildRow[], dueDate: string): ParentToBeDeleted {
  return {
    pno: row.id,
    loginId: row.loginId,
    name: row.name,
    status: row.status,
    leaveDate: row.leaveDate ?? '',
    dueDate,
    childNames: children.map((c) => c.name),
  };
}

/** Groups rows that carry a parentId by that id. */
export function byParent<T extends { parentId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.parentId);
    if (list) list.push(row);
    else map.set(row.parentId, [row]);
  }
  return map;
}
