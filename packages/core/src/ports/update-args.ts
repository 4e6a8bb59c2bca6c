import type { FieldValue } from '../model/types.js';

/**
 * The types written by bookkeeping (`UpdateArgs.bookkeeping`): API keys, whose `last_used_at` the key
 * service writes at most once a minute per key. A storage keeps none of their counts or looked-up
 * records under its change version, since such a write does not move it (ADR 0050).
 */
export const BOOKKEEPING_TYPES: ReadonlySet<string> = new Set(['api-key']);

/** Arguments of `StorageAdapter.update`. */
export interface UpdateArgs {
  readonly type: string;
  readonly id: number;
  /** Only these columns change. */
  readonly values: Readonly<Record<string, FieldValue>>;
  /**
   * Bookkeeping that nothing kept under the change version depends on: an API key's `last_used_at`
   * (ADR 0050). For a type of {@link BOOKKEEPING_TYPES} the write moves no other process's change
   * version (PostgreSQL sends no notice, MariaDB moves no counter), so the keys, references and counts
   * they keep stay in use. Ignored for any other type, and where every commit moves the version
   * anyway (SQLite).
   */
  readonly bookkeeping?: boolean;
}
