import type { WriteSearchTextArgs } from '@recordgate/core';
import { searchIndexOf } from '../dialects/search-dialect.js';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.writeSearchText` (docs/lists.md, "Search"): one row of the type's search table,
 * whose index the database keeps. Where the database indexes long file texts after the commit
 * (SQLite, ADR 0046), such a text is kept as pending instead and indexed before the write resolves.
 */
export async function writeSearchText(
  scope: StorageScope,
  { type: name, id, fields, file }: WriteSearchTextArgs,
): Promise<void> {
  const { sql: dialect, search } = scope.state.dialect;
  const index = searchIndexOf(scope.state.types.get(name));
  const { executor } = scope;
  const pending = search.pending;
  const later =
    pending && executor.afterCommit && file !== undefined && file.length >= pending.minChars;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return dialect.placeholder(params.length);
  };
  const row = {
    id,
    fields: search.token(fields),
    file: file === undefined ? undefined : later ? '' : search.token(file),
  };
  await executor.run(search.write(index, bind, row), params);
  if (!pending || file === undefined) return;
  if (later) {
    await executor.run(pending.keep(index), [id, search.token(file)]);
    executor.afterCommit!(pending.index(index).map((sql) => ({ sql, params: [id] })));
  } else {
    // A text kept earlier (whose indexing failed) must not replace this one later.
    await executor.run(pending.forget(index), [id]);
  }
}
