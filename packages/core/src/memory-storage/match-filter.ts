import type { Filter, FilterValue } from '../model/filter.js';
import type { FieldValue, StoredRecord } from '../model/types.js';
import type { SortKey } from '../ports/storage-adapter.js';

/**
 * Whether `record` matches `filter`, read as the SQL databases read it (three-valued logic: a
 * comparison with a missing value is unknown, NOT of unknown stays unknown, only true matches). For
 * storage adapters that keep records in JavaScript: the in-memory one, and custom ones
 * (docs/storage-adapters.md). `recordsOf` gives the records of a type, for `inQuery`.
 *
 * @example
 * ```ts
 * const found = [...rows.values()].filter((r) => matchesFilter(r, filter, (type) => tables.get(type)!.values()));
 * ```
 */
export function matchesFilter(
  record: StoredRecord,
  filter: Filter,
  recordsOf: (type: string) => Iterable<StoredRecord>,
): boolean {
  return truth(record, filter, recordsOf) === true;
}

/**
 * Orders two field values as lists sort them: datetimes by instant, missing values first. Also the
 * equality of filters and unique fields (`0`).
 */
export function compareFieldValues(
  a: FieldValue | FilterValue,
  b: FieldValue | FilterValue,
): number {
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return x < y ? -1 : 1;
}

/**
 * Compares records by `sort`, then by id ascending (unless the sort names id): the order of the
 * storage port's `findMany`, stable across pages.
 */
export function compareRecordsBy(
  sort: readonly SortKey[],
): (a: StoredRecord, b: StoredRecord) => number {
  const byId = sort.findIndex((k) => k.field === 'id');
  const keys: readonly SortKey[] =
    byId === -1 ? [...sort, { field: 'id', direction: 'asc' }] : sort.slice(0, byId + 1);
  return (a, b) => {
    for (const { field, direction } of keys) {
      const c = compareFieldValues(a[field] ?? null, b[field] ?? null);
      if (c !== 0) return direction === 'asc' ? c : -c;
    }
    return 0;
  };
}

function truth(
  record: StoredRecord,
  filter: Filter,
  recordsOf: (type: string) => Iterable<StoredRecord>,
): boolean | null {
  switch (filter.op) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'and': {
      const values = filter.filters.map((f) => truth(record, f, recordsOf));
      return values.includes(false) ? false : values.includes(null) ? null : true;
    }
    case 'or': {
      const values = filter.filters.map((f) => truth(record, f, recordsOf));
      return values.includes(true) ? true : values.includes(null) ? null : false;
    }
    case 'not': {
      const value = truth(record, filter.filter, recordsOf);
      return value === null ? null : !value;
    }
    case 'isNull':
      return (record[filter.field] ?? null) === null;
    case 'in':
    case 'nin': {
      const value = record[filter.field] ?? null;
      if (value === null) return null;
      const found = filter.values.some((v) => compareFieldValues(value, v) === 0);
      return filter.op === 'in' ? found : !found;
    }
    case 'like': {
      const value = record[filter.field] ?? null;
      if (value === null) return null;
      return String(value).toLowerCase().includes(filter.value.toLowerCase());
    }
    case 'inQuery': {
      const value = record[filter.field] ?? null;
      if (value === null) return null;
      // As SQL's IN over a subquery: unknown when not found but the subquery selected a null.
      let unknown = false;
      for (const other of recordsOf(filter.type)) {
        if (truth(other, filter.filter, recordsOf) !== true) continue;
        const selected = other[filter.select] ?? null;
        if (selected === null) unknown = true;
        else if (compareFieldValues(selected, value) === 0) return true;
      }
      return unknown ? null : false;
    }
    default: {
      const value = record[filter.field] ?? null;
      if (value === null) return null;
      const c = compareFieldValues(value, filter.value);
      switch (filter.op) {
        case 'eq':
          return c === 0;
        case 'neq':
          return c !== 0;
        case 'lt':
          return c < 0;
        case 'gt':
          return c > 0;
        case 'lte':
          return c <= 0;
        case 'gte':
          return c >= 0;
      }
    }
  }
}
