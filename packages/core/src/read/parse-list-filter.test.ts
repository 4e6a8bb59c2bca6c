import { describe, expect, it } from 'vitest';
import { isRecordError } from '../errors/record-error.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { parseListFilter } from './parse-list-filter.js';

const document = defaultRecordTypes.find((t) => t.name === 'document')!;
const parse = (filter: unknown, timeZone = 'UTC') =>
  parseListFilter({ type: document, filter, timeZone });
const problem = (filter: unknown): string => {
  try {
    parse(filter);
  } catch (error) {
    if (isRecordError(error, 'invalid')) return error.fields[0]!.message;
    throw error;
  }
  throw new Error('expected an invalid filter');
};

describe('parseListFilter', () => {
  it('reads a value as eq, several keys as and, and the logical operators', () => {
    expect(parse({ title: 'a', created_by: '3' })).toEqual({
      op: 'and',
      filters: [
        { op: 'eq', field: 'title', value: 'a' },
        { op: 'eq', field: 'created_by', value: 3 },
      ],
    });
    expect(
      parse({ or: { 0: { title: { like: 'x' } }, 1: { not: { id: { in: ['1', '2'] } } } } }),
    ).toEqual({
      op: 'or',
      filters: [
        { op: 'like', field: 'title', value: 'x' },
        { op: 'not', filter: { op: 'in', field: 'id', values: [1, 2] } },
      ],
    });
    expect(parse(undefined)).toEqual({ op: 'true' });
  });

  it('accepts reference names and reads date-times in the installation zone', () => {
    expect(parse({ createdBy: 4 })).toEqual({ op: 'eq', field: 'created_by', value: 4 });
    expect(parse({ created_at: { gte: '2026-03-01T10:00:00' } }, 'Europe/Berlin')).toEqual({
      op: 'gte',
      field: 'created_at',
      value: new Date('2026-03-01T09:00:00Z'),
    });
    expect(parse({ principal_id: 'NULL' })).toEqual({ op: 'isNull', field: 'principal_id' });
    expect(parse({ principal_id: { neq: null } })).toEqual({
      op: 'not',
      filter: { op: 'isNull', field: 'principal_id' },
    });
  });

  it('names what is wrong, in Yii2 wording', () => {
    expect(problem({ nope: 1 })).toMatch(/^Unknown filter attribute "nope"/);
    expect(problem({ title: { gt: 'a' } })).toMatch(/^"title" does not support operator "gt"/);
    expect(problem({ id: { in: '1' } })).toBe(
      'Operator "in" requires multiple operands: filter[…][in][]=1&filter[…][in][]=2.',
    );
    expect(problem({ and: { title: 'x' } })).toMatch(/^Operator "and" requires multiple operands/);
    expect(problem({ eq: 1 })).toMatch(/^Operator "eq" must be used with a search attribute/);
    expect(problem({ created_at: { lt: 'soon' } })).toMatch(/^Created at must be an ISO 8601/);
    expect(problem({ title: { lt: { gt: 1 } } })).toMatch(/does not support/);
    expect(problem({ id: { gt: { x: 1 } } })).toMatch(/^Condition for "id"/);
    expect(problem({ id: { in: Array.from({ length: 1001 }, (_, i) => i) } })).toMatch(
      /at most 1000/,
    );
    expect(problem('title')).toMatch(/^The format of Filter is invalid/);
  });

  // docs/writing-records.md, "Values at their edges": the same rules as a write, as a 422 for `filter`.
  it('refuses NUL, lone surrogates, out-of-range date-times and integers in values', () => {
    expect(problem({ title: 'a\u0000' })).toMatch(/^Title contains a NUL character/);
    expect(problem({ title: { like: '\uD800' } })).toMatch(/^Title contains a NUL character/);
    expect(problem({ title: { in: ['ok', 'x\u0000'] } })).toMatch(/NUL character/);
    expect(problem({ created_at: { gt: '99999999999999' } })).toBe(
      'Created at must be a date-time between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.',
    );
    expect(problem({ created_at: { lt: '0000-01-01' } })).toMatch(/between 0001-01-01/);
    expect(problem({ id: '2147483648' })).toBe(
      'ID must be an integer from -2147483648 to 2147483647.',
    );
    expect(problem({ id: { in: ['1', '99999999999999999999'] } })).toMatch(/from -2147483648/);
    expect(parse({ created_at: { gte: '0050-01-01T00:00:00Z' } })).toEqual({
      op: 'gte',
      field: 'created_at',
      value: new Date('0050-01-01T00:00:00Z'),
    });
  });

  it('tells a filter nested too deeply from one with too many conditions', () => {
    const nested = (levels: number): unknown =>
      levels === 0 ? { title: 'x' } : { not: nested(levels - 1) };
    expect(() => parse(nested(10))).not.toThrow();
    expect(problem(nested(11))).toBe(
      'The filter is nested too deeply: at most 10 levels of and, or and not are allowed.',
    );
  });

  it('refuses a date-time whose offset is beyond hour 23 or minute 59', () => {
    expect(problem({ created_at: '2026-11-22T10:00:00+25:00' })).toMatch(/created_at|Created/);
    expect(parse({ created_at: '2026-11-22T10:00:00+14:00' })).toEqual({
      op: 'eq',
      field: 'created_at',
      value: new Date('2026-11-21T20:00:00Z'),
    });
  });
});
