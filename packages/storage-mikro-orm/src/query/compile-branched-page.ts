import type { Filter, RecordType } from '@recordgate/core';
import { compilePaging } from './compile-paging.js';
import { splitUnionBranches, type InQueryFilter } from './split-union-branches.js';
import type { CompiledSql, OrderColumn } from './types.js';
import type { WhereCompiler } from './where-compiler.js';

/** Arguments of {@link compileBranchedPage}. */
export interface BranchedPageArgs {
  readonly type: RecordType;
  readonly filter: Filter;
  readonly order: readonly OrderColumn[];
  readonly limit: number;
  readonly offset: number | undefined;
}

/**
 * ADR 0023: a page of a filter holding a union of sets (a member's documents) read as the top
 * `offset + limit` rows of each set in the page's order, united, then cut, so that the union is as
 * small as the page where built whole it grows with every document the member owns. In id order a
 * branch is the set's own condition, which its index answers in order and stops. In another order
 * each branch starts from its set and reads its rows by id (a `CROSS JOIN`, which SQLite keeps in the
 * order written: given the choice, its planner walks the company's index on the sort column and tests
 * each row against the set). `undefined` where the filter holds no such union, or the order is on a
 * column a union cannot compare (json) or the sets are not of ids: the whole union is read then.
 */
export function compileBranchedPage(
  compiler: WhereCompiler,
  { type, filter, order, limit, offset = 0 }: BranchedPageArgs,
): CompiledSql | undefined {
  const top = limit + offset;
  if (!Number.isSafeInteger(top) || !Number.isSafeInteger(offset) || offset < 0) return undefined;
  const split = splitUnionBranches(filter);
  if (!split) return undefined;
  // Read in id order from the sets' own indexes only where nothing else narrows the rows: given a
  // `like` or a range too, SQLite walks the company's index on that column once per branch.
  const direct = order.length === 1 && split.rest.every(isEquality);
  const comparable = order.every((k) => type.fieldsByName.get(k.field)?.type !== 'json');
  if (!direct && (!comparable || split.sets.some((set) => set.field !== 'id'))) return undefined;
  const { dialect } = compiler;
  const q = dialect.quote;
  const table = q(type.table);
  const id = compiler.id(type);
  const keys = (prefix: string) =>
    order.map((k) => dialect.orderKey(prefix + k.column, k.direction, k.nullable)).join(', ');
  const columns = [...new Set(order.map((k) => k.column))].join(', ');
  const and = (filters: readonly Filter[]): Filter => ({ op: 'and', filters });
  const params: unknown[] = [];
  const cut = dialect.paging(String(top), undefined);
  const branch = (set: InQueryFilter, i: number) => {
    let from: string;
    if (direct) {
      const own = compiler.isOwnRows(type, set) ? set.filter : set;
      from = `${table} WHERE ${compiler.where(type, and([...split.rest, own]), params)}`;
    } else {
      const rows = `(${compiler.subquery(set, params, q('rg_id'))}) s CROSS JOIN ${table} d`;
      // The type's own rows (`where` of a mapped table) hold even where nothing else narrows them.
      const rest = compiler.where(
        type,
        split.rest.length ? and(split.rest) : { op: 'true' },
        params,
      );
      from = `${rows} WHERE d.${id} = s.${q('rg_id')} AND ${rest}`;
    }
    return `SELECT ${columns} FROM (SELECT ${columns} FROM ${from} ORDER BY ${keys('')}${cut}) ${q(`rg_b${i + 1}`)}`;
  };
  const united = split.sets.map(branch).join(' UNION ');
  const paging = compilePaging(dialect, limit, offset, params);
  return {
    sql: `SELECT r.* FROM ${table} r JOIN (${united} ORDER BY ${keys('')}${paging}) p ON r.${id} = p.${id} ORDER BY ${keys('r.')}`,
    params,
  };
}

// An equality (or none): a condition the page's id order does not have to walk another index for.
function isEquality(filter: Filter): boolean {
  return filter.op === 'eq' || filter.op === 'in' || filter.op === 'true';
}
