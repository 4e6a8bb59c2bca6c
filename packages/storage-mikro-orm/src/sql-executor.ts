/** Runs compiled SQL on one database: the part of a storage adapter that differs per driver. */
export interface SqlExecutor {
  /** Runs a statement and returns its rows (statements with RETURNING included). */
  all(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a statement and returns the number of rows it changed. */
  run(sql: string, params: readonly unknown[]): Promise<number>;
  /**
   * Runs `work` in one transaction with an executor bound to it; commits when it resolves, rolls back
   * when it throws (errors of `work` pass through unchanged). Nested calls on the bound executor join
   * the transaction. Driver errors are thrown already translated (`translateDriverError`).
   */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>;
}
