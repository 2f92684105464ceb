import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The centres every test database has (docs/decisions/017-centres-and-policies.md): centre 1 of organisation 1 — where
 * factories put rows unless told — and centre 2 of another organisation, for the cross-centre cases.
 */
export const CENTRE_A = 1;
export const CENTRE_B = 2;
export const CENTRE_A_NAME = '햇살어린이집';

export async function ensureTestCentres(db: DbOrTx): Promise<void> {
  await db.execute(sql`insert into organisations (id, name) values (1, '햇살재단'), (2, '다른재단') on conflict (id) do update set name = excluded.name`);
  await db.execute(sql`insert into centres (id, organisation_id, name) values (1, 1, '햇살어린이집'), (2, 2, '별빛어린이집')
    on conflict (id) do update set name = excluded.name, organisation_id = excluded.organisation_id`);
  await db.execute(sql`select setval(pg_get_serial_sequence('organisations', 'id'), greatest((select max(id) from organisations), 2))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('centres', 'id'), greatest((select max(id) from centres), 2))`);
}
