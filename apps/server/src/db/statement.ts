import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

type Preparable = { prepare(name: string): unknown };

/**
 * A statement composed once per database (or open transaction) with placeholders, prepared under its own name and then
 * only executed with values (docs/decisions/011-prepared-statements.md): drizzle composes a query's text again on
 * every call, which a profile of the list endpoints showed to be a third of the server's CPU per request.
 *
 * `shape`: a query whose optional filters change its text is one statement per combination of them; the caller names
 * the combination (e.g. `keyword:name,status`) and `build` composes that one. Each gets the name `name` or
 * `name:shape`, which must be unique in the app (node-postgres refuses one name for two texts on a connection).
 */
export function preparedStatement<Q extends Preparable, Shape extends string = ''>(
  name: string,
  build: (db: DbOrTx, shape: Shape) => Q,
): (db: DbOrTx, ...shape: [Shape] extends [''] ? [] : [Shape]) => ReturnType<Q['prepare']> {
  const built = new WeakMap<DbOrTx, Map<string, ReturnType<Q['prepare']>>>();
  return (db, ...rest) => {
    const shape = (rest[0] ?? '') as Shape;
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(shape);
    if (!statement) {
      const fullName = shape ? `${name}:${shape}` : name;
      // PostgreSQL cuts names at 63 bytes: two long ones could meet as one name for two texts
      if (Buffer.byteLength(fullName) > 63) throw new Error(`statement name longer than 63 bytes: ${fullName}`);
      statements.set(shape, (statement = build(db, shape).prepare(fullName) as ReturnType<Q['prepare']>));
    }
    return statement;
  };
}

/** A placeholder where a condition helper expects an SQL expression (`number | SQL`, `string | SQL`). */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;
