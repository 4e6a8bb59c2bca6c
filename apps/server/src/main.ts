import { destination } from 'pino';
import { runCli } from './cli/run-cli.js';
import { leaveCluster } from './serve/serve-workers.js';

/** The process entry of the `recordgate` binary. */
export async function main(): Promise<void> {
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
    // Asynchronous, and written in blocks rather than a line at a time, at least once a second and
    // before the process exits (the server flushes it when it stops): docs/benchmarks.md, "The
    // request log written 4 KB at a time".
    log: destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  });
  process.exitCode = code;
  // A worker of `serve --workers N` that failed to start must not be held alive by its channel.
  leaveCluster();
}
