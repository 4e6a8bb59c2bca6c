import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MMAP_THRESHOLD_BYTES,
  runtimeEnvironment,
  SEMI_SPACE_MB,
} from '../src/runtime-environment.js';
import { spawnServer } from './spawn-server.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment a running process started with (Linux's /proc). */
const environmentOf = (pid: number): Map<string, string> =>
  new Map(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

describe('runtimeEnvironment', () => {
  const env = { PATH: '/usr/bin' };

  it('asks serve to run with a fixed mmap threshold (Linux), a fixed semi-space and gc exposed', () => {
    expect(runtimeEnvironment({ args: ['serve'], env, platform: 'linux' })).toEqual({
      PATH: '/usr/bin',
      MALLOC_MMAP_THRESHOLD_: String(MMAP_THRESHOLD_BYTES),
      NODE_OPTIONS: `--max-semi-space-size=${SEMI_SPACE_MB} --expose-gc`,
    });
    expect(runtimeEnvironment({ args: ['serve'], env, platform: 'darwin' })).toEqual({
      PATH: '/usr/bin',
      NODE_OPTIONS: `--max-semi-space-size=${SEMI_SPACE_MB} --expose-gc`,
    });
  });

  it("keeps the operator's own values and other NODE_OPTIONS, and leaves other commands alone", () => {
    const own = {
      ...env,
      MALLOC_MMAP_THRESHOLD_: '65536',
      NODE_OPTIONS: '--max-semi-space-size=8 --expose-gc',
    };
    expect(runtimeEnvironment({ args: ['serve'], env: own, platform: 'linux' })).toBeUndefined();
    expect(
      runtimeEnvironment({
        args: ['serve'],
        env: { ...env, MALLOC_MMAP_THRESHOLD_: '65536', NODE_OPTIONS: '--enable-source-maps' },
        platform: 'linux',
      })?.NODE_OPTIONS,
    ).toBe(`--enable-source-maps --max-semi-space-size=${SEMI_SPACE_MB} --expose-gc`);
    expect(runtimeEnvironment({ args: ['migrate'], env, platform: 'linux' })).toBeUndefined();
  });
});

describe.skipIf(!existsSync('/proc/self/environ'))('recordgate serve on Linux', () => {
  it('runs as the process it was started as, with the settings read at start', async () => {
    const server = await spawnServer({ DATABASE_URL: join(dir, 'a.sqlite'), FILES_DIRECTORY: dir });
    try {
      const started = environmentOf(server.child.pid!);
      expect(started.get('MALLOC_MMAP_THRESHOLD_')).toBe('131072');
      expect(started.get('NODE_OPTIONS')).toBe(
        `--max-semi-space-size=${SEMI_SPACE_MB} --expose-gc`,
      );
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
