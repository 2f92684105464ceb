import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlExecutor, Statement } from './sql-sequence';

const raw = (value: unknown) => value;

/** node-postgres: statements on the pool, a transaction's statements (its begin … commit included) on one client. */
export function pgExecutor(pool: pg.Pool): SqlExecutor {
  const typesByKey = new Map<string, pg.CustomTypesConfig>();
  const typesOf = (oids: number[]) => {
    const key = oids.join(',');
    let types = typesByKey.get(key);
    if (!types) {
      const rawOids = new Set(oids);
      types = { getTypeParser: ((oid: number, format?: string) => (rawOids.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'))) as pg.CustomTypesConfig['getTypeParser'] };
      typesByKey.set(key, types);
    }
    return types;
  };
  const config = (s: Statement): pg.QueryConfig & { rowMode?: 'array' } => ({
    text: s.text,
    values: s.params,
    ...(s.name ? { name: s.name } : {}),
    ...(s.rowMode ? { rowMode: s.rowMode } : {}),
    ...(s.rawTypeOids ? { types: typesOf(s.rawTypeOids) } : {}),
  });
  return {
    run: (s) => pool.query(config(s)),
    transaction: async (statements) => {
      const client = await pool.connect();
      try {
        for (const s of statements) await client.query(config(s));
      } finally {
        client.release();
      }
    },
  };
}

/** PGlite: `query` (extended protocol) or `exec` (simple) as the server used them; a transaction through `transaction`. */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  const parsersByKey = new Map<string, Record<number, typeof raw>>();
  const parsersOf = (oids: number[]) => {
    const key = oids.join(',');
    let parsers = parsersByKey.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(oids.map((oid) => [oid, raw]));
      parsersByKey.set(key, parsers);
    }
    return parsers;
  };
  const options = (s: Statement) => ({
    ...(s.rowMode ? { rowMode: s.rowMode } : {}),
    ...(s.rawTypeOids ? { parsers: parsersOf(s.rawTypeOids) } : {}),
  });
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const run = (on: Runner, s: Statement) => (s.simple ? on.exec(s.text, options(s)) : on.query(s.text, s.params, options(s)));
  return {
    run: (s) => run(client, s),
    transaction: (statements) =>
      client.transaction(async (tx) => {
        for (const s of statements) await run(tx, s);
      }),
  };
}
