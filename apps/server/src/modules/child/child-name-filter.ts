import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { children } from '../../db/schema/index';

/**
 * A class-story record (알림장, 투약의뢰서, 귀가동의서) whose child's name matches `pattern` (`likePattern(keyword)`, or
 * the placeholder of a prepared statement that is given it), as a condition on the record's own child column. The
 * list's filter then never needs the children join, so its total counts the record table alone (an index-only scan of
 * the class's records) instead of joining every counted record to its child.
 */
export function childNameMatches(childId: AnyPgColumn, pattern: string | SQL | Placeholder): SQL {
  return sql`${childId} in (select ${children.id} from ${children} where ${children.name} ilike ${pattern})`;
}
