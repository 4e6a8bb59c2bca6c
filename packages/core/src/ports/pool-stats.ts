/** The state of a storage adapter's connection pool, for metrics. */
export interface PoolStats {
  /** Connections running a statement or holding a transaction. */
  readonly used: number;
  /** Open connections waiting for work. */
  readonly idle: number;
  /** Statements or transactions waiting for a connection. */
  readonly pending: number;
  /** The most connections the pool opens. */
  readonly max: number;
}
