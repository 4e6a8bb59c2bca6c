/** The part of a better-sqlite3 database the executor uses. */
export interface NativeSqlite {
  prepare(sql: string): NativeStatement;
  exec(sql: string): unknown;
  close(): unknown;
  readonly inTransaction: boolean;
}

/** The part of a better-sqlite3 prepared statement the executor uses. */
export interface NativeStatement {
  /** Whether it returns rows. */
  readonly reader: boolean;
  /** Whether it never writes. */
  readonly readonly: boolean;
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
  run(...params: unknown[]): { changes: number | bigint };
}
