import type { WriteSearchTextArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.writeSearchText` (docs/lists.md, "Search"): one row of the type's search table,
 * whose index the database keeps. Where the database indexes long file texts after the commit
 * (SQLite, ADR 0046), such a text is stored pending and indexed before the write resolves.
 */
export async function writeSearchText(
  scope: StorageScope,
  { type: name, id, fields, file }: WriteSearchTextArgs,
): Promise<void> {
  const { sql: dialect, search } = scope.state.dialect;
  const index = scope.state.searchIndex(scope.state.types.get(name));
  const { executor } = scope;
  const pending = search.pending;
  const later =
    pending && executor.afterCommit && file !== undefined && file.length >= pending.minChars;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return dialect.placeholder(params.length);
  };
  // Before the texts: the triggers read whether the record's file text is pending (ADR 0046); a
  // text written now must not be replaced later by a pending one whose indexing failed.
  if (pending && file !== undefined)
    await executor.run(later ? pending.keep(index) : pending.forget(index), [id]);
  const row = {
    id,
    fields: search.token(fields),
    file: file === undefined ? undefined : search.token(file),
  };
  await executor.run(search.write(index, bind, row), params);
  if (later) executor.afterCommit!(pending.index(index).map((sql) => ({ sql, params: [id] })));
}
