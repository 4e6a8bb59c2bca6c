import type { MigrateResult } from '@recordgate/core';
import type { SqlExecutor } from '../connection/sql-executor.js';
import { searchIndexOf } from '../dialects/search-dialect.js';
import { withTranslatedErrors } from '../dialects/translate-driver-error.js';
import type { StorageState } from '../storage-scope.js';
import { startOutboxCounter, takesSeqInCommitOrder } from './outbox-order.js';

/**
 * `StorageAdapter.migrate`: brings the schema up to date (`OpenedDatabase.updateSchema`), then the
 * search indexes, and reports the statements applied.
 */
export function migrate(state: StorageState): Promise<MigrateResult> {
  return withTranslatedErrors(state.translate, async () => {
    const applied = await state.opened.updateSchema();
    // Creating the database reconnects MikroORM to it: take the new pool.
    state.root = await state.opened.reopen();
    const signal = state.opened.changeSignalSchema;
    if (signal && (await state.root.all(signal.exists, [])).length === 0) {
      for (const statement of signal.create) await state.root.run(statement, []);
      applied.push(...signal.create);
    }
    if (takesSeqInCommitOrder(state)) await startOutboxCounter(state);
    return { applied: [...applied, ...(await migrateSearch(state))] };
  });
}

// Creates the search index of every searchable type that has none yet, or one of an earlier form;
// returns the statements run.
async function migrateSearch(state: StorageState): Promise<string[]> {
  const { sql: dialect, search } = state.dialect;
  const applied: string[] = [];
  for (const type of state.types.all.filter((t) => t.search)) {
    const params: unknown[] = [];
    const index = searchIndexOf(type);
    const exists = search.exists(index, (value) => {
      params.push(value);
      return dialect.placeholder(params.length);
    });
    if ((await state.root.all(exists, params)).length > 0) continue;
    const statements = search.create(index);
    const runAll = async (executor: SqlExecutor) => {
      for (const statement of statements) await executor.run(statement, []);
    };
    // Bringing an earlier form up to date rewrites the whole index, which at scale outlasts the
    // bound of a request's write.
    if (search.transactional) await state.root.transaction(runAll, { unbounded: true });
    else await runAll(state.root);
    applied.push(...statements);
  }
  return applied;
}
