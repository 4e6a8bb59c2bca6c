import type { OutboxHorizon, StorageAdapter, StoredEvent } from '../ports/storage-adapter.js';

/** Arguments of {@link readSettledEvents}. */
export interface ReadSettledEventsArgs {
  /** The reader's cursor: the last `seq` it passed. */
  readonly afterSeq: number;
  /** At most this many events. */
  readonly limit: number;
  /**
   * `StorageAdapter.outboxHorizon()`, taken before the transaction the events are read in (or before
   * the read, outside one); `undefined` where the adapter has none (every readable event is settled).
   */
  readonly horizon: OutboxHorizon | undefined;
}

/** What {@link readSettledEvents} read. */
export interface SettledEvents {
  /** The settled events after the cursor, in `seq` order. */
  readonly events: StoredEvent[];
  /**
   * Where the cursor moves once every event of `events` is handed on: past the last of a full
   * batch, otherwise past the horizon (the `seq`s of rolled-back writes included, which never fill).
   */
  readonly through: number;
  /**
   * Whether writes that took a `seq` after `through` may still be running: their events (or the
   * end of their transactions) come soon, so the reader looks again soon rather than at its poll.
   */
  readonly pending: boolean;
}

/**
 * The events a reader of the outbox that keeps a cursor (the webhooks' fan-out, the NATS publisher)
 * may hand on and pass: those after its cursor up to the horizon, where every `seq` either has its
 * event readable or never will. A reader advances over exactly the rows of transactions that have
 * ended and never waits at a missing `seq` (docs/events.md, "Order").
 */
export async function readSettledEvents(
  storage: Pick<StorageAdapter, 'readEvents'>,
  { afterSeq, limit, horizon }: ReadSettledEventsArgs,
): Promise<SettledEvents> {
  const events = await storage.readEvents({
    afterSeq,
    limit,
    ...(horizon ? { throughSeq: horizon.settled } : {}),
  });
  const full = events.length >= limit;
  const lastRead = events.at(-1)?.seq ?? afterSeq;
  const through = full || !horizon ? lastRead : Math.max(lastRead, horizon.settled);
  return { events, through, pending: !full && !!horizon && horizon.taken > through };
}
