import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOfficeArguments, sendOfficeArgumentsOnceListening } from './send-office-arguments.js';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const CLOSE = Symbol('close');

// A stand-in for LibreOffice's pipe: greets, then answers each line of arguments with `answer`, or
// closes the connection (CLOSE), or says nothing.
async function officePipe(
  answer?: string | typeof CLOSE,
): Promise<{ path: string; lines: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-pipe-'));
  const path = join(dir, 'pipe');
  const lines: string[] = [];
  const server: Server = createServer((socket) => {
    socket.write('InternalIPC::SendArguments\0');
    socket.on('data', (chunk) => {
      lines.push(chunk.toString('utf8'));
      if (answer === CLOSE) socket.destroy();
      else if (answer) socket.end(`${answer}\0`);
    });
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  cleanups.push(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { path, lines };
}

describe('sendOfficeArguments', () => {
  it('sends the arguments and resolves when LibreOffice is done', async () => {
    const pipe = await officePipe('InternalIPC::ProcessingDone');
    await sendOfficeArguments(pipe.path, ['--headless', 'a,b']);
    expect(pipe.lines).toEqual(['InternalIPC::Arguments1file:///,--headless,a\\,b\0']);
  });

  it('rejects on any other answer, and when the pipe closes first', async () => {
    const odd = await officePipe('Something else');
    await expect(sendOfficeArguments(odd.path, ['x'])).rejects.toThrow(
      'LibreOffice answered "Something else" on its pipe.',
    );
    const closing = await officePipe(CLOSE);
    await expect(sendOfficeArguments(closing.path, ['x'])).rejects.toThrow(
      'LibreOffice closed its pipe before it was done.',
    );
  });

  it('rejects with an AbortError when its signal aborts, before or during the call', async () => {
    const pipe = await officePipe();
    const early = new AbortController();
    early.abort(new Error('too late'));
    await expect(sendOfficeArguments(pipe.path, ['x'], early.signal)).rejects.toMatchObject({
      name: 'AbortError',
      cause: early.signal.reason,
    });
    const during = new AbortController();
    const sent = sendOfficeArguments(pipe.path, ['x'], during.signal);
    await expect.poll(() => pipe.lines.length).toBe(1);
    during.abort(new Error('timed out'));
    await expect(sent).rejects.toMatchObject({
      name: 'AbortError',
      message: 'The operation was aborted',
      cause: during.signal.reason,
    });
  });
});

describe('sendOfficeArgumentsOnceListening', () => {
  // A socket file nothing listens on, as a LibreOffice leaves it between naming and listening: a
  // process that listened on it and was killed before it could remove it.
  function refusingPipe(): string {
    const dir = mkdtempSync(join(tmpdir(), 'recordgate-pipe-'));
    const path = join(dir, 'pipe');
    const listen = `require('net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`;
    spawnSync(process.execPath, ['-e', listen]);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return path;
  }

  it('asks a pipe that refuses again until it listens, and hands the arguments over once', async () => {
    const path = refusingPipe();
    expect(existsSync(path)).toBe(true);
    await expect(sendOfficeArguments(path, ['x'])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const lines: string[] = [];
    const asked = sendOfficeArgumentsOnceListening(path, ['x'], undefined, () => false);
    // LibreOffice listens a moment later: a listening socket takes the refusing one's name (a
    // rename, so the name never goes missing in between).
    const server = createServer((socket) => {
      socket.write('InternalIPC::SendArguments\0');
      socket.on('data', (chunk) => {
        lines.push(chunk.toString('utf8'));
        socket.end('InternalIPC::ProcessingDone\0');
      });
    });
    const listening = `${path}-listening`;
    await new Promise<void>((resolve) => server.listen(listening, resolve));
    cleanups.push(() => server.close());
    renameSync(listening, path);
    await asked;
    expect(lines).toEqual(['InternalIPC::Arguments1file:///,x\0']);
  });

  it('gives up at once when the LibreOffice behind the pipe has ended', async () => {
    const path = refusingPipe();
    await expect(
      sendOfficeArgumentsOnceListening(path, ['x'], undefined, () => true),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
