// Reading a V8 CPU profile (`--cpu-prof`) of a bench server: the CPU it spent while one measured
// window of requests ran, per request, summed by a key of each sample's function.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** CLOCK_MONOTONIC in µs, the clock V8 stamps its profile samples with. */
export function monotonicMicros() {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * µs per request by `keyOf(callFrame)` (undefined: not counted, as idle time) of the samples in
 * `window` ({ start, end, requests }) of the one profile in `folder`.
 */
export function cpuPerRequest(folder, window, keyOf) {
  const [name] = readdirSync(folder).filter((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const sums = new Map();
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.start || at > window.end) return;
    const key = keyOf(frames.get(sample));
    if (key !== undefined) sums.set(key, (sums.get(key) ?? 0) + delta / window.requests);
  });
  return sums;
}
