import type { FieldValue } from './types.js';

/** A scalar a filter compares with. */
export type FilterValue = Exclude<FieldValue, null>;

/**
 * A condition on the records of one type, built by the access policy (and list filters) and
 * translated into the storage's own query language. Adapters must support every node.
 *
 * `inQuery` selects `field IN (SELECT select FROM type WHERE filter)`: the policy uses it for
 * relations such as "documents shared with one of my groups".
 */
export type Filter =
  | { readonly op: 'true' }
  | { readonly op: 'false' }
  | { readonly op: 'and' | 'or'; readonly filters: readonly Filter[] }
  | { readonly op: 'not'; readonly filter: Filter }
  | {
      readonly op: 'eq' | 'neq' | 'lt' | 'gt' | 'lte' | 'gte';
      readonly field: string;
      readonly value: FilterValue;
    }
  | { readonly op: 'in' | 'nin'; readonly field: string; readonly values: readonly FilterValue[] }
  | { readonly op: 'like'; readonly field: string; readonly value: string }
  | { readonly op: 'isNull'; readonly field: string }
  | {
      readonly op: 'inQuery';
      readonly field: string;
      readonly type: string;
      readonly select: string;
      readonly filter: Filter;
    };

/** Builders that keep filters readable and fold constant branches. */
export const where = {
  all: { op: 'true' } as Filter,
  none: { op: 'false' } as Filter,
  eq: (field: string, value: FilterValue): Filter => ({ op: 'eq', field, value }),
  in: (field: string, values: readonly FilterValue[]): Filter =>
    values.length === 0 ? { op: 'false' } : { op: 'in', field, values },
  isNull: (field: string): Filter => ({ op: 'isNull', field }),
  inQuery: (field: string, type: string, select: string, filter: Filter): Filter =>
    filter.op === 'false' ? { op: 'false' } : { op: 'inQuery', field, type, select, filter },
  not: (filter: Filter): Filter =>
    filter.op === 'true'
      ? { op: 'false' }
      : filter.op === 'false'
        ? { op: 'true' }
        : { op: 'not', filter },
  and: (...filters: Filter[]): Filter => fold('and', filters),
  or: (...filters: Filter[]): Filter => fold('or', filters),
};

// `and` / `or` of `filters`: a member that decides the whole (false in an `and`, true in an `or`)
// decides it, members that decide nothing (true in an `and`, false in an `or`) are left out, one
// member left is the filter. One pass, and no array but the node's own (ADR 0062).
function fold(op: 'and' | 'or', filters: Filter[]): Filter {
  const decides = op === 'and' ? 'false' : 'true';
  const neutral = op === 'and' ? 'true' : 'false';
  let kept = 0;
  let only: Filter | undefined;
  for (const filter of filters) {
    if (filter.op === decides) return { op: decides };
    if (filter.op !== neutral) {
      kept += 1;
      only = filter;
    }
  }
  if (kept === 0) return { op: neutral };
  if (kept === 1) return only!;
  return {
    op,
    filters: kept === filters.length ? filters : filters.filter((f) => f.op !== neutral),
  };
}
