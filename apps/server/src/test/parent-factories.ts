import type { DbOrTx } from '../db/client';
import { childParents, parentMobiles, parents, type ParentStatus } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { CENTRE_A } from './centres';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export const PARENT_PASSWORD = 'parent-pass-1234';
let cachedHash: Promise<string> | undefined;
/** argon2 is slow on purpose: every test parent shares one hash of PARENT_PASSWORD. */
const sharedHash = () => (cachedHash ??= hashPassword(PARENT_PASSWORD));

export type ParentFactoryOptions = {
  loginId?: string;
  name?: string;
  phone?: string | null;
  email?: string | null;
  status?: ParentStatus;
  failedCount?: number;
  lockedUntil?: Date | null;
  leaveDate?: string | null;
  memo?: string;
  /** links to children (모, 부 …) */
  children?: { childId: number; relation?: string; isPrimary?: boolean }[];
  /** extra mobile numbers */
  mobiles?: { label?: string; value: string }[];
  /** the home centre that administers the account (centre 1 unless told) */
  centreId?: number;
};

/** Inserts a parent account (password PARENT_PASSWORD) with its child links and extra mobiles. */
export async function createParent(db: DbOrTx, options: ParentFactoryOptions = {}) {
  const [parent] = await db
    .insert(parents)
    .values({
      centreId: options.centreId ?? CENTRE_A,
      loginId: options.loginId ?? `p${next()}`,
      passwordHash: await sharedHash(),
      name: options.name ?? '김엄마',
      phone: options.phone === undefined ? '010-2345-6789' : options.phone,
      email: options.email === undefined ? null : options.email,
      status: options.status ?? 'active',
      failedCount: options.failedCount ?? 0,
      lockedUntil: options.lockedUntil ?? null,
      leaveDate: options.leaveDate ?? null,
      memo: options.memo ?? '',
    })
    .returning();
  for (const link of options.children ?? []) {
    await db.insert(childParents).values({
      childId: link.childId,
      parentId: parent.id,
      relation: link.relation ?? '모',
      isPrimary: link.isPrimary ?? false,
    });
  }
  for (const mobile of options.mobiles ?? []) {
    await db.insert(parentMobiles).values({ parentId: parent.id, label: mobile.label ?? '', value: mobile.value });
  }
  return parent;
}
