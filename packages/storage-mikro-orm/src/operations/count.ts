import { BOOKKEEPING_TYPES, type CountArgs } from '@recordgate/core';
import { keptSlot, keptVersion } from '../create-kept-results.js';
import type { StorageScope } from '../storage-scope.js';
import { readsUnsignalled } from '../unsignalled-reads.js';

/**
 * `StorageAdapter.count`: one COUNT, kept until the next commit outside transactions (ADR 0027); never
 * for a type written by bookkeeping, which moves no change version (ADR 0050), nor for one that reads
 * a table another application owns on a server database (ADR 0053). Such a count, outside
 * transactions, is shared by the calls that ask for it at once (ADR 0068).
 */
export async function count(
  scope: StorageScope,
  { type: name, filter, search }: CountArgs,
): Promise<number> {
  const { state } = scope;
  const { sql, params } = state.queries.count(state.types.get(name), filter, search);
  const slot =
    scope.inTransaction ||
    BOOKKEEPING_TYPES.has(name) ||
    readsUnsignalled(state.unsignalled, name, filter)
      ? undefined
      : keptSlot(keptVersion(state.opened), sql, params);
  const kept = slot && state.counts.get(slot.version, slot.key);
  if (kept !== undefined) return kept;
  const read = async () => {
    const [row] = await scope.executor.all(sql, params);
    return Number(row?.n ?? 0);
  };
  const shared = slot || scope.inTransaction ? undefined : sharedKey(sql, params);
  // Read afresh, shared with the calls asking for the same count at once; never older than the call.
  if (shared !== undefined) return state.sharedCounts.next(shared, read);
  const total = await read();
  if (slot) state.counts.set(slot.version, slot.key, total);
  return total;
}

/** The statement and its parameters as one key, or `undefined` if a parameter has no JSON form. */
function sharedKey(sql: string, params: readonly unknown[]): string | undefined {
  try {
    return `${sql}\u0000${JSON.stringify(params)}`;
  } catch {
    return undefined;
  }
}
