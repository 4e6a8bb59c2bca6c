import {
  causeOf,
  codeOf,
  MISSING_DATABASE,
  REFUSED_CREDENTIALS,
  type DriverErrorCodes,
} from '../translate-driver-error.js';

// mysql2's and the server's codes meaning "the database cannot be reached or cannot serve now".
const unreachable = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
]);

/** mysql2's errors (`ER_*`, `PROTOCOL_*`), as the adapter's error translation reads them. */
export const mysqlDriverErrors: DriverErrorCodes = {
  uniqueColumn(error, context) {
    if (codeOf(error) !== 'ER_DUP_ENTRY') return undefined;
    const message = error instanceof Error ? error.message : String(error);
    const key = /for key '(?:[^'.]*\.)?([^']+)'/.exec(message)?.[1] ?? '';
    return context.uniqueIndexes?.get(key) ?? '';
  },
  foreignKey(error) {
    const code = codeOf(error);
    const referenced = code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED';
    if (!referenced && code !== 'ER_NO_REFERENCED_ROW_2' && code !== 'ER_NO_REFERENCED_ROW') {
      return undefined;
    }
    const message = error instanceof Error ? error.message : String(error);
    // "… a foreign key constraint fails (`db`.`documents_note`, CONSTRAINT …": the referring table.
    const table = /fails \((?:`[^`]*`\.)?`([^`]+)`/.exec(message)?.[1] ?? '';
    return { kind: referenced ? 'referenced' : 'missing', table };
  },
  isTransactionConflict: (error) => codeOf(error) === 'ER_LOCK_DEADLOCK',
  // The executor's own bound on a statement's answer (`answeredInTime`).
  isStatementTimeout: (error) => codeOf(causeOf(error)) === 'PROTOCOL_SEQUENCE_TIMEOUT',
  unavailable: {
    ER_ACCESS_DENIED_ERROR: REFUSED_CREDENTIALS,
    ER_DBACCESS_DENIED_ERROR: 'The database user in DATABASE_URL may not use that database.',
    ER_BAD_DB_ERROR: MISSING_DATABASE,
  },
  // "Can't add new command when connection is in closed state": a statement sent on a connection
  // that had already failed or closed, which mysql2 refuses without a code.
  isUnreachable: (code, message) => unreachable.has(code) || /in closed state/i.test(message),
};
