import { isRecordError, RecordError } from '@recordgate/core';

/** Turns a driver error into a `RecordError` where the client can act on it (see {@link translateDriverError}). */
export type DriverErrorTranslator = (error: unknown) => unknown;

/** What the translator knows about the schema. */
export interface DriverErrorContext {
  /** Unique index (constraint) names → the column they guard, for drivers that name only the index. */
  readonly uniqueIndexes?: ReadonlyMap<string, string>;
}

// PostgreSQL SQLSTATE classes and codes, MariaDB/MySQL error numbers and Node socket codes meaning
// "the database cannot be reached or cannot serve now".
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '40001', // serialization_failure (after the retries)
  '40P01', // deadlock_detected (after the retries)
  '55P03', // lock_not_available
]);
const misconfigured: Record<string, string> = {
  '28P01': 'The database refused the credentials in DATABASE_URL.',
  '28000': 'The database refused the credentials in DATABASE_URL.',
  '3D000':
    'The database named in DATABASE_URL does not exist; create it or run `recordgate migrate`.',
  ER_ACCESS_DENIED_ERROR: 'The database refused the credentials in DATABASE_URL.',
  ER_DBACCESS_DENIED_ERROR: 'The database user in DATABASE_URL may not use that database.',
  ER_BAD_DB_ERROR:
    'The database named in DATABASE_URL does not exist; create it or run `recordgate migrate`.',
};

/**
 * Runs `work`, a call into a driver, and throws what it throws translated by `translate`, whether it
 * throws at once or returns a promise that rejects. A synchronous call stays synchronous (SQLite's
 * statements run in the tick that checked no transaction is open). The one way the executors wrap
 * their driver calls.
 */
export function withTranslatedErrors<T>(translate: DriverErrorTranslator, work: () => T): T {
  let result: T;
  try {
    result = work();
  } catch (error) {
    throw translate(error);
  }
  if (!(result instanceof Promise)) return result;
  return result.catch((error: unknown) => {
    throw translate(error);
  }) as T;
}

/** The driver's error code: SQLSTATE on PostgreSQL, the symbolic code on MariaDB/MySQL and SQLite. */
function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  if ('code' in error && error.code !== undefined) return String(error.code);
  // AggregateError (a host name resolving to several addresses) carries the socket errors inside.
  if (error instanceof AggregateError) return codeOf(error.errors[0]);
  return '';
}

/**
 * Whether `error` (or the cause of a translated one) is a statement that got no answer within its
 * client-side timeout: node-postgres' `query_timeout`, or the MariaDB/MySQL executor's own.
 */
export function isStatementTimeout(error: unknown): boolean {
  const cause = isRecordError(error) ? error.cause : error;
  if (codeOf(cause) === 'PROTOCOL_SEQUENCE_TIMEOUT') return true;
  return cause instanceof Error && cause.message === 'Query read timeout';
}

/** Whether the database aborted a transaction because of a concurrent one, so that it may be retried. */
export function isTransactionConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01' || code === 'ER_LOCK_DEADLOCK';
}

/**
 * Turns a driver error the client can act on into a `RecordError`, once, at the storage boundary:
 * unique violations (`conflict`, naming the column), an unreachable, busy or overloaded database
 * (`unavailable`, which the HTTP layer answers with 503 and `Retry-After`). Anything else is a fault
 * of the installation (a broken schema, a bug) and is returned unchanged, so that it becomes a generic
 * 500 whose details only the log sees. The same on SQLite, PostgreSQL and MariaDB/MySQL.
 */
export function translateDriverError(error: unknown, context: DriverErrorContext = {}): unknown {
  if (isRecordError(error)) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const uniqueColumn = (): string | undefined => {
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      // A composite index lists its columns (`user.company_id, user.username`): name the last one.
      const failed = /UNIQUE constraint failed: ([\w., ]+)/.exec(message)?.[1] ?? '';
      return /\w+\.(\w+)$/.exec(failed.trim())?.[1];
    }
    if (code === '23505') {
      const detail = (error as { detail?: string }).detail ?? '';
      const constraint = (error as { constraint?: string }).constraint ?? '';
      return (
        /^Key \(("?)(\w+)\1\)=/.exec(detail)?.[2] ?? context.uniqueIndexes?.get(constraint) ?? ''
      );
    }
    if (code === 'ER_DUP_ENTRY') {
      const key = /for key '(?:[^'.]*\.)?([^']+)'/.exec(message)?.[1] ?? '';
      return context.uniqueIndexes?.get(key) ?? '';
    }
    return undefined;
  };
  const column = uniqueColumn();
  if (column !== undefined) {
    return new RecordError(
      'conflict',
      column ? `Another record has the same ${column}.` : 'Another record has the same values.',
      { cause: error, fields: column ? [{ field: column, message: 'The value is taken.' }] : [] },
    );
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || isTransactionConflict(error)) {
    return new RecordError('unavailable', 'The database is busy; retry the request.', {
      cause: error,
    });
  }
  if (code === 'SQLITE_CANTOPEN') {
    return new RecordError('unavailable', 'The database file cannot be opened.', { cause: error });
  }
  if (isStatementTimeout(error)) {
    return new RecordError(
      'unavailable',
      'The database did not answer in time; check that it runs and that the network to it is up.',
      { cause: error },
    );
  }
  if (misconfigured[code]) {
    return new RecordError('unavailable', misconfigured[code], { cause: error });
  }
  if (
    unreachable.has(code) ||
    code.startsWith('08') ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(
      message,
    )
  ) {
    return new RecordError(
      'unavailable',
      `The database cannot be reached (${code || message}); check that it runs and that DATABASE_URL points at it.`,
      { cause: error },
    );
  }
  return error;
}
