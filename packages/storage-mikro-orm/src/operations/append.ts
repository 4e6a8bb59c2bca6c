import type { InsertArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.append`: an INSERT whose row is not read back. */
export async function append(scope: StorageScope, { type, values }: InsertArgs): Promise<void> {
  const { writes, types } = scope.state;
  const { sql, params } = writes.insert({ type: types.get(type), values }, false);
  await scope.executor.run(sql, params);
}
