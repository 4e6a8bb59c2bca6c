import type { StorageAdapter, TransactionArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.transaction`: `run` gets the adapter that `bind` makes over the executor bound to
 * the transaction (nested calls join it; see `SqlExecutor.transaction`).
 */
export async function transaction<T>(
  scope: StorageScope,
  { run }: TransactionArgs<T>,
  bind: (scope: StorageScope) => StorageAdapter,
): Promise<T> {
  return scope.executor.transaction((executor) =>
    run(bind({ state: scope.state, executor, inTransaction: true })),
  );
}
