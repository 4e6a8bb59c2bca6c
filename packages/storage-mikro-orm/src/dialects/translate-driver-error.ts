import { isRecordError, RecordError } from '@recordgate/core';

/** Turns a driver error into a `RecordError` where the client can act on it (see {@link translateDriverError}). */
export type DriverErrorTranslator = (error: unknown) => unknown;

/** What the translator knows about the schema. */
export interface DriverErrorContext {
  /** Unique index (constraint) names → the column they guard, for drivers that name only the index. */
  readonly uniqueIndexes?: ReadonlyMap<string, string>;
}

/**
 * The error codes of one database's driver, as {@link translateDriverError} reads them: each dialect
 * folder has one (`sqlite/sqlite-driver-errors.ts`, …).
 */
export interface DriverErrorCodes {
  /**
   * The column a unique violation names (`''` where the error names none the context knows), or
   * undefined when `error` is no unique violation.
   */
  uniqueColumn(error: unknown, context: DriverErrorContext): string | undefined;
  /**
   * A foreign key of the database refused the statement: `referenced` where rows refer to the row
   * being deleted or changed, `missing` where the row refers to one that does not exist, `either`
   * where the error does not say, with the table the error names (`''` where none); undefined for
   * any other error.
   */
  foreignKey(error: unknown): ForeignKeyViolation | undefined;
  /** Whether the database aborted a transaction because of a concurrent one, so it may be retried. */
  isTransactionConflict(error: unknown): boolean;
  /** Whether `error` is a statement that got no answer within its client-side timeout. */
  isStatementTimeout(error: unknown): boolean;
  /** Codes that make the database unavailable, with the message that says what to fix. */
  readonly unavailable: Readonly<Record<string, string>>;
  /** Whether a code (or, without one, the message) means the database cannot be reached or serve now. */
  isUnreachable(code: string, message: string): boolean;
}

// Node's socket codes: the database cannot be reached, whichever it is.
const unreachableSockets = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** The message of a database refusing the credentials in `DATABASE_URL`. */
export const REFUSED_CREDENTIALS = 'The database refused the credentials in DATABASE_URL.';

/** What a foreign key refused (see {@link DriverErrorCodes.foreignKey}). */
export interface ForeignKeyViolation {
  readonly kind: 'referenced' | 'missing' | 'either';
  readonly table: string;
}

const FOREIGN_KEY_MESSAGES = {
  referenced: 'Other rows of the database refer to this record%; remove or change them first.',
  missing: 'The record refers to a row that does not exist%; name an existing one.',
  either:
    'A foreign key of the database refuses the change%: other rows refer to this record, or it refers to a row that does not exist; change those rows first.',
};

/** The message of a database named in `DATABASE_URL` that does not exist. */
export const MISSING_DATABASE =
  'The database named in DATABASE_URL does not exist; create it or run `recordgate migrate`.';

/** The message of a database that is busy for now. */
export const BUSY_DATABASE = 'The database is busy; retry the request.';

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
export function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  if ('code' in error && error.code !== undefined) return String(error.code);
  // AggregateError (a host name resolving to several addresses) carries the socket errors inside.
  if (error instanceof AggregateError) return codeOf(error.errors[0]);
  return '';
}

/** The error itself, or the driver error a `RecordError` was translated from. */
export function causeOf(error: unknown): unknown {
  return isRecordError(error) ? error.cause : error;
}

/**
 * Turns a driver error the client can act on into a `RecordError`, once, at the storage boundary:
 * unique violations (`conflict`, naming the column), an unreachable, busy or overloaded database
 * (`unavailable`, which the HTTP layer answers with 503 and `Retry-After`). Anything else is a fault
 * of the installation (a broken schema, a bug) and is returned unchanged, so that it becomes a generic
 * 500 whose details only the log sees. The same on every database; `codes` are the driver's.
 */
export function translateDriverError(
  error: unknown,
  codes: DriverErrorCodes,
  context: DriverErrorContext = {},
): unknown {
  if (isRecordError(error)) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const column = codes.uniqueColumn(error, context);
  if (column !== undefined) {
    return new RecordError(
      'conflict',
      column ? `Another record has the same ${column}.` : 'Another record has the same values.',
      { cause: error, fields: column ? [{ field: column, message: 'The value is taken.' }] : [] },
    );
  }
  const foreignKey = codes.foreignKey(error);
  if (foreignKey !== undefined) {
    // Only another application's tables have foreign keys (RecordGate's own references have none).
    const table = foreignKey.table ? ` (table "${foreignKey.table}")` : '';
    const message = FOREIGN_KEY_MESSAGES[foreignKey.kind].replace('%', table);
    return new RecordError('conflict', message, { cause: error });
  }
  if (codes.isTransactionConflict(error)) {
    return new RecordError('unavailable', BUSY_DATABASE, { cause: error });
  }
  // Own keys only: a code such as `constructor` must not find the object's prototype.
  if (Object.hasOwn(codes.unavailable, code)) {
    return new RecordError('unavailable', codes.unavailable[code]!, { cause: error });
  }
  if (codes.isStatementTimeout(error)) {
    return new RecordError(
      'unavailable',
      'The database did not answer in time; check that it runs and that the network to it is up.',
      { cause: error },
    );
  }
  if (unreachableSockets.has(code) || codes.isUnreachable(code, message)) {
    return new RecordError(
      'unavailable',
      `The database cannot be reached (${code || message}); check that it runs and that DATABASE_URL points at it.`,
      { cause: error },
    );
  }
  return error;
}

/** {@link translateDriverError} with one driver's codes and the schema's unique indexes. */
export function createDriverErrorTranslator(
  codes: DriverErrorCodes,
  context: DriverErrorContext = {},
): DriverErrorTranslator {
  return (error) => translateDriverError(error, codes, context);
}
