import { BUSY_DATABASE, codeOf, type DriverErrorCodes } from '../translate-driver-error.js';

/** better-sqlite3's error codes (`SQLITE_*`), as the adapter's error translation reads them. */
export const sqliteDriverErrors: DriverErrorCodes = {
  uniqueColumn(error) {
    const code = codeOf(error);
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY')
      return undefined;
    // A composite index lists its columns (`user.company_id, user.username`): name the last one.
    const message = error instanceof Error ? error.message : String(error);
    const failed = /UNIQUE constraint failed: ([\w., ]+)/.exec(message)?.[1] ?? '';
    return /\w+\.(\w+)$/.exec(failed.trim())?.[1];
  },
  // SQLite names neither the table nor which side failed.
  foreignKey: (error) =>
    codeOf(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY' ? { kind: 'either', table: '' } : undefined,
  // Transactions run one at a time on the one connection: another process's lock is `SQLITE_BUSY`.
  isTransactionConflict: () => false,
  isStatementTimeout: () => false,
  unavailable: {
    SQLITE_BUSY: BUSY_DATABASE,
    SQLITE_LOCKED: BUSY_DATABASE,
    SQLITE_CANTOPEN: 'The database file cannot be opened.',
  },
  isUnreachable: () => false,
};
