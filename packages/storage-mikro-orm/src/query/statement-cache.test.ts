import {
  createTypeRegistry,
  defaultRecordTypes,
  defineRecordType,
  where,
  type Filter,
} from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { postgresqlDialect } from '../dialects/postgresql/postgresql-dialect.js';
import { postgresqlSearch } from '../dialects/postgresql/postgresql-search.js';
import { sqliteDialect } from '../dialects/sqlite/sqlite-dialect.js';
import { sqliteSearch } from '../dialects/sqlite/sqlite-search.js';
import { QueryCompiler } from './query-compiler.js';
import type { SelectArgs } from './types.js';

const label = { en: 'X', de: 'X' };
// A type onto another application's table: sentinels for null and stored values of its own.
const legacy = defineRecordType({
  name: 'legacy',
  modelClass: 'm',
  searchClass: 's',
  table: 'legacy_docs',
  where: { kind: 'doc' },
  fields: [
    { name: 'owner', type: 'integer', nullValues: [0], label },
    {
      name: 'state',
      type: 'string',
      values: ['open', 'done'],
      storedValues: { open: [1, 2], done: [3] },
      label,
    },
    { name: 'title', type: 'string', label },
  ],
});
const types = createTypeRegistry([...defaultRecordTypes, legacy]);
const dialects = [
  ['SQLite', sqliteDialect, sqliteSearch],
  ['PostgreSQL', postgresqlDialect, postgresqlSearch],
] as const;

// A member's documents (the access policy's shape): their company, and created by them or shared.
const member = (companyId: number, userId: number): Filter =>
  where.and(
    where.eq('company_id', companyId),
    where.or(
      where.eq('created_by', userId),
      where.inQuery('id', 'share', 'document_id', where.eq('user_id', userId)),
      where.inQuery(
        'id',
        'share',
        'document_id',
        where.inQuery('group_id', 'group-member', 'group_id', where.eq('user_id', userId)),
      ),
    ),
  );

// Pairs of arguments of one shape and different values: each must compile as a fresh compiler does.
const cases: [string, (n: number) => SelectArgs][] = [
  ['a member’s view', (n) => view(where.and(where.eq('id', 100 + n), member(n, 10 + n)))],
  ['an admin’s page', (n) => page(where.eq('company_id', n), 20, 20 * n)],
  ['a member’s page', (n) => page(member(n, 30 + n), 20, 0)],
  ['a list filter', (n) => page(where.and(where.in('id', [n, n + 1, n + 2]), member(1, n)), 5, 0)],
  ['a pattern', (n) => page(where.and({ op: 'like', field: 'title', value: `a${n}%` }), 2, 0)],
  ['a negation', (n) => view(where.not(where.eq('created_by', n)))],
  ['stored values', (n) => page(withLegacy(n % 2 ? 'open' : 'done', n), 10, 0, 'legacy')],
  [
    'a null sentinel',
    (n) => page(where.and(where.isNull('owner'), where.eq('title', `t${n}`)), 3, 0, 'legacy'),
  ],
];

function view(filter: Filter): SelectArgs {
  return { type: types.get('document'), filter, sort: [], limit: 1 };
}
function page(filter: Filter, limit: number, offset: number, type = 'document'): SelectArgs {
  return {
    type: types.get(type),
    filter,
    sort: [{ field: 'id', direction: 'desc' }],
    limit,
    offset,
  };
}
function withLegacy(state: string, owner: number): Filter {
  return where.and(where.eq('state', state), where.eq('owner', owner));
}

describe('statements compiled once per shape', () => {
  for (const [database, dialect, search] of dialects) {
    for (const [name, args] of cases) {
      it(`gives ${name} on ${database} the SQL and parameters of a fresh compile`, () => {
        const kept = new QueryCompiler(dialect, search, types, () => ({ name: 's' }) as never);
        for (let n = 1; n <= 4; n++) {
          const fresh = new QueryCompiler(dialect, search, types, () => ({ name: 's' }) as never);
          expect(kept.select(args(n))).toEqual(fresh.select(args(n)));
        }
      });
    }
  }

  it("never binds one member's values into another's statement", () => {
    const kept = new QueryCompiler(sqliteDialect, sqliteSearch, types, () => ({}) as never);
    const first = kept.select(view(where.and(where.eq('id', 5), member(1, 7))));
    const second = kept.select(view(where.and(where.eq('id', 5), member(2, 8))));
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual([5, 1, 7, 7, 7]);
    expect(second.params).toEqual([5, 2, 8, 8, 8]);
    // The kept parameters are not the caller's: changing an answer changes no later one.
    second.params.length = 0;
    expect(kept.select(view(where.and(where.eq('id', 6), member(3, 9)))).params).toEqual([
      6, 3, 9, 9, 9,
    ]);
  });

  it('compiles a filter that holds one node twice afresh every time', () => {
    const kept = new QueryCompiler(sqliteDialect, sqliteSearch, types, () => ({}) as never);
    const shared = where.eq('created_by', 1);
    kept.select(view(where.or(shared, where.and(shared, where.eq('company_id', 1)))));
    const other = where.or(
      where.eq('created_by', 2),
      where.and(where.eq('created_by', 3), where.eq('company_id', 4)),
    );
    expect(kept.select(view(other)).params).toEqual([2, 3, 4]);
  });
});
