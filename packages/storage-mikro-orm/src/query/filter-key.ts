import type { Filter } from '@recordgate/core';

/** A filter node that compares a field with values: the leaves of a filter's tree. */
export type FilterLeaf = Extract<
  Filter,
  { readonly value: unknown } | { readonly values: unknown }
>;

/**
 * A filter's tree written out as a key: its operators, fields and nesting, with each leaf written by
 * `leafKey`. The kept lookups (`lookupKey`) write a leaf's values in whole, the statement cache
 * (`StatementCache`) leaves the bound ones open; both walk the tree the same way. Undefined when a
 * leaf has no key (a value of no kind): such a filter is not kept.
 */
export function filterKey(
  filter: Filter,
  leafKey: (leaf: FilterLeaf) => string | undefined,
): string | undefined {
  switch (filter.op) {
    case 'true':
    case 'false':
      return filter.op;
    case 'and':
    case 'or': {
      let parts = '';
      for (const member of filter.filters) {
        const part = filterKey(member, leafKey);
        if (part === undefined) return undefined;
        parts += `${part},`;
      }
      return `${filter.op}(${parts})`;
    }
    case 'not': {
      const inner = filterKey(filter.filter, leafKey);
      return inner === undefined ? undefined : `not(${inner})`;
    }
    case 'isNull':
      return `isNull(${JSON.stringify(filter.field)})`;
    case 'inQuery': {
      const inner = filterKey(filter.filter, leafKey);
      if (inner === undefined) return undefined;
      const { field, type, select } = filter;
      return `inQuery(${JSON.stringify([field, type, select])},${inner})`;
    }
    default:
      return leafKey(filter);
  }
}
