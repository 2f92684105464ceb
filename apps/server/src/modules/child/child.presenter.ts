import { childAgeInYears, type Child, type ChildListItem, type ChildParent, type StoredFile } from '@kg/contract';
import { fileUrl } from '../file/file.presenter';
import type { ChildListRow, ChildParentRow, ChildRow, ContactRow, PickupRow } from './child.repository';

const toParent = (p: ChildParentRow): ChildParent => ({ pno: p.pno, name: p.name, relation: p.relation, phone: p.phone, isPrimary: p.isPrimary });

/** Row → list item, field by field (nothing else leaves the server). */
export function toChildListItem(row: ChildListRow, today: string): ChildListItem {
  return {
    childCode: row.id,
    name: row.name,
    birthDate: row.birthDate,
    ageYears: childAgeInYears(row.birthDate, today),
    gender: row.gender,
    classId: row.classId,
    className: row.className,
    classColor: row.classColor,
    status: row.status,
    admissionDate: row.admissionDate,
    leaveDate: row.leaveDate,
    allergyCodes: row.allergyCodes,
    allergies: row.allergies,
    allergyNote: row.allergyNote,
    healthNotes: row.healthNotes,
    photoConsent: row.photoConsent,
    parents: row.parents.map(toParent),
    profileThumbnailUrl: row.profileFileId && row.profileThumbnailKey ? `${fileUrl(row.profileFileId)}/thumb` : null,
  };
}

export type ChildDetailParts = {
  listRow: ChildListRow;
  row: ChildRow;
  contacts: ContactRow[];
  pickups: PickupRow[];
  profileImage: StoredFile | null;
};

export function toChild(parts: ChildDetailParts, today: string): Child {
  const { row } = parts;
  return {
    ...toChildListItem(parts.listRow, today),
    statusChangedAt: row.statusChangedAt.toISOString(),
    address: row.address,
    memo: row.memo,
    profileImage: parts.profileImage,
    emergencyContacts: parts.contacts.map((c) => ({ contactId: c.id, name: c.name, relation: c.relation, phone: c.phone })),
    pickupPersons: parts.pickups.map((p) => ({
      pickupId: p.id,
      name: p.name,
      relation: p.relation,
      phone: p.phone,
      authorised: p.authorised,
      note: p.note,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
