import { and, eq, sql } from 'drizzle-orm';
import { CLASS_NOT_FOUND_MESSAGE } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/statement';
import { classes } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

const classById = preparedStatement('kg_class_exists', (db) =>
  db.select({ id: classes.id }).from(classes).where(eq(classes.id, sql.placeholder('classId'))).limit(1),
);

/** 404 unless the class exists: the one check every service that takes a classId uses. */
export async function assertClassExists(db: DbOrTx, classId: number, message = CLASS_NOT_FOUND_MESSAGE): Promise<void> {
  const [row] = await classById(db).execute({ classId });
  if (!row) throw notFound(message);
}

const classInCentre = preparedStatement('kg_class_in_centre', (db) =>
  db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, sql.placeholder('classId')), eq(classes.centreId, sql.placeholder('centreId'))))
    .limit(1),
);

/** 404 unless the class is one of the centre's: a class of another centre does not exist here (decision 017). */
export async function assertClassInCentre(db: DbOrTx, centreId: number, classId: number, message = CLASS_NOT_FOUND_MESSAGE): Promise<void> {
  const [row] = await classInCentre(db).execute({ classId, centreId });
  if (!row) throw notFound(message);
}
