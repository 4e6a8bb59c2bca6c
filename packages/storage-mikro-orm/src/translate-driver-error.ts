import { isRecordError, RecordError } from '@recordgate/core';

/**
 * Turns a driver error the client can act on into a `RecordError`, once, at the storage boundary:
 * unique violations (`conflict`), a busy or unreachable database (`unavailable`). Anything else is a
 * fault of the installation (a broken schema, a bug) and is returned unchanged, so that it becomes a
 * generic 500 whose details only the log sees.
 */
export function translateDriverError(error: unknown): unknown {
  if (isRecordError(error)) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  ) {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return new RecordError(
      'conflict',
      column ? `Another record has the same ${column}.` : 'Another record has the same values.',
      { cause: error },
    );
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return new RecordError('unavailable', 'The database is busy; retry the request.', {
      cause: error,
    });
  }
  if (
    code === 'SQLITE_CANTOPEN' ||
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'ETIMEDOUT'
  ) {
    return new RecordError('unavailable', 'The database cannot be reached.', { cause: error });
  }
  return error;
}
