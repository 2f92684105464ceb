import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { centres, childParents, classes, organisations, parents, staffAccounts, teachers } from '../schema/index';
import { at, makeChild, makeFamily, PeopleFactory, type SeedContext } from './factory';
import { insertChildrenWithFamilies, type ChildEntry, type InsertedChild } from './families';
import { insertReturningIds } from './insert';

/**
 * The demo's organisation (docs/product/centre.md#demo): centre 1 is the big centre every other seed fills; centre 2
 * is a small second centre of the same organisation with two classes. The `manager` login works at both; `grandma`
 * is the grandmother of a child in each (the parent app's switcher spans centres). Demo logins: README.
 */
export const DEMO_ORGANISATION_NAME = '햇살복지재단';
export const DEMO_CENTRE_NAME = '햇살어린이집';
export const SECOND_CENTRE = { name: '달빛어린이집', address: '서울특별시 마포구 월드컵로 212', phone: '02-335-2100', representative: '정달빛' };
export const DEMO_GRANDPARENT_LOGIN = 'grandma';

type Hashes = { admin: string; teacher: string; parent: string };

export async function nameDemoCentre(tx: Tx, centreId: number): Promise<void> {
  const [centre] = await tx
    .update(centres)
    .set({ name: DEMO_CENTRE_NAME, address: '서울특별시 마포구 월드컵로 200', phone: '02-335-1000', representative: '김원장', modules: ['extended'] })
    .where(eq(centres.id, centreId))
    .returning({ organisationId: centres.organisationId });
  await tx.update(organisations).set({ name: DEMO_ORGANISATION_NAME }).where(eq(organisations.id, centre.organisationId));
}

/** Centre 2 with its classes, staff, children and families; returns what the grandparent links to. */
export async function seedSecondCentre(
  tx: Tx,
  ctx: SeedContext,
  hashes: Hashes,
  link: { managerAccountId: number; firstCentreChild: InsertedChild | undefined; firstParentNumber: number },
): Promise<{ counts: Record<string, number> }> {
  const [organisation] = await tx.select({ id: centres.organisationId }).from(centres).where(eq(centres.id, ctx.centreId));
  const [centre] = await tx
    .insert(centres)
    .values({ organisationId: organisation.id, kind: 'daycare', ...SECOND_CENTRE })
    .returning({ id: centres.id });
  const second: SeedContext = { ...ctx, centreId: centre.id, rng: ctx.rng.fork(21) };
  const people = new PeopleFactory(second.rng.fork(1));
  const created = at(ctx, ctx.today.slice(0, 4) + '-02-20', '10:00');
  const classIds = await insertReturningIds(tx, classes, [
    { centreId: centre.id, name: '초승달반', color: '#fde68a', ageBand: 2, capacity: 7, introduction: '만 2세 친구들이 함께 자라는 반입니다.', createdAt: created },
    { centreId: centre.id, name: '보름달반', color: '#fbcfe8', ageBand: 4, capacity: 15, introduction: '만 4세 친구들의 놀이 중심 반입니다.', createdAt: created },
  ]);
  const accounts = await insertReturningIds(tx, staffAccounts, [
    { loginId: 'admin2', passwordHash: hashes.admin, createdAt: created },
    { loginId: 'teacher21', passwordHash: hashes.teacher, createdAt: created },
    { loginId: 'teacher22', passwordHash: hashes.teacher, createdAt: created },
  ]);
  await tx.insert(teachers).values([
    { accountId: accounts[0], centreId: centre.id, name: SECOND_CENTRE.representative, role: 'ROLE_ADMIN', phone: people.phone(), createdAt: created },
    { accountId: accounts[1], centreId: centre.id, name: people.adult('F'), role: 'ROLE_TEACHER', classId: classIds[0], phone: people.phone(), createdAt: created },
    { accountId: accounts[2], centreId: centre.id, name: people.adult('F'), role: 'ROLE_TEACHER', classId: classIds[1], phone: people.phone(), createdAt: created },
    // the organisation's manager works at both centres (one login, a membership in each)
    { accountId: link.managerAccountId, centreId: centre.id, name: '박수진', role: 'ROLE_MANAGER', phone: '010-3952-1002', createdAt: created },
  ]);

  const entries: ChildEntry[] = [];
  [2, 4].forEach((ageBand, ci) => {
    for (let i = 0; i < 4; i++) {
      const child = makeChild(second, people, { ageBand });
      entries.push({ child, classId: classIds[ci], family: makeFamily(second, people, child) });
    }
  });
  const inserted = await insertChildrenWithFamilies(tx, second, entries, hashes.parent, link.firstParentNumber);

  // 할머니: linked to a child of each centre, home centre 1
  const grandchild = inserted[0];
  if (link.firstCentreChild && grandchild) {
    const [grandma] = await tx
      .insert(parents)
      .values({ centreId: ctx.centreId, loginId: DEMO_GRANDPARENT_LOGIN, passwordHash: hashes.parent, name: '최순자', phone: '010-7310-4455' })
      .returning({ id: parents.id });
    await tx.insert(childParents).values([
      { childId: link.firstCentreChild.id, parentId: grandma.id, relation: '조모', isPrimary: false },
      { childId: grandchild.id, parentId: grandma.id, relation: '조모', isPrimary: false },
    ]);
  }
  return { counts: { centres: 2, secondCentreChildren: inserted.length } };
}
