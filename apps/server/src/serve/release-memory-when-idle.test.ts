import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compactWhenGrown,
  IDLE_GROWTH_BYTES,
  releaseMemoryWhenIdle,
} from './release-memory-when-idle.js';
import { compactHeap } from './release-memory.js';

/** Handlers as the server counts them, driven by the test. */
function fakeHandlers() {
  let running = 0;
  let started = 0;
  return {
    count: () => running,
    started: () => started,
    arrive: () => {
      running += 1;
      started += 1;
    },
    finish: () => {
      running -= 1;
    },
  };
}

describe('handing memory back when the server falls idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('releases once after start-up, then once after each spell of requests', () => {
    const handlers = fakeHandlers();
    const release = vi.fn();
    const idle = releaseMemoryWhenIdle({ handlers, release, idleMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(release).toHaveBeenCalledTimes(1);
    // Staying idle releases nothing more.
    vi.advanceTimersByTime(10_000);
    expect(release).toHaveBeenCalledTimes(1);
    handlers.arrive();
    handlers.finish();
    vi.advanceTimersByTime(1000);
    // The request came during this interval: the next quiet one releases.
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(release).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('never releases while requests keep coming or one is still running', () => {
    const handlers = fakeHandlers();
    const release = vi.fn();
    const idle = releaseMemoryWhenIdle({ handlers, release, idleMs: 1000 });
    for (let i = 0; i < 20; i += 1) {
      handlers.arrive();
      handlers.finish();
      vi.advanceTimersByTime(600);
    }
    // A slow request: arrived, then nothing new for a long time, but it runs.
    handlers.arrive();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled();
    handlers.finish();
    vi.advanceTimersByTime(2000);
    expect(release).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('stops with the server', () => {
    const release = vi.fn();
    releaseMemoryWhenIdle({ handlers: fakeHandlers(), release, idleMs: 1000 }).stop();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled();
  });
});

describe('compacting only what grew', () => {
  it('compacts a grown process, then not again until it has grown again', () => {
    let rss = 100 * 1024 * 1024;
    const compact = vi.fn(() => {
      rss -= 9 * 1024 * 1024;
    });
    const log = vi.fn();
    const release = compactWhenGrown({ compact, log, rss: () => rss });
    release();
    expect(compact).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ rssMb: 95.4, releasedMb: 9.4 });
    // Probes and scrapes: a few kB each.
    rss += 200 * 1024;
    release();
    expect(compact).toHaveBeenCalledTimes(1);
    rss += IDLE_GROWTH_BYTES;
    release();
    expect(compact).toHaveBeenCalledTimes(2);
  });
});

/** The process's anonymous resident memory (its heaps, not the binary's pages), in MB. */
function anonymousMb(): number {
  return Number(/RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
}

const linux = process.platform === 'linux';
if (!linux) console.log('heap compaction test skipped: it reads /proc, which only Linux has.');

describe('compacting the heap', () => {
  it.runIf(linux)(
    'gives the young generation back to the system (with --expose-gc, as serve runs)',
    () => {
      const exposed = globalThis.gc;
      setFlagsFromString('--expose-gc');
      globalThis.gc = runInNewContext('gc') as NodeJS.GCFunction;
      try {
        // Short-lived garbage fills the young generation's pages, as requests do; a plain major
        // collection empties them but keeps them (0 MB back), the one of last resort hands them back.
        let kept = 0;
        for (let i = 0; i < 2_000_000; i += 1) kept += [i, { i }, `${i}`].length;
        expect(kept).toBeGreaterThan(0);
        const before = anonymousMb();
        compactHeap();
        expect(before - anonymousMb()).toBeGreaterThan(4);
      } finally {
        globalThis.gc = exposed;
      }
    },
  );
});
