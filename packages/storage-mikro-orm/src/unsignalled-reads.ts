import type { DatabaseDriver } from './dialects/database-dialects.js';
import type { Filter, TypeRegistry } from '@recordgate/core';

/**
 * The types whose tables change without RecordGate's change signal: on PostgreSQL and MariaDB/MySQL,
 * the tables another application owns (its commits send no notice and bump no counter). SQLite has
 * none: `PRAGMA data_version` moves with every connection's commits, whoever makes them.
 */
export function unsignalledTypes(types: TypeRegistry, driver: DatabaseDriver): ReadonlySet<string> {
  if (driver === 'sqlite') return new Set();
  return new Set(types.all.filter((type) => type.external).map((type) => type.name));
}

/**
 * Whether a read of `type` under `filter` touches a table that changes without the signal: the type's
 * own, or that of a type an `inQuery` (an access policy's relation, a list filter) selects from, at
 * any depth. Such a result is never kept: the next read must see the other application's last commit.
 */
export function readsUnsignalled(
  unsignalled: ReadonlySet<string>,
  type: string,
  filter: Filter,
): boolean {
  if (unsignalled.size === 0) return false;
  return unsignalled.has(type) || filterReads(unsignalled, filter);
}

function filterReads(unsignalled: ReadonlySet<string>, filter: Filter): boolean {
  switch (filter.op) {
    case 'and':
    case 'or':
      return filter.filters.some((f) => filterReads(unsignalled, f));
    case 'not':
      return filterReads(unsignalled, filter.filter);
    case 'inQuery':
      return unsignalled.has(filter.type) || filterReads(unsignalled, filter.filter);
    default:
      return false;
  }
}
