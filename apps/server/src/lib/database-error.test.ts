import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openEmptyTestDatabase, type TestDatabase } from '../test/test-database';
import { clientErrorOf, loggableError } from './database-error';

let t: TestDatabase;
let db: Db;

/** The error a statement raises, as Drizzle wraps it. */
async function errorOf(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

beforeAll(async () => {
  t = await openEmptyTestDatabase();
  db = t.database.db;
  await db.execute(sql`create table parent_t (id int primary key, phone text unique)`);
  await db.execute(sql`create table child_t (id int primary key, parent_id int not null references parent_t(id), memo text check (length(memo) < 5))`);
  await db.execute(sql`insert into parent_t values (1, '010-1234-5678')`);
  await db.execute(sql`insert into child_t values (1, 1, 'ok')`);
});
afterAll(() => t.close());

describe('clientErrorOf', () => {
  it('answers 404 for a row that refers to something missing, 409 for deleting something still referred to', async () => {
    const missing = clientErrorOf(await errorOf(sql`insert into child_t values (2, ${99}, 'a')`));
    expect([missing?.status, missing?.code]).toEqual([404, 'NOT_FOUND']);
    const referenced = clientErrorOf(await errorOf(sql`delete from parent_t where id = ${1}`));
    expect([referenced?.status, referenced?.code]).toEqual([409, 'CONFLICT']);
  });

  it('answers 409 for a duplicate and 400 for values the database refuses', async () => {
    expect(clientErrorOf(await errorOf(sql`insert into parent_t values (2, ${'010-1234-5678'})`))?.status).toBe(409);
    expect(clientErrorOf(await errorOf(sql`insert into child_t values (3, 1, ${'too long memo'})`))?.code).toBe('VALIDATION');
    expect(clientErrorOf(await errorOf(sql`select ${'2147483648'}::int`))?.code).toBe('VALIDATION');
    expect(clientErrorOf(await errorOf(sql`select ${'abc'}::int`))?.code).toBe('VALIDATION');
  });

  it('leaves other errors alone (they stay 500)', async () => {
    expect(clientErrorOf(await errorOf(sql`select * from no_such_table`))).toBeNull();
    expect(clientErrorOf(new Error('boom'))).toBeNull();
  });
});

describe('loggableError', () => {
  it('keeps the statement and the SQLSTATE but not the parameters or the driver detail', async () => {
    const error = await errorOf(sql`insert into parent_t values (3, ${'010-9999-8888'}), (4, ${'010-9999-8888'})`);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('23505');
    expect(logged).toContain('insert into parent_t');
    expect(logged).not.toContain('010-9999-8888');
  });

  it('says why a statement failed without a SQLSTATE (a lost connection), still without its parameters', () => {
    const lost = new Error('Failed query: select * from parent_t where phone = $1\nparams: 010-9999-8888', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    const logged = loggableError(lost);
    expect(logged.cause).toBe('Error: Connection terminated unexpectedly');
    expect(JSON.stringify(logged)).not.toContain('010-9999-8888');
    expect(loggableError(new Error('boom')).cause).toBeUndefined();
  });
});
