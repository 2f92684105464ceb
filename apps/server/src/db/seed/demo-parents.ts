import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { childParents, parents } from '../schema/index';
import type { InsertedChild } from './families';

/** The parent-app demo accounts (README, docs/product/parent-app.md#demo-accounts); password DEMO_PASSWORDS.parent. */
export const DEMO_PARENT_ACCOUNTS = { allergy: 'parent1', pickup: 'parent2' } as const;

/**
 * Gives two families of teacher1's class memorable login ids: `parent1`, the main contact of the child who must not
 * eat egg, also linked to a child of another class (the child switcher), and `parent2`, the main contact of the child
 * whose uncle may not take them home. Both active, with no password change pending.
 */
export async function nameDemoParentAccounts(
  db: DbOrTx,
  children: { allergy: InsertedChild | undefined; pickup: InsertedChild | undefined; sibling: InsertedChild | undefined },
): Promise<void> {
  const rename = async (child: InsertedChild | undefined, loginId: string) => {
    const parentId = child?.story?.parentId;
    if (!parentId) return null;
    await db
      .update(parents)
      .set({ loginId, status: 'active', statusChangedAt: null, mustChangePassword: false, failedCount: 0, lockedUntil: null })
      .where(eq(parents.id, parentId));
    return parentId;
  };
  const allergyParent = await rename(children.allergy, DEMO_PARENT_ACCOUNTS.allergy);
  await rename(children.pickup, DEMO_PARENT_ACCOUNTS.pickup);
  const sibling = children.sibling;
  if (allergyParent && sibling) {
    const [link] = await db
      .select({ relation: childParents.relation })
      .from(childParents)
      .where(and(eq(childParents.childId, children.allergy!.id), eq(childParents.parentId, allergyParent)));
    await db.insert(childParents).values({ childId: sibling.id, parentId: allergyParent, relation: link?.relation ?? '모', isPrimary: false });
  }
}
