// The arguments and answers of the storage port's event-outbox operations (`storage-adapter.ts`).

/** Arguments of `StorageAdapter.readEvents`. */
export interface ReadEventsArgs {
  /** Only events with a greater `seq`; 0 reads from the first. */
  readonly afterSeq: number;
  /** At most this many events. */
  readonly limit: number;
  /** Only events with a `seq` up to this one (the `settled` of an {@link OutboxHorizon}). */
  readonly throughSeq?: number;
}

/**
 * How far the outbox is settled (`StorageAdapter.outboxHorizon`): every event with a `seq` up to
 * `settled` that will ever exist is readable now; a `seq` up to it without one never fills.
 */
export interface OutboxHorizon {
  readonly settled: number;
  /** The greatest `seq` taken so far; above `settled` while writes holding one may still run. */
  readonly taken: number;
}

/** One change event of the outbox, as `StorageAdapter.readEvents` returns it. */
export interface StoredEvent {
  /** The order of occurrence: increasing, unique, never reused. */
  readonly seq: number;
  /** The event's id (a UUID): `id` of the event JSON, `webhook-id`, `Nats-Msg-Id`. */
  readonly id: string;
  /** The company the changed record belongs to; null for a change that belongs to none. */
  readonly companyId: number | null;
  /** `<controller>.<created|updated|deleted>`. */
  readonly type: string;
  readonly occurredAt: Date;
  /** The event JSON exactly as it is delivered (docs/events.md, "The event"). */
  readonly body: string;
}

/** Arguments of `StorageAdapter.holdCursor`. */
export interface HoldCursorArgs {
  /** The cursor's name: one per consumer of the event outbox (`nats`). */
  readonly name: string;
  /** Who holds it: an id unique to the process (host, pid and a random part). */
  readonly holder: string;
  /**
   * How long the hold lasts without being renewed, in milliseconds from now (this process's clock);
   * `0` lets it go at once.
   */
  readonly leaseMs: number;
  /** Moves the cursor to this event `seq` (the last one handed on) while holding it. */
  readonly advanceTo?: number;
}
