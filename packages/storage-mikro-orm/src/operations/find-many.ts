import { BOOKKEEPING_TYPES, type FindManyArgs, type StoredRecord } from '@recordgate/core';
import { keptSlot, keptVersion, MAX_KEPT_ROWS, type KeptSlot } from '../create-kept-results.js';
import { lookupKey } from '../query/lookup-key.js';
import type { StorageScope } from '../storage-scope.js';
import { readsUnsignalled } from '../unsignalled-reads.js';
import { readRecords } from './read-records.js';

/**
 * `StorageAdapter.findMany`: one SELECT; `cacheable` lookups kept until the next commit (ADR 0030),
 * found by their arguments before their SQL is compiled, except of a type written by bookkeeping,
 * which moves no change version (ADR 0050), or that reads a table another application owns on a
 * server database (ADR 0053).
 */
export async function findMany(scope: StorageScope, args: FindManyArgs): Promise<StoredRecord[]> {
  const { type: name, filter, search, sort = [], limit, offset, forUpdate, skipLocked } = args;
  const { types, queries, opened, dialect, lookups, lookupsByArgs, unsignalled } = scope.state;
  const keeps =
    args.cacheable === true &&
    !scope.inTransaction &&
    !BOOKKEEPING_TYPES.has(name) &&
    !readsUnsignalled(unsignalled, name, filter);
  const version = keeps ? keptVersion(opened) : undefined;
  const byArgs = version === undefined ? undefined : lookupKey(args);
  const early = byArgs && lookupsByArgs.get(version!, byArgs);
  if (early) return [...early];
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
  let slot: KeptSlot | undefined;
  if (keeps && !byArgs) {
    slot = keptSlot(version, query.sql, query.params);
    const kept = slot && lookups.get(slot.version, slot.key);
    if (kept) return [...kept];
  }
  const rows = await readRecords(scope, type, query);
  if (rows.length > MAX_KEPT_ROWS) return rows;
  if (byArgs) {
    lookupsByArgs.set(version!, byArgs, rows);
    return [...rows];
  }
  if (slot) lookups.set(slot.version, slot.key, rows);
  return slot ? [...rows] : rows;
}
