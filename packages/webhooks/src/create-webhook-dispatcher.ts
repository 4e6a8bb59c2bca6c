import { where, type StorageAdapter } from '@recordgate/core';
import { claimRuns } from './claim-deliveries.js';
import type { SecretBox } from './create-secret-box.js';
import { createWebhookTypes, WEBHOOK_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { fanOutEvents, type FanOutStep } from './fan-out-events.js';
import { reportOutages } from './report-outages.js';
import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';
import { loadAttemptWork, sendRun } from './run-attempt.js';
import { writeAttemptOutcomes, type AttemptEnd } from './write-attempt-outcome.js';

/** Options of {@link createWebhookDispatcher}. */
export interface WebhookDispatcherOptions {
  /** The installation's storage, with the outbox (`readEvents`). */
  readonly storage: StorageAdapter;
  /** Opens the webhooks' stored secrets (the box `createWebhookTypes` sealed them with). */
  readonly secrets: SecretBox;
  /** Deliver to private addresses too (`WEBHOOK_ALLOW_PRIVATE`). @default false */
  readonly allowPrivate?: boolean;
  /** Limit of one attempt, ms (`WEBHOOK_TIMEOUT`). @default 10000 */
  readonly timeoutMs?: number;
  /** When failed attempts are repeated. @default DEFAULT_RETRY_SCHEDULE */
  readonly retry?: RetrySchedule;
  /** How often the outbox and the queue are looked at without a wake-up, ms. @default 1000 */
  readonly pollMs?: number;
  /** Attempts one webhook may have running at once on this node. @default 4 */
  readonly perWebhook?: number;
  /**
   * Attempts the webhooks of one company may have running at once on this node, so that one
   * company's slow or dead receivers leave the other companies' slots free. @default 16 (a quarter
   * of `maxInFlight`'s default)
   */
  readonly perCompany?: number;
  /** Attempts this node runs at once in all. @default 64 */
  readonly maxInFlight?: number;
  /**
   * Where failures of the dispatcher itself (the database away) are told: the first failure of an
   * outage only, not each pass that fails after it. @default console.error
   */
  readonly onError?: (error: unknown) => void;
  /** Told once a pass succeeds after failed ones: the outage ended, `failedForMs` after it began. */
  readonly onRecovered?: (failedForMs: number) => void;
  /** The clock; tests may fix it. @default () => new Date() */
  readonly now?: () => Date;
  /**
   * Called after the dispatcher committed a change of its own (a webhook it deactivated), whose event
   * is then in the outbox: wakes the node's other event work (the NATS publisher) as the record
   * service's `onCommitted` does. The dispatcher wakes itself.
   */
  readonly onCommitted?: () => void;
}

/** The dispatcher of one node: see {@link createWebhookDispatcher}. */
export interface WebhookDispatcher {
  /** Look at the outbox now (a write committed): the record service's `onCommitted`. */
  wake(): void;
  /** Stops taking work, waits for the attempts running (each ends within its timeout). */
  stop(): Promise<void>;
}

interface DispatcherState {
  running: boolean;
  /** Resolves the current pause early. */
  wakeUp: (() => void) | undefined;
  woken: boolean;
  readonly inFlight: Map<number, number>;
  /** Attempts running per company. */
  readonly inFlightByCompany: Map<number, number>;
  /** The attempts (delivery row ids) this node is running or has yet to record the outcome of. */
  readonly runningRows: Set<number>;
  /** Attempts whose request ended, their outcomes to be recorded together by the next pass. */
  ended: AttemptEnd[];
  readonly attempts: Set<Promise<void>>;
  /** Looks in a row that found writes still running behind the outbox's horizon. */
  pendingLooks: number;
  /** The look again that is due, if any. */
  lookTimer: NodeJS.Timeout | undefined;
}

/**
 * The webhook dispatcher inside a server node (docs/events.md, "Webhooks"): it starts at once and
 * loops until stopped. Each pass fans new outbox events out into `pending` attempts (one node at a
 * time, under the cursor's row lock) and takes due attempts (`SKIP LOCKED`, so several nodes share
 * the queue without taking one attempt twice), then starts them without waiting for them: a slow or
 * dead receiver holds only its own slots (at most `perWebhook` of them, and a company's receivers at
 * most `perCompany` together), never the loop, the other webhooks, other companies or any request. A pass runs when woken (after a commit of this node or, where the storage tells of them, of another
 * node or the CLI; after an attempt ended) or every `pollMs` (retries coming due, and events of other
 * nodes where the storage tells nothing). Failures of the database are
 * reported and tried again at the next pass.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ctx: DispatchContext = {
    storage: options.storage,
    secrets: options.secrets,
    allowPrivate: options.allowPrivate ?? false,
    timeoutMs,
    retry: options.retry ?? DEFAULT_RETRY_SCHEDULE,
    // Long enough for the attempt (at most its timeout) and for recording it; a node that died
    // frees its attempts after this.
    leaseMs: 2 * timeoutMs + 5_000,
    now: options.now ?? (() => new Date()),
    // The type as the installation registers it: its fields make the deactivation's event data.
    webhookType: createWebhookTypes(options).find((type) => type.name === WEBHOOK_TYPE)!,
    onCommitted: () => {},
  };
  const state: DispatcherState = {
    running: true,
    wakeUp: undefined,
    woken: false,
    inFlight: new Map(),
    inFlightByCompany: new Map(),
    runningRows: new Set(),
    ended: [],
    attempts: new Set(),
    pendingLooks: 0,
    lookTimer: undefined,
  };
  const wake = () => {
    state.woken = true;
    state.wakeUp?.();
  };
  const limits = {
    pollMs: options.pollMs ?? 1_000,
    perWebhook: options.perWebhook ?? 4,
    perCompany: options.perCompany ?? 16,
    maxInFlight: options.maxInFlight ?? 64,
    ...reportOutages(
      options.onError ?? ((error: unknown) => console.error(error)),
      options.onRecovered,
    ),
  };
  const loopCtx = { ...ctx, onCommitted: () => (wake(), options.onCommitted?.()) };
  const loop = runLoop(loopCtx, state, limits, wake);
  const stopWatching = watchChanges(options.storage, wake);
  return {
    wake,
    async stop() {
      state.running = false;
      stopWatching();
      wake();
      await loop;
      await Promise.allSettled([...state.attempts]);
      await recordEnded(loopCtx, state, limits.onError);
    },
  };
}

interface Limits {
  readonly pollMs: number;
  readonly perWebhook: number;
  readonly perCompany: number;
  readonly maxInFlight: number;
  /** A failure of the dispatcher's own work: told when it begins an outage. */
  readonly onError: (e: unknown) => void;
  /** A pass that succeeded: ends an outage. */
  readonly onPassed: () => void;
  /** Failures told so far: a pass that added none succeeded. */
  readonly failures: () => number;
}

async function runLoop(
  ctx: DispatchContext,
  state: DispatcherState,
  limits: Limits,
  wake: () => void,
): Promise<void> {
  let lastPass = 0;
  const activeWebhook = rememberNoActiveWebhook(
    ctx,
    Math.min(limits.pollMs, NONE_ACTIVE_FOR_MS),
    wake,
  );
  while (state.running) {
    const woken = state.woken;
    state.woken = false;
    const failures = limits.failures();
    try {
      // Without an active webhook a commit's wake-up has nothing to deliver: the pass (two write
      // transactions, which on SQLite wait for the requests' writes and make them wait) runs at the
      // poll interval only, keeping the cursor near the outbox's end (docs/benchmarks.md, "What the
      // outbox costs now, and what was changed").
      if (
        !woken ||
        state.attempts.size > 0 ||
        state.ended.length > 0 ||
        (await activeWebhook()) ||
        ctx.now().getTime() - lastPass >= limits.pollMs
      ) {
        lastPass = ctx.now().getTime();
        // The outcomes first: an attempt that ended lets the next event of its record go, at once.
        if (await recordEnded(ctx, state, limits.onError)) await startDue(ctx, state, limits, wake);
        const step = await fanOutEvents(ctx);
        if (step.more) state.woken = true;
        lookAgainSoon(state, step, limits.pollMs, wake);
        await startDue(ctx, state, limits, wake);
        if (limits.failures() === failures) limits.onPassed();
      }
    } catch (error) {
      limits.onError(error);
    }
    if (state.woken || !state.running) continue;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, limits.pollMs);
      state.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    state.wakeUp = undefined;
  }
}

/** How often a change version without `onChange` is looked at, ms: a number in memory, no query. */
const CHANGE_LOOK_MS = 20;

// Commits of other nodes and of the command line wake the dispatcher as its own node's do, where the
// storage has a change signal: events another node wrote, and attempts it fanned out or let go, are
// taken without waiting for the poll, which is left to retries coming due. The storage tells of
// commits not made through it (`onChange`: PostgreSQL's notifications, MariaDB's change counter,
// SQLite's data version on a write to its log; ADR 0058), so the dispatcher's own fan-outs, claims
// and outcomes wake nobody (ADR 0065); a storage that only has `changeVersion` has it looked at every
// 20 ms, its own commits included. Returns what stops watching.
function watchChanges(storage: StorageAdapter, wake: () => void): () => void {
  if (storage.onChange) return storage.onChange(wake);
  if (!storage.changeVersion) return () => {};
  let seen = storage.changeVersion();
  const timer = setInterval(() => {
    const version = storage.changeVersion!();
    if (version === undefined || version === seen) return;
    seen = version;
    wake();
  }, CHANGE_LOOK_MS).unref();
  return () => clearInterval(timer);
}

/** The first look again at writes still running behind the outbox's horizon, ms; it doubles. */
const FIRST_PENDING_LOOK_MS = 10;

// Writes that took a `seq` after the fan-out's cursor were still running: they end within
// milliseconds as a rule, so the next look comes 10 ms after a step that moved the cursor, doubling
// while it stands still (a long transaction elsewhere), up to the poll interval. Not a wait for a
// hole: the horizon moves when they end, and their events (or their rollback) are taken as they are.
function lookAgainSoon(
  state: DispatcherState,
  step: FanOutStep,
  pollMs: number,
  wake: () => void,
): void {
  if (!step.pending) {
    state.pendingLooks = 0;
    return;
  }
  if (step.moved) state.pendingLooks = 0;
  if (state.lookTimer) return;
  const ms = Math.min(pollMs, FIRST_PENDING_LOOK_MS * 2 ** state.pendingLooks);
  state.pendingLooks += 1;
  state.lookTimer = setTimeout(() => {
    state.lookTimer = undefined;
    wake();
  }, ms).unref();
}

/**
 * How long "no webhook is active" is believed without asking again: under a stream of writes the
 * question was one read per commit (docs/benchmarks.md, "What the outbox costs now"). A wake-up that
 * a believed "no" passed over is repeated when the belief ends, so a webhook made meanwhile gets its
 * first events this much later at most.
 */
const NONE_ACTIVE_FOR_MS = 250;

// Whether a webhook is active: one read outside any transaction (the webhook table is small, and
// this takes no lock), except that a "no" is believed for `noneForMs` of real time (not `ctx.now`,
// which tests may hold still). A "yes" is asked again each time: the pass that follows costs more
// than the read.
function rememberNoActiveWebhook(
  ctx: DispatchContext,
  noneForMs: number,
  wake: () => void,
): () => Promise<boolean> {
  let noneUntil = 0;
  let recheck: NodeJS.Timeout | undefined;
  return async () => {
    const now = performance.now();
    if (now < noneUntil) {
      recheck ??= setTimeout(() => {
        recheck = undefined;
        wake();
      }, noneUntil - now).unref();
      return false;
    }
    const [active] = await ctx.storage.findMany({
      type: WEBHOOK_TYPE,
      filter: where.eq('active', true),
      limit: 1,
    });
    if (active === undefined) noneUntil = performance.now() + noneForMs;
    return active !== undefined;
  };
}

async function startDue(
  ctx: DispatchContext,
  state: DispatcherState,
  limits: Limits,
  wake: () => void,
): Promise<void> {
  const freeOf = (inFlight: Map<number, number>, limit: number) =>
    new Map([...inFlight].map(([id, running]) => [id, limit - running]));
  const startedAt = performance.now();
  const runs = await claimRuns(ctx, {
    slots: limits.maxInFlight - state.attempts.size,
    freePerWebhook: freeOf(state.inFlight, limits.perWebhook),
    perWebhook: limits.perWebhook,
    freePerCompany: freeOf(state.inFlightByCompany, limits.perCompany),
    perCompany: limits.perCompany,
    running: state.runningRows,
  });
  if (runs.length === 0) return;
  const works = new Map(
    (await loadAttemptWork(ctx, runs.flat())).map((work) => [work.row.id, work]),
  );
  for (const run of runs) {
    const webhookId = run[0]!.webhook_id as number;
    const companyId = run[0]!.company_id as number;
    const rowIds = run.map((row) => row.id as number);
    count(state.inFlight, webhookId, 1);
    count(state.inFlightByCompany, companyId, 1);
    for (const id of rowIds) state.runningRows.add(id);
    // A run holds one slot for its requests only; the outcomes are recorded by the next pass, with
    // the others that ended meanwhile, and the rows stay this node's until then. The attempts it did
    // not send wait in their lane (no claim reads them) and are this node's no longer.
    const attempt = sendRun(
      ctx,
      run.map((row) => works.get(row.id)!),
      startedAt,
      () => state.running,
    )
      .then((ends) => {
        state.ended.push(...ends);
        for (const id of rowIds.slice(ends.length)) state.runningRows.delete(id);
      })
      .catch((error: unknown) => {
        for (const id of rowIds) state.runningRows.delete(id);
        limits.onError(error);
      })
      .finally(() => {
        count(state.inFlight, webhookId, -1);
        count(state.inFlightByCompany, companyId, -1);
        state.attempts.delete(attempt);
        // A slot is free and outcomes wait: record them, and take the next due attempt now.
        wake();
      });
    state.attempts.add(attempt);
  }
}

// Records the outcomes of the attempts that ended since the last pass, in one transaction; when that
// fails (the database away), they are kept for the next pass, their rows still this node's. Whether
// it recorded any.
async function recordEnded(
  ctx: DispatchContext,
  state: DispatcherState,
  onError: (error: unknown) => void,
): Promise<boolean> {
  const ended = state.ended;
  if (ended.length === 0) return false;
  state.ended = [];
  try {
    await writeAttemptOutcomes(ctx, ended);
  } catch (error) {
    state.ended = [...ended, ...state.ended];
    onError(error);
    return false;
  }
  for (const end of ended) state.runningRows.delete(end.claimed.id as number);
  return true;
}

// Adds `by` to the attempts running under `id`; an id without any is forgotten.
function count(counts: Map<number, number>, id: number, by: number): void {
  const next = (counts.get(id) ?? 0) + by;
  if (next > 0) counts.set(id, next);
  else counts.delete(id);
}
