import { isRecordError } from '@recordgate/core';
import {
  withTranslatedErrors,
  type DriverErrorTranslator,
} from '../dialects/translate-driver-error.js';

/** What {@link createTransactionRunner} needs of one server database's driver. */
export interface TransactionRunnerOptions<C> {
  /** Attempts of a transaction, at least, before a retryable failure is thrown (`unavailable`). */
  readonly attempts: number;
  /**
   * Milliseconds from the first attempt during which a retryable failure is retried even after
   * `attempts`. A count alone runs out under steady contention: on PostgreSQL a writer of a row
   * loses once per commit of another (see {@link createTransactionRunner}), however busy the row
   * is. Default 0: `attempts` only.
   */
  readonly retryForMs?: number;
  /** Whether a driver error aborted the transaction for a conflict with a concurrent one. */
  isRetryable(error: unknown): boolean;
  /** The adapter's driver error translation. */
  readonly translate: DriverErrorTranslator;
  /**
   * Takes a pooled connection for one attempt, and begins the transaction on it where there is no
   * `begin`. When it fails after taking one, it releases it itself.
   */
  connect(): Promise<C>;
  /** Begins the transaction; a failure here is rolled back and retried like one of the work's. */
  begin?(connection: C): Promise<void>;
  /** Commits the transaction; a failure here is rolled back and retried like one of the work's. */
  commit(connection: C): Promise<void>;
  /**
   * Rolls the transaction back after `failure`. Throwing marks the connection broken (see `release`),
   * as for a statement that never answered, whose connection cannot take another.
   */
  rollback(connection: C, failure: unknown): Promise<void>;
  /**
   * Hands the connection back to the pool. `broken` is what the rollback threw, if it failed: the
   * connection is then gone and must not be handed out again.
   */
  release(connection: C, broken: unknown): void;
}

/** Runs `work` in one transaction on a pooled connection; see {@link createTransactionRunner}. */
export type TransactionRunner<C> = <T>(work: (connection: C) => Promise<T>) => Promise<T>;

/**
 * The transaction loop of the server databases: takes a connection, begins, runs `work` with it,
 * commits, and on failure rolls back. When the failure is one `isRetryable` accepts (the database
 * aborted the transaction for a conflict with a concurrent one, directly or as the cause of a
 * `RecordError`), the whole transaction runs again after a short randomised wait, up to `attempts`
 * times or for `retryForMs`, whichever is longer. Every error thrown out of it has passed through
 * `translate`.
 *
 * Why a time budget: on PostgreSQL a `SERIALIZABLE` transaction takes its snapshot at its first
 * statement, which is the `SELECT … FOR UPDATE` of the record it changes; it then waits for the
 * row lock, and when the holder commits, the row is newer than its snapshot, so it fails with
 * 40001 instead of going on. Each commit of one of N concurrent updates of a row thus aborts the
 * N - 1 waiting ones, and under steady contention a fixed number of attempts runs out
 * (docs/benchmarks.md, "PostgreSQL beside SQLite").
 */
export function createTransactionRunner<C>(
  options: TransactionRunnerOptions<C>,
): TransactionRunner<C> {
  return (work) => runWithRetries(options, work);
}

async function runWithRetries<C, T>(
  driver: TransactionRunnerOptions<C>,
  work: (connection: C) => Promise<T>,
): Promise<T> {
  const retryUntil = Date.now() + (driver.retryForMs ?? 0);
  for (let attempt = 1; ; attempt++) {
    const connection = await withTranslatedErrors(driver.translate, () => driver.connect());
    let broken: unknown;
    try {
      await driver.begin?.(connection);
      const result = await work(connection);
      await driver.commit(connection);
      return result;
    } catch (error) {
      try {
        await driver.rollback(connection, error);
      } catch (rollbackError) {
        broken = rollbackError;
      }
      const cause = isRecordError(error) ? error.cause : error;
      const again = attempt < driver.attempts || Date.now() < retryUntil;
      if (driver.isRetryable(cause) && again) {
        await backoff(attempt);
        continue;
      }
      throw driver.translate(error);
    } finally {
      driver.release(connection, broken);
    }
  }
}

/**
 * Waits a little, randomised, so that transactions that collided do not collide again. At most
 * 100 ms: a longer wait puts a transaction that already lost several times behind fresh ones,
 * which start with the short waits, so it would go on losing to them.
 */
function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(100, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
