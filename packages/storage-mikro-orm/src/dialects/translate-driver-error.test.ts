import { isRecordError } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { mysqlDriverErrors } from './mysql/mysql-driver-errors.js';
import { postgresqlDriverErrors } from './postgresql/postgresql-driver-errors.js';
import { sqliteDriverErrors } from './sqlite/sqlite-driver-errors.js';
import { translateDriverError, type DriverErrorCodes } from './translate-driver-error.js';

const uniqueIndexes = new Map([['user_company_id_username_unique', 'username']]);

/** A driver error: an `Error` with a code and the driver's other properties. */
function driverError(message: string, properties: Record<string, unknown>): Error {
  return Object.assign(new Error(message), properties);
}

/** The code and message of `error` translated with `codes`, or `unchanged`. */
function translated(codes: DriverErrorCodes, error: unknown) {
  const result = translateDriverError(error, codes, { uniqueIndexes });
  if (result === error) return 'unchanged';
  return isRecordError(result) ? { code: result.code, message: result.message } : result;
}

describe('translateDriverError', () => {
  it("names the column of each database's unique violation", () => {
    const conflict = { code: 'conflict', message: 'Another record has the same username.' };
    const sqlite = driverError('UNIQUE constraint failed: user.company_id, user.username', {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    const postgresql = driverError('duplicate key', {
      code: '23505',
      constraint: 'user_company_id_username_unique',
    });
    const mysql = driverError(
      "Duplicate entry 'x' for key 'user.user_company_id_username_unique'",
      { code: 'ER_DUP_ENTRY' },
    );
    expect(translated(sqliteDriverErrors, sqlite)).toEqual(conflict);
    expect(translated(postgresqlDriverErrors, postgresql)).toEqual(conflict);
    expect(translated(mysqlDriverErrors, mysql)).toEqual(conflict);
  });

  it('answers a busy, unreachable or misconfigured database as unavailable', () => {
    const cases: [DriverErrorCodes, Record<string, unknown>, RegExp][] = [
      [sqliteDriverErrors, { code: 'SQLITE_BUSY' }, /busy/],
      [sqliteDriverErrors, { code: 'SQLITE_CANTOPEN' }, /cannot be opened/],
      [postgresqlDriverErrors, { code: '40001' }, /busy/],
      [postgresqlDriverErrors, { code: '28P01' }, /credentials/],
      [postgresqlDriverErrors, { code: '08006' }, /cannot be reached/],
      [mysqlDriverErrors, { code: 'ER_LOCK_DEADLOCK' }, /busy/],
      [mysqlDriverErrors, { code: 'ER_BAD_DB_ERROR' }, /does not exist/],
      [mysqlDriverErrors, { code: 'PROTOCOL_SEQUENCE_TIMEOUT' }, /did not answer in time/],
      [mysqlDriverErrors, { code: 'ECONNREFUSED' }, /cannot be reached/],
    ];
    for (const [codes, properties, message] of cases) {
      const result = translated(codes, driverError('driver failure', properties));
      expect(result, String(properties.code)).toMatchObject({ code: 'unavailable', message });
    }
    const timeout = translated(postgresqlDriverErrors, new Error('Query read timeout'));
    expect(timeout).toMatchObject({ code: 'unavailable', message: /did not answer in time/ });
  });

  it('returns any other error unchanged, for the generic 500', () => {
    const broken = driverError('no such table: x', { code: 'SQLITE_ERROR' });
    expect(translated(sqliteDriverErrors, broken)).toBe('unchanged');
    expect(translated(postgresqlDriverErrors, driverError('syntax', { code: '42601' }))).toBe(
      'unchanged',
    ); // A code that is a name on every object's prototype is no entry of a table.
    for (const codes of [sqliteDriverErrors, postgresqlDriverErrors, mysqlDriverErrors]) {
      expect(translated(codes, driverError('odd', { code: 'constructor' }))).toBe('unchanged');
    }
  });
});
