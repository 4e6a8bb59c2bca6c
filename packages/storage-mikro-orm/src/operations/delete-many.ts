import type { DeleteManyArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.deleteMany`: one DELETE of the matching rows; how many it deleted. */
export async function deleteMany(
  scope: StorageScope,
  { type, filter }: DeleteManyArgs,
): Promise<number> {
  const { queries, types } = scope.state;
  const { sql, params } = queries.deleteMatching(types.get(type), filter);
  return (await scope.executor.run(sql, params)).changes;
}
