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
  and: (...filters: Filter[]): Filter => {
    if (filters.some((f) => f.op === 'false')) return { op: 'false' };
    const rest = filters.filter((f) => f.op !== 'true');
    if (rest.length === 0) return { op: 'true' };
    return rest.length === 1 ? rest[0]! : { op: 'and', filters: rest };
  },
  or: (...filters: Filter[]): Filter => {
    if (filters.some((f) => f.op === 'true')) return { op: 'true' };
    const rest = filters.filter((f) => f.op !== 'false');
    if (rest.length === 0) return { op: 'false' };
    return rest.length === 1 ? rest[0]! : { op: 'or', filters: rest };
  },
};
