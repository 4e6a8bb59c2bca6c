import type { AccessAction } from '../ports/access-policy.js';
import type { RecordChange } from './record-change.js';
import type { StagedFiles } from '../files/create-file-keeper.js';
import { where } from '../model/filter.js';
import {
  accessFilter,
  findOne,
  labelOf,
  notFound,
  type RecordContext,
} from '../service/record-context.js';
import { isRecordError, RecordError } from '../errors/record-error.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { versionOf } from '../model/version-of.js';
import type { Actor, FieldValue, RecordType, StoredRecord } from '../model/types.js';

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

/**
 * Loads and locks the record for an update or delete: `not_found` when unreadable, `forbidden` when
 * readable but not allowed, `precondition_failed` when it is not the version the client expects.
 */
export async function loadForChange(
  ctx: RecordContext,
  db: StorageAdapter,
  args: {
    readonly actor: Actor;
    readonly type: RecordType;
    readonly id: number;
    readonly action: AccessAction;
    readonly ifMatch: readonly string[] | undefined;
  },
): Promise<StoredRecord> {
  const { actor, type, id, action, ifMatch } = args;
  const record = await findOne(db, type, id, accessFilter(ctx, actor, type, 'read'), true);
  if (!record) throw notFound(type, id);
  const allowed = await db.count({
    type: type.name,
    filter: where.and(where.eq('id', id), accessFilter(ctx, actor, type, action)),
  });
  if (allowed === 0) {
    throw new RecordError(
      'forbidden',
      `You may read ${labelOf(type)} #${id} but not ${action} it.`,
    );
  }
  if (ifMatch && !ifMatch.includes(versionOf(record))) {
    throw new RecordError(
      'precondition_failed',
      `${labelOf(type)} #${id} has changed since you read it (If-Match does not name its current ETag). View it again, then repeat the ${action}.`,
    );
  }
  return record;
}

/**
 * A unique value another record holds is a validation error of that field, as in Yii2. `values` gives
 * the values of the write's last attempt.
 */
export function explainConflict(
  ctx: RecordContext,
  type: RecordType,
  values: () => Readonly<Record<string, FieldValue>>,
): (error: unknown) => never {
  return (error) => {
    const field = isRecordError(error, 'conflict')
      ? type.fieldsByName.get(error.fields[0]?.field ?? '')
      : undefined;
    if (!field) throw error;
    const message = ctx.messages.taken(field.label[ctx.language], String(values()[field.name]));
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: [{ field: field.name, message }],
      cause: error,
    });
  };
}
