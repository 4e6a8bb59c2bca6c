import {
  causeOf,
  codeOf,
  MISSING_DATABASE,
  REFUSED_CREDENTIALS,
  type DriverErrorCodes,
} from '../translate-driver-error.js';

// SQLSTATE codes meaning "the database cannot serve now" (besides class 08, connection exceptions).
const unreachable = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '40001', // serialization_failure (after the retries)
  '40P01', // deadlock_detected (after the retries)
  '55P03', // lock_not_available
]);

/** node-postgres's errors (SQLSTATE codes), as the adapter's error translation reads them. */
export const postgresqlDriverErrors: DriverErrorCodes = {
  uniqueColumn(error, context) {
    if (codeOf(error) !== '23505') return undefined;
    const detail = (error as { detail?: string }).detail ?? '';
    const constraint = (error as { constraint?: string }).constraint ?? '';
    return (
      /^Key \(("?)(\w+)\1\)=/.exec(detail)?.[2] ?? context.uniqueIndexes?.get(constraint) ?? ''
    );
  },
  foreignKey(error) {
    if (codeOf(error) !== '23503') return undefined;
    const detail = (error as { detail?: string }).detail ?? '';
    const table = /table "([^"]+)"/.exec(detail)?.[1] ?? '';
    return { kind: detail.includes('still referenced') ? 'referenced' : 'missing', table };
  },
  isTransactionConflict: (error) => ['40001', '40P01'].includes(codeOf(error)),
  // node-postgres' `query_timeout`.
  isStatementTimeout: (error) => {
    const cause = causeOf(error);
    return cause instanceof Error && cause.message === 'Query read timeout';
  },
  unavailable: {
    '28P01': REFUSED_CREDENTIALS,
    '28000': REFUSED_CREDENTIALS,
    '3D000': MISSING_DATABASE,
  },
  isUnreachable: (code, message) =>
    unreachable.has(code) ||
    code.startsWith('08') ||
    // "… is not queryable": a statement (or the commit) sent on a client whose connection had
    // already failed or closed, which node-postgres refuses without a code.
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|is not queryable/i.test(
      message,
    ),
};
