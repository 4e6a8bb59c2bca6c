// What the request log line costs the process: pino's asynchronous destination writing each line as
// it comes (one write system call per line when requests arrive one event-loop turn apart), against
// the same destination writing 4 KB at a time (what the `recordgate` binary uses). One line per
// event-loop turn, to /dev/null; seven alternating rounds, the median CPU µs per line printed.
// Usage: npm run bench:log [-- --lines N]
import { setImmediate as nextTurn } from 'node:timers/promises';
import { destination, pino } from 'pino';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: { lines: { type: 'string', default: '20000' } },
});
const lines = Number(args.lines);
const entry = {
  requestId: '6f1c2a4e-1234-4000-8000-000000000001',
  userId: 51,
  type: 'document',
  call: 'view',
  method: 'GET',
  path: '/document/api/default/view',
  status: 200,
  durationMs: 1.234,
};

async function perLine(minLength) {
  const dest = destination({ dest: '/dev/null', sync: false, minLength });
  const log = pino({ base: undefined }, dest);
  const start = process.cpuUsage();
  for (let i = 0; i < lines; i++) {
    log.info(entry, 'request');
    await nextTurn();
  }
  await new Promise((resolve) => dest.flush(resolve));
  const used = process.cpuUsage(start);
  dest.end();
  return (used.user + used.system) / lines;
}

const rounds = { 'a line at a time': [], '4 KB at a time': [] };
for (let round = 0; round < 7; round++) {
  rounds['a line at a time'].push(await perLine(0));
  rounds['4 KB at a time'].push(await perLine(4096));
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.table(
  Object.entries(rounds).map(([writes, list]) => ({
    writes,
    'CPU µs per line (median)': median(list).toFixed(1),
    rounds: list.map((v) => v.toFixed(1)).join(' '),
  })),
);
