import type { StorageAdapter } from '@recordgate/core';
import type { SecretBox } from './create-secret-box.js';
import type { RetrySchedule } from './retry-schedule.js';

/** One event of the outbox, as `StorageAdapter.readEvents` returns it. */
export interface OutboxEvent {
  /** Order of occurrence. */
  readonly seq: number;
  /** The event's uuid: the `webhook-id` of every delivery of it. */
  readonly id: string;
  readonly companyId: number;
  /** `<controller>.<created|updated|deleted>`. */
  readonly type: string;
  readonly occurredAt: Date | string;
  /** The event JSON, delivered byte for byte. */
  readonly body: string;
}

/** The outbox's read side, which the dispatcher needs of the storage. */
export interface OutboxReader {
  readEvents(args: { readonly afterSeq: number; readonly limit: number }): Promise<OutboxEvent[]>;
}

/** The storage the dispatcher works on: records and the outbox. */
export type DispatchStorage = StorageAdapter & OutboxReader;

/** What the dispatcher's steps share, resolved once. */
export interface DispatchContext {
  readonly storage: DispatchStorage;
  readonly secrets: SecretBox;
  readonly allowPrivate: boolean;
  /** Limit of one attempt, ms. */
  readonly timeoutMs: number;
  readonly retry: RetrySchedule;
  /** How long a claimed attempt is held before another node may take it (its node died), ms. */
  readonly leaseMs: number;
  readonly now: () => Date;
}

/** The outbox reader of a transaction's adapter (the storage port hands out the same kind). */
export const outboxOf = (db: StorageAdapter): DispatchStorage => db as DispatchStorage;
