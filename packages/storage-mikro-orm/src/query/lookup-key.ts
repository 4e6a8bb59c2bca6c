import type { FieldValue, FindManyArgs } from '@recordgate/core';
import { filterKey, type FilterLeaf } from './filter-key.js';
import type { KeyPath } from './key-tree.js';

/**
 * The key a kept lookup is found under before its SQL is compiled (ADR 0030), as tokens of a
 * `KeyTree` (ADR 0062): the type, the filter, the order and the paging written out whole, values
 * tagged by their kind (a date and the string of its ISO text differ). Two arguments with one key
 * compile to the same statement with the same parameters, so a kept result is found without compiling
 * its SQL, which cost more than the rest of a kept lookup (docs/benchmarks.md, "The view's
 * per-request work done once"). Undefined for a search, a locking read, or a value of another kind:
 * those are not kept by this key.
 */
export function lookupKey(args: FindManyArgs): KeyPath | undefined {
  if (args.search || args.forUpdate) return undefined;
  const path: unknown[] = [args.type];
  if (!filterKey(args.filter, path, leafKey)) return undefined;
  const sort = args.sort ?? [];
  path.push(sort.length);
  for (const key of sort) path.push(key.field, key.direction);
  path.push(args.limit, args.offset);
  return path;
}

// A leaf written with its values in whole.
function leafKey(leaf: FilterLeaf, path: unknown[]): boolean {
  path.push(leaf.op, leaf.field);
  if (!('values' in leaf)) return valueKey(leaf.value, path);
  path.push(leaf.values.length);
  for (const value of leaf.values) if (!valueKey(value, path)) return false;
  return true;
}

/** Marks a date's time among a key's tokens: a date and the number of its time differ. */
const DATE = Symbol('date');

/**
 * A value appended to a key's tokens with its kind (a date and the string of its ISO text differ; a
 * number and its text too). False for a value of no kind.
 */
export function valueKey(value: FieldValue, path: unknown[]): boolean {
  switch (typeof value) {
    case 'number':
    case 'string':
    case 'boolean':
      path.push(value);
      return true;
    default:
      if (value instanceof Date) {
        path.push(DATE, value.getTime());
        return true;
      }
      if (value !== null) return false;
      path.push(null);
      return true;
  }
}
