import type { DeleteArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.delete`: the row by id, and its rows of the type's search tables. */
export async function deleteRecord(
  scope: StorageScope,
  { type: name, id }: DeleteArgs,
): Promise<boolean> {
  const type = scope.state.types.get(name);
  const { sql, params } = scope.state.writes.delete(type, id);
  const deleted = (await scope.executor.run(sql, params)).changes > 0;
  if (type.search) {
    const { sql: dialect, search } = scope.state.dialect;
    await scope.executor.run(
      `DELETE FROM ${dialect.quote(scope.state.searchIndex(type).name)} WHERE ${dialect.quote('id')} = ${dialect.placeholder(1)}`,
      [id],
    );
    // A text still pending (ADR 0046) would otherwise be indexed for a record that is gone.
    if (search.pending)
      await scope.executor.run(search.pending.forget(scope.state.searchIndex(type)), [id]);
  }
  return deleted;
}
