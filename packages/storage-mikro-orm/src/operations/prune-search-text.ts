import type { PruneSearchTextArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.pruneSearchText`: one DELETE of the rows of the type's search table whose record
 * is no longer one of the type's rows (deleted, or moved out of its `where`, by another application
 * writing its own table; ADR 0047). Returns how many went.
 */
export async function pruneSearchText(
  scope: StorageScope,
  { type: name }: PruneSearchTextArgs,
): Promise<number> {
  const type = scope.state.types.get(name);
  if (!type.search) return 0;
  const { sql, params } = scope.state.queries.pruneSearch(type);
  return (await scope.executor.run(sql, params)).changes;
}
