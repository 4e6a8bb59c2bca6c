import { isRecordError, RecordError } from '@recordgate/core';

/**
 * Turns a driver error the client can act on into a `RecordError`, once, at the storage boundary:
 * unique violations (`conflict`, naming the column), a busy or unopenable database (`unavailable`).
 * Anything else is a fault of the installation (a broken schema, a bug) and is returned unchanged, so
 * that it becomes a generic 500 whose details only the log sees.
 */
export function translateDriverError(error: unknown): unknown {
  if (isRecordError(error)) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return new RecordError(
      'conflict',
      column ? `Another record has the same ${column}.` : 'Another record has the same values.',
      { cause: error, fields: column ? [{ field: column, message: 'The value is taken.' }] : [] },
    );
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return new RecordError('unavailable', 'The database is busy; retry the request.', {
      cause: error,
    });
  }
  if (code === 'SQLITE_CANTOPEN') {
    return new RecordError('unavailable', 'The database file cannot be opened.', { cause: error });
  }
  return error;
}
