import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  readSettledEvents,
  type SettledEvents,
  type StorageAdapter,
  type StoredEvent,
} from '@recordgate/core';
import {
  connectNats,
  ensureStream,
  EVENTS_STREAM,
  EVENTS_SUBJECT_PREFIX,
  managerOf,
  NATS_TIMEOUT_MS,
} from './connect-nats.js';

/** What the publisher needs of the storage: the outbox, a cursor over it, and its change signal. */
export type NatsPublisherStorage = Pick<
  StorageAdapter,
  'readEvents' | 'holdCursor' | 'outboxHorizon' | 'onChange'
>;

/** Where the publisher reports (pino's methods). */
export interface NatsPublisherLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Options of {@link createNatsPublisher}. */
export interface NatsPublisherOptions {
  readonly storage: NatsPublisherStorage;
  /** `EVENTS_NATS_URL`. */
  readonly url: string;
  readonly log: NatsPublisherLog;
  /** The JetStream stream, created when missing. @default 'RECORDGATE' */
  readonly stream?: string;
  /** The first token of the subjects; the stream takes `<prefix>.>`. @default 'recordgate' */
  readonly subjectPrefix?: string;
  /** Milliseconds between looks at the outbox when nothing wakes the publisher. @default 1000 */
  readonly pollMs?: number;
  /** How long the cursor stays this node's without being renewed. @default 15000 */
  readonly leaseMs?: number;
  /** Most events read and published per round. @default 200 */
  readonly batchSize?: number;
}

/** A running publisher. */
export interface NatsPublisher {
  /** Looks at the outbox now (after a write committed); returns at once. */
  wake(): void;
  /** Stops after the event in flight, lets the cursor go and closes the connection. Idempotent. */
  stop(): Promise<void>;
}

/** The name of the publisher's cursor (`StorageAdapter.holdCursor`). */
export const NATS_CURSOR = 'nats';

// Writes still running behind the outbox's horizon end within milliseconds as a rule: the next look
// comes after 10 ms, doubling while they run (a long transaction elsewhere), up to `pollMs`.
const FIRST_PENDING_LOOK_MS = 10;

// A reconnection attempt to a NATS that is down costs one refused connection (or the connect timeout).
const FIRST_BACKOFF_MS = 250;
const LONGEST_BACKOFF_MS = 5000;

interface PublisherState {
  readonly options: Required<Omit<NatsPublisherOptions, 'storage' | 'log' | 'url'>> &
    NatsPublisherOptions;
  readonly holder: string;
  connection: NatsConnection | undefined;
  client: JetStreamClient | undefined;
  stopped: boolean;
  /** Ends the current wait early. */
  wakeUp: () => void;
  woken: boolean;
  failures: number;
  /** Rounds in a row that found writes still running behind the outbox's horizon. */
  pendingLooks: number;
  /** Where this node's last round left the cursor; undefined while another node holds it. */
  position: number | undefined;
  /** A round runs; a change the storage told of meanwhile is looked at after it. */
  inRound: boolean;
  changedInRound: boolean;
  /** A look for events after the cursor, begun on a change the storage told of (see `watchOutbox`). */
  peeking: Promise<void> | undefined;
  peekAgain: boolean;
}

/**
 * Publishes every event of the outbox to NATS JetStream, in `seq` order, each once per `Nats-Msg-Id`
 * (the event id, which JetStream deduplicates within the stream's window). One node at a time holds
 * the cursor (`holdCursor`, a lease it renews every round); the cursor advances only over events
 * JetStream acknowledged, so a crash or a NATS outage re-sends at most one round, which the
 * deduplication drops. Writes never wait for NATS: an outage delays publishing, and on NATS's return
 * the backlog drains in order. Started with the server, woken after each commit of its node and,
 * where the storage tells of them (`onChange`, ADR 0058), after commits of other nodes and of the
 * CLI; else polling for those (docs/events.md, "NATS"; ADR 0015).
 */
export function createNatsPublisher(options: NatsPublisherOptions): NatsPublisher {
  if (!options.storage.holdCursor) {
    throw new Error(
      'EVENTS_NATS_URL needs a storage adapter with holdCursor (the outbox cursor); this one has none.',
    );
  }
  const state: PublisherState = {
    options: {
      stream: EVENTS_STREAM,
      subjectPrefix: EVENTS_SUBJECT_PREFIX,
      pollMs: 1000,
      leaseMs: 15_000,
      batchSize: 200,
      ...options,
    },
    holder: `${hostname()}:${process.pid}:${randomUUID()}`,
    pendingLooks: 0,
    connection: undefined,
    client: undefined,
    stopped: false,
    wakeUp: () => {},
    woken: false,
    failures: 0,
    position: undefined,
    inRound: false,
    changedInRound: false,
    peeking: undefined,
    peekAgain: false,
  };
  const wake = () => {
    // While NATS is unreachable, commits do not cut the backoff short.
    if (state.failures > 0) return;
    state.woken = true;
    state.wakeUp();
  };
  const stopWatching = watchOutbox(state, wake);
  const running = runLoop(state, wake);
  let stopping: Promise<void> | undefined;
  return {
    wake,
    stop() {
      stopWatching();
      stopping ??= stopPublisher(state, running);
      return stopping;
    },
  };
}

/**
 * Wakes the publisher on commits the storage tells of (`onChange`: other nodes', other workers', the
 * CLI's; not this process's, which its commit signal wakes it for, nor its own cursor's, ADR 0065),
 * but only when events follow the cursor: most of the commits told carry no event (another node's
 * webhook deliveries, its publisher's hold on the cursor), and a round writes (it renews the cursor).
 * The look is one read of at most one event; while a round runs, it waits for the round's end.
 * Returns what stops watching.
 */
function watchOutbox(state: PublisherState, wake: () => void): () => void {
  const { storage } = state.options;
  if (!storage.onChange) return () => {};
  // A commit of another worker of this node is told here and, through the primary's commit signal,
  // wakes a round too: looked at a turn later, it finds that round running and costs no read.
  return storage.onChange(() => setImmediate(() => peekOutbox(state, wake)));
}

/** Wakes the publisher when an event follows the cursor; a change told during a look looks again. */
function peekOutbox(state: PublisherState, wake: () => void): void {
  // A round runs (or is due): it may have read before the change, so it looks after its end.
  if (state.inRound || state.woken) {
    state.changedInRound = true;
    return;
  }
  // Another node publishes, or NATS is away: the poll (or the backoff) decides.
  if (state.position === undefined || state.failures > 0 || state.stopped) return;
  if (state.peeking) {
    state.peekAgain = true;
    return;
  }
  const afterSeq = state.position;
  state.peeking = state.options.storage
    .readEvents({ afterSeq, limit: 1 })
    .then(
      (events) => {
        if (events.length > 0) wake();
      },
      // The database away: the round after the poll reports it.
      () => {},
    )
    .finally(() => {
      state.peeking = undefined;
      if (!state.peekAgain) return;
      state.peekAgain = false;
      peekOutbox(state, wake);
    });
}

async function runLoop(state: PublisherState, wake: () => void): Promise<void> {
  while (!state.stopped) {
    let delay: number;
    try {
      state.inRound = true;
      delay = await publishRound(state).finally(() => {
        state.inRound = false;
      });
      if (state.changedInRound) {
        state.changedInRound = false;
        peekOutbox(state, wake);
      }
      if (state.failures > 0) state.options.log.info({}, 'NATS publishing resumed');
      state.failures = 0;
    } catch (error) {
      // Connect afresh next round (making sure of the stream again: a NATS server restarted without
      // its storage has lost it); meanwhile nothing is buffered to be sent later.
      state.client = undefined;
      state.failures += 1;
      // Once per outage at warn, then quietly, while the backoff doubles.
      if (state.failures === 1)
        state.options.log.warn({ error }, 'NATS publishing paused; retrying');
      delay = Math.min(FIRST_BACKOFF_MS * 2 ** (state.failures - 1), LONGEST_BACKOFF_MS);
    }
    await pause(state, delay);
  }
}

/** One round: hold the cursor, publish what follows it; returns how long to wait before the next. */
async function publishRound(state: PublisherState): Promise<number> {
  const { storage, batchSize, leaseMs, pollMs } = state.options;
  const client = await clientOf(state);
  const cursor = { name: NATS_CURSOR, holder: state.holder, leaseMs };
  const position = await storage.holdCursor!(cursor);
  state.position = position;
  // Another node publishes; look again later, in case it stops.
  if (position === undefined) return pollMs;
  // Only settled events: none that a write still running could precede (ADR 0037).
  const horizon = await storage.outboxHorizon?.();
  const read = await readSettledEvents(storage, { afterSeq: position, limit: batchSize, horizon });
  let last = position;
  let all = false;
  // The hold is renewed (with what is published so far) once half of it has passed: a round of slow
  // acknowledgements outlasting it would let another node publish the same events meanwhile.
  let renewAt = Date.now() + leaseMs / 2;
  try {
    for (const event of read.events) {
      if (Date.now() >= renewAt) {
        if ((await storage.holdCursor!({ ...cursor, advanceTo: last })) === undefined)
          return pollMs;
        renewAt = Date.now() + leaseMs / 2;
      }
      // A row of the trail without an event body (an audited key command) is passed over.
      if (event.body) {
        await client.publish(subjectOf(state, event), event.body, {
          msgID: event.id,
          timeout: NATS_TIMEOUT_MS,
        });
      }
      last = event.seq;
    }
    all = true;
  } finally {
    // Whatever JetStream acknowledged is done, even when a later publish failed; a round that
    // published everything passes the `seq`s of rolled-back writes up to the horizon too.
    const through = all ? read.through : last;
    if (through !== position) await storage.holdCursor!({ ...cursor, advanceTo: through });
    state.position = through;
  }
  return nextLook(state, read, position);
}

/**
 * How long to wait before the next round: none after a full batch; soon while writes run behind the
 * horizon (10 ms after a round that moved, doubling while it stands still); else the poll interval.
 */
function nextLook(state: PublisherState, read: SettledEvents, position: number): number {
  if (read.events.length === state.options.batchSize) return 0;
  if (!read.pending) {
    state.pendingLooks = 0;
    return state.options.pollMs;
  }
  if (read.through !== position) state.pendingLooks = 0;
  state.pendingLooks += 1;
  return Math.min(state.options.pollMs, FIRST_PENDING_LOOK_MS * 2 ** (state.pendingLooks - 1));
}

/** `<prefix>.<company_id>.<controller>.<action>`; a change of no company has `_` as its id. */
function subjectOf(state: PublisherState, event: StoredEvent): string {
  // Tokens never carry NATS wildcards or separators of their own.
  const token = (text: string) => text.replace(/[\s.*>]/g, '_');
  const [controller = '', action = ''] = event.type.split('.');
  const company = event.companyId === null ? '_' : String(event.companyId);
  return [state.options.subjectPrefix, company, token(controller), token(action)].join('.');
}

/** The JetStream client, connecting first (and making sure of the stream) when there is none. */
async function clientOf(state: PublisherState): Promise<JetStreamClient> {
  if (state.client && state.connection && !state.connection.isClosed()) return state.client;
  await state.connection?.close().catch(() => {});
  const connection = await connectNats(state.options.url);
  try {
    await ensureStream({
      manager: await managerOf(connection),
      stream: state.options.stream,
      subjectPrefix: state.options.subjectPrefix,
    });
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  state.connection = connection;
  state.client = jetstream(connection, { timeout: NATS_TIMEOUT_MS });
  state.options.log.info({ stream: state.options.stream }, 'NATS publishing connected');
  return state.client;
}

/** Waits `ms`, or less when woken or stopped; a wake during the round makes the wait 0. */
function pause(state: PublisherState, ms: number): Promise<void> {
  if ((state.woken && state.failures === 0) || state.stopped) {
    state.woken = false;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      state.wakeUp = () => {};
      state.woken = false;
      resolve();
    }
    state.wakeUp = done;
  });
}

async function stopPublisher(state: PublisherState, running: Promise<void>): Promise<void> {
  state.stopped = true;
  state.wakeUp();
  await running;
  // Let the cursor go, so that another node takes over at once rather than after the lease.
  await state.options.storage.holdCursor!({
    name: NATS_CURSOR,
    holder: state.holder,
    leaseMs: 0,
  }).catch(() => {});
  await state.connection?.drain().catch(() => {});
}
