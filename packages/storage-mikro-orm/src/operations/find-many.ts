import { BOOKKEEPING_TYPES, type FindManyArgs, type StoredRecord } from '@recordgate/core';
import { keptSlot, keptVersion, MAX_KEPT_ROWS } from '../create-kept-results.js';
import type { StorageScope } from '../storage-scope.js';
import { readRecords } from './read-records.js';

/**
 * `StorageAdapter.findMany`: one SELECT; `cacheable` lookups kept until the next commit (ADR 0030),
 * except of a type written by bookkeeping, which moves no change version (ADR 0050).
 */
export async function findMany(scope: StorageScope, args: FindManyArgs): Promise<StoredRecord[]> {
  const { type: name, filter, search, sort = [], limit, offset, forUpdate, skipLocked } = args;
  const { types, queries, opened, dialect } = scope.state;
  const type = types.get(name);
  const locked = scope.inTransaction && (forUpdate === true || dialect.sql.lockEveryRead);
  const skipping = locked && forUpdate === true && skipLocked === true;
  const query = queries.select({
    type,
    filter,
    search,
    sort,
    limit,
    offset,
    forUpdate: locked,
    skipLocked: skipping,
  });
  const slot =
    args.cacheable && !scope.inTransaction && !BOOKKEEPING_TYPES.has(name)
      ? keptSlot(keptVersion(opened), query.sql, query.params)
      : undefined;
  const kept = slot && scope.state.lookups.get(slot.version, slot.key);
  if (kept) return [...kept];
  const rows = await readRecords(scope, type, query);
  if (slot && rows.length <= MAX_KEPT_ROWS) scope.state.lookups.set(slot.version, slot.key, rows);
  return slot ? [...rows] : rows;
}
