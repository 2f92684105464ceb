import type { DbOrTx } from '../db/client';
import { classColors, classes } from '../db/schema/index';
import { CENTRE_A } from './centres';

let sequence = 0;

/** A palette colour (class_colors); hex lower-case as the API stores it. */
export async function createClassColor(db: DbOrTx, values: { name?: string; hex?: string } = {}) {
  sequence += 1;
  const hex = values.hex ?? `#${(0x100000 + ((Date.now() + sequence * 7919) % 0xefffff)).toString(16).slice(-6)}`;
  const [row] = await db.insert(classColors).values({ name: values.name ?? `색상${sequence}`, hex }).returning();
  return row;
}

/** A class with every field of the class form (age band, capacity, introduction). */
export async function createFullClass(
  db: DbOrTx,
  values: { name?: string; color?: string; ageBand?: number; capacity?: number; introduction?: string; centreId?: number } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(classes)
    .values({
      centreId: values.centreId ?? CENTRE_A,
      name: values.name ?? `새싹반-${Date.now().toString(36)}${sequence}`,
      color: values.color ?? '#fde68a',
      ageBand: values.ageBand ?? 3,
      capacity: values.capacity ?? 15,
      introduction: values.introduction ?? '',
    })
    .returning();
  return row;
}
