import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

type Preparable = { prepare(name: string): unknown };

/**
 * A statement composed once per database (or open transaction) with placeholders, prepared under its own name and then
 * only executed with values (docs/decisions/011-prepared-statements.md): drizzle composes a query's text again on
 * every call, which a profile of the list endpoints showed to be a third of the server's CPU per request.
 *
 * `shape`: a query whose optional filters change its text is one statement per combination of them (presentFilters
 * names it, filterParams gives `build` its placeholders). Each gets the name `name` or `name:shape`, which must be
 * unique in the app (node-postgres refuses one name for two texts on a connection).
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

declare const shapeOf: unique symbol;

/**
 * The shape of a statement with the optional filters `F` (made by presentFilters): the names of those set, sorted and
 * joined with ',' (`all` when none), after `prefix:` when the statement has another part (a sort order, a list's part).
 */
export type FilterShape<F extends object, P extends string = never> = string & { readonly [shapeOf]: { filters: F; prefix: P } };

/** Filter values that leave a filter out: undefined, null and ''. (false is a value: `active = false`.) */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Which of a query's optional filters are set, as a statement's shape, and their values by filter name: each filter's
 * placeholder has its name (filterParams). A filter without a value of its own is `true` when set.
 */
export function presentFilters<F extends object, P extends string = never>(
  filters: F,
  prefix?: P,
): { shape: FilterShape<F, P>; values: { [K in keyof F]?: NonNullable<F[K]> } } {
  const names = Object.keys(filters)
    .filter((name) => isSet(filters[name as keyof F]))
    .sort();
  const list = names.join(',') || 'all';
  return {
    shape: (prefix === undefined ? list : `${prefix}:${list}`) as FilterShape<F, P>,
    values: Object.fromEntries(names.map((name) => [name, filters[name as keyof F]])) as { [K in keyof F]?: NonNullable<F[K]> },
  };
}

/** The placeholders of a shape's filters, by name (`{ status: param('status') }`); those not set are absent. */
export function filterParams<F extends object>(shape: FilterShape<F, string>): { [K in keyof F]?: SQL } {
  const list = shape.slice(shape.lastIndexOf(':') + 1);
  return list === 'all' ? {} : (Object.fromEntries(list.split(',').map((name) => [name, param(name)])) as { [K in keyof F]?: SQL });
}

/** The part of a shape before its filters (presentFilters' `prefix`). */
export function shapePrefix<P extends string>(shape: FilterShape<object, P>): P {
  return shape.slice(0, shape.lastIndexOf(':')) as P;
}
