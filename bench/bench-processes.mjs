// Processes of the benchmark harness (bench/run.mjs): the RecordGate server, the hand-written reference
// and the fixed-JSON baseline, each in its own process, and what is read of them from /proc.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts `recordgate serve` on `database` (production settings, its log written to `logFile` as in
 * production), from this checkout or the built checkout `checkout`, `nodeArgs` given to Node; resolves with the child process and its base URL once it answers. With `cpuProf` its
 * CPU profile is written to `cpuProfDir` (default `bench/results`) when it stops.
 */
export async function startRecordGate({
  database,
  workers,
  logFile,
  cpuProf,
  cpuProfDir,
  checkout = root,
  nodeArgs = [],
  types,
}) {
  const port = await freePort();
  const profiles = cpuProfDir ?? join(root, 'bench/results');
  const args = [
    ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []),
    ...nodeArgs,
    join(checkout, 'apps/server/bin/recordgate.js'),
    'serve',
    '--port',
    String(port),
    ...(workers === undefined ? [] : ['--workers', String(workers)]),
  ];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database,
      PUBLIC_URL: 'http://bench.test',
      // The limiter stays on (its cost is part of every request) with a budget the load cannot use up.
      RATE_LIMIT_PER_KEY: '999999999',
      // A record-types file (the mapped scenarios' server).
      ...(types && { RECORD_TYPES: types }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.pipe(createWriteStream(logFile));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${url}/company/api/default/info`, logFile);
  return { child, url };
}

/**
 * Forks one of the bench's own servers (`bench/NAME.mjs`); resolves with the child, its URL and what
 * else its first message said. `execArgv` are Node's options for it
 * (`--cpu-prof`, say).
 */
export async function startBenchServer(name, args = [], execArgv = process.execArgv) {
  const child = fork(join(root, `bench/${name}.mjs`), args, { stdio: 'inherit', execArgv });
  const [{ port, ...said }] = await once(child, 'message');
  return { ...said, child, url: `http://127.0.0.1:${port}` };
}

/** Stops the children with SIGTERM and waits until they exited. */
export async function stopAll(children) {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
}

/** Samples the resident memory of a process and its children (the workers) until stopped; the peak. */
export function sampleRss(pid) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  read();
  const timer = setInterval(read, 200);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

function children(pid) {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
}

/** Resident memory of a process and its children (the workers), in bytes; 0 where /proc is missing. */
export function treeRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    return own + children(pid).reduce((sum, child) => sum + treeRss(child), 0);
  } catch {
    return 0; // not Linux, or the process is gone
  }
}

/** User plus system CPU time of a process and its children (the workers), in milliseconds. */
export function treeCpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/PID/stat, after the parenthesised command name; in clock ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) * 10;
    return own + children(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
  } catch {
    return 0;
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

/** Resolves once `url` answers; throws when `child` exits first (its output is in `logFile`). */
export async function waitForHttp(child, url, logFile) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${logFile}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not answer at ${url}`);
}
