import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allocatorEnvironment, MMAP_THRESHOLD_BYTES } from '../src/allocator-environment.js';
import { spawnServer } from './spawn-server.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-allocator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment a running process started with (Linux's /proc). */
const environmentOf = (pid: number): Map<string, string> =>
  new Map(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

describe('allocatorEnvironment', () => {
  const env = { PATH: '/usr/bin' };

  it('asks serve on Linux to run with a fixed mmap threshold', () => {
    expect(allocatorEnvironment({ args: ['serve'], env, platform: 'linux' })).toEqual({
      PATH: '/usr/bin',
      MALLOC_MMAP_THRESHOLD_: String(MMAP_THRESHOLD_BYTES),
    });
  });

  it("keeps the operator's own value, other commands and other systems as they are", () => {
    const own = { ...env, MALLOC_MMAP_THRESHOLD_: '65536' };
    expect(allocatorEnvironment({ args: ['serve'], env: own, platform: 'linux' })).toBeUndefined();
    expect(allocatorEnvironment({ args: ['migrate'], env, platform: 'linux' })).toBeUndefined();
    expect(allocatorEnvironment({ args: ['serve'], env, platform: 'darwin' })).toBeUndefined();
  });
});

describe.skipIf(!existsSync('/proc/self/environ'))('recordgate serve on Linux', () => {
  it('runs as the process it was started as, with the threshold glibc reads at start', async () => {
    const server = await spawnServer({ DATABASE_URL: join(dir, 'a.sqlite'), FILES_DIRECTORY: dir });
    try {
      expect(environmentOf(server.child.pid!).get('MALLOC_MMAP_THRESHOLD_')).toBe('131072');
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      server.killAll('SIGTERM');
      await server.exited;
    }
  });

  it('keeps a threshold the operator chose', async () => {
    const server = await spawnServer({
      DATABASE_URL: join(dir, 'b.sqlite'),
      FILES_DIRECTORY: dir,
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
    try {
      expect(environmentOf(server.child.pid!).get('MALLOC_MMAP_THRESHOLD_')).toBe('65536');
    } finally {
      server.killAll('SIGTERM');
      await server.exited;
    }
  });
});
