import pg from 'pg';

/** Statements PostgreSQL can prepare (no DDL, no transaction control). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Distinct statement texts named at most: the app has a few hundred shapes; past this, statements go unnamed. */
export const MAX_NAMED_STATEMENTS = 2_000;

const names = new Map<string, string>();

/** The name of a statement text, the same on every connection; null past MAX_NAMED_STATEMENTS. */
export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED_STATEMENTS) return null;
    name = `kg_s${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown };

/**
 * A pool client that sends every data statement as a named prepared statement (docs/decisions/011-prepared-statements.md):
 * PostgreSQL parses and analyses each statement text once per connection instead of on every request, and may keep
 * a generic plan for it. The statement texts come from drizzle's query building, one per query shape.
 */
export class PreparingClient extends pg.Client {
  // pg's overloads are many; the first argument is what matters here
  query(...args: unknown[]): never {
    const config = args[0] as QueryConfigLike | null;
    if (config && typeof config === 'object' && !config.name && typeof config.text === 'string' && PREPARABLE.test(config.text)) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
