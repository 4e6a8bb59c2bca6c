/**
 * The fixed set of error codes of the engine. HTTP statuses are assigned in `@recordgate/koa`, nowhere else.
 */
export type RecordErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'forbidden'
  | 'not_acceptable'
  | 'invalid'
  | 'conflict'
  | 'precondition_failed'
  | 'unavailable'
  | 'too_large';

/** One failed field of a validation error (`invalid`). */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** Options of {@link RecordError}. */
export interface RecordErrorOptions {
  /** The field problems of an `invalid` error, one entry per field. */
  readonly fields?: readonly FieldProblem[];
  readonly cause?: unknown;
  /**
   * What went wrong, for the operator's log, when the installation rather than the request is at
   * fault (an object store that refuses, a file missing from the store): the HTTP layer logs it as an
   * error with the request id, and the client gets `message`, which must not reveal hosts or settings.
   */
  readonly operatorMessage?: string;
}

/**
 * The one error class of the engine and its adapters. Messages are written for the caller: they say what
 * was wrong and how to fix it.
 */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  readonly code: RecordErrorCode;
  readonly fields: readonly FieldProblem[];
  /** See {@link RecordErrorOptions.operatorMessage}. */
  readonly operatorMessage: string | undefined;

  constructor(code: RecordErrorCode, message: string, options: RecordErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.fields = options.fields ?? [];
    this.operatorMessage = options.operatorMessage;
  }
}

/** Throws one `invalid` error listing `problems` (one entry per field, the 422 body); nothing when empty. */
export function throwIfInvalid(problems: readonly FieldProblem[]): void {
  if (problems.length > 0) {
    throw new RecordError('invalid', 'The record data is invalid.', { fields: problems });
  }
}

/** True when `error` is a {@link RecordError}, optionally with the given code. */
export function isRecordError(error: unknown, code?: RecordErrorCode): error is RecordError {
  return error instanceof RecordError && (code === undefined || error.code === code);
}
