import { eq } from 'drizzle-orm';
import { CLASS_NOT_FOUND_MESSAGE } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** 404 unless the class exists: the one check every service that takes a classId uses. */
export async function assertClassExists(db: DbOrTx, classId: number, message = CLASS_NOT_FOUND_MESSAGE): Promise<void> {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).limit(1);
  if (!row) throw notFound(message);
}
