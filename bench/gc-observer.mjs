// Preloaded into a benchmark's server (`--import`): sums the garbage collections' pause time and
// counts them, and writes `GC <ms> <minor> <major>` to stdout when the process exits; on SIGUSR2 it
// writes the sums so far as `GC-MARK <ms> <minor> <major>`, so that a warm-up can be left out.
import { writeSync } from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';

let ms = 0;
let minor = 0;
let major = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    ms += entry.duration;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major += 1;
    else minor += 1;
  }
}).observe({ entryTypes: ['gc'] });
process.on('exit', () => writeSync(1, `\nGC ${ms.toFixed(1)} ${minor} ${major}\n`));
process.on('SIGUSR2', () => writeSync(1, `\nGC-MARK ${ms.toFixed(1)} ${minor} ${major}\n`));
