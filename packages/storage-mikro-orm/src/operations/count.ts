import { BOOKKEEPING_TYPES, type CountArgs } from '@recordgate/core';
import { keptSlot, keptVersion } from '../create-kept-results.js';
import type { StorageScope } from '../storage-scope.js';
import { readsUnsignalled } from '../unsignalled-reads.js';

/**
 * `StorageAdapter.count`: one COUNT, kept until the next commit outside transactions (ADR 0027); never
 * for a type written by bookkeeping, which moves no change version (ADR 0050), nor for one that reads
 * a table another application owns on a server database (ADR 0053).
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
  const [row] = await scope.executor.all(sql, params);
  const total = Number(row?.n ?? 0);
  if (slot) state.counts.set(slot.version, slot.key, total);
  return total;
}
