/** Connection pool settings for PostgreSQL and MariaDB/MySQL (SQLite uses one connection). */
export interface PoolOptions {
  /** Most connections open at once; further requests queue for a free one. @default 10 */
  readonly max?: number;
  /** Milliseconds an unused connection stays open. @default 30000 */
  readonly idleTimeoutMs?: number;
  /**
   * Milliseconds to wait for a new connection before the request fails with `unavailable` (HTTP 503
   * with `Retry-After`). @default 5000
   */
  readonly connectTimeoutMs?: number;
  /**
   * Milliseconds a statement outside a transaction (a read: a view, a list, a count, a cursor's chunk)
   * may wait for the database's answer before it fails with `unavailable` (HTTP 503 with
   * `Retry-After`) and its connection is closed: a silent network (no answer, no reset) then frees
   * the request, and the pool, after a few seconds. @default 5000
   */
  readonly readTimeoutMs?: number;
  /**
   * Milliseconds a statement inside a transaction (a write's) may wait for the database's answer, as
   * `readTimeoutMs`; the connection is then closed, so the database rolls the transaction back.
   * @default 30000
   */
  readonly writeTimeoutMs?: number;
}
