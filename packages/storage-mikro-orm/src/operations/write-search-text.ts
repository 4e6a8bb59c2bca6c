import type { WriteSearchTextArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.writeSearchText` (docs/lists.md, "Search"): one row of the type's search table,
 * whose index the database keeps.
 */
export async function writeSearchText(
  scope: StorageScope,
  { type: name, id, fields, file }: WriteSearchTextArgs,
): Promise<void> {
  const { sql: dialect, search } = scope.state.dialect;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return dialect.placeholder(params.length);
  };
  const row = {
    id,
    fields: search.token(fields),
    file: file === undefined ? undefined : search.token(file),
  };
  await scope.executor.run(
    search.write(scope.state.searchIndex(scope.state.types.get(name)), bind, row),
    params,
  );
}
