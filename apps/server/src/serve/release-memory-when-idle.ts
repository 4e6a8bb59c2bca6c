import { getHeapStatistics } from 'node:v8';
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

/**
 * How much V8's heap must have grown since the idle server last compacted it before it compacts
 * again, instead of only collecting: a spell of ordinary requests grows it by less (the young
 * generation and a few MB of old space), a burst that keeps large results alive for a while by more.
 */
export const IDLE_COMPACT_GROWTH_BYTES = 32 * 1024 * 1024;

/** What {@link releaseWhenGrown} needs. */
export interface ReleaseWhenGrownOptions {
  /** Hands the most back, and costs the next requests their optimised code (`compactHeap`). */
  readonly compact: () => void;
  /** Hands back what requests left, keeping the optimised code (`collectAndTrim`). */
  readonly collect: () => void;
  /** Told what a release gave back, and whether it compacted. */
  readonly log: (released: {
    compacted: boolean;
    rssMb: number;
    releasedMb: number;
    heapMb: number;
    ms: number;
  }) => void;
  /** The process's resident memory in bytes. @default process.memoryUsage.rss */
  readonly rss?: () => number;
  /** The memory V8's heap holds from the system, in bytes. @default v8.getHeapStatistics().total_heap_size */
  readonly heap?: () => number;
}

/**
 * The `release` of an idle `serve`. Nothing when the process has grown by less than
 * {@link IDLE_GROWTH_BYTES} since the last release: a server that only answers probes and scrapes (a
 * few kB each) does not collect after each of them. `compact` the first time (start-up's garbage)
 * and whenever V8's heap has grown by {@link IDLE_COMPACT_GROWTH_BYTES} since the last compaction;
 * otherwise `collect`, which keeps the optimised code that a compaction would make the next requests
 * compile again (ADR 0061).
 */
export function releaseWhenGrown(options: ReleaseWhenGrownOptions): () => void {
  const { compact, collect, log, rss = process.memoryUsage.rss, heap = heapBytes } = options;
  let settled = 0;
  let compactedHeap = -Infinity;
  return () => {
    const before = rss();
    if (before < settled + IDLE_GROWTH_BYTES) return;
    const startedAt = performance.now();
    const compacted = heap() >= compactedHeap + IDLE_COMPACT_GROWTH_BYTES;
    if (compacted) compact();
    else collect();
    settled = rss();
    const heapAfter = heap();
    if (compacted) compactedHeap = heapAfter;
    log({
      compacted,
      rssMb: toMb(settled),
      releasedMb: toMb(before - settled),
      heapMb: toMb(heapAfter),
      ms: Math.round(performance.now() - startedAt),
    });
  };
}

function heapBytes(): number {
  return getHeapStatistics().total_heap_size;
}

function toMb(bytes: number): number {
  return Math.round(bytes / 1e5) / 10;
}
