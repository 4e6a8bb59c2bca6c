import type { RunningHandlers } from './count-running-handlers.js';

/** How long the server must have had no request before it hands memory back, in milliseconds. */
export const IDLE_RELEASE_AFTER_MS = 5000;

/**
 * How much an idle server must have grown since it last handed memory back before it does again: a
 * request's garbage is a few kB, a spell of real work several MB (the young generation alone is 8).
 */
export const IDLE_GROWTH_BYTES = 2 * 1024 * 1024;

/** What {@link releaseMemoryWhenIdle} needs. */
export interface IdleReleaseOptions {
  /** The server's request handlers: what tells it whether requests came in. */
  readonly handlers: Pick<RunningHandlers, 'count' | 'started'>;
  /** Hands memory back; called once per idle spell, never while a request runs. */
  readonly release: () => void;
  /** @default {@link IDLE_RELEASE_AFTER_MS} */
  readonly idleMs?: number;
}

/**
 * Calls `release` once whenever the server falls idle: after the start, and after any requests, as
 * soon as a whole `idleMs` has passed with no request arriving and none running. A server that keeps
 * serving never calls it, and one that stays idle calls it once. The check is a timer that looks at
 * the handlers' counter, so requests themselves pay nothing for it. `stop()` ends it (on shutdown).
 */
export function releaseMemoryWhenIdle(options: IdleReleaseOptions): { stop(): void } {
  const { handlers, release, idleMs = IDLE_RELEASE_AFTER_MS } = options;
  let seen = handlers.started();
  // Start-up (the schema, the modules) left garbage too: the first quiet spell releases it.
  let busySinceRelease = true;
  const timer = setInterval(() => {
    const started = handlers.started();
    if (started !== seen || handlers.count() > 0) {
      seen = started;
      busySinceRelease = true;
      return;
    }
    if (!busySinceRelease) return;
    busySinceRelease = false;
    release();
  }, idleMs).unref();
  return { stop: () => clearInterval(timer) };
}

/** What {@link compactWhenGrown} needs. */
export interface CompactWhenGrownOptions {
  /** Hands the memory back (`compactHeap`). */
  readonly compact: () => void;
  /** Told what a compaction gave back. */
  readonly log: (released: { rssMb: number; releasedMb: number; ms: number }) => void;
  /** The process's resident memory in bytes. @default process.memoryUsage.rss */
  readonly rss?: () => number;
}

/**
 * The `release` of an idle `serve`: `compact`, but only when the process has grown by
 * {@link IDLE_GROWTH_BYTES} since it last compacted. A server that only answers probes and scrapes
 * (a few kB each) then does not compact after each of them.
 */
export function compactWhenGrown(options: CompactWhenGrownOptions): () => void {
  const { compact, log, rss = process.memoryUsage.rss } = options;
  let settled = 0;
  return () => {
    const before = rss();
    if (before < settled + IDLE_GROWTH_BYTES) return;
    const startedAt = performance.now();
    compact();
    settled = rss();
    log({
      rssMb: Math.round(settled / 1e5) / 10,
      releasedMb: Math.round((before - settled) / 1e5) / 10,
      ms: Math.round(performance.now() - startedAt),
    });
  };
}
