import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A sorted subquery's rows as a JSON array of objects keyed by its column aliases (`[]` when none): a list's related
 * rows (a card's teachers, a child's parents) as one column of its own statement instead of a second statement.
 */
export function jsonRows<T>(query: SQLWrapper) {
  return sql<T[]>`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;
}
