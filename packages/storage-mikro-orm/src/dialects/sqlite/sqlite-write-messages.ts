import type { SqlStatement } from '../../connection/sql-executor.js';

/** What the write worker is started with. */
export interface WriteWorkerData {
  /** The SQLite file (never `:memory:`: a second connection could not see it). */
  readonly file: string;
  readonly busyTimeoutMs: number;
}

/** Statements the write worker runs in one transaction. */
export interface WriteBatch {
  readonly id: number;
  readonly statements: readonly SqlStatement[];
}

/** The write worker's answer to one {@link WriteBatch}. */
export type WriteReply =
  | { readonly id: number; readonly ok: true }
  | { readonly id: number; readonly ok: false; readonly message: string };
