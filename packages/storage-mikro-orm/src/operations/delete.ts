import type { DeleteArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.delete`: the row by id, and its row of the type's search table. */
export async function deleteRecord(
  scope: StorageScope,
  { type: name, id }: DeleteArgs,
): Promise<boolean> {
  const type = scope.state.types.get(name);
  const { sql, params } = scope.state.writes.delete(type, id);
  const deleted = (await scope.executor.run(sql, params)).changes > 0;
  if (type.search) {
    const { sql: dialect } = scope.state.dialect;
    await scope.executor.run(
      `DELETE FROM ${dialect.quote(scope.state.searchIndex(type).name)} WHERE ${dialect.quote('id')} = ${dialect.placeholder(1)}`,
      [id],
    );
  }
  return deleted;
}
