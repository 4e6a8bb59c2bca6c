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

  it("answers another application's foreign keys as a conflict naming the table", () => {
    const postgresql = driverError('update or delete violates foreign key constraint', {
      code: '23503',
      detail: 'Key (id)=(2) is still referenced from table "documents_note".',
    });
    expect(translated(postgresqlDriverErrors, postgresql)).toEqual({
      code: 'conflict',
      message:
        'Other rows of the database refer to this record (table "documents_note"); remove or change them first.',
    });
    const mysql = driverError(
      'Cannot delete or update a parent row: a foreign key constraint fails (`paperless`.`documents_note`, CONSTRAINT `x` FOREIGN KEY (`document_id`) REFERENCES `documents_document` (`id`))',
      { code: 'ER_ROW_IS_REFERENCED_2' },
    );
    expect(translated(mysqlDriverErrors, mysql)).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('(table "documents_note")'),
    });
    const missing = driverError('insert violates foreign key constraint', {
      code: '23503',
      detail: 'Key (owner_id)=(9) is not present in table "auth_user".',
    });
    expect(translated(postgresqlDriverErrors, missing)).toEqual({
      code: 'conflict',
      message:
        'The record refers to a row that does not exist (table "auth_user"); name an existing one.',
    });
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
    // A connection that had failed before the statement (or the commit) was sent on it.
    const closed: [DriverErrorCodes, string][] = [
      [postgresqlDriverErrors, 'Client has encountered a connection error and is not queryable'],
      [postgresqlDriverErrors, 'Client was closed and is not queryable'],
      [mysqlDriverErrors, "Can't add new command when connection is in closed state"],
    ];
    for (const [codes, text] of closed) {
      expect(translated(codes, new Error(text)), text).toMatchObject({
        code: 'unavailable',
        message: /cannot be reached/,
      });
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
