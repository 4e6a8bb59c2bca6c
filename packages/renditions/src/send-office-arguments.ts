import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';

// LibreOffice's own hand-over of a command line to the instance already running on a profile (what a
// second `soffice` does): the instance greets, the client sends its arguments, the instance answers
// when it has carried them out.
const GREETING = 'InternalIPC::SendArguments';
const ARGUMENTS = 'InternalIPC::Arguments';
const DONE = 'InternalIPC::ProcessingDone';
const WORKING_DIRECTORY = 'file:///';

/**
 * The paths where LibreOffice listens for the hand-over on a profile: a socket named after the
 * user id and the MD5 of the profile URL's UTF-16 code units, in hex without leading zeros, in
 * /tmp (or /var/tmp when /tmp is not writable).
 */
export function officePipePaths(installationUrl: string): string[] {
  const digest = createHash('md5').update(Buffer.from(installationUrl, 'utf16le')).digest();
  const hash = [...digest].map((byte) => byte.toString(16)).join('');
  const name = `OSL_PIPE_${userInfo().uid}_SingleOfficeIPC_${hash}`;
  return [`/tmp/${name}`, `/var/tmp/${name}`];
}

// Commas and NULs separate arguments; a backslash escapes them and itself. A value with none of the
// three (as a rule) is sent as it is.
const SPECIAL = /[\\,\0]/;
const escape = (value: string) =>
  SPECIAL.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/\0/g, '\\0')
    : value;

/**
 * Hands `args` to the LibreOffice listening on `path` and resolves when it has carried them out
 * (for `--convert-to`: when the file is written, or has failed). Rejects when the connection fails
 * or closes first (the instance is gone), or on `signal`.
 */
export function sendOfficeArguments(
  path: string,
  args: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // The signal is watched here, not handed to `connect`: there it also watches the socket's end
    // (`finished`), which makes an error with its stack each time the socket is closed before
    // LibreOffice's end of it was read, that is after every conversion.
    if (signal?.aborted) {
      reject(aborted(signal));
      return;
    }
    const socket = connect({ path });
    let received = Buffer.alloc(0);
    let greeted = false;
    let settled = false;
    const settle = (error?: () => Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (error) reject(error());
      else resolve();
    };
    const onAbort = () => settle(() => aborted(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      let end: number;
      while ((end = received.indexOf(0)) >= 0) {
        const message = received.subarray(0, end).toString('utf8');
        received = received.subarray(end + 1);
        if (!greeted && message === GREETING) {
          greeted = true;
          // '1' and a working directory (every path sent is absolute, but LibreOffice 7.4 loads
          // nothing when the client names none).
          const line = [`1${escape(WORKING_DIRECTORY)}`, ...args.map(escape)].join(',');
          socket.write(`${ARGUMENTS}${line}\0`);
        } else if (greeted && message === DONE) {
          settle();
        } else {
          settle(() => new Error(`LibreOffice answered "${message.slice(0, 60)}" on its pipe.`));
        }
      }
    });
    socket.on('error', (error) => settle(() => error));
    // The error is made only when it is the answer: the close that follows every conversion's
    // answer needs none.
    socket.on('close', () =>
      settle(() => new Error('LibreOffice closed its pipe before it was done.')),
    );
  });
}

// What `connect` rejects with when its signal aborts it.
function aborted(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted'), {
    name: 'AbortError',
    code: 'ABORT_ERR',
    cause: signal.reason,
  });
}

/** How long a new LibreOffice's pipe may refuse connections before it counts as dead. */
const REFUSED_MS = 5000;

/**
 * {@link sendOfficeArguments}, asking again every 25 ms, for up to 5 s while `ended` is false, when
 * the pipe refuses the connection: it exists but nothing listens on it yet (a new LibreOffice names
 * its socket a moment before it listens, seen under load). Nothing was handed over then, so asking
 * again cannot convert twice.
 */
export async function sendOfficeArgumentsOnceListening(
  path: string,
  args: readonly string[],
  signal: AbortSignal | undefined,
  ended: () => boolean,
): Promise<void> {
  const deadline = Date.now() + REFUSED_MS;
  for (;;) {
    try {
      return await sendOfficeArguments(path, args, signal);
    } catch (error) {
      const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      if (!refused || ended() || signal?.aborted || Date.now() >= deadline) throw error;
      await delay(25);
    }
  }
}
