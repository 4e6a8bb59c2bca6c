import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm, stat } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { officePipePaths, sendOfficeArgumentsOnceListening } from './send-office-arguments.js';
import { copyOfficeProfile } from './write-office-profile.js';

/** Arguments of {@link startOfficeProcess}. */
export interface StartOfficeProcessArgs {
  /** LibreOffice's `soffice.bin` (the program itself, not the `soffice` script). */
  readonly binary: string;
  /** A folder of its own: its profile and the document it keeps open. */
  readonly directory: string;
  /** The profile it starts from (`writeProfileTemplate`), copied into `directory`. */
  readonly template: string;
  /** Give up waiting for it to listen after this long. */
  readonly startTimeoutMs: number;
}

/** A running headless LibreOffice, listening for command lines on its profile's pipe. */
export interface OfficeProcess {
  readonly pid: number;
  /** Its own folder ({@link StartOfficeProcessArgs.directory}). */
  readonly directory: string;
  /** Hands it a command line (`--convert-to …`) and waits until it is carried out. */
  run(args: readonly string[], signal?: AbortSignal): Promise<void>;
  /** Whether it has ended. */
  readonly exited: () => boolean;
  /** Kills it and whatever it started (its process group), at once, and removes its folder. */
  kill(): void;
}

/**
 * Starts LibreOffice headless on its own copy of the locked-down profile and waits until
 * it listens. It runs in a process group of its own, which {@link OfficeProcess.kill} ends whole.
 */
export async function startOfficeProcess(args: StartOfficeProcessArgs): Promise<OfficeProcess> {
  const { installationUrl, keepOpen } = await copyOfficeProfile(args.template, args.directory);
  const child = spawn(
    args.binary,
    [
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nolockcheck',
      '--nofirststartwizard',
      `-env:UserInstallation=${installationUrl}`,
      keepOpen,
    ],
    {
      detached: true,
      stdio: 'ignore',
      // Its home is its own folder: nothing it writes lands in the server's.
      env: { ...process.env, HOME: args.directory, SAL_USE_VCLPLUGIN: 'svp' },
    },
  );
  let ended = child.exitCode !== null;
  // How it ended, for the operator's log: a conversion it left unfinished names it.
  let end = ended ? `exit code ${child.exitCode}` : undefined;
  child.once('exit', (code, signal) => {
    ended = true;
    end = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.once('error', (error) => {
    ended = true;
    end ??= error.message;
  });
  const kill = () => {
    if (ended || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  try {
    const pipe = await waitForPipe(
      officePipePaths(installationUrl),
      args.startTimeoutMs,
      () => ended,
    );
    return {
      pid: child.pid!,
      directory: args.directory,
      run: (line, signal) =>
        sendOfficeArgumentsOnceListening(pipe, line, signal, () => ended).catch(
          async (error: unknown) => {
            // Not stopped by the caller: the pipe closes a moment before the process is seen to end,
            // so that moment is waited for (a second at most) to name how it ended.
            if (!ended && !signal?.aborted) {
              await once(child, 'exit', { signal: AbortSignal.timeout(1000) }).catch(
                () => undefined,
              );
            }
            throw end === undefined
              ? error
              : new Error(
                  `${error instanceof Error ? error.message : String(error)}; LibreOffice ${child.pid} ended (${end})`,
                  { cause: error },
                );
          },
        ),
      exited: () => ended,
      kill: () => {
        kill();
        // A killed LibreOffice leaves its socket behind; its profile and working files are of no use.
        void rm(pipe, { force: true });
        void rm(args.directory, { recursive: true, force: true }).catch(() => undefined);
      },
    };
  } catch (error) {
    kill();
    throw error;
  }
}

// Polls for the pipe LibreOffice creates once it has started (no event tells of it).
async function waitForPipe(
  paths: readonly string[],
  timeoutMs: number,
  ended: () => boolean,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended()) {
    for (const path of paths) {
      if ((await stat(path).catch(() => undefined))?.isSocket()) return path;
    }
    await delay(25);
  }
  throw new Error(
    ended()
      ? 'LibreOffice ended while starting.'
      : `LibreOffice did not start within ${timeoutMs / 1000} s.`,
  );
}
