import type { StorageAdapter } from '@recordgate/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_LOOK_MS, QUIET_LOOK_MS, watchChanges } from './watch-changes.js';

describe('the change watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watched(noneActive: () => boolean | undefined) {
    const signal = { version: 1, looks: 0, wakes: 0 };
    const storage = {
      changeVersion: () => (signal.looks++, signal.version),
    } as unknown as StorageAdapter;
    const watch = watchChanges({ storage, wake: () => signal.wakes++, noneActive })!;
    signal.looks = 0;
    return { signal, watch };
  }

  it('wakes the dispatcher when another connection committed, looking every 20 ms', () => {
    const { signal, watch } = watched(() => false);
    vi.advanceTimersByTime(10 * CHANGE_LOOK_MS);
    expect(signal.looks).toBe(10);
    expect(signal.wakes).toBe(0);
    signal.version = 2;
    vi.advanceTimersByTime(CHANGE_LOOK_MS);
    expect(signal.wakes).toBe(1);
    watch.stop();
    signal.version = 3;
    vi.advanceTimersByTime(10 * QUIET_LOOK_MS);
    expect(signal.wakes).toBe(1);
  });

  it('looks four times a second while no webhook is active, and at once again when one is', () => {
    let none: boolean | undefined = true;
    const { signal, watch } = watched(() => none);
    vi.advanceTimersByTime(1000);
    expect(signal.looks).toBe(1000 / QUIET_LOOK_MS);
    signal.version = 2;
    vi.advanceTimersByTime(QUIET_LOOK_MS);
    expect(signal.wakes).toBe(1);
    none = false;
    signal.looks = 0;
    vi.advanceTimersByTime(QUIET_LOOK_MS + 10 * CHANGE_LOOK_MS);
    expect(signal.looks).toBeGreaterThanOrEqual(10);
    none = undefined;
    signal.looks = 0;
    vi.advanceTimersByTime(5 * CHANGE_LOOK_MS);
    expect(signal.looks).toBe(5);
    watch.stop();
  });

  it('watches nothing where the storage has no change signal', () => {
    const storage = {} as StorageAdapter;
    expect(watchChanges({ storage, wake: () => {}, noneActive: () => true })).toBeUndefined();
  });
});
