import type { UpdateManyArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.updateMany`: one UPDATE of the matching rows; how many it matched. */
export async function updateMany(
  scope: StorageScope,
  { type: name, filter, values }: UpdateManyArgs,
): Promise<number> {
  const { queries, writes, types } = scope.state;
  const type = types.get(name);
  let empty = false;
  const { sql, params } = queries.updateMatching(type, filter, (params) => {
    const set = writes.assignments(type, values, params);
    empty = set === undefined;
    return set ?? '';
  });
  if (empty) return 0;
  return (await scope.executor.run(sql, params)).changes;
}
