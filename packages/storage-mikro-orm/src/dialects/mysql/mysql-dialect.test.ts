import { describe, expect, it } from 'vitest';
import { mysqlDialect } from './mysql-dialect.js';

describe('mysqlDialect', () => {
  it('writes datetimes as UTC text with milliseconds and booleans as 0/1', () => {
    expect(mysqlDialect.encode('datetime', new Date('2026-03-01T00:00:00.123Z'))).toBe(
      '2026-03-01 00:00:00.123',
    );
    expect(mysqlDialect.encode('boolean', false)).toBe(0);
    expect(mysqlDialect.decode('boolean', 1)).toBe(true);
    expect(mysqlDialect.paging(undefined, '?')).toBe(' LIMIT 18446744073709551615 OFFSET ?');
  });
});
