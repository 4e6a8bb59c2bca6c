import type { RecordType, StorageAdapter } from '@recordgate/core';
import type { SecretBox } from './create-secret-box.js';
import type { RetrySchedule } from './retry-schedule.js';

/** What the dispatcher's steps share, resolved once. */
export interface DispatchContext {
  readonly storage: StorageAdapter;
  readonly secrets: SecretBox;
  readonly allowPrivate: boolean;
  /** Limit of one attempt, ms. */
  readonly timeoutMs: number;
  readonly retry: RetrySchedule;
  /** How long a claimed attempt is held before another node may take it (its node died), ms. */
  readonly leaseMs: number;
  readonly now: () => Date;
  /** The `webhook` type, whose deactivation the dispatcher writes like any other change. */
  readonly webhookType: RecordType;
  /** Called after the dispatcher committed a change of its own (its event is in the outbox). */
  readonly onCommitted: () => void;
}
