import { destination } from 'pino';
import { runCli } from './cli/run-cli.js';
import { leaveCluster } from './serve-workers.js';

// Log bytes gathered before a write, and the longest a line waits in memory while the server runs.
const LOG_WRITE_BYTES = 4096;
const LOG_FLUSH_MS = 500;

/** The process entry of the `recordgate` binary. */
export async function main(): Promise<void> {
  // Asynchronous and gathered into writes of about 4 KB (docs/benchmarks.md, rounds 2 and 3: a write
  // system call per line was about a tenth of a view's CPU); written out at least every half second
  // while the server runs, and before the process exits (flushed by the server when it stops).
  const log = destination({ dest: 1, sync: false, minLength: LOG_WRITE_BYTES });
  setInterval(() => log.flush(), LOG_FLUSH_MS).unref();
  let running: { close(): Promise<void> } | undefined;
  const stop = () => {
    if (running) void running.close();
    else process.exit(130);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const code = await runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    interactive: process.stderr.isTTY === true,
    onServe: (serving) => {
      running = serving;
    },
    canFork: true,
    log,
  });
  process.exitCode = code;
  // A worker of `serve --workers N` that failed to start must not be held alive by its channel.
  leaveCluster();
}
