import type { DbOrTx } from '../client';
import {
  childEmergencyContacts,
  childParents,
  childPickupPersons,
  children,
  parents,
  type ParentStatus,
} from '../schema/index';
import { insertBatches, insertReturningIds } from './insert';
import { addDays } from '@kg/contract';
import { at, type ChildSeed, type FamilySeed, type SeedContext, type StoryChild } from './factory';

export type ChildEntry = { child: ChildSeed; classId: number | null; family: FamilySeed; memo?: string };

export type InsertedChild = ChildEntry & { id: number; parentIds: number[]; story: StoryChild | null };

/**
 * Inserts children with their parent accounts (login ids parent001, parent002 …), parent links, emergency
 * contacts and pickup people, in batches. Parents of children who left are 'stopped' with the leave date; a few
 * others are blocked or have failed logins, so the admin screens have something to show.
 */
export async function insertChildrenWithFamilies(
  db: DbOrTx,
  ctx: SeedContext,
  entries: ChildEntry[],
  parentPasswordHash: string,
  firstParentNumber = 1,
): Promise<InsertedChild[]> {
  const childIds = await insertReturningIds(
    db,
    children,
    entries.map(({ child, classId, memo }) => ({
      centreId: ctx.centreId,
      name: child.name,
      birthDate: child.birthDate,
      gender: child.gender,
      classId,
      status: child.status,
      statusChangedAt: at(ctx, child.leaveDate ?? child.admissionDate, '09:00'),
      admissionDate: child.admissionDate,
      leaveDate: child.leaveDate,
      allergyCodes: child.allergyCodes,
      allergies: child.allergies,
      allergyNote: child.allergyNote,
      healthNotes: child.healthNotes,
      photoConsent: child.photoConsent,
      address: child.address,
      memo: memo ?? '',
      createdAt: at(ctx, child.admissionDate < ctx.today ? child.admissionDate : ctx.today, '08:00'),
    })),
  );

  let n = firstParentNumber;
  const parentRows: (typeof parents.$inferInsert)[] = [];
  for (const { child, family } of entries) {
    const left = child.status === 'stop' || child.status === 'graduate';
    for (const p of family.parents) {
      const number = n++;
      let status: ParentStatus = left ? 'stopped' : 'active';
      if (!left && number % 37 === 0) status = 'blocked';
      parentRows.push({
        centreId: ctx.centreId,
        loginId: `parent${String(number).padStart(3, '0')}`,
        passwordHash: parentPasswordHash,
        name: p.name,
        phone: p.phone,
        email: p.email,
        status,
        statusChangedAt: status === 'active' ? null : at(ctx, child.leaveDate ?? ctx.today, '10:00'),
        failedCount: status === 'blocked' ? 5 : number % 23 === 0 ? 2 : 0,
        mustChangePassword: number % 29 === 0,
        lastLoginAt: left ? null : at(ctx, addDays(ctx.today, -(number % 5) - 1), `${19 + (number % 4)}:${String(number % 60).padStart(2, '0')}`),
        leaveDate: left ? child.leaveDate : null,
        createdAt: at(ctx, child.admissionDate < ctx.today ? child.admissionDate : ctx.today, '08:00'),
      });
    }
  }
  const parentIds = await insertReturningIds(db, parents, parentRows);

  const links: (typeof childParents.$inferInsert)[] = [];
  const emergency: (typeof childEmergencyContacts.$inferInsert)[] = [];
  const pickups: (typeof childPickupPersons.$inferInsert)[] = [];
  const result: InsertedChild[] = [];
  let p = 0;
  entries.forEach((entry, i) => {
    const childId = childIds[i];
    const ids = entry.family.parents.map(() => parentIds[p++]);
    entry.family.parents.forEach((parent, j) =>
      links.push({ childId, parentId: ids[j], relation: parent.relation, isPrimary: parent.isPrimary }),
    );
    entry.family.emergency.forEach((c, j) => emergency.push({ childId, ...c, sortOrder: j }));
    entry.family.pickups.forEach((c) => pickups.push({ childId, ...c }));
    const primary = entry.family.parents.findIndex((x) => x.isPrimary);
    result.push({
      ...entry,
      id: childId,
      parentIds: ids,
      story:
        entry.classId !== null && entry.child.status === 'active'
          ? { id: childId, classId: entry.classId, pickups: entry.family.pickups, parentId: ids[Math.max(0, primary)] ?? null }
          : null,
    });
  });
  await insertBatches(db, childParents, links);
  await insertBatches(db, childEmergencyContacts, emergency);
  await insertBatches(db, childPickupPersons, pickups);
  return result;
}
