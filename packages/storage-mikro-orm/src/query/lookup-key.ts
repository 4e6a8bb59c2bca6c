import type { FieldValue, FindManyArgs } from '@recordgate/core';
import { filterKey, type FilterLeaf } from './filter-key.js';

/**
 * The key a kept lookup is found under before its SQL is compiled (ADR 0030): the type, the filter,
 * the order and the paging written out whole, values tagged by their kind (a date and the string of
 * its ISO text differ). Two arguments with one key compile to the same statement with the same
 * parameters, so a kept result is found without compiling its SQL, which cost more than the rest of a
 * kept lookup (docs/benchmarks.md, "The view's per-request work done once"). Undefined for a search,
 * a locking read, or a value of another kind: those are not kept by this key.
 */
export function lookupKey(args: FindManyArgs): string | undefined {
  if (args.search || args.forUpdate) return undefined;
  const filter = filterKey(args.filter, leafKey);
  if (filter === undefined) return undefined;
  let sort = '';
  for (const key of args.sort ?? []) sort += `${JSON.stringify(key.field)}${key.direction},`;
  return `\u0001${args.type}\u0000${filter}\u0000${sort}\u0000${args.limit}\u0000${args.offset}`;
}

// A leaf written with its values in whole.
function leafKey(leaf: FilterLeaf): string | undefined {
  const field = JSON.stringify(leaf.field);
  if (!('values' in leaf)) {
    const value = valueKey(leaf.value);
    return value === undefined ? undefined : `${leaf.op}(${field},${value})`;
  }
  let values = '';
  for (const value of leaf.values) {
    const part = valueKey(value);
    if (part === undefined) return undefined;
    values += `${part},`;
  }
  return `${leaf.op}(${field},${values})`;
}

/** A value written out with its kind (a date and the string of its ISO text differ). */
export function valueKey(value: FieldValue): string | undefined {
  switch (typeof value) {
    case 'number':
      return `n${value}`;
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'T' : 'F';
    default:
      if (value instanceof Date) return `d${value.getTime()}`;
      return value === null ? 'N' : undefined;
  }
}
