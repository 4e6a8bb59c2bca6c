import type { Filter } from '@recordgate/core';

/** A filter node that compares a field with values: the leaves of a filter's tree. */
export type FilterLeaf = Extract<
  Filter,
  { readonly value: unknown } | { readonly values: unknown }
>;

/**
 * A filter's tree written out as tokens of a key (`KeyTree`), appended to `path`: its operators,
 * fields and nesting (an `and`'s or `or`'s number of members before them), with each leaf written by
 * `leafKey`. The kept lookups (`lookupKey`) write a leaf's values in whole, the statement cache
 * (`StatementCache`) leaves the bound ones open; both walk the tree the same way. False when a leaf
 * has no key (a value of no kind): such a filter is not kept.
 */
export function filterKey(
  filter: Filter,
  path: unknown[],
  leafKey: (leaf: FilterLeaf, path: unknown[]) => boolean,
): boolean {
  switch (filter.op) {
    case 'true':
    case 'false':
      path.push(filter.op);
      return true;
    case 'and':
    case 'or':
      path.push(filter.op, filter.filters.length);
      for (const member of filter.filters) if (!filterKey(member, path, leafKey)) return false;
      return true;
    case 'not':
      path.push('not');
      return filterKey(filter.filter, path, leafKey);
    case 'isNull':
      path.push('isNull', filter.field);
      return true;
    case 'inQuery': {
      const { field, type, select } = filter;
      path.push('inQuery', field, type, select);
      return filterKey(filter.filter, path, leafKey);
    }
    default:
      return leafKey(filter, path);
  }
}
