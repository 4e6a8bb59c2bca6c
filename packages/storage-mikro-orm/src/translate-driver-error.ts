import { isRecordError, RecordError } from '@recordgate/core';

/**
 * Turns a driver error into a `RecordError`, once, at the storage boundary. Unknown errors keep their
 * cause for the log and get no message a client could learn SQL from.
 */
export function translateDriverError(error: unknown): RecordError {
  if (isRecordError(error)) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return new RecordError('conflict', column ? `Another record has the same ${column}.` : 'Another record has the same values.', { cause: error });
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return new RecordError('unavailable', 'The database is busy; retry the request.', { cause: error });
  }
  if (code === 'SQLITE_CANTOPEN' || code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return new RecordError('unavailable', 'The database cannot be reached.', { cause: error });
  }
  return new RecordError('unavailable', 'The database failed to answer.', { cause: error });
}
