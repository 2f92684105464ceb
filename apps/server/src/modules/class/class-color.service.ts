import {
  CLASS_COLOR_IN_USE_MESSAGE,
  CLASS_COLOR_IN_USE_ELSEWHERE_MESSAGE,
  CLASS_COLOR_NOT_FOUND_MESSAGE,
  CLASS_COLOR_TAKEN_MESSAGE,
  type AvailableColor,
  type ClassColor,
  type ClassColorBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireCentre, type ServiceContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { classColorRepository as repo } from './class-color.repository';
import { toAvailableColor, toClassColor } from './class.presenter';

const SUBJECT = 'CLASS_COLOR';

export async function listColors(ctx: ServiceContext): Promise<ClassColor[]> {
  return (await repo.list(ctx.db, requireCentre(ctx))).map(toClassColor);
}

export async function listAvailableColors(ctx: ServiceContext): Promise<AvailableColor[]> {
  return (await repo.listAvailable(ctx.db, requireCentre(ctx))).map(toAvailableColor);
}

/** A palette entry with the classes of the session's centre painted in it. */
async function loadColor(ctx: ServiceContext, db: DbOrTx, id: number): Promise<ClassColor> {
  const row = await repo.find(db, requireCentre(ctx), id);
  if (!row) throw notFound(CLASS_COLOR_NOT_FOUND_MESSAGE);
  return toClassColor(row);
}

async function withUniqueHex<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLASS_COLOR_TAKEN_MESSAGE);
    throw error;
  }
}

export function createColor(ctx: ServiceContext, body: ClassColorBody): Promise<ClassColor> {
  return withUniqueHex(() =>
    ctx.db.transaction(async (tx) => {
      if (await repo.findByHex(tx, body.hex)) throw conflict(CLASS_COLOR_TAKEN_MESSAGE);
      const row = await repo.insert(tx, body);
      await writeAudit(tx, ctx, { action: 'CLASS_COLOR_CREATED', subjectType: SUBJECT, subjectId: row.id, detail: { ...body } });
      return loadColor(ctx, tx, row.id);
    }),
  );
}

/** Renames or recolours a palette entry; classes painted in it follow to the new hex. */
export function updateColor(ctx: ServiceContext, id: number, body: ClassColorBody): Promise<ClassColor> {
  return withUniqueHex(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw notFound(CLASS_COLOR_NOT_FOUND_MESSAGE);
      const other = await repo.findByHex(tx, body.hex);
      if (other && other.id !== id) throw conflict(CLASS_COLOR_TAKEN_MESSAGE);
      await repo.update(tx, id, body);
      const repainted = before.hex === body.hex ? 0 : await repo.repaintClasses(tx, before.hex, body.hex, ctx.now());
      await writeAudit(tx, ctx, {
        action: 'CLASS_COLOR_UPDATED',
        subjectType: SUBJECT,
        subjectId: id,
        detail: { from: { name: before.name, hex: before.hex }, to: { ...body }, repaintedClasses: repainted },
      });
      return loadColor(ctx, tx, id);
    }),
  );
}

export function deleteColor(ctx: ServiceContext, id: number): Promise<{ colorId: number }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.lock(tx, id))) throw notFound(CLASS_COLOR_NOT_FOUND_MESSAGE);
    const color = await loadColor(ctx, tx, id);
    if (color.classNames.length > 0) throw conflict(CLASS_COLOR_IN_USE_MESSAGE(color.classNames));
    // the palette is the deployment's: another centre's class names stay unnamed (decision 017)
    if (await repo.usedAnywhere(tx, color.hex)) throw conflict(CLASS_COLOR_IN_USE_ELSEWHERE_MESSAGE);
    await repo.delete(tx, id);
    await writeAudit(tx, ctx, { action: 'CLASS_COLOR_DELETED', subjectType: SUBJECT, subjectId: id, detail: { name: color.name, hex: color.hex } });
    return { colorId: id };
  });
}
