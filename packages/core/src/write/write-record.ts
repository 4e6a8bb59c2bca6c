import type { StagedFiles } from '../files/create-file-keeper.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { RecordChange } from './record-change.js';

/** Arguments of {@link writeRecord}. */
export interface WriteRecordArgs {
  readonly storage: StorageAdapter;
  /** The write's files, staged before the transaction; none for types without files. */
  readonly staged?: StagedFiles;
  /**
   * The transaction's work: checks, then `commitWrite`, whose change it returns. It may run more than
   * once (see `StorageAdapter.transaction`), so it acts only through the adapter it is handed.
   */
  readonly run: (db: StorageAdapter) => Promise<RecordChange>;
  /** Turns a failure of the transaction into the caller's error (it throws); the failure otherwise. */
  readonly explain?: (error: unknown) => never;
  /** Called once after the transaction committed (its event is readable now); never throws into the write. */
  readonly onCommitted?: () => void;
}

/**
 * The one write path: runs the write's transaction, then settles its staged files, each exactly once
 * whatever happened: `commit` after the transaction committed, `abandon` when it failed (a refusal
 * inside it, a database error, attempts that were retried and then failed). Returns the committed
 * change; what must happen once a change is committed (events) belongs here.
 */
export async function writeRecord(args: WriteRecordArgs): Promise<RecordChange> {
  const { staged } = args;
  let change: RecordChange;
  try {
    change = await args.storage.transaction({ run: args.run });
  } catch (error) {
    await staged?.abandon();
    args.explain?.(error);
    throw error;
  }
  await staged?.commit(change);
  signalCommitted(args.onCommitted);
  return change;
}

/** Tells `onCommitted` of a committed change; what the listener does (throwing included) is not the write's. */
export function signalCommitted(onCommitted: (() => void) | undefined): void {
  try {
    onCommitted?.();
  } catch {
    // A dispatcher that cannot be woken still polls.
  }
}
