import type { Actor, RecordType, StoredRecord } from '../model/types.js';

/** One record change, as `commitWrite` made it: the record before and after. */
export interface RecordChange {
  readonly kind: 'create' | 'update' | 'delete';
  readonly type: RecordType;
  /** Who made the change; undefined for the operator's own writes (API keys). */
  readonly actor: Actor | undefined;
  /** The record as stored before the change (read and locked in the transaction); undefined on create. */
  readonly before: StoredRecord | undefined;
  /** The record as stored after the change; undefined on delete. */
  readonly after: StoredRecord | undefined;
}
