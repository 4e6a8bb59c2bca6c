import { describe, expect, it } from 'vitest';
import { createSharedCounts } from './shared-counts.js';

/** A count that answers when told to: `runs` holds each run's resolver, in order. */
function controlledCounts() {
  const runs: { resolve: (n: number) => void; reject: (error: Error) => void }[] = [];
  const run = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSharedCounts', () => {
  it('never answers a call with a count that began before it: it waits for the next one', async () => {
    const shared = createSharedCounts();
    const { runs, run } = controlledCounts();
    const first = shared.next('k', run);
    const second = shared.next('k', run); // arrives while the first count runs
    expect(runs).toHaveLength(1);
    runs[0]!.resolve(10);
    expect(await first).toBe(10);
    await tick();
    expect(runs).toHaveLength(2); // the second call's count began after the first ended
    runs[1]!.resolve(11); // a row committed in the meantime
    expect(await second).toBe(11);
  });

  it('runs one count for all the calls that arrived while one ran', async () => {
    const shared = createSharedCounts();
    const { runs, run } = controlledCounts();
    const first = shared.next('k', run);
    const waiting = [shared.next('k', run), shared.next('k', run), shared.next('k', run)];
    runs[0]!.resolve(1);
    await first;
    await tick();
    // The next count has begun: a call now waits for the one after it.
    const later = shared.next('k', run);
    runs[1]!.resolve(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    await tick();
    expect(runs).toHaveLength(3);
    runs[2]!.resolve(3);
    expect(await later).toBe(3);
  });

  it('keeps nothing: a call after every count ended runs its own, and other statements run apart', async () => {
    const shared = createSharedCounts();
    const { runs, run } = controlledCounts();
    const a = shared.next('k', run);
    const b = shared.next('other', run);
    expect(runs).toHaveLength(2);
    runs[0]!.resolve(1);
    runs[1]!.resolve(2);
    expect([await a, await b]).toEqual([1, 2]);
    const again = shared.next('k', run);
    expect(runs).toHaveLength(3);
    runs[2]!.resolve(4);
    expect(await again).toBe(4);
  });

  it('gives a failed count to its own callers only; the next call runs afresh', async () => {
    const shared = createSharedCounts();
    const { runs, run } = controlledCounts();
    const first = shared.next('k', run);
    const second = shared.next('k', run);
    runs[0]!.reject(new Error('table gone'));
    await expect(first).rejects.toThrow('table gone');
    await tick();
    runs[1]!.resolve(5);
    expect(await second).toBe(5);
    const third = shared.next('k', run);
    runs[2]!.reject(new Error('again'));
    await expect(third).rejects.toThrow('again');
    const fourth = shared.next('k', run);
    expect(runs).toHaveLength(4);
    runs[3]!.resolve(6);
    expect(await fourth).toBe(6);
  });
});
