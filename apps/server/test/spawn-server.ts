import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'recordgate.js');

/** A `recordgate serve` running as a child process, as in production. */
export interface ChildServer {
  readonly child: ChildProcess;
  /** The address it listens on. */
  readonly url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` to the server and all its workers (its process group). */
  killAll(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  readonly exited: Promise<number | NodeJS.Signals>;
}

/**
 * Starts the real server binary (the built `recordgate` CLI on the project's Node) with `serve --port 0`
 * and the given environment (one process unless `WORKERS` says otherwise), in its own process group
 * so that a test can kill it with all its workers, and resolves once it listens. Needs a build
 * (`npm test` builds first). `argv` runs another script that prints `listening on <url>` instead.
 */
export async function spawnServer(
  env: Record<string, string>,
  argv: readonly string[] = [bin, 'serve', '--port', '0'],
): Promise<ChildServer> {
  const child = spawn(process.execPath, argv, {
    env: { PATH: process.env.PATH ?? '', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`recordgate serve exited (${String(code)}) before listening:\n${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    killAll: (signal) => process.kill(-child.pid!, signal),
  };
}
