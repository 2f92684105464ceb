import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notices } from '../../db/schema/index';
import type { Principal } from '../../lib/principal';
import { canEditPost } from '../post/post-audience';

/**
 * A scheduled notice waits for its time: until then only those who may edit it see it, or its files
 * (docs/product/notice.md).
 */
export function isHiddenNotice(actor: Principal, notice: { publishedAt: Date; authorId: number | null }, now: Date): boolean {
  return notice.publishedAt > now && !canEditPost(actor, notice);
}

/** isHiddenNotice for a notice known by its id (a file's reference); a missing notice hides nothing here. */
export async function isHiddenNoticeId(db: DbOrTx, actor: Principal, noticeId: number, now: Date): Promise<boolean> {
  const [notice] = await db.select({ publishedAt: notices.publishedAt, authorId: notices.authorId }).from(notices).where(eq(notices.id, noticeId));
  return notice !== undefined && isHiddenNotice(actor, notice, now);
}
