import { describe, expect, it } from 'vitest';
import { mysqlDialect } from './mysql/mysql-dialect.js';
import { postgresqlDialect } from './postgresql/postgresql-dialect.js';
import { sqliteDialect } from './sqlite/sqlite-dialect.js';

describe('quote', () => {
  it('quotes an identifier, doubling its own quote marks, the same each time it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(sqliteDialect.quote('company_id')).toBe('"company_id"');
      expect(sqliteDialect.quote('odd"name')).toBe('"odd""name"');
      expect(postgresqlDialect.quote('odd"name')).toBe('"odd""name"');
      expect(mysqlDialect.quote('odd`name')).toBe('`odd``name`');
      expect(mysqlDialect.quote('odd"name')).toBe('`odd"name`');
    }
  });
});
