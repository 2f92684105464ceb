import { AppError } from './errors';

/** The SQLSTATE and context of a database error, found through Drizzle's `cause` wrapping (PGlite and pg alike). */
export type DatabaseError = { sqlState: string; message: string; table?: string; constraint?: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, table, constraint } = e as { code?: unknown; message?: unknown; table?: unknown; constraint?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return {
        sqlState: code,
        message: typeof message === 'string' ? message : '',
        ...(typeof table === 'string' ? { table } : {}),
        ...(typeof constraint === 'string' ? { constraint } : {}),
      };
    }
  }
  return null;
}

const REFERENCE_MISSING_MESSAGE = '연결된 정보를 찾을 수 없습니다. 새로 고친 뒤 다시 시도해 주세요.';
const STILL_REFERENCED_MESSAGE = '다른 기록에서 사용 중이라 삭제하거나 바꿀 수 없습니다.';
const DUPLICATE_MESSAGE = '이미 같은 정보가 있습니다.';
const INVALID_VALUE_MESSAGE = '입력값이 올바르지 않습니다.';

/**
 * A constraint or data error the client caused, as the answer it deserves (400/404/409) instead of a 500: services
 * check what they can first; this is the backstop for races and for what no schema can see (a deleted parent row).
 */
export function clientErrorOf(error: unknown): AppError | null {
  const db = databaseErrorOf(error);
  if (!db) return null;
  switch (db.sqlState) {
    case '23503':
      // "insert or update on table … violates" — the row refers to something missing; "update or delete on" — others refer to it
      return /^update or delete/i.test(db.message) ? new AppError('CONFLICT', STILL_REFERENCED_MESSAGE) : new AppError('NOT_FOUND', REFERENCE_MISSING_MESSAGE);
    case '23505':
      return new AppError('CONFLICT', DUPLICATE_MESSAGE);
    case '23502': // not null
    case '23514': // check
    case '22001': // string too long
    case '22003': // numeric out of range
    case '22007': // invalid datetime format
    case '22008': // datetime out of range
    case '22021': // character not in repertoire (NUL)
    case '22P02': // invalid text representation
    case '22P05': // untranslatable character
      return new AppError('VALIDATION', INVALID_VALUE_MESSAGE);
    default:
      return null;
  }
}

/**
 * An error as it may be logged: type, SQLSTATE, the statement's first line and the stack — never the statement's
 * parameters or the driver's `detail` (they carry names, phone numbers and memos).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const db = databaseErrorOf(error);
  const message = withoutParameters(error.message);
  return {
    type: error.name,
    message,
    ...(db ? { sqlState: db.sqlState, table: db.table, constraint: db.constraint, cause: withoutParameters(db.message) } : causeOf(error)),
    stack: error.stack ? [message, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n') : undefined,
  };
}

/**
 * Without a SQLSTATE the driver's error is about the connection ("Connection terminated unexpectedly", a pool that
 * was ended, a connect timeout): Drizzle's "Failed query" alone would not say why. Its first line, parameters dropped.
 */
function causeOf(error: Error): { cause?: string } {
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof Error)) return {};
  return { cause: `${cause.name}: ${withoutParameters(cause.message).split('\n')[0]}` };
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps the SQL and drops the values; a driver's "Key (x)=(value)" goes. */
function withoutParameters(message: string): string {
  return message.split(/\nparams:/)[0].replace(/\(([^()]*)\)=\([^)]*\)/g, '($1)=(…)');
}
