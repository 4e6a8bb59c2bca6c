// Reading a V8 CPU profile (`--cpu-prof`) of a bench server: the CPU it spent while one measured
// window of requests ran, per request, summed by a key of each sample's function.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** CLOCK_MONOTONIC in µs, the clock V8 stamps its profile samples with. */
export function monotonicMicros() {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * µs per request by `keyOf(callFrame)` (undefined: not counted, as idle time) of the samples in
 * `window` ({ start, end, requests }) of the profile `file` in `folder` (default: the largest there
 * is: a server that starts a child process, SQLite's schema check, leaves that child's small profile
 * beside its own).
 *
 * `weigh: 'time'` (the default) counts each sample for the wall time since the one before;
 * `'samples'` counts each for the profile's sampling interval (the median gap). On a machine with
 * more runnable threads than cores the two differ: a thread waiting for a core takes no sample, and
 * the one it takes when it runs again carries the whole wait, most often in the native call that
 * woke another thread (`postMessage`, an `fs` call handed to libuv). Counted by samples, that wait
 * weighs one interval, as the CPU the thread used there did.
 */
export function cpuPerRequest(folder, window, keyOf, file, weigh = 'time') {
  const name = file ?? largestProfile(folder);
  const profile = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const interval = weigh === 'samples' ? medianOf(profile.timeDeltas) : undefined;
  const sums = new Map();
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.start || at > window.end) return;
    const key = keyOf(frames.get(sample));
    const weight = interval ?? delta;
    if (key !== undefined) sums.set(key, (sums.get(key) ?? 0) + weight / window.requests);
  });
  return sums;
}

function medianOf(values) {
  const sorted = values.filter((value) => value > 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function largestProfile(folder) {
  const sizes = readdirSync(folder)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => [f, statSync(join(folder, f)).size]);
  return sizes.sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** `key` of a frame, undefined (not counted) for the idle samples. */
export function busy(key) {
  return (frame) => (frame.functionName === '(idle)' ? undefined : key(frame));
}

/** A frame's source: the package and file (`better-sqlite3`, `storage-mikro-orm/create-sqlite-executor.js`). */
export function sourceOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 and native';
  if (url.startsWith('node:')) return url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  const inPackages = /(?:packages|apps)\/([^/]+)\/(?:dist|src)\/(.+)$/.exec(url);
  return inPackages ? `${inPackages[1]}/${inPackages[2]}` : url;
}

/** Prints the `top` largest of `sums` (key → µs) as a Markdown table titled `title`. */
export function printTop(title, sums, top) {
  console.log(`\n| ${title} | µs |\n| --- | --: |`);
  const rows = [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, us] of rows) console.log(`| ${key} | ${us.toFixed(1)} |`);
}
