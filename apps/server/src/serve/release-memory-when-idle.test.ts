import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_COMPACT_GROWTH_BYTES,
  IDLE_GROWTH_BYTES,
  releaseMemoryWhenIdle,
  releaseWhenGrown,
} from './release-memory-when-idle.js';
import { collectAndTrim, compactHeap } from './release-memory.js';

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

describe('releasing only what grew', () => {
  const MB = 1024 * 1024;

  /** A process whose RSS and V8 heap the test sets; compacting and collecting give back what it says. */
  function fakeProcess() {
    const state = { rss: 100 * MB, heap: 40 * MB };
    const compact = vi.fn(() => {
      state.rss -= 9 * MB;
      state.heap = 25 * MB;
    });
    const collect = vi.fn(() => {
      state.rss -= 3 * MB;
    });
    const log = vi.fn();
    const release = releaseWhenGrown({
      compact,
      collect,
      log,
      rss: () => state.rss,
      heap: () => state.heap,
    });
    return { state, compact, collect, log, release };
  }

  it('compacts after start-up, then only collects after a spell of ordinary requests', () => {
    const { state, compact, collect, log, release } = fakeProcess();
    release();
    expect(compact).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ compacted: true, rssMb: 95.4, releasedMb: 9.4 });
    // Requests refilled the young generation and left a few MB in the old one.
    state.rss += 12 * MB;
    state.heap += 8 * MB;
    release();
    expect(compact).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[1]![0]).toMatchObject({ compacted: false, releasedMb: 3.1 });
  });

  it('does nothing for probes and scrapes, a few kB each', () => {
    const { state, compact, collect, release } = fakeProcess();
    release();
    state.rss += 200 * 1024;
    release();
    expect(compact).toHaveBeenCalledTimes(1);
    expect(collect).not.toHaveBeenCalled();
    state.rss += IDLE_GROWTH_BYTES;
    release();
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('compacts again once the heap has grown by a burst since the last compaction', () => {
    const { state, compact, collect, release } = fakeProcess();
    release();
    // Two ordinary spells that each left some heap behind, then a burst: measured from the
    // compaction, not from the last release.
    for (const grown of [10 * MB, 10 * MB, IDLE_COMPACT_GROWTH_BYTES - 20 * MB]) {
      state.rss += grown;
      state.heap += grown;
      release();
    }
    expect(collect).toHaveBeenCalledTimes(2);
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

describe('handing a burst back once the server falls idle', () => {
  it.runIf(linux)(
    'compacts the heap a burst grew, as soon as no request has come for a while',
    async () => {
      const exposed = globalThis.gc;
      setFlagsFromString('--expose-gc');
      globalThis.gc = runInNewContext('gc') as NodeJS.GCFunction;
      const handlers = fakeHandlers();
      const released: { compacted: boolean; releasedMb: number }[] = [];
      const idle = releaseMemoryWhenIdle({
        handlers,
        idleMs: 20,
        release: releaseWhenGrown({
          compact: compactHeap,
          collect: collectAndTrim,
          log: (release) => released.push(release),
        }),
      });
      try {
        // Start-up's release.
        await vi.waitFor(() => expect(released).toHaveLength(1), { timeout: 20_000 });
        // A burst: requests that keep about 100 MB of results alive while they run.
        handlers.arrive();
        let results: { id: number; name: string }[][] | undefined = [];
        for (let i = 0; i < 400; i += 1) {
          results.push(Array.from({ length: 4000 }, (_, id) => ({ id, name: `record ${id}` })));
        }
        expect(results).toHaveLength(400);
        handlers.finish();
        results = undefined;
        const afterBurst = anonymousMb();
        await vi.waitFor(() => expect(released).toHaveLength(2), { timeout: 20_000 });
        expect(released[1]).toMatchObject({ compacted: true });
        expect(afterBurst - anonymousMb()).toBeGreaterThan(30);
      } finally {
        idle.stop();
        globalThis.gc = exposed;
      }
    },
    // The compactions of a test process's heap, on a busy machine.
    60_000,
  );
});
